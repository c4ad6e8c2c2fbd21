/**
 * Moonshine: small neural speech recognizers (an encoder over the raw 16 kHz samples and a decoder that
 * writes subword tokens; MIT licence) whose quantized ONNX weights ship in the npm package
 * `@usefulsensors/moonshine-js`, run here by `onnxruntime-node` (its CPU build, bundled in the package).
 * Two sizes: base (61 M parameters), which hears the candidate, and tiny (27 M), about half its work,
 * for a machine with more speakers than it decodes in full and for the running transcript. The tokens
 * are Llama's SentencePiece vocabulary (`llama-tokenizer-js`).
 *
 * It transcribes a whole stretch of speech at once (no partial results of its own), with punctuation
 * and capitals, at a fraction of PocketSphinx's CPU. Its weakness is the technical vocabulary, which no
 * language model of ours reaches: the decoder is therefore biased towards the terms an interview may
 * bring (`TermBias`), a bonus on the tokens that start or continue one of them (shallow fusion over a
 * token trie), and a small beam search keeps the next likeliest readings alive, so that a term's
 * first token, favoured, can still win when the words around it agree.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import llamaTokenizer from 'llama-tokenizer-js';
import * as ort from 'onnxruntime-node';
import { withQuantizedLogits } from './moonshineGraph';

export type MoonshineSize = 'base' | 'tiny';
export const MOONSHINE_SIZES: readonly MoonshineSize[] = ['base', 'tiny'];

/**
 * Where npm puts each model's quantized weights. Version 0.1.12 of the package is the last to carry the
 * English base model (later ones carry a Spanish one, non-commercial, instead); its tiny weights are
 * the same bytes as the later versions'.
 */
export const moonshineModelDir = (size: MoonshineSize) =>
  fileURLToPath(new URL(`../../../node_modules/@usefulsensors/moonshine-js/dist/model/${size}/quantized`, import.meta.url));

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
 * Chosen on the 57 development answers (whole answers, word error rate): base with a beam of 4, no
 * bias 0.120, start/continuation 0.5/3 0.107, 1/3 0.112, 1/4 0.110, 1/2 0.120, 1.5/3 0.123, 2/4 0.130;
 * tiny with a beam of 4, 0.5/3 and 1/3 both 0.137. (Tiny alone, greedy, on 30 of them: no bias 0.243,
 * 1/3 0.202, 0.5/3 0.213, 2/4 0.277, 3/6 0.315.) `npm run bench -- recognition` prints the development
 * and held-out figures.
 */
export const DEFAULT_BIAS: BiasWeights = { start: 0.5, continuation: 3 };

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

/**
 * Hypotheses kept per stretch. Chosen with tiny on the 57 development answers (whole answers, catalogue
 * bias, `TRAILING_SILENCE` after each): word error rate greedy 0.200, 2: 0.146, 3: 0.147, 4: 0.141,
 * 8: 0.134; technical terms heard 51 / 59 / 56 / 60 / 64 of 94. 4 rather than 2: on two sentences with a
 * pause between them (tests/server/speech/moonshine.test.ts) 2 read "Kubernetes" as "puber nets" in one
 * of four cuts, 4 in none. Base (bias 1/3): greedy 0.129, 2: 0.125, 3: 0.123, 4: 0.112. Cost: a decoder
 * step of base takes 9.3 ms for one row, 18 for four.
 */
export const DEFAULT_BEAM = 4;
/** The widest beam `STT_BEAM` may ask for (each hypothesis is a row of every decoder step). */
export const MAX_BEAM = 8;

/**
 * Silence after each stretch (samples; half a second): the decoder ends a sentence better when the
 * speech does not stop at the audio's edge. On the development answers with a beam of 2, silence
 * added 0 / 0.25 / 0.375 / 0.5 / 0.75 / 1 s: word error rate 0.198 / 0.169 / 0.178 / 0.146 / 0.156 / 0.162
 * (greedy: 0.205 without, 0.200 with 0.5 s).
 */
export const TRAILING_SILENCE = SAMPLE_RATE / 2;

