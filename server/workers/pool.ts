/**
 * A pool of worker threads that each do one job at a time, with a queue in front and a worker
 * that dies replaced. For CPU-bound work (WASM linters, decoders) that must not hold the event loop
 * and that gains from a second core.
 *
 * Protocol (see `serveJobs` for the worker's half): the worker posts `ready` (or `init-error`) once,
 * then answers each `job` with `done` or `failed` carrying the job's id.
 */
import { parentPort, type Worker } from 'node:worker_threads';
import { startWorker } from '../speech/threads';

export type ToJobWorker<I> = { type: 'job'; id: number; input: I };

export type FromJobWorker<O> =
  | { type: 'ready' }
  | { type: 'init-error'; reason: string }
  | { type: 'done'; id: number; output: O }
  | { type: 'failed'; id: number; message: string };

interface Job<I, O> {
  id: number;
  input: I;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Slot<I, O> {
  worker: Worker;
  job: Job<I, O> | null;
}

export interface JobPool<I, O> {
  run(input: I): Promise<O>;
  close(): Promise<void>;
}

/**
 * `size` workers of `moduleUrl`, started on the first job. `label` names the work in errors
 * ("grammar worker exited (1)").
 */
export function createJobPool<I, O>(label: string, moduleUrl: URL, size: number): JobPool<I, O> {
  const slots: Slot<I, O>[] = [];
  const queue: Job<I, O>[] = [];
  const workers = new Set<Worker>();
  let starting = 0;
  let stopped = false;
  let nextId = 1;

  const dispatch = () => {
    for (const slot of slots) {
      if (!queue.length) return;
      if (slot.job) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ type: 'job', id: job.id, input: job.input } satisfies ToJobWorker<I>);
    }
  };

  const failQueue = (reason: string) => {
    if (slots.length || starting) return;
    for (const job of queue.splice(0)) job.reject(new Error(reason));
  };

  const spawn = () => {
    starting += 1;
    const worker = startWorker(moduleUrl);
    workers.add(worker);
    const slot: Slot<I, O> = { worker, job: null };
    let ready = false;
    let setupFailure: string | null = null;
    worker.on('message', (message: FromJobWorker<O>) => {
      if (message.type === 'ready') {
        ready = true;
        starting -= 1;
        slots.push(slot);
        dispatch();
      } else if (message.type === 'init-error') {
        setupFailure = `${label} worker could not start: ${message.reason}`;
        void worker.terminate();
      } else {
        const job = slot.job;
        if (!job || job.id !== message.id) return;
        slot.job = null;
        if (message.type === 'done') job.resolve(message.output);
        else job.reject(new Error(message.message));
        dispatch();
      }
    });
    let gone = false;
    const lost = (reason: string) => {
      if (gone) return;
      gone = true;
      workers.delete(worker);
      if (!ready) starting -= 1;
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.job?.reject(new Error(reason));
      slot.job = null;
      // A worker that was working is replaced; one that never started is not retried in a loop.
      if (!stopped && ready) spawn();
      else failQueue(reason);
    };
    worker.on('error', (error) => lost(`${label} worker failed: ${error.message}`));
    worker.on('exit', (code) => lost(setupFailure ?? `${label} worker exited (${code})`));
  };

  return {
    run(input) {
      if (stopped) return Promise.reject(new Error(`the ${label} workers are closed`));
      if (slots.length + starting === 0) for (let i = 0; i < size; i += 1) spawn();
      return new Promise<O>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    async close() {
      stopped = true;
      for (const job of queue.splice(0)) job.reject(new Error(`the ${label} workers are closed`));
      slots.length = 0;
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}

/** The worker's half: set up once, then answer each job with `work`. */
export function serveJobs<I, O>(setup: () => Promise<(input: I) => Promise<O>>): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  setup().then(
    (work) => {
      port.on('message', (message: ToJobWorker<I>) => {
        work(message.input).then(
          (output) => port.postMessage({ type: 'done', id: message.id, output } satisfies FromJobWorker<O>),
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
