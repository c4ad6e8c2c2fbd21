/**
 * The embedded synthesizer: eSpeak NG compiled to WASM (npm, no system package), in worker threads.
 * Its 22 050 Hz output is resampled to 16 kHz with a band-limited resampler, in the worker.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../threads';
import type { EspeakVoiceSettings, FromEspeak, ToEspeak } from './espeakWorker';
import { SpeechError, type Availability, type SpeechSynthesizer, type VoiceId, type VoiceInfo } from './types';

export interface EspeakVoice extends VoiceInfo {
  settings: EspeakVoiceSettings;
}

/** Six voices that are told apart by ear: accent (US, RP, Scottish), variant, pitch and pace. */
export const ESPEAK_VOICES: readonly EspeakVoice[] = [
  { id: 'us-male', gender: 'male', description: 'eSpeak en-us, pitch 35, 165 wpm', settings: { voice: 'en-us', pitch: 35, rate: 165 } },
  { id: 'us-female', gender: 'female', description: 'eSpeak en-us+f3, pitch 60, 170 wpm', settings: { voice: 'en-us+f3', pitch: 60, rate: 170 } },
  { id: 'gb-male', gender: 'male', description: 'eSpeak en-gb-x-rp, pitch 48, 160 wpm', settings: { voice: 'en-gb-x-rp', pitch: 48, rate: 160 } },
  { id: 'gb-female', gender: 'female', description: 'eSpeak en-gb-x-rp+f4, pitch 70, 165 wpm', settings: { voice: 'en-gb-x-rp+f4', pitch: 70, rate: 165, range: 60 } },
  { id: 'us-male-2', gender: 'male', description: 'eSpeak en-us+m3, pitch 55, 175 wpm', settings: { voice: 'en-us+m3', pitch: 55, rate: 175 } },
  { id: 'scottish-female', gender: 'female', description: 'eSpeak en-gb-scotland+f2, pitch 52, 160 wpm', settings: { voice: 'en-gb-scotland+f2', pitch: 52, rate: 160 } },
];

export interface EspeakSynthesizerOptions {
  /** Worker threads synthesizing in parallel (default: 2, or 1 on a single core). */
  workers?: number;
  voices?: readonly EspeakVoice[];
}

interface Job {
  id: number;
  text: string;
  settings: EspeakVoiceSettings;
  resolve: (pcm: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

let nextJobId = 1;

export class EspeakSynthesizer implements SpeechSynthesizer {
  readonly name = 'espeak-ng';
  readonly voices: readonly EspeakVoice[];
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(options: EspeakSynthesizerOptions = {}) {
    this.voices = options.voices ?? ESPEAK_VOICES;
  }

  /** Starts one worker; resolves when eSpeak is loaded in it. */
  spawn(): Promise<void> {
    const worker = startWorker(new URL('./espeakWorker.ts', import.meta.url));
    const slot: Slot = { worker, job: null };
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: FromEspeak) => {
        if (message.type === 'ready') {
          ready = true;
          this.slots.push(slot);
          this.dispatch();
          resolve();
        } else if (message.type === 'init-error') {
          reject(new Error(message.reason));
          void worker.terminate();
        } else {
          const job = slot.job;
          if (!job || job.id !== message.id) return;
          slot.job = null;
          if (message.type === 'audio') job.resolve(Buffer.from(message.pcm));
          else job.reject(new SpeechError('engine', message.message));
          this.dispatch();
        }
      });
      const lost = (reason: string) => {
        if (!ready) reject(new Error(reason));
        const index = this.slots.indexOf(slot);
        if (index >= 0) this.slots.splice(index, 1);
        slot.job?.reject(new SpeechError(this.closed ? 'closed' : 'engine', reason));
        slot.job = null;
        if (!this.closed && ready) this.spawn().catch(() => this.failQueue(reason)); // replace it
      };
      worker.on('error', (error) => lost(`eSpeak worker failed: ${error.message}`));
      worker.on('exit', (code) => lost(`eSpeak worker exited (${code})`));
    });
  }

  private failQueue(reason: string): void {
    if (this.slots.length) return;
    for (const job of this.queue.splice(0)) job.reject(new SpeechError('engine', reason));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      const message: ToEspeak = { type: 'synthesize', id: job.id, text: job.text, settings: job.settings };
      slot.worker.postMessage(message);
    }
  }

  synthesize(text: string, voice: VoiceId): Promise<Buffer> {
    if (this.closed) return Promise.reject(new SpeechError('closed', 'the synthesizer is closed'));
    if (!/[\p{L}\p{N}]/u.test(text)) return Promise.resolve(Buffer.alloc(0));
    const settings = (this.voices.find((v) => v.id === voice) ?? this.voices[0]).settings;
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: nextJobId++, text, settings, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new SpeechError('closed', 'the synthesizer is closed'));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        slot.job?.reject(new SpeechError('closed', 'the synthesizer is closed'));
        slot.job = null;
        await slot.worker.terminate();
      }),
    );
  }
}

/** Starts the embedded synthesizer, or says why it cannot (the WASM package failed to load). */
export async function createEmbeddedSynthesizer(options: EspeakSynthesizerOptions = {}): Promise<Availability<EspeakSynthesizer>> {
  const synthesizer = new EspeakSynthesizer(options);
  const count = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  try {
    await Promise.all(Array.from({ length: count }, () => synthesizer.spawn()));
    return { engine: synthesizer };
  } catch (error) {
    await synthesizer.close();
    return { engine: null, reason: `embedded speech synthesis unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
