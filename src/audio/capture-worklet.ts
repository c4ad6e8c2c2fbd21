/**
 * The capture AudioWorklet (registered as `pcm-capture`), bundled as its own same-origin script (the
 * CSP's script-src 'self' covers `audioWorklet.addModule`). On the audio thread it resamples the
 * microphone to 16 kHz mono with a low-pass filter, converts to signed 16-bit little-endian, and posts
 * one chunk of about 100 ms (1600 samples = 3200 bytes, far under the 64 KiB frame limit) with its
 * level (0..1) to the main thread, transferring the buffer.
 */
import { AUDIO_SAMPLE_RATE_HZ } from '../../machines/shared/constants';
import { levelOf, Resampler } from '../../machines/shared/pcm';
import { floatToPcm16, pcm16ToBytes } from '../../openapi/pcm';
import { CAPTURE_CHUNK_SAMPLES, CAPTURE_PROCESSOR_NAME, type CaptureMessage } from './capture-protocol';

// The AudioWorkletGlobalScope (not part of TypeScript's DOM library).
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private readonly resampler = new Resampler(sampleRate, AUDIO_SAMPLE_RATE_HZ);
  private chunk = new Float32Array(CAPTURE_CHUNK_SAMPLES);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0];
    if (!channels || channels.length === 0 || !channels[0]) return true;
    const mono = channels.length === 1 ? channels[0] : mixDown(channels);
    this.collect(this.resampler.push(mono));
    return true;
  }

  private collect(samples: Float32Array): void {
    let read = 0;
    while (read < samples.length) {
      const take = Math.min(samples.length - read, this.chunk.length - this.filled);
      this.chunk.set(samples.subarray(read, read + take), this.filled);
      this.filled += take;
      read += take;
      if (this.filled === this.chunk.length) {
        const pcm = pcm16ToBytes(floatToPcm16(this.chunk)).buffer as ArrayBuffer;
        const message: CaptureMessage = { type: 'chunk', pcm, level: levelOf(this.chunk) };
        this.port.postMessage(message, [pcm]);
        this.chunk = new Float32Array(CAPTURE_CHUNK_SAMPLES);
        this.filled = 0;
      }
    }
  }
}

function mixDown(channels: Float32Array[]): Float32Array {
  const out = new Float32Array(channels[0].length);
  for (const channel of channels) for (let i = 0; i < out.length; i += 1) out[i] += channel[i] / channels.length;
  return out;
}

registerProcessor(CAPTURE_PROCESSOR_NAME, PcmCaptureProcessor);
