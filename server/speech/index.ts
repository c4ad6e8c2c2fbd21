/**
 * Speech in and out for the live interview server. Embedded engines by default (Moonshine in
 * worker threads, or PocketSphinx via koffi when `STT_ENGINE` says so; flite in WASI, else festival,
 * else eSpeak NG in WASM); OpenAI-compatible HTTP services when their URLs are configured.
 *
 *   const speech = await createSpeechEngines(config.speech); // config: loadConfig(env), server/config.ts
 *   speech.recognizer   // SpeechRecognizer | null (null: typed answers only; speech.recognizerReason says why)
 *   speech.synthesizer  // SpeechSynthesizer | null (null: text-only replies; speech.synthesizerReason)
 *   await speech.close();
 */
import { createEmbeddedRecognizer, type EmbeddedRecognizerOptions } from './stt/embedded';
import { createHttpRecognizer } from './stt/http';
import { DEFAULT_BEAM, MAX_BEAM, MOONSHINE_SIZES, type MoonshineSize } from './stt/moonshine';
import { createMoonshineRecognizer } from './stt/moonshineRecognizer';
import type { Availability, SpeechRecognizer } from './stt/types';
import { CachedSynthesizer } from './tts/cache';
import { createEmbeddedSynthesizer, parseEngineChoice, type EmbeddedEngineChoice } from './tts/embedded';
import { createHttpSynthesizer } from './tts/http';
import { speechText } from './tts/speakable';
import type { SpeechSynthesizer } from './tts/types';

export * from './audio';
export * from './common';
export type { RecognitionResult, RecognitionSession, RecognitionSessionOptions, SpeechRecognizer } from './stt/types';
export type { SpeechSynthesizer, SynthesisCacheStats, SynthesisOptions, VoiceGender, VoiceId, VoiceInfo } from './tts/types';
export { CachedSynthesizer, cacheHitRate, type SynthesisCacheOptions } from './tts/cache';
export { createEmbeddedRecognizer, EmbeddedRecognizer, type EmbeddedRecognizerOptions } from './stt/embedded';
export { createHttpRecognizer, HttpRecognizer, type HttpRecognizerOptions } from './stt/http';
export { CombinedSynthesizer, createEmbeddedSynthesizer, parseEngineChoice, type EmbeddedEngineChoice, type EmbeddedSynthesizerOptions } from './tts/embedded';
export { createEspeakSynthesizer, EspeakSynthesizer, ESPEAK_VOICES, type EspeakSynthesizerOptions } from './tts/espeak';
export { createFestivalSynthesizer, FestivalSynthesizer, FESTIVAL_VOICES, installedFestivalVoices } from './tts/festival';
export { createFliteSynthesizer, FliteSynthesizer, FLITE_VOICES, type FliteSynthesizerOptions } from './tts/flite';
export { speechText, spokenReference } from './tts/speakable';
export { createHttpSynthesizer, HttpSynthesizer, OPENAI_VOICES, type HttpSynthesizerOptions } from './tts/http';
export { assignVoices, type PanelMember } from './tts/voices';
export { splitForSpeech, splitSentences, type SpeechChunkOptions } from './tts/sentences';
export { wordErrorRate, wordErrors } from './stt/wer';

