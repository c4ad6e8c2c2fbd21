import { describe, expect, it } from 'vitest';
import { bytesToPcm16 as bytesToInt16 } from '../../../openapi/pcm';
import { decodeWav, encodeWav, int16ToBuffer, pcmBytesForMs, pcmDurationMs, resample, SampleReader } from '../../../server/speech/audio';

function tone(frequency: number, rate: number, seconds: number, amplitude = 10_000): Int16Array {
  const out = new Int16Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) out[i] = Math.round(amplitude * Math.sin((2 * Math.PI * frequency * i) / rate));
  return out;
}

/** Amplitude of the component at `frequency` (skipping the edges). */
function amplitudeAt(samples: Int16Array, frequency: number, rate: number): number {
  let re = 0;
  let im = 0;
  const from = 400;
  const to = samples.length - 400;
  for (let i = from; i < to; i++) {
    re += samples[i] * Math.cos((2 * Math.PI * frequency * i) / rate);
    im += samples[i] * Math.sin((2 * Math.PI * frequency * i) / rate);
  }
  return (2 * Math.hypot(re, im)) / (to - from);
}

describe('PCM and WAV helpers', () => {
  it('computes durations of s16le mono 16 kHz PCM', () => {
    expect(pcmDurationMs(Buffer.alloc(32_000))).toBe(1000);
    expect(pcmDurationMs(new Int16Array(8000))).toBe(500);
    expect(pcmDurationMs(Buffer.alloc(48_000), 24_000)).toBe(1000);
    expect(pcmBytesForMs(100)).toBe(3200);
  });

  it('writes a 44-byte RIFF header that reads back to the same samples', () => {
    const samples = tone(440, 16_000, 0.1);
    const wav = encodeWav(samples);
    expect(wav.byteLength).toBe(44 + samples.byteLength);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + samples.byteLength);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt32LE(28)).toBe(32_000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(samples.byteLength);
    const back = decodeWav(wav);
    expect(back).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, format: 1 });
    expect([...back.samples]).toEqual([...samples]);
  });

  it('reads float, 8-bit and stereo WAV, extra chunks, and the streaming form with an unknown data size', () => {
    // 32-bit float stereo: left 0.5, right -0.25 → mono 0.125.
    const frames = 10;
    const data = Buffer.alloc(frames * 8);
    for (let i = 0; i < frames; i++) {
      data.writeFloatLE(0.5, i * 8);
      data.writeFloatLE(-0.25, i * 8 + 4);
    }
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(0xffffffff, 4);
    header.write('WAVEfmt ', 8, 'ascii');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(3, 20);
    header.writeUInt16LE(2, 22);
    header.writeUInt32LE(24_000, 24);
    header.writeUInt32LE(24_000 * 8, 28);
    header.writeUInt16LE(8, 32);
    header.writeUInt16LE(32, 34);
    header.write('data', 36, 'ascii');
    header.writeUInt32LE(0xffffffff, 40);
    const list = Buffer.concat([Buffer.from('LIST', 'ascii'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0', 'ascii')]);
    const file = Buffer.concat([header.subarray(0, 36), list, header.subarray(36), data]);
    const wav = decodeWav(file);
    expect(wav).toMatchObject({ sampleRate: 24_000, channels: 2, format: 3 });
    expect(wav.samples.length).toBe(frames);
    expect(wav.samples[0]).toBe(Math.round(0.125 * 32768));

    const eight = Buffer.concat([encodeWav(new Int16Array(0), 8000).subarray(0, 44), Buffer.from([128, 255, 0])]);
    eight.writeUInt16LE(8, 34);
    const e = decodeWav(eight);
    expect([...e.samples]).toEqual([0, 32512, -32768]);
  });

  it('rejects what is not a WAV file', () => {
    expect(() => decodeWav(Buffer.from('{"text":"hi"}'))).toThrow(/RIFF/);
    expect(() => decodeWav(encodeWav(new Int16Array(4)).subarray(0, 36))).toThrow(/data/);
  });

  it('resamples 22 050 and 24 000 Hz to 16 kHz keeping the speech band and removing what 16 kHz cannot carry', () => {
    for (const rate of [22_050, 24_000]) {
      const speech = resample(tone(1000, rate, 1), rate, 16_000);
      expect(speech.length).toBe(16_000);
      expect(amplitudeAt(speech, 1000, 16_000)).toBeGreaterThan(9_900); // passband: level kept, no delay
      expect(amplitudeAt(speech, 1000, 16_000)).toBeLessThan(10_100);
      // 9 kHz is above the new Nyquist frequency: dropping samples would fold it to 7 kHz.
      const high = resample(tone(9000, rate, 1), rate, 16_000);
      expect(amplitudeAt(high, 7000, 16_000)).toBeLessThan(20);
      expect(Math.max(...high.slice(400, -400).map(Math.abs))).toBeLessThan(100);
    }
  });

  it('resamples up without images and leaves equal rates alone', () => {
    const up = resample(tone(440, 8000, 0.5), 8000, 16_000);
    expect(up.length).toBe(8000);
    expect(amplitudeAt(up, 440, 16_000)).toBeGreaterThan(9_900);
    expect(amplitudeAt(up, 8000 - 440, 16_000)).toBeLessThan(20);
    const same = tone(440, 16_000, 0.01);
    expect([...resample(same, 16_000, 16_000)]).toEqual([...same]);
  });

  it('converts between bytes and samples, including unaligned buffers', () => {
    const samples = new Int16Array([1, -2, 300]);
    const bytes = int16ToBuffer(samples);
    expect([...bytesToInt16(bytes)]).toEqual([1, -2, 300]);
    const unaligned = Buffer.concat([Buffer.from([9]), bytes]).subarray(1);
    expect([...bytesToInt16(unaligned)]).toEqual([1, -2, 300]);
  });
});

describe('SampleReader', () => {
  it('gives the same samples whatever the chunk sizes, an odd byte carried to the next chunk', () => {
    const samples = Int16Array.from([1, -2, 300, -32768, 32767, 0, -1]);
    const bytes = int16ToBuffer(samples);
    for (const size of [1, 2, 3, 5, bytes.length]) {
      const reader = new SampleReader();
      const read: number[] = [];
      for (let at = 0; at < bytes.length; at += size) read.push(...reader.read(bytes.subarray(at, at + size)));
      expect(read, `chunks of ${size} bytes`).toEqual([...samples]);
    }
    expect(new SampleReader().read(new Uint8Array(0))).toHaveLength(0);
  });
});
