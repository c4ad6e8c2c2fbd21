/**
 * festival's HTS voice (Debian's `festival` + `festvox-us-slt-hts`), where those packages are
 * installed: the clearest offline voice for the recognizer (STACK.md). One `text2wave` process per
 * sentence (about half a second: festival starts, loads the voice, speaks), at most `concurrency`
 * at once, text on stdin and WAV on stdout; its 32 kHz output is resampled to 16 kHz here.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { decodeWav, int16ToBuffer, resample, SAMPLE_RATE } from '../audio';
import { Slots } from './slots';
import { speechText } from './speakable';
import { SpeechError, type Availability, type SpeechSynthesizer, type SynthesisOptions, type VoiceId, type VoiceInfo } from './types';

export interface FestivalVoice extends VoiceInfo {
  /** The festival voice function, e.g. `voice_cmu_us_slt_arctic_hts`. */
  festivalVoice: string;
  /** The folder Debian's package installs it into. */
  folder: string;
}

export const FESTIVAL_VOICES: readonly FestivalVoice[] = [
  {
    id: 'festival-slt-hts',
    gender: 'female',
    description: 'festival cmu_us_slt_arctic_hts (US English, female; Debian festvox-us-slt-hts)',
    festivalVoice: 'voice_cmu_us_slt_arctic_hts',
    folder: '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts',
  },
];

export interface FestivalSynthesizerOptions {
  /** Default /usr/bin/text2wave. */
  text2wave?: string;
  /** Sentences synthesized at once (default 2). */
  concurrency?: number;
  /** Default 20 s a sentence. */
  timeoutMs?: number;
}

export class FestivalSynthesizer implements SpeechSynthesizer {
  readonly name = 'festival';
  private readonly text2wave: string;
  private readonly timeoutMs: number;
  private readonly controller = new AbortController();
  private readonly slots: Slots;

  constructor(
    readonly voices: readonly FestivalVoice[],
    options: FestivalSynthesizerOptions = {},
  ) {
    if (!voices.length) throw new Error('festival needs at least one installed voice');
    this.text2wave = options.text2wave ?? '/usr/bin/text2wave';
    this.slots = new Slots(Math.max(1, options.concurrency ?? 2));
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  async synthesize(text: string, voice: VoiceId, options?: SynthesisOptions): Promise<Buffer> {
    if (this.controller.signal.aborted) throw new SpeechError('closed', 'the synthesizer is closed');
    const spoken = speechText(text);
    if (!/[\p{L}\p{N}]/u.test(spoken)) return Buffer.alloc(0);
    const chosen = this.voices.find((v) => v.id === voice) ?? this.voices[0];
    // An urgent sentence goes ahead of the waiting ones that are not.
    await this.slots.acquire(options?.urgent ?? false);
    try {
      const wav = await this.run(spoken, chosen.festivalVoice);
      const decoded = decodeWav(wav);
      return int16ToBuffer(resample(decoded.samples, decoded.sampleRate, SAMPLE_RATE));
    } finally {
      this.slots.release();
    }
  }

  private run(text: string, festivalVoice: string): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const child = spawn(this.text2wave, ['-eval', `(${festivalVoice})`, '-o', '-'], {
        stdio: ['pipe', 'pipe', 'pipe'],
        signal: AbortSignal.any([this.controller.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error) =>
        reject(new SpeechError(this.controller.signal.aborted ? 'closed' : error.name === 'AbortError' ? 'timeout' : 'engine', `text2wave: ${error.message}`)),
      );
      child.on('close', (code) => {
        if (code === 0) resolve(Buffer.concat(out));
        else reject(new SpeechError('engine', `text2wave exited with ${code}: ${Buffer.concat(err).toString('utf8', 0, 200)}`));
      });
      child.stdin.on('error', () => undefined); // the process may exit before reading everything; 'close' reports it
      child.stdin.end(text);
    });
  }

  async close(): Promise<void> {
    this.controller.abort();
  }
}

/** The festival voices installed here (Debian's packages), or why there are none. */
export function installedFestivalVoices(text2wave = '/usr/bin/text2wave'): Availability<readonly FestivalVoice[]> {
  if (!existsSync(text2wave)) return { engine: null, reason: `festival is not installed (${text2wave} missing)` };
  const voices = FESTIVAL_VOICES.filter((voice) => existsSync(voice.folder));
  if (!voices.length) return { engine: null, reason: 'no festival HTS voice installed (apt-get install festvox-us-slt-hts)' };
  return { engine: voices };
}

/** festival with its installed HTS voices, after one sentence proves it works. */
export async function createFestivalSynthesizer(options: FestivalSynthesizerOptions = {}): Promise<Availability<FestivalSynthesizer>> {
  const installed = installedFestivalVoices(options.text2wave);
  if (!installed.engine) return installed;
  const synthesizer = new FestivalSynthesizer(installed.engine, options);
  try {
    const pcm = await synthesizer.synthesize('Ready.', installed.engine[0].id);
    if (pcm.length === 0) throw new Error('no audio');
    return { engine: synthesizer };
  } catch (error) {
    await synthesizer.close();
    return { engine: null, reason: `festival unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
