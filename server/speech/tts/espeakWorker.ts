/**
 * eSpeak NG (WASM from @echogarden/espeak-ng-emscripten) in a worker thread: synthesis is
 * synchronous WASM and takes 100–300 ms a sentence, too long for the server's event loop.
 */
import { resample, SAMPLE_RATE } from '../audio';
import { serveJobs } from '../../workers/pool';
import type { SynthesisJob } from './workers';

export interface EspeakVoiceSettings {
  /** eSpeak voice with optional variant: `en-us`, `en-us+f3`, `en-gb-x-rp+f4`. */
  voice: string;
  /** Base pitch 0–99 (eSpeak default 50). */
  pitch: number;
  /** Words per minute (eSpeak default 175). */
  rate: number;
  /** Pitch range 0–99 (default 50): lower is flatter. */
  range?: number;
}

/** The text as eSpeak's SSML input (the build parses SSML): &, < and > escaped. */
function ssmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

serveJobs<SynthesisJob<EspeakVoiceSettings>, ArrayBuffer>(
  async () => {
    const { default: initialize } = await import('@echogarden/espeak-ng-emscripten');
    const module = await initialize();
    const engine = new module.eSpeakNGWorker();
    const sampleRate = engine.get_samplerate();
    return async ({ text, settings }) => {
      const { voice, pitch, rate, range = 50 } = settings;
      if (engine.set_voice(voice) !== 0) throw new Error(`eSpeak has no voice "${voice}"`);
      engine.set_pitch(pitch);
      engine.set_rate(rate);
      engine.set_range(range);
      const chunks: Int16Array[] = [];
      let length = 0;
      engine.synthesize(ssmlEscape(text), (samples) => {
        if (samples?.length) {
          chunks.push(samples);
          length += samples.length;
        }
        return false; // continue
      });
      const all = new Int16Array(length);
      let at = 0;
      for (const chunk of chunks) {
        all.set(chunk, at);
        at += chunk.length;
      }
      return resample(all, sampleRate, SAMPLE_RATE).buffer as ArrayBuffer;
    };
  },
  (pcm) => [pcm],
);
