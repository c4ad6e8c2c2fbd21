/**
 * Where the time of a spoken turn goes, from the candidate's `audio_stop` to the panel's first audio
 * sent: the live bench (bench/live.ts) reads them per load level, and the log has them at debug level.
 * Times are milliseconds on the process's high-resolution clock as epoch time
 * (`performance.timeOrigin + performance.now()`), comparable across threads of one machine.
 */

/** The stages of one spoken answer's turn. */
export interface TurnTiming {
  uid: string;
  /** The answer's `USER` message id (its partials and final share it). */
  messageId: string;
  /** When `audio_stop` reached the interview. */
  stoppedAt: number;
  /** Of the recognizer's time after the stop, what the finished answer waited for a free decoder. */
  waitMs: number;
  /** The rest of the recognizer's time after the stop (decoding what was left). */
  decodeMs: number;
  /** From the final transcript to the panel's first utterance (lease check, storing, the interviewer). */
  replyMs: number;
  /** Synthesis of the first sentence (null: the turn had no audio, e.g. no synthesizer). */
  synthesisMs: number | null;
  /** When the first `role` message of the reply was handed to the candidate's socket. */
  sentAt: number;
}

/** Now, as `TurnTiming` counts it. */
export const timingNow = (): number => performance.timeOrigin + performance.now();

/** The turn timings of this process, for whoever listens (nothing is kept). */
export class TurnTimings {
  private readonly listeners = new Set<(timing: TurnTiming) => void>();

  /** Calls `listener` with each turn timed from now on; returns the unsubscribe. */
  subscribe(listener: (timing: TurnTiming) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(timing: TurnTiming): void {
    for (const listener of this.listeners) listener(timing);
  }
}
