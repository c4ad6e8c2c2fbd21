import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SAMPLE_RATE } from '../../../../server/speech/audio';
import { createFliteSynthesizer, FLITE_VOICES, type FliteSynthesizer } from '../../../../server/speech/tts/flite';
import { FestivalVoice, festivalMissing } from './festival';

const run = promisify(execFile);

/**
 * The labelled recordings of tests/fixtures/vad/recordings.json (README there): what a press of the
 * record button may catch, made during the run from their description with flite (the product's WASI
 * build), festival's HTS voice and sox. Nothing is committed but the descriptions.
 */
export interface VadRecording {
  id: string;
  split: 'development' | 'heldout';
  /** `discard`: nothing said, or an accidental press that caught a word; `answer`: a short real answer. */
  label: 'discard' | 'answer';
  kind: 'silence' | 'noise' | 'breath' | 'word' | 'answer';
  /** The words said, if any. */
  say?: string;
  voice?: 'festival' | 'rms' | 'slt' | 'awb' | 'kal16';
  /** The length of the press (at least the speech, 250 ms before it and 300 ms after it). */
  seconds?: number;
  /** Background under the whole press. */
  noise?: 'white' | 'pink' | 'brown' | 'hum' | 'breath' | 'breaths';
  /** The background's level, RMS in dB below full scale. */
  noiseDb?: number;
}

export const VAD_CORPUS_PATH = path.resolve(import.meta.dirname, '../../../fixtures/vad/recordings.json');
const LEAD_MS = 250;
const TAIL_MS = 300;

export function loadVadRecordings(): VadRecording[] {
  return (JSON.parse(readFileSync(VAD_CORPUS_PATH, 'utf8')) as { recordings: VadRecording[] }).recordings;
}

export function soxMissing(): string | null {
  return existsSync('/usr/bin/sox') ? null : 'the recordings need sox (apt-get install -y sox)';
}

const SOX_NOISE: Record<NonNullable<VadRecording['noise']>, (seconds: number) => string[]> = {
  white: (s) => ['synth', `${s}`, 'whitenoise'],
  pink: (s) => ['synth', `${s}`, 'pinknoise'],
  brown: (s) => ['synth', `${s}`, 'brownnoise'],
  // A fan: low rumble with its motor's tone.
  hum: (s) => ['synth', `${s}`, 'brownnoise', 'synth', `${s}`, 'sine', 'mix', '110'],
  // Breathing out near the microphone: band-limited noise that swells and fades.
  breath: (s) => ['synth', `${Math.max(0.3, s - 0.2)}`, 'pinknoise', 'highpass', '400', 'lowpass', '2500', 'fade', 'h', '0.25', `${Math.max(0.3, s - 0.2)}`, '0.35', 'pad', '0.1'],
  breaths: () => ['synth', '0.7', 'pinknoise', 'highpass', '400', 'lowpass', '2500', 'fade', 'h', '0.25', '0.7', '0.35', 'pad', '0.2', '0.4', 'repeat', '1'],
};

/** sox's repeatable noise (`-R`), `seconds` long, at `db` dBFS RMS. */
async function noise(kind: NonNullable<VadRecording['noise']>, seconds: number, db: number): Promise<Int16Array> {
  const { stdout } = await run(
    'sox',
    ['-R', '-n', '-r', `${SAMPLE_RATE}`, '-c', '1', '-b', '16', '-e', 'signed-integer', '-t', 'raw', '-', ...SOX_NOISE[kind](seconds)],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const raw = new Int16Array(stdout.buffer, stdout.byteOffset, stdout.byteLength >> 1);
  const out = new Float64Array(Math.round(seconds * SAMPLE_RATE));
  out.set(Float64Array.from(raw.subarray(0, out.length)));
  let power = 0;
  for (const s of out) power += s * s;
  const rms = Math.sqrt(power / Math.max(1, out.length));
  const gain = rms > 0 ? (32768 * 10 ** (db / 20)) / rms : 0;
  return Int16Array.from(out, (s) => Math.max(-32768, Math.min(32767, Math.round(s * gain))));
}

/** The voices that say the recordings' words. */
export class VadVoices {
  private constructor(
    private readonly flite: FliteSynthesizer,
    private readonly festival: FestivalVoice | null,
  ) {}

  static async create(): Promise<VadVoices> {
    const flite = await createFliteSynthesizer({ workers: 2, voices: FLITE_VOICES });
    if (!flite.engine) throw new Error(`flite: ${flite.reason}`);
    return new VadVoices(flite.engine, festivalMissing() ? null : new FestivalVoice());
  }

  /** Whether this voice can speak here (festival may be missing). */
  has(voice: NonNullable<VadRecording['voice']>): boolean {
    return voice !== 'festival' || this.festival !== null;
  }

  async say(text: string, voice: NonNullable<VadRecording['voice']>): Promise<Int16Array> {
    let pcm: Buffer;
    if (voice === 'festival') {
      if (!this.festival) throw new Error(`festival: ${festivalMissing()}`);
      pcm = await this.festival.say(text);
    } else {
      pcm = await this.flite.synthesize(text, `flite-${voice}`);
    }
    return new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength >> 1).slice();
  }

  async close(): Promise<void> {
    this.festival?.dispose();
    await this.flite.close();
  }
}

/** One recording as the server would receive it: s16le mono 16 kHz. */
export async function makeRecording(recording: VadRecording, voices: VadVoices): Promise<Buffer> {
  const speech = recording.say && recording.voice ? await voices.say(recording.say, recording.voice) : new Int16Array(0);
  const lead = speech.length ? Math.round((LEAD_MS * SAMPLE_RATE) / 1000) : 0;
  const minimum = speech.length ? lead + speech.length + Math.round((TAIL_MS * SAMPLE_RATE) / 1000) : 0;
  const length = Math.max(minimum, Math.round((recording.seconds ?? 0) * SAMPLE_RATE));
  if (length === 0) throw new Error(`${recording.id}: no length and nothing said`);
  const mixed = new Float64Array(length);
  mixed.set(Float64Array.from(speech), lead);
  if (recording.noise) {
    const background = await noise(recording.noise, length / SAMPLE_RATE, recording.noiseDb ?? -40);
    for (let i = 0; i < length; i++) mixed[i] += background[i] ?? 0;
  }
  const out = Buffer.alloc(length * 2);
  for (let i = 0; i < length; i++) out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(mixed[i]))), i * 2);
  return out;
}
