/**
 * The client's pure PCM helpers (spec §5 "Interview", §9 Audio; LIVE-PROTOCOL.md): resampling the
 * microphone to 16 kHz, the base64 of `role` audio, the level meter. The sample format conversions both
 * sides use are in `openapi/pcm.ts`. No Web Audio here, so everything is unit-testable and the capture
 * worklet bundles it as plain code.
 */
import { AUDIO_SAMPLE_RATE_HZ, LEVEL_METER_BARS } from './constants';

// ---- resampling

/** Output samples on each side of the kernel's centre (the filter's length, in 16 kHz samples). */
const KERNEL_HALF_WIDTH = 8;
/** Cut-off as a fraction of the output's Nyquist frequency (leaves a transition band below 8 kHz). */
const CUTOFF_FRACTION = 0.9;

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/**
 * A streaming low-pass resampler to 16 kHz: a Hann-windowed sinc evaluated at each output instant, so
 * the whole source window is filtered (no aliasing from simply dropping samples), for any input rate
 * (48000, 44100, ...). Push blocks of any size; each call returns the output samples whose window is
 * complete. The weights are normalised so a constant stays constant at the edges.
 */
export class Resampler {
  /** Input samples per output sample. */
  readonly ratio: number;
  private readonly cutoff: number;
  private readonly halfWidth: number;
  private history: Float32Array = new Float32Array(0);
  /** Absolute input index of `history[0]`. */
  private offset = 0;
  /** Outputs produced so far (the next output sits at input position `produced * ratio`). */
  private produced = 0;
  /** Input samples pushed so far. */
  private consumed = 0;

  constructor(readonly inputRate: number, readonly outputRate: number = AUDIO_SAMPLE_RATE_HZ) {
    if (!(inputRate > 0) || !(outputRate > 0)) throw new RangeError(`Bad sample rates ${inputRate} → ${outputRate}`);
    this.ratio = inputRate / outputRate;
    // Downsampling: cut below the output's Nyquist; upsampling: below the input's.
    this.cutoff = (CUTOFF_FRACTION * 0.5) / Math.max(1, this.ratio);
    this.halfWidth = KERNEL_HALF_WIDTH * Math.max(1, this.ratio);
  }

  /** Appends `input`; returns the outputs now complete. */
  push(input: Float32Array): Float32Array {
    const merged = new Float32Array(this.history.length + input.length);
    merged.set(this.history);
    merged.set(input, this.history.length);
    this.history = merged;
    this.consumed += input.length;
    const out = this.drain(this.consumed - 1);
    // Keep only what the next output's window still needs.
    const keepFrom = Math.max(this.offset, Math.floor(this.produced * this.ratio - this.halfWidth) - 1);
    if (keepFrom > this.offset) {
      this.history = this.history.slice(keepFrom - this.offset);
      this.offset = keepFrom;
    }
    return out;
  }

  /** The outputs still owed for the input pushed so far (the end is treated as silence-free: weights renormalised). */
  flush(): Float32Array {
    const total = Math.floor(this.consumed / this.ratio);
    const out = new Float32Array(Math.max(0, total - this.produced));
    for (let i = 0; i < out.length; i += 1) out[i] = this.sampleAt((this.produced + i) * this.ratio);
    this.produced += out.length;
    return out;
  }

  /** Outputs whose window ends at or before input index `lastAvailable`. */
  private drain(lastAvailable: number): Float32Array {
    const total = Math.floor(this.consumed / this.ratio);
    let count = 0;
    while (this.produced + count < total && (this.produced + count) * this.ratio + this.halfWidth <= lastAvailable) {
      count += 1;
    }
    const out = new Float32Array(count);
    for (let i = 0; i < count; i += 1) out[i] = this.sampleAt((this.produced + i) * this.ratio);
    this.produced += count;
    return out;
  }

  private sampleAt(centre: number): number {
    const first = Math.max(this.offset, Math.ceil(centre - this.halfWidth));
    const last = Math.min(this.offset + this.history.length - 1, Math.floor(centre + this.halfWidth));
    let sum = 0;
    let weights = 0;
    for (let k = first; k <= last; k += 1) {
      const d = k - centre;
      const window = 0.5 + 0.5 * Math.cos((Math.PI * d) / this.halfWidth);
      const w = sinc(2 * this.cutoff * d) * window;
      sum += this.history[k - this.offset] * w;
      weights += w;
    }
    return weights > 0 ? sum / weights : 0;
  }
}

/**
 * Resamples a whole buffer to 16 kHz with a low-pass filter (see `Resampler`); 16000 Hz input is
 * returned as a copy. Output length: `floor(input.length × 16000 / inputRate)`.
 */
export function resampleTo16k(input: Float32Array, inputRate: number): Float32Array {
  if (inputRate === AUDIO_SAMPLE_RATE_HZ) return input.slice();
  const resampler = new Resampler(inputRate);
  const head = resampler.push(input);
  const tail = resampler.flush();
  const out = new Float32Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

// ---- base64 (the `audio` field of `role` messages)

/**
 * Decodes base64 (standard or URL-safe, whitespace and missing padding tolerated). Malformed input
 * gives an empty array rather than an exception: callers treat it like a message without audio.
 */
export function base64ToBytes(b64: string): Uint8Array {
  let clean = b64.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (clean.length % 4 === 1) return new Uint8Array(0);
  while (clean.length % 4 !== 0) clean += '=';
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return new Uint8Array(0);
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** Encodes bytes as standard base64 (with padding). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

// ---- the level meter

/** Quietest level that lights a bar, in dBFS (room noise stays dark). */
const LEVEL_FLOOR_DB = -60;
/** Level that lights every bar, in dBFS (normal speech at about -20 dBFS lights about 3/4 of them). */
const LEVEL_CEILING_DB = -6;

/** Root mean square of the samples (0 for none). */
export function rmsOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i] * samples[i];
  return Math.sqrt(sum / samples.length);
}

/** The meter's level 0..1: the RMS in decibels, mapped linearly from -60 dBFS (0) to -6 dBFS (1). */
export function levelOf(samples: Float32Array): number {
  const rms = rmsOf(samples);
  if (!(rms > 0)) return 0;
  const db = 20 * Math.log10(rms);
  return Math.max(0, Math.min(1, (db - LEVEL_FLOOR_DB) / (LEVEL_CEILING_DB - LEVEL_FLOOR_DB)));
}

/** How many of `bars` bars a level 0..1 lights (rounded; out-of-range and NaN clamped). */
export function litBarCount(level: number, bars: number = LEVEL_METER_BARS): number {
  if (!Number.isFinite(level)) return 0;
  return Math.max(0, Math.min(bars, Math.round(level * bars)));
}

/** The meter's bars, lowest first: the first `litBarCount(level)` are on. */
export function levelToBars(level: number, bars: number = LEVEL_METER_BARS): boolean[] {
  const lit = litBarCount(level, bars);
  return Array.from({ length: bars }, (_, i) => i < lit);
}
