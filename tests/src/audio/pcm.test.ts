import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  levelOf,
  levelToBars,
  litBarCount,
  resampleTo16k,
  Resampler,
  rmsOf,
} from '../../../machines/shared/pcm';
import { bytesToPcm16, floatToPcm16, pcm16ToBytes, pcm16ToFloat } from '../../../openapi/pcm';
import { CAPTURE_CHUNK_SAMPLES } from '../../../src/audio/capture-protocol';
import { LEVEL_METER_BARS } from '../../../machines/shared/constants';

function sine(frequency: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i += 1) out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / rate);
  return out;
}

/** Sign changes, ignoring the filter's edges. */
function zeroCrossings(samples: Float32Array, skip: number): number {
  let count = 0;
  for (let i = skip + 1; i < samples.length - skip; i += 1) {
    if (samples[i - 1] < 0 !== samples[i] < 0) count += 1;
  }
  return count;
}

function middle(samples: Float32Array, skip: number): Float32Array {
  return samples.subarray(skip, samples.length - skip);
}

describe('resampleTo16k', () => {
  it.each([48_000, 44_100])('keeps a 440 Hz sine at %i Hz: frequency, amplitude and length', (rate) => {
    const input = sine(440, rate, 1);
    const out = resampleTo16k(input, rate);
    expect(out.length).toBe(Math.floor((input.length * 16_000) / rate));
    expect(out.length).toBe(16_000);
    // 440 Hz: 880 zero crossings per second, counted over the middle of the buffer.
    const skip = 100;
    const seconds = (out.length - 2 * skip) / 16_000;
    expect(zeroCrossings(out, skip) / seconds).toBeGreaterThan(870);
    expect(zeroCrossings(out, skip) / seconds).toBeLessThan(890);
    // RMS of a 0.5 sine is 0.5/√2.
    expect(rmsOf(middle(out, skip))).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('filters out what 16 kHz cannot carry (a 12 kHz tone at 48 kHz does not alias to 4 kHz)', () => {
    const out = resampleTo16k(sine(12_000, 48_000, 0.5), 48_000);
    // Plain decimation would fold it to a full-amplitude 4 kHz tone.
    expect(rmsOf(middle(out, 50))).toBeLessThan(0.02);
  });

  it('passes 16 kHz through as a copy', () => {
    const input = sine(300, 16_000, 0.1);
    const out = resampleTo16k(input, 16_000);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });

  it('keeps a constant constant, edges included', () => {
    const out = resampleTo16k(new Float32Array(4_800).fill(0.25), 48_000);
    expect(out.length).toBe(1_600);
    for (const v of out) expect(v).toBeCloseTo(0.25, 5);
  });

  it('streams in 128-sample blocks to the same result as one call', () => {
    const input = sine(1_000, 48_000, 0.2);
    const whole = resampleTo16k(input, 48_000);
    const resampler = new Resampler(48_000);
    const parts: number[] = [];
    for (let i = 0; i < input.length; i += 128) parts.push(...resampler.push(input.subarray(i, i + 128)));
    parts.push(...resampler.flush());
    expect(parts.length).toBe(whole.length);
    parts.forEach((v, i) => expect(v).toBeCloseTo(whole[i], 5));
  });

  it('chunks of 100 ms are 1600 samples (3200 bytes), far under the 64 KiB frame limit', () => {
    expect(CAPTURE_CHUNK_SAMPLES).toBe(1_600);
    expect(CAPTURE_CHUNK_SAMPLES * 2).toBeLessThan(64 * 1024);
  });
});

describe('16-bit PCM', () => {
  it('converts and clamps floats', () => {
    expect([...floatToPcm16(new Float32Array([0, 1, -1, 2, -2, 0.5, -0.5, Number.NaN]))]).toEqual([
      0, 32767, -32768, 32767, -32768, 16384, -16384, 0,
    ]);
  });

  it('converts back to floats in -1..1', () => {
    const floats = pcm16ToFloat(new Int16Array([0, 32767, -32768, 16384]));
    expect([...floats.subarray(0, 3)]).toEqual([0, 1, -1]);
    expect(floats[3]).toBeCloseTo(0.5, 4);
    expect(floatToPcm16(floats)).toEqual(new Int16Array([0, 32767, -32768, 16384]));
  });

  it('writes little-endian bytes and reads them back', () => {
    const samples = new Int16Array([1, -2, 0x1234, -32768]);
    const bytes = pcm16ToBytes(samples);
    expect([...bytes.subarray(0, 6)]).toEqual([0x01, 0x00, 0xfe, 0xff, 0x34, 0x12]);
    expect(bytesToPcm16(bytes)).toEqual(samples);
  });
});

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 * 3 }, (_, i) => i % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('decodes known text, tolerating whitespace, URL-safe letters and missing padding', () => {
    expect(new TextDecoder().decode(base64ToBytes('aGVsbG8='))).toBe('hello');
    expect(new TextDecoder().decode(base64ToBytes('aGVs\nbG8'))).toBe('hello');
    expect([...base64ToBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('gives nothing for malformed input instead of throwing', () => {
    expect(base64ToBytes('a')).toEqual(new Uint8Array(0));
    expect(base64ToBytes('!!!!')).toEqual(new Uint8Array(0));
    expect(base64ToBytes('')).toEqual(new Uint8Array(0));
  });
});

describe('level meter', () => {
  it('is 0 for silence and rises with loudness, capped at 1', () => {
    expect(levelOf(new Float32Array(1600))).toBe(0);
    expect(levelOf(new Float32Array(0))).toBe(0);
    const quiet = levelOf(sine(200, 16_000, 0.1, 0.001));
    const speech = levelOf(sine(200, 16_000, 0.1, 0.1 * Math.SQRT2)); // RMS 0.1 = -20 dBFS
    const loud = levelOf(sine(200, 16_000, 0.1, 1));
    expect(quiet).toBeLessThan(0.2);
    expect(speech).toBeGreaterThan(0.6);
    expect(speech).toBeLessThan(0.9);
    expect(loud).toBe(1);
    // Normal speech lights most of the 16 bars.
    expect(litBarCount(speech)).toBeGreaterThan(LEVEL_METER_BARS / 2);
  });

  it('lights the lowest bars first', () => {
    expect(levelToBars(0)).toEqual(Array(16).fill(false));
    expect(levelToBars(1)).toEqual(Array(16).fill(true));
    expect(levelToBars(0.5)).toEqual([...Array(8).fill(true), ...Array(8).fill(false)]);
    expect(levelToBars(0.25, 4)).toEqual([true, false, false, false]);
    expect(levelToBars(Number.NaN)).toHaveLength(16);
    expect(litBarCount(-1)).toBe(0);
    expect(litBarCount(7)).toBe(16);
  });
});