/** Audio to transcribe (16 kHz mono samples in [-1, 1]) and the terms its decoding favours. */
export interface Stretch {
  samples: Float32Array;
  bias?: TermBias | null;
  /**
   * The text's first tokens, known already (from a transcription of the audio's beginning): the
   * decoder reads them in its first run and writes only the rest. Only for a stretch transcribed alone.
   */
  prefix?: readonly number[];
}

export interface DecodeOptions {
  /** Asked before each step; true stops the transcription with `Preempted`. */
  yieldTo?: () => boolean;
  /** Hypotheses kept per stretch (1: greedy). */
  beam?: number;
}

export interface MoonshineOptions {
  /** Folder with `encoder_model.onnx` and `decoder_model_merged.onnx`. */
  modelDir?: string;
  /** Threads of one inference (1: the server runs several answers side by side instead). */
  threads?: number;
  /** onnxruntime's session options over the ones chosen here (`npm run bench -- onnx-options` measures them). */
  session?: Pick<ort.InferenceSession.SessionOptions, 'executionMode' | 'graphOptimizationLevel' | 'interOpNumThreads'>;
}

/** A transcription stopped because it was no longer wanted, or more urgent work wanted the CPU. */
export class Preempted extends Error {
  constructor() {
    super('stopped: no longer wanted, or more urgent work came');
    this.name = 'Preempted';
  }
}

export class MoonshineModel {
  private readonly cache: CacheShape;
  private readonly allOutputs: readonly string[];
  private readonly stepOutputs: readonly string[];

  private constructor(
    private readonly encoder: ort.InferenceSession,
    private readonly decoder: ort.InferenceSession,
  ) {
    this.cache = cacheShapeOf(decoder);
    this.allOutputs = decoder.outputNames;
    this.stepOutputs = ['logits', ...this.cache.decoderHalf.map(presentOf)];
  }

