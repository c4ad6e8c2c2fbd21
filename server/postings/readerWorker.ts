import { serveJobs } from '../workers/pool';
import { extractPosting, warmUpExtractor } from './extract';
import type { ReadPostingJob } from './reader';
import type { PostingResult } from './extract';

/** The posting reader's thread (reader.ts): the extractor, warmed up before it says it is ready. Files are read in their own threads (documentWorker.ts). */
serveJobs<ReadPostingJob, PostingResult>(async () => {
  warmUpExtractor();
  return async (job) => extractPosting(job.text, { now: new Date(job.now) });
});
