import { serveJobs } from '../../../server/workers/pool';

/**
 * A worker for the pool's tests: squares numbers, fails on negatives, exits on 'exit', never answers
 * 'hang', spins without yielding on 'spin', fills its heap on 'heap' and the process's memory outside
 * the heap on 'buffers'.
 */
serveJobs<number | 'exit' | 'hang' | 'spin' | 'heap' | 'buffers', number>(async () => {
  if (process.env.SQUARE_WORKER_FAIL_SETUP) throw new Error('no engine here');
  return async (input) => {
    if (input === 'exit') process.exit(3);
    if (input === 'hang') return new Promise<number>(() => undefined);
    if (input === 'spin') for (;;);
    if (input === 'heap') {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i + kept.length));
    }
    if (input === 'buffers') {
      const kept: Buffer[] = [];
      for (;;) {
        kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    if (input < 0) throw new Error(`cannot square ${input}`);
    return input * input;
  };
});
