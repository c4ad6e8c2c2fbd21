import { SAMPLE_RATE } from './audio';

/**
 * How a spoken answer was delivered, measured on its audio rather than on the transcript: how long
 * the candidate actually talked and where they stopped for long. Recognizers (embedded or HTTP) do
 * not report pauses, so the live session measures them itself from the PCM it forwards.
 */

/** Timing of one spoken answer. */
export interface SpeechTiming {
  /** From the first to the last voiced frame: the time the candidate was actually talking. */
  voicedMs: number;
  /** Silences of at least `LONG_PAUSE_MS` between two voiced stretches. */
  longPauses: number;
  longestPauseMs: number;
}

/** A silence this long inside an answer is a long pause (conversational gaps are well under a second). */
export const LONG_PAUSE_MS = 2000;
const FRAME_MS = 20;
const FRAME_SAMPLES = (SAMPLE_RATE * FRAME_MS) / 1000;
/** Below this RMS (about −44 dBFS) a frame is silent whatever the recording level. */
const ABSOLUTE_FLOOR = 200;
/** A frame is voiced when it rises this far from the noise floor towards the loud frames. */
const RELATIVE_THRESHOLD = 0.12;

export interface SpeechTimer {
  /** s16le mono 16 kHz PCM, in any chunk sizes. */
  write(pcm: Uint8Array): void;
  /** The timing of everything written; null when nothing was voiced. */
  result(): SpeechTiming | null;
}

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
}

export function createSpeechTimer(): SpeechTimer {
  const energies: number[] = [];
  let sumSquares = 0;
  let inFrame = 0;
  let carry: number | null = null;

  const addSample = (sample: number) => {
    sumSquares += sample * sample;
    inFrame += 1;
    if (inFrame === FRAME_SAMPLES) {
      energies.push(Math.sqrt(sumSquares / FRAME_SAMPLES));
      sumSquares = 0;
      inFrame = 0;
    }
  };

  return {
    write(pcm) {
      let i = 0;
      if (carry !== null && pcm.byteLength) {
        addSample(((pcm[0] << 8) | carry) << 16 >> 16);
        carry = null;
        i = 1;
      }
      for (; i + 1 < pcm.byteLength; i += 2) addSample(((pcm[i + 1] << 8) | pcm[i]) << 16 >> 16);
      if (i < pcm.byteLength) carry = pcm[i];
    },
    result() {
      if (!energies.length) return null;
      const sorted = Float64Array.from(energies).sort();
      const noise = percentile(sorted, 0.1);
      const loud = percentile(sorted, 0.95);
      const threshold = Math.max(ABSOLUTE_FLOOR, noise + RELATIVE_THRESHOLD * (loud - noise));
      let first = -1;
      let last = -1;
      let longPauses = 0;
      let longestPauseMs = 0;
      for (let f = 0; f < energies.length; f += 1) {
        if (energies[f] < threshold) continue;
        if (last >= 0) {
          const gapMs = (f - last - 1) * FRAME_MS;
          if (gapMs >= LONG_PAUSE_MS) longPauses += 1;
          if (gapMs > longestPauseMs) longestPauseMs = gapMs;
        } else {
          first = f;
        }
        last = f;
      }
      if (first < 0) return null;
      return { voicedMs: (last - first + 1) * FRAME_MS, longPauses, longestPauseMs };
    },
  };
}