export interface SpeechConfig {
  stt: {
    /** `STT_URL`: OpenAI-compatible API base; empty: the embedded recognizer. */
    url: string | null;
    /** `STT_MODEL`, default `whisper-1`. */
    model: string;
    /** `STT_API_KEY`. */
    apiKey: string | null;
    /** `STT_LANGUAGE`, default `en`. */
    language: string;
    /** `STT_PARTIAL_INTERVAL_MS`: partials from the HTTP service every N ms (default 0: none). */
    partialIntervalMs: number;
    /** `STT_WORKERS`: Moonshine's transcription workers (default one per core), or PocketSphinx's most decoders at once (default sized by memory). */
    maxWorkers: number | null;
    /** `STT_ENGINE`: the embedded recognizer, `moonshine` (default) or `pocketsphinx`. */
    engine: EmbeddedRecognizerChoice;
    /** `STT_BEAM`: Moonshine's hypotheses kept per stretch transcribed while the answer goes on (default `DEFAULT_BEAM`; 1: greedy, the fastest). */
    beam: number;
    /** `STT_MOONSHINE_MODEL`: the Moonshine model that hears the candidate, `base` (default) or `tiny` (half the work). */
    moonshineModel: MoonshineSize;
  };
  tts: {
    /** `TTS_URL`: OpenAI-compatible API base; empty: the embedded synthesizer. */
    url: string | null;
    /** `TTS_ENGINE`: which embedded synthesizer (`auto`, default: flite, else festival, else eSpeak NG). */
    engine: EmbeddedEngineChoice;
    /** `TTS_MODEL`, default `tts-1`. */
    model: string;
    /** `TTS_API_KEY`. */
    apiKey: string | null;
    /** `TTS_VOICES`: comma-separated `name:f|m`; default OpenAI's voices. */
    voices: string[];
    /** `TTS_FORMAT`: `wav` (default) or `pcm`. */
    format: 'wav' | 'pcm';
    /** `TTS_CACHE_MB` in bytes: the cache of synthesized sentences (default 32 MB; 0: none). */
    cacheBytes: number;
  };
}

type Env = Record<string, string | undefined>;

export type EmbeddedRecognizerChoice = 'pocketsphinx' | 'moonshine';

function parseRecognizerChoice(value: string | null): EmbeddedRecognizerChoice {
  const choice = (value ?? 'moonshine').toLowerCase();
  if (choice !== 'pocketsphinx' && choice !== 'moonshine') throw new Error(`STT_ENGINE must be moonshine or pocketsphinx, got "${value}"`);
  return choice;
}

function parseMoonshineModel(value: string | null): MoonshineSize {
  const choice = (value ?? 'base').toLowerCase();
  const size = MOONSHINE_SIZES.find((one) => one === choice);
  if (!size) throw new Error(`STT_MOONSHINE_MODEL must be ${MOONSHINE_SIZES.join(' or ')}, got "${value}"`);
  return size;
}

function parseBeam(value: string | null): number {
  if (value === null) return DEFAULT_BEAM;
  const beam = Number(value);
  if (!Number.isInteger(beam) || beam < 1 || beam > MAX_BEAM) throw new Error(`STT_BEAM must be a whole number from 1 to ${MAX_BEAM}, got "${value}"`);
  return beam;
}

/** The speech section of the configuration (see `SpeechConfig` for names and defaults); called by `loadConfig`. */
export function readSpeechConfig(env: Env): SpeechConfig {
  const str = (name: string) => env[name]?.trim() || null;
  const int = (name: string): number | null => {
    const raw = str(name);
    if (raw === null) return null;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
    return value;
  };
  const cacheMb = int('TTS_CACHE_MB') ?? 32;
  if (!Number.isSafeInteger(cacheMb * 1024 * 1024)) throw new Error(`TTS_CACHE_MB is too large, got "${cacheMb}"`);
  const format = (str('TTS_FORMAT') ?? 'wav').toLowerCase();
  if (format !== 'wav' && format !== 'pcm') throw new Error(`TTS_FORMAT must be wav or pcm, got "${format}"`);
  return {
    stt: {
      url: str('STT_URL'),
      model: str('STT_MODEL') ?? 'whisper-1',
      apiKey: str('STT_API_KEY'),
      language: env.STT_LANGUAGE?.trim() ?? 'en',
      partialIntervalMs: int('STT_PARTIAL_INTERVAL_MS') ?? 0,
      maxWorkers: int('STT_WORKERS'),
      engine: parseRecognizerChoice(str('STT_ENGINE')),
      beam: parseBeam(str('STT_BEAM')),
      moonshineModel: parseMoonshineModel(str('STT_MOONSHINE_MODEL')),
    },
    tts: {
      url: str('TTS_URL'),
      engine: parseEngineChoice(str('TTS_ENGINE')),
      model: str('TTS_MODEL') ?? 'tts-1',
      apiKey: str('TTS_API_KEY'),
      voices: (str('TTS_VOICES') ?? '').split(',').map((v) => v.trim()).filter(Boolean),
      format,
      cacheBytes: cacheMb * 1024 * 1024,
    },
  };
}

