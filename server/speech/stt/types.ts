import { SpeechError, type Availability, type EngineLoad, type SpeechErrorCode } from '../common';

export { SpeechError, type Availability, type EngineLoad, type SpeechErrorCode };

/**
 * Streaming speech recognition as the live interview server sees it: one recognizer per process,
 * one session per spoken answer (`audio_start` … `audio_stop` in LIVE-PROTOCOL.md).
 *
 *   const session = recognizer.createSession({ speaker: interviewUid, onPartial: (text) => send(text) });
 *   socket.on('audio', (pcm) => session.write(pcm));      // s16le, mono, 16 kHz, any chunk size
 *   const { text, audioMs } = await session.end();         // on audio_stop
 *   // or session.abort() when the candidate leaves mid-answer
 *
 * Contract:
 * - `createSession` never blocks and never throws for capacity: when every decoder is busy the
 *   session's audio is buffered and decoded as soon as one frees up.
 * - `write` may be called with any number of bytes (an odd trailing byte is carried to the next
 *   write); it never throws. Writes after `end`/`abort` are ignored.
 * - `onPartial` receives the running hypothesis (whole text so far, not a delta), only when it
 *   changed, never after `end()` resolved or after `abort()`. Recognizers without partial results
 *   never call it (`streaming: false`).
 * - `end` resolves once with the final text (possibly empty: silence) and the audio duration; it
 *   rejects with a `SpeechError` when the engine failed. Calling it twice returns the same promise.
 * - `abort` discards the answer and frees the engine at once; a pending `end()` rejects with a
 *   `SpeechError` of code `aborted`.
 */
export interface SpeechRecognizer {
  /** Short engine name for logs and the health page, e.g. `pocketsphinx` or `http:whisper-1`. */
  readonly name: string;
  /** True when sessions deliver partial results while audio arrives. */
  readonly streaming: boolean;
  /** Its decoders and what waits for them, where it has a pool of its own (the metrics read it). */
  readonly load?: EngineLoad;
  createSession(options?: RecognitionSessionOptions): RecognitionSession;
  /** Stops the engine: sessions still running are aborted. */
  close(): Promise<void>;
}

export interface RecognitionSessionOptions {
  /** Running hypothesis while the answer is spoken (the whole text so far). */
  onPartial?: (text: string) => void;
  /**
   * A stable id of the person speaking, e.g. the interview's uid. The embedded engine keeps its
   * acoustic normalisation per speaker, so one candidate's answers calibrate the next ones and
   * never someone else's.
   */
  speaker?: string;
  /**
   * Words the answer is likely to contain (the scenario's skills, and a CV's). The HTTP engine sends
   * them as Whisper's `prompt`; the embedded engine builds a language model that takes them in (for
   * terms beyond the catalogue's) and keeps it for the interview's next answers.
   */
  hints?: readonly string[];
}

export interface RecognitionSession {
  /** Appends audio: PCM s16le, mono, 16 000 Hz. */
  write(pcm: Uint8Array): void;
  /** The answer is complete: resolves with the final transcript. */
  end(): Promise<RecognitionResult>;
  /** Drops the answer and releases the engine. */
  abort(): void;
}

export interface RecognitionResult {
  /** Final transcript; technical terms in their usual spelling (TypeScript, PostgreSQL, AWS). */
  text: string;
  /** Duration of the audio received, in milliseconds. */
  audioMs: number;
  /** Time from `end()` to the result, in milliseconds (the recognizer's share of turn latency). */
  latencyMs: number;
  /**
   * Of `latencyMs`, the time the finished answer waited for a free decoder before any of it was
   * decoded (engines with a decoder pool; absent elsewhere).
   */
  waitMs?: number;
}
