/**
 * The last-resort embedded synthesizer: eSpeak NG compiled to WASM (npm, no system package), in
 * worker threads; robotic, but always there. Moonshine, the default recognizer, follows its voices
 * (word error rate 0.16–0.26 on the catalogue's questions, `npm run bench -- voices`); PocketSphinx
 * barely does (~0.9).
 * Its 22 050 Hz output is resampled to 16 kHz with a band-limited resampler, in the worker.
 */
import { availableParallelism } from 'node:os';
import type { EspeakVoiceSettings } from './espeakWorker';
import { speechText } from './speakable';
import { SpeechError, type Availability, type SpeechSynthesizer, type SynthesisOptions, type VoiceId, type VoiceInfo } from './types';
import { createSynthesisWorkers } from './workers';

export interface EspeakVoice extends VoiceInfo {
  settings: EspeakVoiceSettings;
}

/**
 * Six voices that are told apart by ear: accent (US, RP), variant, pitch and pace. The third woman's
 * voice was Scottish (en-gb-scotland+f2), which the recognizer followed worst (0.416 on 24 questions
 * of the catalogue kept apart from the voices bench's sample, against 0.169 for en-us+f2 at pitch 55,
 * 0.204 en-gb-x-rp+f2, 0.257 us-female, 0.275 gb-female).
 */
export const ESPEAK_VOICES: readonly EspeakVoice[] = [
  { id: 'us-male', gender: 'male', description: 'eSpeak en-us, pitch 35, 165 wpm', settings: { voice: 'en-us', pitch: 35, rate: 165 } },
  { id: 'us-female', gender: 'female', description: 'eSpeak en-us+f3, pitch 60, 170 wpm', settings: { voice: 'en-us+f3', pitch: 60, rate: 170 } },
  { id: 'gb-male', gender: 'male', description: 'eSpeak en-gb-x-rp, pitch 48, 160 wpm', settings: { voice: 'en-gb-x-rp', pitch: 48, rate: 160 } },
  { id: 'gb-female', gender: 'female', description: 'eSpeak en-gb-x-rp+f4, pitch 70, 165 wpm', settings: { voice: 'en-gb-x-rp+f4', pitch: 70, rate: 165, range: 60 } },
  { id: 'us-male-2', gender: 'male', description: 'eSpeak en-us+m3, pitch 55, 175 wpm', settings: { voice: 'en-us+m3', pitch: 55, rate: 175 } },
  { id: 'us-female-2', gender: 'female', description: 'eSpeak en-us+f2, pitch 55, 160 wpm', settings: { voice: 'en-us+f2', pitch: 55, rate: 160 } },
];

export interface EspeakSynthesizerOptions {
  /** Worker threads synthesizing in parallel (default: 2, or 1 on a single core). */
  workers?: number;
  voices?: readonly EspeakVoice[];
}

export class EspeakSynthesizer implements SpeechSynthesizer {
  readonly name = 'espeak-ng';
  readonly voices: readonly EspeakVoice[];
  private readonly pool = createSynthesisWorkers<EspeakVoiceSettings>('eSpeak', new URL('./espeakWorker.ts', import.meta.url));

  constructor(options: EspeakSynthesizerOptions = {}) {
    this.voices = options.voices ?? ESPEAK_VOICES;
  }

  /** Its workers and the sentences waiting for them (the metrics read it). */
  get load() {
    return this.pool.load;
  }

  /** Starts one worker; resolves when eSpeak is loaded in it. */
  spawn(): Promise<void> {
    return this.pool.spawn();
  }

  synthesize(text: string, voice: VoiceId, options?: SynthesisOptions): Promise<Buffer> {
    const spoken = speechText(text);
    if (this.pool.closed) return Promise.reject(new SpeechError('closed', 'the synthesizer is closed'));
    if (!/[\p{L}\p{N}]/u.test(spoken)) return Promise.resolve(Buffer.alloc(0));
    const settings = (this.voices.find((v) => v.id === voice) ?? this.voices[0]).settings;
    return this.pool.run(spoken, settings, options);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Starts eSpeak NG in worker threads, or says why it cannot (the WASM package failed to load). */
export async function createEspeakSynthesizer(options: EspeakSynthesizerOptions = {}): Promise<Availability<EspeakSynthesizer>> {
  const synthesizer = new EspeakSynthesizer(options);
  const count = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  try {
    await Promise.all(Array.from({ length: count }, () => synthesizer.spawn()));
    return { engine: synthesizer };
  } catch (error) {
    await synthesizer.close();
    return { engine: null, reason: `eSpeak NG unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
