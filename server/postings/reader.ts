import { createWorkerPool, type WorkerPool } from '../workers/pool';
import type { DocumentResult } from './documents';
import type { PostingResult } from './extract';

/**
 * Reads pasted postings into scenarios, and uploaded files into text, off the event loop: the
 * extractor (extract.ts) takes up to half a second of CPU per posting, pdf.js a second on its first
 * file, and the same process carries live interviews whose audio must not wait for them. One worker thread, started with the app and warmed up before its first posting.
 */

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

export type ReaderJob = ReadPostingJob | ReadDocumentJob;
export type ReaderOutput = PostingResult | DocumentResult;

export interface PostingReader {
  read(text: string, now: Date): Promise<PostingResult>;
  /** The text of an uploaded posting or CV file (a PDF or a .docx), read in the same thread. */
  readDocument(bytes: Uint8Array): Promise<DocumentResult>;
  /** Starts the worker and loads the extractor's lexicon and tagger (seconds): call before serving. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createThreadPostingReader(): PostingReader {
  const pool: WorkerPool<ReaderJob, ReaderOutput> = createWorkerPool({
    label: 'posting reader',
    moduleUrl: new URL('./readerWorker.ts', import.meta.url),
    // A worker lost to a crash is replaced by the next posting.
    startOnDemand: 1,
  });
  return {
    read: (text, now) => pool.run({ kind: 'posting', text, now: now.getTime() }) as Promise<PostingResult>,
    readDocument: (bytes) => pool.run({ kind: 'document', bytes }) as Promise<DocumentResult>,
    start: () => pool.spawn(),
    close: () => pool.close(),
  };
}
