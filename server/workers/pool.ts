/**
 * A pool of worker threads that each do one job at a time, with a queue in front and a worker that
 * dies replaced. For CPU-bound work (WASM linters, speech synthesis) that must not hold the event
 * loop and that gains from a second core. The grammar checker and the embedded synthesizers use it.
 *
 * Protocol (see `serveJobs` for the worker's half): the worker posts `ready` (or `init-error`) once,
 * then answers each `job` with `done` or `failed` carrying the job's id.
 *
 * No job can hold a worker for ever: each has a deadline (the pool's, or its own), past which its
 * worker is terminated and replaced, and each worker runs under a heap limit (`resourceLimits`), past
 * which it dies and is replaced, failing only the job it had.
 */
import { parentPort, type ResourceLimits, type TransferListItem, type Worker, type WorkerOptions } from 'node:worker_threads';
import { startWorker } from './threads';

export type ToJobWorker<I> = { type: 'job'; id: number; input: I };

export type FromJobWorker<O> =
  | { type: 'ready' }
  | { type: 'init-error'; reason: string }
  | { type: 'done'; id: number; output: O }
  | { type: 'failed'; id: number; message: string };

/**
 * Why a job did not get its output: its own error, its worker lost, its deadline passed (the worker
 * was terminated), its worker out of memory (over its `resourceLimits`), or the pool closed.
 */
export type PoolFailure =
  | { kind: 'job'; message: string }
  | { kind: 'lost'; reason: string }
  | { kind: 'timeout'; reason: string; ms: number }
  | { kind: 'memory'; reason: string }
  | { kind: 'closed' };

/** A job's deadline unless its pool or its call says otherwise: no job of any kind runs unbounded. */
export const DEFAULT_JOB_TIMEOUT_MS = 60_000;

/** Each worker's heap unless its pool says otherwise (Node's own default is a share of the machine's memory). */
export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 };

export interface WorkerPoolOptions {
  /** Names the work in errors ("grammar worker exited (1)"). */
  label: string;
  /** The worker's module (it calls `serveJobs`). */
  moduleUrl: URL;
  /** Options of each new worker, e.g. its own `workerData`. */
  workerOptions?: () => WorkerOptions;
  /**
   * Workers started by the first job when none is running or starting. Without it, only `spawn`
   * starts workers.
   */
  startOnDemand?: number;
  /** The error a caller of `run` gets (default: an `Error` with the reason). */
  error?: (failure: PoolFailure) => Error;
  /**
   * How long one job may hold its worker, from when the worker takes it (default
   * `DEFAULT_JOB_TIMEOUT_MS`); past it the job fails as `timeout` and its worker is replaced.
   */
  jobTimeoutMs?: number;
  /** Each worker's heap limits (default `DEFAULT_RESOURCE_LIMITS`; `workerOptions`' own win). */
  resourceLimits?: ResourceLimits;
  /**
   * How much the process's resident memory may grow while a job runs, in MB: the heap limit does not
   * count what a job allocates outside the heap (array buffers, native memory), so the pool samples
   * the process every 25 ms and ends a job (as `memory`) and its worker past it. Unset: no sampling.
   */
  rssGrowthLimitMb?: number;
}

export interface WorkerPool<I, O> {
  /** Starts one worker; resolves when it is ready, rejects with its setup's reason. */
  spawn(): Promise<void>;
  /**
   * Queues a job. An `urgent` one goes ahead of the waiting jobs that are not (after the urgent ones
   * already waiting): someone waits in silence for it, e.g. the first sentence of a reply while the
   * queue holds sentences that follow one being heard.
   */
  run(input: I, options?: { urgent?: boolean; timeoutMs?: number }): Promise<O>;
  /** Fails the queued and running jobs as closed and stops every worker. */
  close(): Promise<void>;
  readonly closed: boolean;
  /** Workers ready, those running a job, and the jobs waiting for one. */
  readonly load: { workers: number; busy: number; queued: number };
}

