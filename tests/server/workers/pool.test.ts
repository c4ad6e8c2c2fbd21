import { afterEach, describe, expect, it } from 'vitest';
import {
  createJobPool,
  createWorkerPool,
  DEFAULT_JOB_TIMEOUT_MS,
  type JobPool,
  type PoolFailure,
  type WorkerPool,
} from '../../../server/workers/pool';

const worker = new URL('./squareWorker.ts', import.meta.url);
type SquareJob = number | 'exit' | 'hang' | 'spin' | 'heap' | 'buffers';
let pool: JobPool<SquareJob, number> | null = null;
let started: WorkerPool<SquareJob, number> | null = null;

afterEach(async () => {
  await pool?.close();
  pool = null;
  await started?.close();
  started = null;
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

  it('runs an urgent job ahead of the waiting ones that are not, after the urgent ones already waiting', async () => {
    pool = createJobPool('square', worker, 1);
    await pool.run(1); // the worker is up
    const order: number[] = [];
    const run = (n: number, urgent = false) => pool!.run(n, { urgent }).then((v) => void order.push(v));
    // 2 takes the worker; 3 and 4 wait; 5 and then 6 are urgent.
    await Promise.all([run(2), run(3), run(4), run(5, true), run(6, true)]);
    expect(order).toEqual([4, 25, 36, 9, 16]);
  });

  it('ends a job past its deadline, replaces its worker (busy without yielding) and keeps working', async () => {
    pool = createJobPool('square', worker, 1, { jobTimeoutMs: 400 });
    expect(await pool.run(2)).toBe(4);
    const started = performance.now();
    await expect(pool.run('spin')).rejects.toThrow('square job took longer than 400 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
    // The job queued behind the spinning one runs on the replacement.
    await expect(pool.run('hang', { timeoutMs: 200 })).rejects.toThrow('square job took longer than 200 ms');
    expect(await pool.run(8)).toBe(64);
  });

  it('gives every job a deadline, its own or the default one', async () => {
    started = createWorkerPool({ label: 'square', moduleUrl: worker, startOnDemand: 1, error: (failure) => new EngineError(failure) });
    const failure = await started.run('hang', { timeoutMs: 300 }).catch((e: EngineError) => e.failure);
    expect(failure).toEqual({ kind: 'timeout', reason: 'square job took longer than 300 ms', ms: 300 });
    expect(DEFAULT_JOB_TIMEOUT_MS).toBeGreaterThan(0);
    expect(DEFAULT_JOB_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
  });

  it("fails a job that fills its worker's heap as memory, and replaces the worker", async () => {
    started = createWorkerPool({
      label: 'square',
      moduleUrl: worker,
      startOnDemand: 1,
      resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
      error: (failure) => new EngineError(failure),
    });
    const failure = await started.run('heap').catch((e: EngineError) => e.failure);
    expect(failure).toMatchObject({ kind: 'memory' });
    expect(await started.run(5)).toBe(25);
  });

  it("ends a job that grows the process's memory outside its heap past the pool's bound", async () => {
    started = createWorkerPool({
      label: 'square',
      moduleUrl: worker,
      startOnDemand: 1,
      rssGrowthLimitMb: 128,
      error: (failure) => new EngineError(failure),
    });
    expect(await started.run(3)).toBe(9);
    const before = process.memoryUsage.rss();
    const failure = await started.run('buffers').catch((e: EngineError) => e.failure);
    expect(failure).toEqual({ kind: 'memory', reason: 'square job grew the process by more than 128 MB' });
    // Stopped within a few samples of the bound, not at the job's deadline.
    expect(process.memoryUsage.rss() - before).toBeLessThan(600 * 1024 * 1024);
    expect(await started.run(4)).toBe(16);
  });

  it('refuses jobs once closed', async () => {
    pool = createJobPool('square', worker, 1);
    await pool.close();
    await expect(pool.run(1)).rejects.toThrow('the square workers are closed');
  });
});

class EngineError extends Error {
  constructor(readonly failure: PoolFailure) {
    super(failure.kind === 'job' ? failure.message : failure.kind === 'closed' ? 'closed' : failure.reason);
  }
}

describe('the worker pool, started by its owner', () => {
  it('starts a worker on spawn and reports failures through its own errors', async () => {
    started = createWorkerPool({ label: 'square', moduleUrl: worker, error: (failure) => new EngineError(failure) });
    await started.spawn();
    expect(await started.run(3)).toBe(9);
    const failed = await started.run(-1).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(EngineError);
    expect((failed as EngineError).failure).toEqual({ kind: 'job', message: 'cannot square -1' });
  });

  it("rejects spawn with the setup's reason", async () => {
    process.env.SQUARE_WORKER_FAIL_SETUP = '1';
    started = createWorkerPool({ label: 'square', moduleUrl: worker });
    await expect(started.spawn()).rejects.toThrow('no engine here');
  });

  it('fails a running job as closed when it closes', async () => {
    started = createWorkerPool({ label: 'square', moduleUrl: worker, error: (failure) => new EngineError(failure) });
    await started.spawn();
    const running = started.run('hang').catch((e: unknown) => e);
    await started.close();
    expect(started.closed).toBe(true);
    expect(((await running) as EngineError).failure).toEqual({ kind: 'closed' });
  });
});
