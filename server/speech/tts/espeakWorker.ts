/**
 * eSpeak NG (WASM from @echogarden/espeak-ng-emscripten) in a worker thread: synthesis is
 * synchronous WASM and takes 100–300 ms a sentence, too long for the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import type { EspeakEngine } from '@echogarden/espeak-ng-emscripten';
import { resample, SAMPLE_RATE } from '../audio';
import type { FromSynthesisWorker, ToSynthesisWorker } from './pool';

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

type ToEspeak = ToSynthesisWorker<EspeakVoiceSettings>;


const port = parentPort!;
const post = (message: FromSynthesisWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The text as eSpeak's SSML input (the build parses SSML): &, < and > escaped. */
function ssmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function main(): Promise<void> {
  let engine: EspeakEngine;
  let sampleRate: number;
  try {
    const { default: initialize } = await import('@echogarden/espeak-ng-emscripten');
    const module = await initialize();
    engine = new module.eSpeakNGWorker();
    sampleRate = engine.get_samplerate();
  } catch (error) {
    post({ type: 'init-error', reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  post({ type: 'ready' });
  port.on('message', (message: ToEspeak) => {
    if (message.type === 'close') {
      port.close();
      return;
    }
    try {
      const { voice, pitch, rate, range = 50 } = message.settings;
      if (engine.set_voice(voice) !== 0) throw new Error(`eSpeak has no voice "${voice}"`);
      engine.set_pitch(pitch);
      engine.set_rate(rate);
      engine.set_range(range);
      const chunks: Int16Array[] = [];
      let length = 0;
      engine.synthesize(ssmlEscape(message.text), (samples) => {
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
      const pcm = resample(all, sampleRate, SAMPLE_RATE);
      post({ type: 'audio', id: message.id, pcm: pcm.buffer as ArrayBuffer }, [pcm.buffer as ArrayBuffer]);
    } catch (error) {
      post({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
}

void main();
