/**
 * Moonshine tiny: a small neural speech recognizer (an encoder over the raw 16 kHz samples and a
 * decoder that writes subword tokens; 27 M parameters, MIT licence) whose quantized ONNX weights ship
 * in the npm package `@usefulsensors/moonshine-js`, run here by `onnxruntime-node` (its CPU build,
 * bundled in the package). The tokens are Llama's SentencePiece vocabulary (`llama-tokenizer-js`).
 *
 * It transcribes a whole stretch of speech at once (no partial results of its own), with punctuation
 * and capitals, at a fraction of PocketSphinx's CPU. Its weakness is the technical vocabulary, which no
 * language model of ours reaches: the decoder is therefore biased towards the terms an interview may
 * bring (`TermBias`), a bonus on the tokens that start or continue one of them (shallow fusion over a
 * token trie; greedy decoding).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import llamaTokenizer from 'llama-tokenizer-js';
import * as ort from 'onnxruntime-node';

/** Where npm puts the tiny model's quantized weights. */
export const MOONSHINE_MODEL_DIR = fileURLToPath(
  new URL('../../../node_modules/@usefulsensors/moonshine-js/dist/model/tiny/quantized', import.meta.url),
);

/** The tiny model's decoder: layers, key/value heads, head size (its cache tensors' shape). */
const TINY = { layers: 6, heads: 8, headSize: 36 } as const;
const START_TOKEN = 1;
const END_TOKEN = 2;
/** The decoder writes at most this many tokens per second of audio (Moonshine's own bound). */
const TOKENS_PER_SECOND = 6;
const SAMPLE_RATE = 16_000;

export interface BiasWeights {
  /** Added to the logit of a token that starts a term. */
  start: number;
  /** Added to the logit of a token that continues a term begun. */
  continuation: number;
}

/**
 * Chosen on 30 of the development answers (word error rate, terms missing from CMUdict favoured): no
 * bias 0.243, start/continuation 1/3 0.202, 0.5/3 0.213, 2/4 0.277, 3/6 0.315.
 * `STT_ENGINE=moonshine npm run bench -- recognition` prints the development and held-out figures.
 */
export const DEFAULT_BIAS: BiasWeights = { start: 1, continuation: 3 };

interface TrieNode {
  next: Map<number, TrieNode>;
}

/** The terms to favour, as token sequences (each in its written, lower-case and capitalised form). */
export class TermBias {
  readonly terms: number;
  private readonly root: TrieNode = { next: new Map() };

  constructor(
    terms: Iterable<string>,
    readonly weights: BiasWeights = DEFAULT_BIAS,
  ) {
    const unique = new Map<string, string>();
    for (const term of terms) {
      const trimmed = term.trim();
      if (trimmed && !unique.has(trimmed.toLowerCase())) unique.set(trimmed.toLowerCase(), trimmed);
    }
    for (const term of unique.values()) {
      for (const form of new Set([term, term.toLowerCase(), term[0].toUpperCase() + term.slice(1)])) {
        let node = this.root;
        // A word inside a sentence: the token carries the space before it.
        for (const id of llamaTokenizer.encode(` ${form}`, false, false)) {
          let child = node.next.get(id);
          if (!child) {
            child = { next: new Map() };
            node.next.set(id, child);
          }
          node = child;
        }
      }
    }
    this.terms = unique.size;
  }

  /** The bonus of each favoured token after the given partial matches. */
  bonuses(active: readonly TrieNode[]): Map<number, number> {
    const bonus = new Map<number, number>();
    for (const id of this.root.next.keys()) bonus.set(id, this.weights.start);
    for (const node of active) for (const id of node.next.keys()) bonus.set(id, Math.max(bonus.get(id) ?? 0, this.weights.continuation));
    return bonus;
  }

  /** The partial matches once `token` is written. */
  advance(active: readonly TrieNode[], token: number): TrieNode[] {
    const next: TrieNode[] = [];
    for (const node of active) {
      const child = node.next.get(token);
      if (child) next.push(child);
    }
    const started = this.root.next.get(token);
    if (started) next.push(started);
    return next;
  }
}

export interface MoonshineOptions {
  /** Folder with `encoder_model.onnx` and `decoder_model_merged.onnx`. */
  modelDir?: string;
  /** Threads of one inference (1: the server runs several answers side by side instead). */
  threads?: number;
}