interface Job<I, O> {
  id: number;
  input: I;
  urgent: boolean;
  timeoutMs: number;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Slot<I, O> {
  worker: Worker;
  job: Job<I, O> | null;
  /** The running job's deadline. */
  deadline: ReturnType<typeof setTimeout> | null;
  /** The running job's memory sampling (`rssGrowthLimitMb`), and the process's RSS it must stay under. */
  sampling: ReturnType<typeof setInterval> | null;
  ceiling: number;
}

export function createWorkerPool<I, O>(options: WorkerPoolOptions): WorkerPool<I, O> {
  const { label, moduleUrl, jobTimeoutMs = DEFAULT_JOB_TIMEOUT_MS } = options;
  const error =
    options.error ??
    ((failure: PoolFailure): Error =>
      new Error(failure.kind === 'job' ? failure.message : failure.kind === 'closed' ? `the ${label} workers are closed` : failure.reason));
  const slots: Slot<I, O>[] = [];
  const queue: Job<I, O>[] = [];
  const workers = new Set<Worker>();
  let starting = 0;
  let stopped = false;
  let nextId = 1;

  const dispatch = (): void => {
    for (const slot of slots) {
      if (!queue.length) return;
      if (slot.job) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.deadline = setTimeout(
        () => expire(slot, job, { kind: 'timeout', reason: `${label} job took longer than ${job.timeoutMs} ms`, ms: job.timeoutMs }),
        job.timeoutMs,
      );
      if (options.rssGrowthLimitMb !== undefined) {
        slot.ceiling = process.memoryUsage.rss() + options.rssGrowthLimitMb * 1024 * 1024;
        slot.sampling = setInterval(() => {
          if (process.memoryUsage.rss() > slot.ceiling) {
            expire(slot, job, { kind: 'memory', reason: `${label} job grew the process by more than ${options.rssGrowthLimitMb} MB` });
          }
        }, 25);
      }
      slot.worker.postMessage({ type: 'job', id: job.id, input: job.input } satisfies ToJobWorker<I>);
    }
  };

  /** Ends the slot's job: its deadline is cleared and the slot is free. */
  const finish = (slot: Slot<I, O>): Job<I, O> | null => {
    const job = slot.job;
    if (slot.deadline) clearTimeout(slot.deadline);
    if (slot.sampling) clearInterval(slot.sampling);
    slot.deadline = null;
    slot.sampling = null;
    slot.job = null;
    return job;
  };

  /**
   * A job past its deadline or its memory: it fails now, and its worker (busy in code that may never
   * yield) is taken out of service and terminated; its exit starts the replacement (`lost`).
   */
  const expire = (slot: Slot<I, O>, job: Job<I, O>, failure: PoolFailure): void => {
    if (slot.job !== job) return;
    finish(slot);
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    job.reject(error(failure));
    void slot.worker.terminate();
  };

  /** No worker is left or coming: the waiting jobs would wait forever. */
  const failQueue = (reason: string): void => {
    if (slots.length || starting) return;
    for (const job of queue.splice(0)) job.reject(error({ kind: 'lost', reason }));
  };

  /** Starts a worker whose failure to start is handled by `lost` (it fails the waiting jobs). */
  const startInBackground = (): void => {
    spawn().catch(() => undefined);
  };

  function spawn(): Promise<void> {
    starting += 1;
    const own = options.workerOptions?.() ?? {};
    const worker = startWorker(moduleUrl, { ...own, resourceLimits: own.resourceLimits ?? options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS });
    workers.add(worker);
    const slot: Slot<I, O> = { worker, job: null, deadline: null, sampling: null, ceiling: 0 };
    const rssAtStart = process.memoryUsage.rss();
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      let setupFailure: string | null = null;
      worker.on('message', (message: FromJobWorker<O>) => {
        if (message.type === 'ready') {
          // What the process grew by while this worker loaded is its own, not the running jobs': they may grow as much again.
          const loaded = Math.max(0, process.memoryUsage.rss() - rssAtStart);
          for (const running of slots) running.ceiling += loaded;
          ready = true;
          starting -= 1;
          slots.push(slot);
          dispatch();
          resolve();
        } else if (message.type === 'init-error') {
          setupFailure = `${label} worker could not start: ${message.reason}`;
          reject(new Error(message.reason));
          void worker.terminate();
        } else {
          if (!slot.job || slot.job.id !== message.id) return;
          const job = finish(slot)!;
          if (message.type === 'done') job.resolve(message.output);
          else job.reject(error({ kind: 'job', message: message.message }));
          dispatch();
        }
      });
      let gone = false;
      let outOfMemory = false;
      const lost = (reason: string): void => {
        if (gone) return;
        gone = true;
        workers.delete(worker);
        if (!ready) {
          starting -= 1;
          reject(new Error(reason));
        }
        const index = slots.indexOf(slot);
        if (index >= 0) slots.splice(index, 1);
        finish(slot)?.reject(error(outOfMemory ? { kind: 'memory', reason } : { kind: 'lost', reason }));
        // A worker that was working is replaced; one that never started is not retried in a loop.
        if (!stopped && ready) startInBackground();
        else failQueue(reason);
      };
      worker.on('error', (e: Error & { code?: string }) => {
        outOfMemory = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
        lost(`${label} worker failed: ${e.message}`);
      });
      worker.on('exit', (code) => lost(setupFailure ?? `${label} worker exited (${code})`));
    });
  }

  return {
    spawn,
    get closed() {
      return stopped;
    },
    get load() {
      return { workers: slots.length, busy: slots.filter((slot) => slot.job !== null).length, queued: queue.length };
    },
    run(input, { urgent = false, timeoutMs = jobTimeoutMs } = {}) {
      if (stopped) return Promise.reject(error({ kind: 'closed' }));
      if (options.startOnDemand && slots.length + starting === 0) for (let i = 0; i < options.startOnDemand; i += 1) startInBackground();
      return new Promise<O>((resolve, reject) => {
        const job = { id: nextId++, input, urgent, timeoutMs, resolve, reject };
        const at = urgent ? queue.findIndex((waiting) => !waiting.urgent) : -1;
        if (at >= 0) queue.splice(at, 0, job);
        else queue.push(job);
        dispatch();
      });
    },
    async close() {
      if (stopped) return;
      stopped = true;
      for (const job of queue.splice(0)) job.reject(error({ kind: 'closed' }));
      for (const slot of slots.splice(0)) finish(slot)?.reject(error({ kind: 'closed' }));
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}

export type JobPool<I, O> = Pick<WorkerPool<I, O>, 'run' | 'close'>;

/**
 * `size` workers of `moduleUrl`, started on the first job, failing with plain errors; `limits` sets
 * a job's deadline and a worker's heap (the pool's defaults otherwise).
 */
export function createJobPool<I, O>(
  label: string,
  moduleUrl: URL,
  size: number,
  limits: Pick<WorkerPoolOptions, 'jobTimeoutMs' | 'resourceLimits'> = {},
): JobPool<I, O> {
  return createWorkerPool<I, O>({ label, moduleUrl, startOnDemand: size, ...limits });
}

/**
 * The worker's half: set up once, then answer each job with `work`. `transfer` names the parts of
 * an output to move rather than copy (an audio buffer).
 */
export function serveJobs<I, O>(
  setup: () => Promise<(input: I) => Promise<O>>,
  transfer: (output: O) => readonly TransferListItem[] = () => [],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  setup().then(
    (work) => {
      port.on('message', (message: ToJobWorker<I>) => {
        work(message.input).then(
          (output) => port.postMessage({ type: 'done', id: message.id, output } satisfies FromJobWorker<O>, [...transfer(output)]),
          (error: unknown) =>
            port.postMessage({
              type: 'failed',
              id: message.id,
              message: error instanceof Error ? error.message : String(error),
            } satisfies FromJobWorker<O>),
        );
      });
      port.postMessage({ type: 'ready' } satisfies FromJobWorker<O>);
    },
    (error: unknown) =>
      port.postMessage({ type: 'init-error', reason: error instanceof Error ? error.message : String(error) } satisfies FromJobWorker<O>),
  );
}
