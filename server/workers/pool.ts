/**
 * A pool of worker threads that each do one job at a time, with a queue in front and a worker that
 * dies replaced. For CPU-bound work (WASM linters, speech synthesis) that must not hold the event
 * loop and that gains from a second core. The grammar checker and the embedded synthesizers use it.
 *
 * Protocol (see `serveJobs` for the worker's half): the worker posts `ready` (or `init-error`) once,
 * then answers each `job` with `done` or `failed` carrying the job's id.
 */
import { parentPort, type TransferListItem, type Worker, type WorkerOptions } from 'node:worker_threads';
import { startWorker } from './threads';

export type ToJobWorker<I> = { type: 'job'; id: number; input: I };

export type FromJobWorker<O> =
  | { type: 'ready' }
  | { type: 'init-error'; reason: string }
  | { type: 'done'; id: number; output: O }
  | { type: 'failed'; id: number; message: string };

/** Why a job did not get its output: its own error, its worker lost, or the pool closed. */
export type PoolFailure = { kind: 'job'; message: string } | { kind: 'lost'; reason: string } | { kind: 'closed' };

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
}

export interface WorkerPool<I, O> {
  /** Starts one worker; resolves when it is ready, rejects with its setup's reason. */
  spawn(): Promise<void>;
  /**
   * Queues a job. An `urgent` one goes ahead of the waiting jobs that are not (after the urgent ones
   * already waiting): someone waits in silence for it, e.g. the first sentence of a reply while the
   * queue holds sentences that follow one being heard.
   */
  run(input: I, options?: { urgent?: boolean }): Promise<O>;
  /** Fails the queued and running jobs as closed and stops every worker. */
  close(): Promise<void>;
  readonly closed: boolean;
}

interface Job<I, O> {
  id: number;
  input: I;
  urgent: boolean;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Slot<I, O> {
  worker: Worker;
  job: Job<I, O> | null;
}

export function createWorkerPool<I, O>(options: WorkerPoolOptions): WorkerPool<I, O> {
  const { label, moduleUrl } = options;
  const error =
    options.error ??
    ((failure: PoolFailure): Error =>
      new Error(failure.kind === 'job' ? failure.message : failure.kind === 'lost' ? failure.reason : `the ${label} workers are closed`));
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
      slot.worker.postMessage({ type: 'job', id: job.id, input: job.input } satisfies ToJobWorker<I>);
    }
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
    const worker = startWorker(moduleUrl, options.workerOptions?.() ?? {});
    workers.add(worker);
    const slot: Slot<I, O> = { worker, job: null };
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      let setupFailure: string | null = null;
      worker.on('message', (message: FromJobWorker<O>) => {
        if (message.type === 'ready') {
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
          const job = slot.job;
          if (!job || job.id !== message.id) return;
          slot.job = null;
          if (message.type === 'done') job.resolve(message.output);
          else job.reject(error({ kind: 'job', message: message.message }));
          dispatch();
        }
      });
      let gone = false;
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
        slot.job?.reject(error({ kind: 'lost', reason }));
        slot.job = null;
        // A worker that was working is replaced; one that never started is not retried in a loop.
        if (!stopped && ready) startInBackground();
        else failQueue(reason);
      };
      worker.on('error', (e) => lost(`${label} worker failed: ${e.message}`));
      worker.on('exit', (code) => lost(setupFailure ?? `${label} worker exited (${code})`));
    });
  }

  return {
    spawn,
    get closed() {
      return stopped;
    },
    run(input, { urgent = false } = {}) {
      if (stopped) return Promise.reject(error({ kind: 'closed' }));
      if (options.startOnDemand && slots.length + starting === 0) for (let i = 0; i < options.startOnDemand; i += 1) startInBackground();
      return new Promise<O>((resolve, reject) => {
        const job = { id: nextId++, input, urgent, resolve, reject };
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
      for (const slot of slots.splice(0)) {
        slot.job?.reject(error({ kind: 'closed' }));
        slot.job = null;
      }
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}

export type JobPool<I, O> = Pick<WorkerPool<I, O>, 'run' | 'close'>;

/** `size` workers of `moduleUrl`, started on the first job, failing with plain errors. */
export function createJobPool<I, O>(label: string, moduleUrl: URL, size: number): JobPool<I, O> {
  return createWorkerPool<I, O>({ label, moduleUrl, startOnDemand: size });
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