export interface SpeechEngines {
  recognizer: SpeechRecognizer | null;
  /** Why there is no recognizer (the server then takes typed answers only). */
  recognizerReason: string | null;
  synthesizer: SpeechSynthesizer | null;
  synthesizerReason: string | null;
  close(): Promise<void>;
}

/**
 * The embedded recognizer `STT_ENGINE` chooses, with `STT_BEAM` and `STT_MOONSHINE_MODEL`, so that
 * benches and tools measure what the server runs; `maxWorkers` is `STT_WORKERS` (Moonshine: its
 * worker threads).
 */
export async function createEmbeddedRecognizerOf(
  { engine, beam, moonshineModel }: Pick<SpeechConfig['stt'], 'engine' | 'beam' | 'moonshineModel'>,
  options: EmbeddedRecognizerOptions = {},
): Promise<Availability<SpeechRecognizer>> {
  if (engine === 'moonshine') return createMoonshineRecognizer({ concurrency: options.maxWorkers, beam, model: moonshineModel });
  return createEmbeddedRecognizer({ ...options, minWorkers: options.minWorkers ?? Math.min(2, options.maxWorkers ?? 2) });
}

/** The configured recognizer: a service, else the chosen embedded one (null with the reason when it cannot start). */
async function startRecognizer(
  stt: SpeechConfig['stt'],
  embedded: Omit<EmbeddedRecognizerOptions, 'maxWorkers'>,
): Promise<{ engine: SpeechRecognizer | null; reason: string | null }> {
  if (stt.url) {
    const engine = createHttpRecognizer({
      url: stt.url,
      model: stt.model,
      apiKey: stt.apiKey,
      language: stt.language,
      partialIntervalMs: stt.partialIntervalMs,
    });
    return { engine, reason: null };
  }
  const started = await createEmbeddedRecognizerOf(stt, { ...embedded, maxWorkers: stt.maxWorkers ?? undefined });
  return { engine: started.engine, reason: started.reason ?? null };
}

/** Starts the configured engines; an embedded engine that cannot start is reported, not thrown. */
export async function createSpeechEngines(
  config: SpeechConfig,
  embedded: Omit<EmbeddedRecognizerOptions, 'maxWorkers'> = {},
): Promise<SpeechEngines> {
  const [stt, tts] = await Promise.all([
    startRecognizer(config.stt, embedded),
    config.tts.url
      ? Promise.resolve({
          engine: createHttpSynthesizer({
            url: config.tts.url,
            model: config.tts.model,
            apiKey: config.tts.apiKey,
            voices: config.tts.voices,
            format: config.tts.format,
          }) as SpeechSynthesizer,
          reason: null,
        })
      : createEmbeddedSynthesizer({ engine: config.tts.engine }).then((r) => ({ engine: r.engine as SpeechSynthesizer | null, reason: r.reason ?? null })),
  ]);
  // The embedded engines say `speechText(text)`; a service is sent the text as it is.
  const synthesizer =
    tts.engine && config.tts.cacheBytes > 0
      ? new CachedSynthesizer(tts.engine, { maxBytes: config.tts.cacheBytes, speakable: config.tts.url ? undefined : speechText })
      : tts.engine;
  return {
    recognizer: stt.engine,
    recognizerReason: stt.reason,
    synthesizer,
    synthesizerReason: tts.reason,
    close: async () => {
      await Promise.all([stt.engine?.close(), synthesizer?.close()]);
    },
  };
}
