/** Errors and availability shared by the speech engines. */

/**
 * `aborted`: the caller aborted; `closed`: the engine was closed; `engine`: the embedded engine
 * failed; `http`: the remote service answered with an error; `timeout`: it did not answer in time.
 */
export type SpeechErrorCode = 'aborted' | 'closed' | 'engine' | 'http' | 'timeout';

export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * An engine's workers and the work waiting for them, for the metrics (`/metrics`): engines with a
 * pool of workers report it; a remote service does not.
 */
export interface EngineLoad {
  /** Workers running (busy or idle). */
  workers: number;
  /** Workers working now. */
  busy: number;
  /** Work waiting for a free worker (answers or stretches to decode; sentences to say). */
  queued: number;
}

/** The outcome of starting an optional engine: the engine, or why there is none. */
export type Availability<T> = { engine: T; reason?: undefined } | { engine: null; reason: string };
