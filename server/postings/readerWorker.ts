import { serveJobs } from '../workers/pool';
import { extractPosting, warmUpExtractor, type PostingResult } from './extract';
import type { ReadPostingJob } from './reader';

/** The posting reader's thread (reader.ts): the extractor, warmed up before it says it is ready. */
serveJobs<ReadPostingJob, PostingResult>(async () => {
  warmUpExtractor();
  return async (job) => extractPosting(job.text, { now: new Date(job.now) });
});
