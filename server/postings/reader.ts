import { createWorkerPool, type WorkerPool } from '../workers/pool';
import type { PostingResult } from './extract';

/**
 * Reads pasted postings into scenarios off the event loop: the extractor (extract.ts) takes up to
 * half a second of CPU per posting, and the same process carries live interviews whose audio must
 * not wait for it. One worker thread, started with the app and warmed up before its first posting.
 */

/** What the worker is given: the posting's text, and the scenario's posted date (ms since the epoch). */
export interface ReadPostingJob {
  text: string;
  now: number;
}

export interface PostingReader {
  read(text: string, now: Date): Promise<PostingResult>;
  /** Starts the worker and loads the extractor's lexicon and tagger (seconds): call before serving. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createThreadPostingReader(): PostingReader {
  const pool: WorkerPool<ReadPostingJob, PostingResult> = createWorkerPool({
    label: 'posting reader',
    moduleUrl: new URL('./readerWorker.ts', import.meta.url),
    // A worker lost to a crash is replaced by the next posting.
    startOnDemand: 1,
  });
  return {
    read: (text, now) => pool.run({ text, now: now.getTime() }),
    start: () => pool.spawn(),
    close: () => pool.close(),
  };
}
