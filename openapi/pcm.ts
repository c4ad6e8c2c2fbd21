/**
 * The live protocol's samples (LIVE-PROTOCOL.md; spec §9 Audio): signed 16-bit little-endian mono PCM
 * at `AUDIO_SAMPLE_RATE`. Shared by the client (capture, playback) and the server (recognizers,
 * synthesizers); plain TypeScript on typed arrays, no DOM and no Node.
 */
import { AUDIO_BITS_PER_SAMPLE } from './live-protocol';

/** Bytes of one sample on the wire. */
export const BYTES_PER_SAMPLE = AUDIO_BITS_PER_SAMPLE / 8;

const INT16_MAX = 0x7fff;
const INT16_MIN_ABS = 0x8000;

/** Float samples (-1..1, clamped; NaN as 0) to signed 16-bit. */
export function floatToPcm16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i += 1) {
    const v = input[i];
    const s = Number.isNaN(v) ? 0 : Math.max(-1, Math.min(1, v));
    out[i] = s < 0 ? Math.round(s * INT16_MIN_ABS) : Math.round(s * INT16_MAX);
  }
  return out;
}

/** Signed 16-bit samples to floats in -1..1. */
export function pcm16ToFloat(input: Int16Array): Float32Array {
  const out = new Float32Array(input.length);
  for (let i = 0; i < input.length; i += 1) out[i] = input[i] < 0 ? input[i] / INT16_MIN_ABS : input[i] / INT16_MAX;
  return out;
}

/** Little-endian 16-bit PCM bytes (as on the wire) to samples; an odd trailing byte is dropped. */
export function bytesToPcm16(bytes: Uint8Array): Int16Array {
  const count = Math.floor(bytes.length / BYTES_PER_SAMPLE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * BYTES_PER_SAMPLE);
  const out = new Int16Array(count);
  for (let i = 0; i < count; i += 1) out[i] = view.getInt16(i * BYTES_PER_SAMPLE, true);
  return out;
}

/** Samples to little-endian 16-bit PCM bytes (as on the wire), whatever the platform's byte order. */
export function pcm16ToBytes(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length * BYTES_PER_SAMPLE);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(i * BYTES_PER_SAMPLE, samples[i], true);
  return out;
}

/** Bytes of the canonical RIFF/WAVE header in front of the samples. */
export const WAV_HEADER_BYTES = 44;
const WAV_PCM_FORMAT = 1;
const WAV_FMT_CHUNK_BYTES = 16;

/**
 * The canonical 44-byte RIFF/WAVE header (PCM format 1, 16-bit samples) of `dataBytes` bytes of
 * samples, for playback (spec §9: "a WAV header is added for playback") and for speech services.
 */
export function wavHeader(dataBytes: number, sampleRate: number, channels: number): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(WAV_HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(at + i, text.charCodeAt(i));
  };
  const blockAlign = channels * BYTES_PER_SAMPLE;
  ascii(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, WAV_FMT_CHUNK_BYTES, true);
  view.setUint16(20, WAV_PCM_FORMAT, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, AUDIO_BITS_PER_SAMPLE, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}
