import { createWorkerPool, type PoolFailure, type WorkerPool } from '../workers/pool';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, type DocumentErrorCode, type DocumentResult } from './documents';
import type { PostingResult } from './extract';

/**
 * Reads pasted postings into scenarios, and uploaded files into text, off the event loop: the
 * extractor (extract.ts) takes up to half a second of CPU per posting, pdf.js a second on its first
 * file, and the same process carries live interviews whose audio must not wait for them.
 *
 * Two pools, so that a posting's text never waits behind a file: one thread for postings (started
 * with the app, warmed up before its first posting) and a small pool for uploaded files
 * (documentWorker.ts). Every job has a deadline past which its thread is ended and replaced; a file's
 * thread has a small heap and the process's memory is watched while it reads (server/workers/pool.ts).
 */

/** The limits of the reader's threads. */
export const READER_LIMITS = {
  /** A posting's reading: half a second of CPU as a rule; the deadline only ends a thread that hangs. */
  postingTimeoutMs: 20_000,
  /** A file's reading: its own deadline (documents.ts) and a little for the thread to answer. */
  documentTimeoutMs: DOCUMENT_LIMITS.readTimeoutMs + 1_500,
  /** Threads that read files side by side: one user's hostile file holds one of them, for seconds at most. */
  documentThreads: 2,
  /** A file thread's heap: pdf.js and mammoth with a posting-sized file need well under it. */
  documentHeapMb: 192,
  /** How much the process may grow while a file is read before the read is ended. */
  documentRssGrowthMb: 200,
};

/** What the worker is given: the posting's text, and the scenario's posted date (ms since the epoch). */
export interface ReadPostingJob {
  kind: 'posting';
  text: string;
  now: number;
}

/** An uploaded PDF or .docx file whose text is wanted (documents.ts). */
export interface ReadDocumentJob {
  kind: 'document';
  bytes: Uint8Array;
}


export interface PostingReader {
  read(text: string, now: Date): Promise<PostingResult>;
  /**
   * The text of an uploaded posting or CV file (a PDF or a .docx), read in the file threads; a read
   * ended past its deadline or memory is refused (`document_read_timeout`, `document_too_complex`).
   */
  readDocument(bytes: Uint8Array): Promise<DocumentResult>;
  /** Starts the threads: the extractor's lexicon and tagger, pdf.js and mammoth load (seconds). Call before serving. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A file's read that its thread did not finish: past its deadline or its memory (refused), else a failure. */
export function documentRefusalOf(failure: PoolFailure): DocumentErrorCode | null {
  if (failure.kind === 'timeout') return 'document_read_timeout';
  if (failure.kind === 'memory') return 'document_too_complex';
  // A thread lost otherwise (a crash in the reader) is a file that could not be read.
  if (failure.kind === 'lost') return 'unreadable_document';
  return null;
}

class ReaderFailure extends Error {
  constructor(readonly failure: PoolFailure) {
    super(failure.kind === 'job' ? failure.message : failure.kind === 'closed' ? 'the posting reader is closed' : failure.reason);
  }
}

export function createThreadPostingReader(): PostingReader {
  const pool: WorkerPool<ReadPostingJob, PostingResult> = createWorkerPool({
    label: 'posting reader',
    moduleUrl: new URL('./readerWorker.ts', import.meta.url),
    // A worker lost to a crash is replaced by the next posting.
    startOnDemand: 1,
    jobTimeoutMs: READER_LIMITS.postingTimeoutMs,
  });
  const documents: WorkerPool<ReadDocumentJob, DocumentResult> = createWorkerPool({
    label: 'document reader',
    moduleUrl: new URL('./documentWorker.ts', import.meta.url),
    startOnDemand: READER_LIMITS.documentThreads,
    jobTimeoutMs: READER_LIMITS.documentTimeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: READER_LIMITS.documentHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    rssGrowthLimitMb: READER_LIMITS.documentRssGrowthMb,
    error: (failure) => new ReaderFailure(failure),
  });
  return {
    read: (text, now) => pool.run({ kind: 'posting', text, now: now.getTime() }),
    async readDocument(bytes) {
      try {
        return await documents.run({ kind: 'document', bytes });
      } catch (error) {
        const code = error instanceof ReaderFailure ? documentRefusalOf(error.failure) : null;
        if (!code) throw error;
        return { ok: false, code, message: DOCUMENT_MESSAGES[code] };
      }
    },
    async start() {
      // The file threads start alongside (pdf.js and mammoth load in them); one that fails is started again by the next file.
      const files = Array.from({ length: READER_LIMITS.documentThreads }, () => documents.spawn().catch(() => undefined));
      await Promise.all([pool.spawn(), ...files]);
    },
    close: async () => {
      await Promise.all([pool.close(), documents.close()]);
    },
  };
}
