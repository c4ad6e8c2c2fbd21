/**
 * The WAV container for playback (spec §9: "a WAV header is added for playback"): the protocol's
 * canonical 44-byte header (openapi/pcm.ts) in front of the 16-bit little-endian samples.
 */
import { AUDIO_CHANNELS, AUDIO_SAMPLE_RATE } from '../../openapi/live-protocol';
import { BYTES_PER_SAMPLE, WAV_HEADER_BYTES, wavHeader } from '../../openapi/pcm';

export { WAV_HEADER_BYTES };

/** `pcm` (16-bit little-endian samples, interleaved when `channels > 1`) as a playable WAV file. */
export function wavFromPcm16(pcm: Uint8Array, sampleRate: number = AUDIO_SAMPLE_RATE, channels: number = AUDIO_CHANNELS): Uint8Array<ArrayBuffer> {
  const blockAlign = channels * BYTES_PER_SAMPLE;
  // A trailing partial frame cannot be played; leave it out so the header stays consistent.
  const dataBytes = pcm.length - (pcm.length % blockAlign);
  const out = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  out.set(wavHeader(dataBytes, sampleRate, channels));
  out.set(pcm.subarray(0, dataBytes), WAV_HEADER_BYTES);
  return out;
}
