/**
 * A bounded cache of synthesized sentences in front of a synthesizer. The interviewers say the same
 * sentences again and again: every candidate of a scenario hears the same greeting and
 * introductions, the catalogue's questions, the scripted interviewer's acknowledgements and
 * transitions. A sentence heard before is answered without the engine (no worker, no CPU taken
 * from the recognizer), and candidates asking for the same sentence at once share one synthesis.
 *
 *   const synthesizer = new CachedSynthesizer(engine, { maxBytes: 32 << 20, speakable: speechText });
 *   await synthesizer.synthesize('Thank you.', 'flite-slt'); // the engine
 *   await synthesizer.synthesize('Thank you.', 'flite-slt'); // the cache, a copy of the same audio
 *   synthesizer.cacheStats(); // { hits: 1, shared: 0, misses: 1, … }
 *
 * The key is the engine, the voice (an unknown voice is the first one, as every synthesizer treats
 * it) and the exact text the engine says for `text` (`speakable`: the embedded engines'
 * `speechText`; the text itself for a service). Least recently used sentences are dropped first to
 * keep the PCM (and keys) under `maxBytes`. A failed synthesis is not kept: the next request tries
 * again. Every caller gets its own copy with its own `ArrayBuffer` (it may be mutated or transferred
 * to a worker, detaching it) and the cached audio is never handed out itself.
 */
import { SpeechError, type SpeechSynthesizer, type SynthesisCacheStats, type SynthesisOptions, type VoiceId, type VoiceInfo } from './types';

export interface SynthesisCacheOptions {
  /** Most bytes the cached PCM and its keys take (at least 1). */
  maxBytes: number;
  /** The text the engine says for `text`, after its own normalisation (default: `text` itself). */
  speakable?: (text: string) => string;
}

/** A synthesis under way that callers of the same sentence wait for. */
interface Pending {
  promise: Promise<Buffer>;
  /** Asked for urgently: a later urgent caller joins it rather than waiting behind the queue. */
  urgent: boolean;
}

/** A copy of `pcm` in an `ArrayBuffer` of its own (never a slice of Node's shared pool). */
function ownCopy(pcm: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(pcm.byteLength);
  pcm.copy(copy);
  return copy;
}

/** Whether there is anything to say (the engines answer empty audio otherwise). */
const sayable = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

export class CachedSynthesizer implements SpeechSynthesizer {
  readonly name: string;
  readonly voices: readonly VoiceInfo[];
  private readonly maxBytes: number;
  private readonly speakable: (text: string) => string;
  /** In least recently used order: a hit moves its entry to the end, eviction takes the first. */
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Pending>();
  private bytes = 0;
  private counts = { hits: 0, shared: 0, misses: 0, failures: 0, evictions: 0 };
  private closed = false;

  constructor(
    readonly engine: SpeechSynthesizer,
    options: SynthesisCacheOptions,
  ) {
    if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes < 1) {
      throw new Error(`the synthesis cache needs a positive whole number of bytes, got ${options.maxBytes}`);
    }
    this.name = engine.name;
    this.voices = engine.voices;
    this.maxBytes = options.maxBytes;
    this.speakable = options.speakable ?? ((text) => text);
  }

  /** The engine's load (a sentence served from the cache takes no worker). */
  get load() {
    return this.engine.load;
  }

  synthesize(text: string, voice: VoiceId, options?: SynthesisOptions): Promise<Buffer> {
    if (this.closed) return Promise.reject(new SpeechError('closed', 'the synthesizer is closed'));
    const spoken = this.speakable(text);
    if (!sayable(spoken)) return this.engine.synthesize(text, voice, options);
    const voiceId = this.voices.some((v) => v.id === voice) ? voice : this.voices[0].id;
    const key = `${this.engine.name}\u0000${voiceId}\u0000${spoken}`;

    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      this.counts.hits += 1;
      return Promise.resolve(ownCopy(cached));
    }

    const urgent = options?.urgent ?? false;
    const pending = this.pending.get(key);
    // An urgent caller does not join a synthesis queued behind others: it asks for its own.
    if (pending && (pending.urgent || !urgent)) {
      this.counts.shared += 1;
      return pending.promise.then(ownCopy);
    }

    this.counts.misses += 1;
    const entry: Pending = { urgent, promise: Promise.resolve(Buffer.alloc(0)) };
    this.pending.set(key, entry);
    entry.promise = this.synthesizeNew(key, text, voiceId, options, entry);
    return entry.promise.then(ownCopy);
  }

  /** The engine's audio of one sentence, kept when it succeeds; never handed out itself. */
  private async synthesizeNew(key: string, text: string, voice: VoiceId, options: SynthesisOptions | undefined, entry: Pending): Promise<Buffer> {
    try {
      const pcm = await this.engine.synthesize(text, voice, options);
      if (!this.closed) this.store(key, pcm);
      return pcm;
    } catch (error) {
      this.counts.failures += 1;
      throw error;
    } finally {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    }
  }

  private store(key: string, pcm: Buffer): void {
    const size = (entry: Buffer, name: string) => entry.byteLength + name.length * 2;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= size(previous, key);
    }
    if (pcm.byteLength === 0 || size(pcm, key) > this.maxBytes) return;
    // The engine's own buffer when it owns its whole ArrayBuffer (nobody else holds it), else a copy.
    const kept = pcm.byteOffset === 0 && pcm.byteLength === pcm.buffer.byteLength ? pcm : ownCopy(pcm);
    this.entries.set(key, kept);
    this.bytes += size(kept, key);
    for (const [oldest, audio] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= size(audio, oldest);
      this.counts.evictions += 1;
    }
  }

  cacheStats(): SynthesisCacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }

  /** Drops every cached sentence (the counters stay): e.g. a bench level measured from cold. */
  clearCache(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clearCache();
    await this.engine.close();
  }
}

/** The share of sentences that did not call the engine: answered from the cache or joined. */
export function cacheHitRate(stats: Pick<SynthesisCacheStats, 'hits' | 'shared' | 'misses'>): number | null {
  const total = stats.hits + stats.shared + stats.misses;
  return total ? (stats.hits + stats.shared) / total : null;
}