  static async load(options: MoonshineOptions = {}): Promise<MoonshineModel> {
    const dir = options.modelDir ?? moonshineModelDir('base');
    for (const file of ['encoder_model.onnx', 'decoder_model_merged.onnx']) {
      if (!existsSync(path.join(dir, file))) throw new Error(`Moonshine model file missing: ${path.join(dir, file)} (npm install)`);
    }
    const session: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: options.threads ?? 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      // The weights are stored 8-bit with a DequantizeLinear before each use; with the runtime's
      // quantize-dequantize handling on, those nodes stay in the graph and dequantize the weights again
      // at every decoder step (a third of a step's time). Off, constant folding turns them into float
      // weights once, at load: a decoder step of one row 13.5 → 5.4 ms, of four rows 21.6 → 8.9 ms.
      extra: { session: { disable_quant_qdq: '1' } },
      ...options.session,
    };
    const encoder = await ort.InferenceSession.create(path.join(dir, 'encoder_model.onnx'), session);
    const decoder = await ort.InferenceSession.create(withQuantizedLogits(readFileSync(path.join(dir, 'decoder_model_merged.onnx'))).model, session);
    return new MoonshineModel(encoder, decoder);
  }

  /**
   * The text of 16 kHz mono samples in [-1, 1]; '' for less than a tenth of a second. `yieldTo` is
   * asked before each step (the encoder, then each token): once it says true, the transcription stops
   * with `Preempted` (work no longer wanted, or that may wait, gives the CPU back within a step, ~10 ms).
   */
  async transcribe(samples: Float32Array, bias: TermBias | null = null, yieldTo: () => boolean = () => false, beam = DEFAULT_BEAM): Promise<string> {
    const [text] = await this.transcribeAll([{ samples, bias }], { yieldTo, beam });
    return text;
  }

  /**
   * The texts of several stretches at once: one encoder run over them all (each followed by
   * `TRAILING_SILENCE`, the shorter ones by more) and one decoder run per step for every hypothesis
   * of every stretch (a decoder step costs mostly onnxruntime's work per operator, which a batch shares).
   *
   * Beam search: each stretch keeps its `beam` best token sequences, scored by log-probability with the
   * term bias's bonuses added; a sequence ends at the end token, a stretch once `beam` sequences have
   * ended, none alive scores above the best ended one per token, or it has its most tokens; the best
   * ended one per token is the text. `beam` 1 is greedy.
   */
  async transcribeAll(stretches: readonly Stretch[], { yieldTo = () => false, beam = DEFAULT_BEAM }: DecodeOptions = {}): Promise<string[]> {
    const texts = stretches.map(() => '');
    const heard = stretches.flatMap(({ samples }, index) => (samples.length < SAMPLE_RATE / 10 ? [] : [index]));
    if (heard.length === 0) return texts;
    if (heard.length > 1 && heard.some((index) => stretches[index].prefix?.length)) throw new Error('a prefix is only read for a stretch transcribed alone');
    const prefix = stretches[heard[0]].prefix ?? [];
    if (yieldTo()) throw new Preempted();
    const longest = Math.max(...heard.map((index) => stretches[index].samples.length)) + TRAILING_SILENCE;
    const input = new Float32Array(heard.length * longest);
    heard.forEach((index, k) => input.set(stretches[index].samples, k * longest));
    const hidden = (await this.encoder.run({ input_values: new ort.Tensor('float32', input, [heard.length, longest]) })).last_hidden_state;

    const searches = heard.map((index) => {
      const { samples, bias = null } = stretches[index];
      return new StretchSearch(Math.ceil((samples.length / SAMPLE_RATE) * TOKENS_PER_SECOND), Math.max(1, beam), bias, prefix);
    });
    // A row of the batch: a hypothesis and the stretch (its index in `searches`) it belongs to.
    let rows = searches.map((search, stretch) => ({ stretch, hypothesis: { tokens: [] as number[], score: 0, matches: search.prefixMatches } }));
    // The first step computes the encoder half of the cache from the encoder's states, one row per stretch.
    let cache = emptyCache(this.cache, rows.length);
    let encoderHalf: Record<string, ort.Tensor> = {};
    let rowHidden = hidden;
    let rowStretches = rows.map((row) => row.stretch);
    for (let step = 0; rows.length > 0; step++) {
      if (yieldTo()) throw new Preempted();
      const out = await this.decoder.run(
        {
          // The first run reads the start token and the prefix; each next one the token written last.
          input_ids:
            step === 0
              ? new ort.Tensor('int64', BigInt64Array.from(rows.flatMap(() => [START_TOKEN, ...prefix]), BigInt), [rows.length, 1 + prefix.length])
              : new ort.Tensor('int64', BigInt64Array.from(rows, (row) => BigInt(row.hypothesis.tokens.at(-1)!)), [rows.length, 1]),
          encoder_hidden_states: rowHidden,
          use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
          ...cache,
        },
        // After the first step the encoder half of the cache comes out unchanged: not fetched.
        step === 0 ? this.allOutputs : this.stepOutputs,
      );
      if (step === 0) encoderHalf = Object.fromEntries(this.cache.encoderHalf.map((name) => [name, out[presentOf(name)]]));
      const [, positions, vocabulary] = out.logits.dims;
      // The next token's logits: each row's last position.
      const logits = positions === 1 ? (out.logits.data as Float32Array) : lastPositions(out.logits.data as Float32Array, rows.length, positions, vocabulary);
      const next: typeof rows = [];
      const parents: number[] = [];
      searches.forEach((search, stretch) => {
        const own = rows.flatMap((row, at) => (row.stretch === stretch ? [{ at, hypothesis: row.hypothesis }] : []));
        if (own.length === 0) return;
        for (const { parent, hypothesis } of search.step(own, logits, vocabulary, step + 1)) {
          next.push({ stretch, hypothesis });
          parents.push(parent);
        }
      });
      if (next.length === 0) break;
      // The next batch: the decoder half of the cache follows each hypothesis' parent row; the encoder
      // half and the encoder's states follow its stretch.
      const nextStretches = next.map((row) => row.stretch);
      if (step === 0 || !sameNumbers(nextStretches, rowStretches)) {
        rowHidden = gather(hidden, nextStretches);
        for (const name of this.cache.encoderHalf) cache[name] = gather(encoderHalf[name], nextStretches);
      }
      for (const name of this.cache.decoderHalf) cache[name] = gather(out[presentOf(name)], parents);
      rows = next;
      rowStretches = nextStretches;
    }
    searches.forEach((search, k) => {
      texts[heard[k]] = llamaTokenizer.decode([...prefix, ...search.best()], false, false).trim();
    });
    return texts;
  }

  async close(): Promise<void> {
    await Promise.all([this.encoder.release(), this.decoder.release()]);
  }
}

