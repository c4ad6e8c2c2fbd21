/**
 * The embedded synthesizer the server starts without `TTS_URL`: flite (npm, WASI) by default;
 * festival's HTS voice where Debian's package is installed and flite cannot run (or when asked for
 * with `TTS_ENGINE=festival`); eSpeak NG (npm, WASM) as the last fallback. Several engines are
 * offered as one synthesizer whose voices are the union of theirs.
 */
import { createEspeakSynthesizer, ESPEAK_VOICES } from './espeak';
import { createFestivalSynthesizer } from './festival';
import { createFliteSynthesizer } from './flite';
import type { Availability, EngineLoad, SpeechSynthesizer, SynthesisOptions, VoiceId, VoiceInfo } from './types';

/**
 * `auto` (default): flite, else festival with eSpeak's male voices, else eSpeak. `festival`:
 * festival's HTS voice for the women of a panel and flite's voices for the rest (festival takes
 * about 0.6 s a sentence against flite's 0.1 s). `flite`, `espeak`: that engine alone.
 */
export type EmbeddedEngineChoice = 'auto' | 'flite' | 'festival' | 'espeak';

export function parseEngineChoice(raw: string | null | undefined): EmbeddedEngineChoice {
  const value = (raw ?? '').trim().toLowerCase() || 'auto';
  if (value === 'auto' || value === 'flite' || value === 'festival' || value === 'espeak') return value;
  throw new Error(`TTS_ENGINE must be auto, flite, festival or espeak, got "${raw}"`);
}

/** Several synthesizers as one: each voice is spoken by the engine that offers it. */
export class CombinedSynthesizer implements SpeechSynthesizer {
  readonly name: string;
  readonly voices: readonly VoiceInfo[];
  private readonly owner = new Map<VoiceId, SpeechSynthesizer>();

  constructor(private readonly engines: readonly SpeechSynthesizer[]) {
    if (!engines.length) throw new Error('no synthesizer to combine');
    this.name = engines.map((e) => e.name).join('+');
    const voices: VoiceInfo[] = [];
    for (const engine of engines) {
      for (const voice of engine.voices) {
        if (this.owner.has(voice.id)) continue;
        this.owner.set(voice.id, engine);
        voices.push(voice);
      }
    }
    this.voices = voices;
  }

  /** The engines' loads added up (those that report one). */
  get load(): EngineLoad | undefined {
    const loads = this.engines.flatMap((engine) => (engine.load ? [engine.load] : []));
    if (!loads.length) return undefined;
    return loads.reduce((sum, load) => ({ workers: sum.workers + load.workers, busy: sum.busy + load.busy, queued: sum.queued + load.queued }));
  }

  synthesize(text: string, voice: VoiceId, options?: SynthesisOptions): Promise<Buffer> {
    const engine = this.owner.get(voice);
    return engine ? engine.synthesize(text, voice, options) : this.engines[0].synthesize(text, this.voices[0].id, options);
  }

  async close(): Promise<void> {
    await Promise.all(this.engines.map((engine) => engine.close()));
  }
}

export interface EmbeddedSynthesizerOptions {
  engine?: EmbeddedEngineChoice;
  /** Worker threads per WASM engine (default 2, or 1 on one core). */
  workers?: number;
}

/** Starts the embedded synthesizer chosen by `engine` (see `EmbeddedEngineChoice`), or says why none could start. */
export async function createEmbeddedSynthesizer(options: EmbeddedSynthesizerOptions = {}): Promise<Availability<SpeechSynthesizer>> {
  const choice = options.engine ?? 'auto';
  const reasons: string[] = [];
  const started: SpeechSynthesizer[] = [];
  const take = <T extends SpeechSynthesizer>(result: Availability<T>): T | null => {
    if (result.engine) started.push(result.engine);
    else reasons.push(result.reason ?? 'no reason given');
    return result.engine;
  };
  const workers = { workers: options.workers };

  if (choice === 'espeak') take(await createEspeakSynthesizer(workers));
  else if (choice === 'flite') take(await createFliteSynthesizer(workers));
  else if (choice === 'festival') {
    const [festival, flite] = await Promise.all([createFestivalSynthesizer(), createFliteSynthesizer(workers)]);
    take(festival);
    take(flite);
  } else if (!take(await createFliteSynthesizer(workers))) {
    if (take(await createFestivalSynthesizer())) {
      // festival has one (female) voice: eSpeak's male voices complete the panel.
      take(await createEspeakSynthesizer({ ...workers, voices: ESPEAK_VOICES.filter((v) => v.gender === 'male') }));
    } else take(await createEspeakSynthesizer(workers));
  }

  if (!started.length) return { engine: null, reason: `embedded speech synthesis unavailable: ${reasons.join('; ')}` };
  return { engine: started.length === 1 ? started[0] : new CombinedSynthesizer(started) };
}
