/**
 * A pool of synthesis worker threads (eSpeak NG, flite): one sentence per worker at a time, a
 * queue in front, a worker that dies replaced. Synthesis is synchronous WASM that takes tens to
 * hundreds of milliseconds a sentence, too long for the server's event loop.
 *
 * Worker protocol: the worker posts `ready` (or `init-error`) once, then answers each
 * `synthesize` with `audio` (PCM s16le mono 16 kHz) or `error` carrying the same id.
 */
import type { Worker, WorkerOptions } from 'node:worker_threads';
import { startWorker } from '../threads';
import { SpeechError } from './types';

export type ToSynthesisWorker<S> = { type: 'synthesize'; id: number; text: string; settings: S } | { type: 'close' };

export type FromSynthesisWorker =
  | { type: 'ready' }
  | { type: 'init-error'; reason: string }
  | { type: 'audio'; id: number; pcm: ArrayBuffer }
  | { type: 'error'; id: number; message: string };

interface Job<S> {
  id: number;
  text: string;
  settings: S;
  resolve: (pcm: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot<S> {
  worker: Worker;
  job: Job<S> | null;
}

let nextJobId = 1;

export class SynthesisPool<S> {
  private readonly slots: Slot<S>[] = [];
  private readonly queue: Job<S>[] = [];
  private stopped = false;

  /** `label` names the engine in errors ("flite worker exited (1)"). */
  constructor(
    private readonly label: string,
    private readonly moduleUrl: URL,
    private readonly workerOptions: () => WorkerOptions = () => ({}),
  ) {}

  get closed(): boolean {
    return this.stopped;
  }

  get size(): number {
    return this.slots.length;
  }

  /** Starts one worker; resolves when its engine is loaded. */
  spawn(): Promise<void> {
    const worker = startWorker(this.moduleUrl, this.workerOptions());
    const slot: Slot<S> = { worker, job: null };
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: FromSynthesisWorker) => {
        if (message.type === 'ready') {
          ready = true;
          this.slots.push(slot);
          this.dispatch();
          resolve();
        } else if (message.type === 'init-error') {
          reject(new Error(message.reason));
          void worker.terminate();
        } else {
          const job = slot.job;
          if (!job || job.id !== message.id) return;
          slot.job = null;
          if (message.type === 'audio') job.resolve(Buffer.from(message.pcm));
          else job.reject(new SpeechError('engine', message.message));
          this.dispatch();
        }
      });
      const lost = (reason: string) => {
        if (!ready) reject(new Error(reason));
        const index = this.slots.indexOf(slot);
        if (index >= 0) this.slots.splice(index, 1);
        slot.job?.reject(new SpeechError(this.stopped ? 'closed' : 'engine', reason));
        slot.job = null;
        if (!this.stopped && ready) this.spawn().catch(() => this.failQueue(reason)); // replace it
      };
      worker.on('error', (error) => lost(`${this.label} worker failed: ${error.message}`));
      worker.on('exit', (code) => lost(`${this.label} worker exited (${code})`));
    });
  }

  private failQueue(reason: string): void {
    if (this.slots.length) return;
    for (const job of this.queue.splice(0)) job.reject(new SpeechError('engine', reason));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      const message: ToSynthesisWorker<S> = { type: 'synthesize', id: job.id, text: job.text, settings: job.settings };
      slot.worker.postMessage(message);
    }
  }

  /** PCM s16le mono 16 kHz of `text` said with `settings`. */
  run(text: string, settings: S): Promise<Buffer> {
    if (this.stopped) return Promise.reject(new SpeechError('closed', 'the synthesizer is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: nextJobId++, text, settings, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const job of this.queue.splice(0)) job.reject(new SpeechError('closed', 'the synthesizer is closed'));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        slot.job?.reject(new SpeechError('closed', 'the synthesizer is closed'));
        slot.job = null;
        await slot.worker.terminate();
      }),
    );
  }
}
