import { serveJobs } from '../workers/pool';
import { readDocument } from './documents';
import { extractPosting, warmUpExtractor } from './extract';
import type { ReaderJob, ReaderOutput } from './reader';

/** The posting reader's thread (reader.ts): the extractor, warmed up before it says it is ready, and the file reader. */
serveJobs<ReaderJob, ReaderOutput>(async () => {
  warmUpExtractor();
  return async (job) => (job.kind === 'document' ? readDocument(job.bytes) : extractPosting(job.text, { now: new Date(job.now) }));
});
