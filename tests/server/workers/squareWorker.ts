import { serveJobs } from '../../../server/workers/pool';

/** A worker for the pool's tests: squares numbers, fails on negatives, exits on 'exit'. */
serveJobs<number | 'exit', number>(async () => {
  if (process.env.SQUARE_WORKER_FAIL_SETUP) throw new Error('no engine here');
  return async (input) => {
    if (input === 'exit') process.exit(3);
    if (input < 0) throw new Error(`cannot square ${input}`);
    return input * input;
  };
});