type TermMatches = ReturnType<TermBias['advance']>;

interface Hypothesis {
  tokens: number[];
  /** Log-probability of the tokens, with the term bias's bonuses added. */
  score: number;
  /** The terms it is in the middle of (the bias's partial matches). */
  matches: TermMatches;
}

/**
 * A hypothesis' score per token, its end token counted: what ended hypotheses are compared by. The sum
 * alone favours stopping early (every token lowers it): a beam of 4 heard a short "No, thanks." as
 * nothing. Development answers, beam 4: word error rate 0.141 by the sum, 0.137 by the mean.
 */
const perToken = (h: Hypothesis) => h.score / (h.tokens.length + 1);

/** One stretch's beam: its hypotheses alive and ended. */
class StretchSearch {
  private readonly ended: Hypothesis[] = [];
  private done = false;

  /** The bias's partial matches after the prefix. */
  readonly prefixMatches: TermMatches;

  constructor(
    private readonly maxTokens: number,
    private readonly beam: number,
    private readonly bias: TermBias | null,
    private readonly prefix: readonly number[],
  ) {
    this.prefixMatches = bias ? prefix.reduce<TermMatches>((matches, token) => bias.advance(matches, token), []) : [];
  }

  /**
   * Extends the stretch's alive hypotheses (`at`: their rows in `logits`) by one token; returns the
   * ones still alive with their parent rows (none once the stretch is done).
   */
  step(alive: readonly { at: number; hypothesis: Hypothesis }[], logits: Float32Array, vocabulary: number, length: number): { parent: number; hypothesis: Hypothesis }[] {
    if (this.done) return [];
    const candidates = alive.flatMap(({ at, hypothesis }) =>
      likeliestTokens(logits, at * vocabulary, vocabulary, this.beam, this.bias?.bonuses(hypothesis.matches) ?? null).map(({ token, logProbability }) => ({
        parent: at,
        from: hypothesis,
        token,
        score: hypothesis.score + logProbability,
      })),
    );
    candidates.sort((a, b) => b.score - a.score);
    const kept: { parent: number; hypothesis: Hypothesis }[] = [];
    for (const { parent, from, token, score } of candidates) {
      if (kept.length === this.beam || this.ended.length === this.beam) break;
      if (token === END_TOKEN) {
        this.ended.push({ ...from, score });
        continue;
      }
      const matches = this.bias ? this.bias.advance(from.matches, token) : from.matches;
      kept.push({ parent, hypothesis: { tokens: [...from.tokens, token], score, matches } });
    }
    const bestEnded = Math.max(...this.ended.map(perToken));
    const full = this.prefix.length + length >= this.maxTokens;
    if (this.ended.length >= this.beam || full || kept.every(({ hypothesis }) => perToken(hypothesis) <= bestEnded)) {
      // Those alive at the last token count as ended.
      if (full) this.ended.push(...kept.map(({ hypothesis }) => hypothesis));
      this.done = true;
      return [];
    }
    return kept;
  }

  /** The tokens of the best hypothesis. */
  best(): number[] {
    return this.ended.reduce<Hypothesis | null>((best, h) => (best === null || perToken(h) > perToken(best) ? h : best), null)?.tokens ?? [];
  }
}

/**
 * A token this far below the best adds under e^-20 of its probability: left out of the normaliser
 * (even all 32,000 of them would change a log-probability by less than 10^-4), which spares the
 * exponential of most tokens (a beam of 4: 110 → 69 ms of such work per answer; at 30, few are spared).
 */
const NEGLIGIBLE_LOGIT = 20;

/**
 * The `count` likeliest next tokens of one row of logits, with their log-probabilities plus the
 * favoured tokens' bonuses (a favoured token joins them when its bonus lifts it high enough).
 */
