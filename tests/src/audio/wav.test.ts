import { describe, expect, it } from 'vitest';
import { WAV_HEADER_BYTES, wavFromPcm16 } from '../../../src/audio/wav';

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

describe('wavFromPcm16', () => {
  it('writes the canonical 44-byte header for 16 kHz mono 16-bit PCM', () => {
    const pcm = Uint8Array.from([0x01, 0x00, 0xff, 0x7f, 0x00, 0x80]);
    const wav = wavFromPcm16(pcm);
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect(WAV_HEADER_BYTES).toBe(44);
    expect(wav.length).toBe(44 + 6);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 6);
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(ascii(wav, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000); // byte rate
    expect(view.getUint16(32, true)).toBe(2); // block align
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(6);
    expect([...wav.subarray(44)]).toEqual([...pcm]);
  });

  it('matches the exact bytes of a known header', () => {
    const wav = wavFromPcm16(new Uint8Array(4));
    expect([...wav.subarray(0, 44)]).toEqual([
      0x52, 0x49, 0x46, 0x46, 0x28, 0x00, 0x00, 0x00, 0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20,
      0x10, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x80, 0x3e, 0x00, 0x00, 0x00, 0x7d, 0x00, 0x00,
      0x02, 0x00, 0x10, 0x00, 0x64, 0x61, 0x74, 0x61, 0x04, 0x00, 0x00, 0x00,
    ]);
  });

  it('honours other rates and channel counts, and drops a partial trailing frame', () => {
    const wav = wavFromPcm16(new Uint8Array(7), 48_000, 2);
    const view = new DataView(wav.buffer);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(192_000);
    expect(view.getUint16(32, true)).toBe(4);
    expect(view.getUint32(40, true)).toBe(4);
    expect(wav.length).toBe(48);
  });

  it('makes a valid empty file', () => {
    const wav = wavFromPcm16(new Uint8Array(0));
    expect(wav.length).toBe(44);
    expect(new DataView(wav.buffer).getUint32(4, true)).toBe(36);
  });
});