/** A transcription stopped because it was no longer wanted, or more urgent work wanted the CPU. */
export class Preempted extends Error {
  constructor() {
    super('stopped: no longer wanted, or more urgent work came');
    this.name = 'Preempted';
  }
}

export class MoonshineModel {
  private constructor(
    private readonly encoder: ort.InferenceSession,
    private readonly decoder: ort.InferenceSession,
  ) {}

  static async load(options: MoonshineOptions = {}): Promise<MoonshineModel> {
    const dir = options.modelDir ?? MOONSHINE_MODEL_DIR;
    for (const file of ['encoder_model.onnx', 'decoder_model_merged.onnx']) {
      if (!existsSync(path.join(dir, file))) throw new Error(`Moonshine model file missing: ${path.join(dir, file)} (npm install)`);
    }
    const session: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: options.threads ?? 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    };
    const encoder = await ort.InferenceSession.create(path.join(dir, 'encoder_model.onnx'), session);
    const decoder = await ort.InferenceSession.create(path.join(dir, 'decoder_model_merged.onnx'), session);
    return new MoonshineModel(encoder, decoder);
  }

  /**
   * The text of 16 kHz mono samples in [-1, 1]; '' for less than a tenth of a second. `yieldTo` is
   * asked before each step (the encoder, then each token): once it says true, the transcription stops
   * with `Preempted` (work no longer wanted, or that may wait, gives the CPU back within a step, ~10 ms).
   */
  async transcribe(samples: Float32Array, bias: TermBias | null = null, yieldTo: () => boolean = () => false): Promise<string> {
    if (samples.length < SAMPLE_RATE / 10) return '';
    if (yieldTo()) throw new Preempted();
    const encoded = await this.encoder.run({ input_values: new ort.Tensor('float32', samples, [1, samples.length]) });
    const hidden = encoded.last_hidden_state;
    // The decoder's key/value cache: empty at first; its encoder half is computed once, on the first step.
    const cache: Record<string, ort.Tensor> = {};
    for (let layer = 0; layer < TINY.layers; layer++) {
      for (const half of ['decoder', 'encoder']) {
        for (const kind of ['key', 'value']) {
          cache[`past_key_values.${layer}.${half}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [0, TINY.heads, 1, TINY.headSize]);
        }
      }
    }
    const cacheNames = Object.keys(cache);
    const tokens: number[] = [];
    let input = START_TOKEN;
    let matches: ReturnType<TermBias['advance']> = [];
    const maxTokens = Math.ceil((samples.length / SAMPLE_RATE) * TOKENS_PER_SECOND);
    for (let step = 0; step < maxTokens; step++) {
      if (yieldTo()) throw new Preempted();
      const out = await this.decoder.run({
        input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(input)), [1, 1]),
        encoder_hidden_states: hidden,
        use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
        ...cache,
      });
      const token = pick(out.logits, bias?.bonuses(matches) ?? null);
      if (token === END_TOKEN) break;
      tokens.push(token);
      if (bias) matches = bias.advance(matches, token);
      input = token;
      const presents = Object.keys(out).filter((name) => name.startsWith('present'));
      presents.forEach((name, i) => {
        const past = cacheNames[i];
        if (step === 0 || past.includes('.decoder.')) cache[past] = out[name];
      });
    }
    return llamaTokenizer.decode(tokens, false, false).trim();
  }

  async close(): Promise<void> {
    await Promise.all([this.encoder.release(), this.decoder.release()]);
  }
}

/** The best next token of the last position: the highest logit, biased terms' bonuses added. */
function pick(logits: ort.Tensor, bonus: ReadonlyMap<number, number> | null): number {
  const data = logits.data as Float32Array;
  const vocabulary = logits.dims[logits.dims.length - 1];
  const offset = data.length - vocabulary;
  let best = 0;
  let bestScore = -Infinity;
  for (let id = 0; id < vocabulary; id++) {
    if (data[offset + id] > bestScore) {
      bestScore = data[offset + id];
      best = id;
    }
  }
  // Only the favoured tokens can overtake it.
  for (const [id, extra] of bonus ?? []) {
    const score = data[offset + id] + extra;
    if (id < vocabulary && score > bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}
