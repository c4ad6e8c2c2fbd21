import { SpeechError, type Availability, type EngineLoad } from '../common';

export { SpeechError, type Availability, type EngineLoad };

/** A voice's name for one synthesizer (`us-male` for eSpeak, `onyx` for OpenAI). */
export type VoiceId = string;

export type VoiceGender = 'female' | 'male';

export interface VoiceInfo {
  id: VoiceId;
  gender: VoiceGender;
  /** For logs and the health page, e.g. "eSpeak en-us, pitch 35". */
  description: string;
}

/** How to schedule one synthesis. */
export interface SynthesisOptions {
  /**
   * Someone waits in silence for it (the first sentence of a reply): synthesized before waiting
   * sentences that are not, which follow one already being heard.
   */
  urgent?: boolean;
}

/**
 * Text to speech for the interviewers' replies:
 *
 *   const voices = assignVoices(scenario.participants, synthesizer.voices, scenario.id);
 *   for (const chunk of splitForSpeech(reply)) {
 *     const pcm = await synthesizer.synthesize(chunk, voices.get(interviewer.id)!);
 *     send({ type: 'role', text: chunk, audio: pcm.toString('base64'), … });
 *   }
 *
 * `synthesize` resolves with PCM s16le, mono, 16 000 Hz of exactly `text` (empty for text with
 * nothing to say), or rejects with a `SpeechError`. An unknown voice id falls back to the first
 * voice rather than failing a reply. It never blocks the event loop.
 */
export interface SpeechSynthesizer {
  /** Short engine name for logs, e.g. `espeak-ng` or `http:tts-1`. */
  readonly name: string;
  /** The distinct voices it offers, at least one. */
  readonly voices: readonly VoiceInfo[];
  synthesize(text: string, voice: VoiceId, options?: SynthesisOptions): Promise<Buffer>;
  /** Its workers and the sentences waiting for them, where it has a pool of its own (the metrics read it). */
  readonly load?: EngineLoad;
  /** How its cache of sentences has served so far (only a synthesizer behind one, see cache.ts). */
  cacheStats?(): SynthesisCacheStats;
  close(): Promise<void>;
}

/** Counters of a synthesis cache since it started (hit rate: `cacheHitRate`). */
export interface SynthesisCacheStats {
  /** Sentences answered from the cache. */
  hits: number;
  /** Sentences that joined a synthesis of the same sentence already under way. */
  shared: number;
  /** Sentences the engine was asked for. */
  misses: number;
  /** Of those, the ones that failed (not cached). */
  failures: number;
  /** Sentences dropped, least recently used first, to stay under `maxBytes`. */
  evictions: number;
  entries: number;
  /** What the cached PCM and its keys take. */
  bytes: number;
  maxBytes: number;
}
