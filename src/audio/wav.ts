/**
 * The WAV container for playback (spec §9: "a WAV header is added for playback"): a canonical 44-byte
 * RIFF/WAVE header (PCM format 1) in front of the 16-bit little-endian samples.
 */
import { AUDIO_BITS_PER_SAMPLE, AUDIO_CHANNELS, AUDIO_SAMPLE_RATE_HZ } from '../../machines/shared/constants';

export const WAV_HEADER_BYTES = 44;
const PCM_FORMAT = 1;
const FMT_CHUNK_BYTES = 16;

function writeAscii(view: DataView, at: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(at + i, text.charCodeAt(i));
}

/** `pcm` (16-bit little-endian samples, interleaved when `channels > 1`) as a playable WAV file. */
export function wavFromPcm16(
  pcm: Uint8Array,
  sampleRate: number = AUDIO_SAMPLE_RATE_HZ,
  channels: number = AUDIO_CHANNELS,
): Uint8Array<ArrayBuffer> {
  const bytesPerSample = AUDIO_BITS_PER_SAMPLE / 8;
  const blockAlign = channels * bytesPerSample;
  // A trailing partial frame cannot be played; leave it out so the header stays consistent.
  const dataBytes = pcm.length - (pcm.length % blockAlign);
  const out = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(out.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, FMT_CHUNK_BYTES, true);
  view.setUint16(20, PCM_FORMAT, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, AUDIO_BITS_PER_SAMPLE, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  out.set(pcm.subarray(0, dataBytes), WAV_HEADER_BYTES);
  return out;
}
