import { afterEach, describe, expect, it } from 'vitest';
import { createJobPool, type JobPool } from '../../../server/workers/pool';

const worker = new URL('./squareWorker.ts', import.meta.url);
let pool: JobPool<number | 'exit', number> | null = null;

afterEach(async () => {
  await pool?.close();
  pool = null;
  delete process.env.SQUARE_WORKER_FAIL_SETUP;
});

describe('the worker pool', () => {
  it('runs every job and gives each its own answer', async () => {
    pool = createJobPool('square', worker, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => pool!.run(n)))).toEqual([1, 4, 9, 16, 25]);
  });

  it("passes a job's error back and keeps working", async () => {
    pool = createJobPool('square', worker, 1);
    await expect(pool.run(-2)).rejects.toThrow('cannot square -2');
    expect(await pool.run(6)).toBe(36);
  });

  it('replaces a worker that dies, failing only the job it had', async () => {
    pool = createJobPool('square', worker, 1);
    expect(await pool.run(2)).toBe(4);
    await expect(pool.run('exit')).rejects.toThrow('square worker exited (3)');
    expect(await pool.run(7)).toBe(49);
  });

  it('fails the waiting jobs when no worker can start', async () => {
    process.env.SQUARE_WORKER_FAIL_SETUP = '1';
    pool = createJobPool('square', worker, 2);
    await expect(pool.run(3)).rejects.toThrow('square worker could not start: no engine here');
  });

  it('refuses jobs once closed', async () => {
    pool = createJobPool('square', worker, 1);
    await pool.close();
    await expect(pool.run(1)).rejects.toThrow('the square workers are closed');
  });
});