function likeliestTokens(logits: Float32Array, offset: number, vocabulary: number, count: number, bonus: ReadonlyMap<number, number> | null): { token: number; logProbability: number }[] {
  let max = -Infinity;
  for (let id = 0; id < vocabulary; id++) if (logits[offset + id] > max) max = logits[offset + id];
  let sum = 0;
  // The best `count` (raw logits), kept sorted, best first.
  const top: { token: number; logit: number }[] = [];
  for (let id = 0; id < vocabulary; id++) {
    const logit = logits[offset + id];
    if (logit < max - NEGLIGIBLE_LOGIT) continue;
    sum += Math.exp(logit - max);
    if (top.length < count || logit > top[top.length - 1].logit) {
      let at = top.length;
      while (at > 0 && top[at - 1].logit < logit) at -= 1;
      top.splice(at, 0, { token: id, logit });
      if (top.length > count) top.pop();
    }
  }
  const normaliser = max + Math.log(sum);
  const scored = new Map(top.map(({ token, logit }) => [token, logit - normaliser + (bonus?.get(token) ?? 0)]));
  // A favoured token whose bonus does not lift it above the `count`th logit cannot be among the best.
  const floor = top[top.length - 1].logit;
  for (const [token, extra] of bonus ?? []) {
    if (token < vocabulary && !scored.has(token) && logits[offset + token] + extra > floor) scored.set(token, logits[offset + token] - normaliser + extra);
  }
  return [...scored]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([token, logProbability]) => ({ token, logProbability }));
}

/**
 * The decoder's cache inputs: each layer's self-attention half (grows a step at a time) and
 * cross-attention half, and their key/value heads and head size, read from the model (tiny: 6 layers,
 * 8 heads of 36; base: 8 layers, 8 heads of 52).
 */
interface CacheShape {
  decoderHalf: string[];
  encoderHalf: string[];
  heads: number;
  headSize: number;
}

function cacheShapeOf(decoder: ort.InferenceSession): CacheShape {
  const names = decoder.inputNames.filter((name) => name.startsWith('past_key_values.'));
  const first = (decoder.inputMetadata as readonly { name: string; isTensor: boolean; shape?: readonly (number | string)[] }[]).find(
    (input) => input.name === names[0],
  );
  const [, heads, , headSize] = first?.shape ?? [];
  if (names.length === 0 || typeof heads !== 'number' || typeof headSize !== 'number') throw new Error('Moonshine decoder: no cache inputs of a known shape');
  return {
    decoderHalf: names.filter((name) => name.includes('.decoder.')),
    encoderHalf: names.filter((name) => name.includes('.encoder.')),
    heads,
    headSize,
  };
}

/** The output that carries a cache input's next value. */
const presentOf = (name: string) => name.replace('past_key_values', 'present');

/** The cache of a first step: empty, `rows` rows. */
function emptyCache({ decoderHalf, encoderHalf, heads, headSize }: CacheShape, rows: number): Record<string, ort.Tensor> {
  return Object.fromEntries(
    [...decoderHalf, ...encoderHalf].map((name) => [name, new ort.Tensor('float32', new Float32Array(0), [rows, heads, 0, headSize])]),
  );
}

/** The last position's logits of each row, from logits of `positions` positions per row. */
function lastPositions(logits: Float32Array, rows: number, positions: number, vocabulary: number): Float32Array {
  const out = new Float32Array(rows * vocabulary);
  for (let row = 0; row < rows; row++) out.set(logits.subarray(((row + 1) * positions - 1) * vocabulary, (row + 1) * positions * vocabulary), row * vocabulary);
  return out;
}

/** The rows `rows` of a tensor (first dimension), in that order. */
function gather(tensor: ort.Tensor, rows: readonly number[]): ort.Tensor {
  const data = tensor.data as Float32Array;
  const size = data.length / tensor.dims[0];
  const out = new Float32Array(size * rows.length);
  rows.forEach((row, k) => out.set(data.subarray(row * size, (row + 1) * size), k * size));
  return new ort.Tensor('float32', out, [rows.length, ...tensor.dims.slice(1)]);
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, k) => value === b[k]);
