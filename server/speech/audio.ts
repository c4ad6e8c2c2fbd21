/**
 * PCM and WAV helpers shared by the speech engines. The product's audio format everywhere (live
 * protocol, recognizers, synthesizers) is PCM signed 16-bit little-endian, mono, 16 000 Hz; its
 * constants and the byte/sample conversions are the live protocol's (`openapi/pcm.ts`).
 */
import { AUDIO_SAMPLE_RATE } from '../../openapi/live-protocol';
import { BYTES_PER_SAMPLE, wavHeader } from '../../openapi/pcm';

/** The engines' sample rate: the live protocol's. */
export const SAMPLE_RATE = AUDIO_SAMPLE_RATE;

/** Duration in milliseconds of s16le mono PCM at `sampleRate`. */
export function pcmDurationMs(pcm: Uint8Array | Int16Array, sampleRate = SAMPLE_RATE): number {
  const samples = pcm instanceof Int16Array ? pcm.length : Math.floor(pcm.byteLength / BYTES_PER_SAMPLE);
  return (samples * 1000) / sampleRate;
}

/** Bytes of s16le mono PCM for `ms` milliseconds (always a whole number of samples). */
export function pcmBytesForMs(ms: number, sampleRate = SAMPLE_RATE): number {
  return Math.round((ms * sampleRate) / 1000) * BYTES_PER_SAMPLE;
}

/** The samples as a Buffer of s16le bytes (shares memory; little-endian hosts only, like Node on x64/arm64). */
export function int16ToBuffer(samples: Int16Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

/**
 * Reads s16le samples from chunks of any size: an odd trailing byte waits for the next chunk.
 * The samples returned are a new array (the caller may reuse its chunk).
 */
export class SampleReader {
  private carry: number | null = null;

  read(pcm: Uint8Array): Int16Array {
    const total = pcm.byteLength + (this.carry === null ? 0 : 1);
    const samples = new Int16Array(total >> 1);
    let at = 0;
    let i = 0;
    if (this.carry !== null && samples.length > 0) {
      samples[at++] = ((pcm[0] << 8) | this.carry) << 16 >> 16;
      this.carry = null;
      i = 1;
    }
    for (; i + 1 < pcm.byteLength; i += 2) samples[at++] = ((pcm[i + 1] << 8) | pcm[i]) << 16 >> 16;
    if (i < pcm.byteLength) this.carry = pcm[i];
    return samples;
  }
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** 1 = integer PCM, 3 = IEEE float. */
  format: number;
  /** The audio as mono s16 samples at `sampleRate` (channels mixed down, other sample formats converted). */
  samples: Int16Array;
}

/** A 44-byte RIFF/WAVE header followed by `pcm` (s16le). */
export function encodeWav(pcm: Uint8Array | Int16Array, sampleRate = SAMPLE_RATE, channels = 1): Buffer {
  const data = pcm instanceof Int16Array ? int16ToBuffer(pcm) : Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  return Buffer.concat([wavHeader(data.byteLength, sampleRate, channels), data]);
}

/**
 * Reads a RIFF/WAVE file: integer PCM of 8, 16, 24 or 32 bits or 32-bit float, any channel count
 * (mixed down to mono). Tolerates the streaming form where the data chunk's size is 0 or 0xFFFFFFFF
 * (the rest of the file is the data) and a WAVE_FORMAT_EXTENSIBLE fmt chunk.
 */
export function decodeWav(file: Uint8Array): WavInfo {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (buf.byteLength < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let offset = 12;
  let fmt: { format: number; channels: number; sampleRate: number; bitsPerSample: number } | null = null;
  while (offset + 8 <= buf.byteLength) {
    const id = buf.toString('ascii', offset, offset + 4);
    let size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > buf.byteLength) throw new Error('WAV fmt chunk is truncated');
      let format = buf.readUInt16LE(body);
      if (format === 0xfffe && size >= 26) format = buf.readUInt16LE(body + 24); // extensible: sub-format GUID
      fmt = {
        format,
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bitsPerSample: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error('WAV data chunk before its fmt chunk');
      if (size === 0 || size === 0xffffffff || body + size > buf.byteLength) size = buf.byteLength - body;
      return { ...fmt, samples: toMonoInt16(buf.subarray(body, body + size), fmt) };
    }
    offset = body + size + (size % 2); // chunks are word-aligned
  }
  throw new Error('WAV file has no data chunk');
}

function toMonoInt16(
  data: Buffer,
  fmt: { format: number; channels: number; bitsPerSample: number },
): Int16Array {
  const { format, channels, bitsPerSample } = fmt;
  if (channels < 1) throw new Error('WAV file has no channels');
  const bytes = bitsPerSample / 8;
  const frameBytes = bytes * channels;
  const frames = Math.floor(data.byteLength / frameBytes);
  let read: (at: number) => number; // returns a value in [-1, 1)
  if (format === 1 && bitsPerSample === 16) read = (at) => data.readInt16LE(at) / 32768;
  else if (format === 1 && bitsPerSample === 8) read = (at) => (data[at] - 128) / 128;
  else if (format === 1 && bitsPerSample === 24) read = (at) => data.readIntLE(at, 3) / 8388608;
  else if (format === 1 && bitsPerSample === 32) read = (at) => data.readInt32LE(at) / 2147483648;
  else if (format === 3 && bitsPerSample === 32) read = (at) => data.readFloatLE(at);
  else throw new Error(`unsupported WAV sample format ${format}/${bitsPerSample} bits`);
  if (format === 1 && bitsPerSample === 16 && channels === 1) {
    const out = new Int16Array(frames);
    for (let i = 0; i < frames; i++) out[i] = data.readInt16LE(i * 2);
    return out;
  }
  const out = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += read(i * frameBytes + c * bytes);
    out[i] = clamp16((sum / channels) * 32768);
  }
  return out;
}

