/**
 * Synthesis in worker threads (eSpeak NG, flite) on the generic worker pool (server/workers/pool.ts):
 * one sentence per worker at a time. Synthesis is synchronous WASM that takes tens to hundreds of
 * milliseconds a sentence, too long for the server's event loop. A worker answers a job with PCM
 * s16le mono 16 kHz, moved rather than copied.
 */
import type { WorkerOptions } from 'node:worker_threads';
import { createWorkerPool, type PoolFailure } from '../../workers/pool';
import { SpeechError, type EngineLoad, type SynthesisOptions } from './types';

/** One sentence to say, with the engine's settings of the voice. */
export interface SynthesisJob<S> {
  text: string;
  settings: S;
}

export interface SynthesisWorkers<S> {
  /** Starts one worker; resolves when its engine is loaded, rejects with the reason it is not. */
  spawn(): Promise<void>;
  /** PCM s16le mono 16 kHz of `text` said with `settings` (an urgent one ahead of those waiting). */
  run(text: string, settings: S, options?: SynthesisOptions): Promise<Buffer>;
  close(): Promise<void>;
  readonly closed: boolean;
  readonly load: EngineLoad;
}

/** A failure as the synthesizer reports it: the pool closed, or the engine. */
function synthesisError(failure: PoolFailure): SpeechError {
  if (failure.kind === 'closed') return new SpeechError('closed', 'the synthesizer is closed');
  return new SpeechError('engine', failure.kind === 'job' ? failure.message : failure.reason);
}

/** `label` names the engine in errors ("flite worker exited (1)"); workers start only by `spawn`. */
export function createSynthesisWorkers<S>(label: string, moduleUrl: URL, workerOptions?: () => WorkerOptions): SynthesisWorkers<S> {
  const pool = createWorkerPool<SynthesisJob<S>, ArrayBuffer>({ label, moduleUrl, workerOptions, error: synthesisError });
  return {
    spawn: () => pool.spawn(),
    run: async (text, settings, options) => Buffer.from(await pool.run({ text, settings }, { urgent: options?.urgent ?? false })),
    close: () => pool.close(),
    get closed() {
      return pool.closed;
    },
    get load() {
      return pool.load;
    },
  };
}
