/**
 * Events of the candidate's microphone (spec §4 "Interview flow", §5 "Interview", §8, §9): the round
 * record/stop button with its 500 ms lock, capture as 16 kHz mono 16-bit PCM, the 16-bar level meter.
 */
export type RecorderEvent =
  /** The record/stop button (ignored for 500 ms after each accepted click). */
  | { type: 'recorder.toggle' }
  /** Stop now without a click (connection lost, interview ended); no lock. */
  | { type: 'recorder.stop' }
  /** Whether recording is allowed: the socket is connected or confirmed (and the panel is not speaking). */
  | { type: 'recorder.availability'; canRecord: boolean }
  /** Dismiss the notice ("Please connect…", "Microphone access denied…", "Failed to start recording…"). */
  | { type: 'recorder.dismiss' }
  // ---- from the `microphone` callback actor
  /** Capture runs (permission granted, worklet started). */
  | { type: 'microphone.ready' }
  /** About 100 ms of audio: 16 kHz mono signed 16-bit little-endian PCM. */
  | { type: 'microphone.chunk'; pcm: ArrayBuffer }
  /** Input level, 0..1 (RMS, scaled), for the meter. */
  | { type: 'microphone.level'; level: number }
  /** The user or the browser refused the microphone (NotAllowedError / SecurityError). */
  | { type: 'microphone.denied' }
  /** Anything else went wrong starting or running the capture (no device, AudioContext failure). */
  | { type: 'microphone.failed'; reason: string };

/** What the recorder tells its parent (action `notify`, by default `sendParent`). */
export type RecorderNotice =
  /** An answer begins: send `audio_start`. */
  | { type: 'recorder.started' }
  /** Send this PCM as the next `audio_chunk` + binary frame. */
  | { type: 'recorder.chunk'; pcm: ArrayBuffer }
  /** The answer is complete: send `audio_stop`. */
  | { type: 'recorder.stopped' };
