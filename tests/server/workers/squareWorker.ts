import { serveJobs } from '../../../server/workers/pool';

/** A worker for the pool's tests: squares numbers, fails on negatives, exits on 'exit', never answers 'hang'. */
serveJobs<number | 'exit' | 'hang', number>(async () => {
  if (process.env.SQUARE_WORKER_FAIL_SETUP) throw new Error('no engine here');
  return async (input) => {
    if (input === 'exit') process.exit(3);
    if (input === 'hang') return new Promise<number>(() => undefined);
    if (input < 0) throw new Error(`cannot square ${input}`);
    return input * input;
  };
});
