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

/** The outcome of starting an optional engine: the engine, or why there is none. */
export type Availability<T> = { engine: T; reason?: undefined } | { engine: null; reason: string };