function clamp16(value: number): number {
  const rounded = Math.round(value);
  return rounded > 32767 ? 32767 : rounded < -32768 ? -32768 : rounded;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Zeroth-order modified Bessel function of the first kind (for the Kaiser window). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

interface PolyphaseFilter {
  up: number;
  down: number;
  /** Taps per phase. */
  taps: number;
  /** Samples of input before the centre tap. */
  delay: number;
  /** up × taps coefficients, phase-major. */
  coefficients: Float32Array;
}

const filters = new Map<string, PolyphaseFilter>();

/**
 * Windowed-sinc low-pass (Kaiser, β = 8.6, ~80 dB stop band) at 0.95 × the lower Nyquist
 * frequency, decomposed into `up` phases for rational resampling by up/down.
 */
function polyphaseFilter(up: number, down: number): PolyphaseFilter {
  const key = `${up}/${down}`;
  const cached = filters.get(key);
  if (cached) return cached;
  const zeroCrossings = 16;
  const beta = 8.6;
  // Cut-off in cycles per sample of the up-sampled signal: 0.95 × the lower of the two Nyquist rates.
  const cutoff = (0.95 * Math.min(1, up / down)) / (2 * up);
  const halfLength = Math.ceil(zeroCrossings / (2 * cutoff)); // in up-sampled samples
  const taps = Math.ceil((2 * halfLength + 1) / up);
  const coefficients = new Float32Array(up * taps);
  const i0Beta = besselI0(beta);
  for (let phase = 0; phase < up; phase++) {
    for (let t = 0; t < taps; t++) {
      // Position of this tap in up-sampled samples relative to the filter centre.
      const n = t * up + phase - halfLength;
      if (Math.abs(n) > halfLength) continue;
      const x = 2 * cutoff * n;
      const sinc = n === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const r = n / halfLength;
      const window = besselI0(beta * Math.sqrt(Math.max(0, 1 - r * r))) / i0Beta;
      // Gain `up` restores the level lost by zero-stuffing; 2·cutoff is the sinc's own gain.
      coefficients[phase * taps + t] = up * 2 * cutoff * sinc * window;
    }
  }
  const filter = { up, down, taps, delay: halfLength, coefficients };
  filters.set(key, filter);
  return filter;
}

/**
 * Band-limited resampling of mono s16 samples by a rational factor (polyphase windowed sinc):
 * no aliasing when going down (22 050 → 16 000 Hz, 24 000 → 16 000 Hz), no imaging when going up.
 */
export function resample(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (!Number.isInteger(fromRate) || !Number.isInteger(toRate) || fromRate <= 0 || toRate <= 0) {
    throw new Error(`invalid sample rates ${fromRate} → ${toRate}`);
  }
  if (fromRate === toRate || samples.length === 0) return samples.slice();
  const divisor = gcd(fromRate, toRate);
  const up = toRate / divisor;
  const down = fromRate / divisor;
  const { taps, delay, coefficients } = polyphaseFilter(up, down);
  const outLength = Math.floor((samples.length * up) / down);
  const out = new Int16Array(outLength);
  const input = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) input[i] = samples[i];
  for (let m = 0; m < outLength; m++) {
    // Output sample m sits at up-sampled position m·down; the filter centre is aligned on it.
    const position = m * down + delay;
    const phase = position % up;
    const last = (position - phase) / up; // input index under tap 0
    let acc = 0;
    const base = phase * taps;
    for (let t = 0; t < taps; t++) {
      const index = last - t;
      if (index < 0) break;
      if (index < input.length) acc += input[index] * coefficients[base + t];
    }
    out[m] = clamp16(acc);
  }
  return out;
}
