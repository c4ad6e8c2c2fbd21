/**
 * Small n-gram language models written as ARPA text, built in code at start-up:
 * - a trigram model with interpolated modified Kneser-Ney smoothing (Chen & Goodman 1998), written
 *   in back-off form (each listed n-gram carries its interpolated probability; a context's back-off
 *   weight is its interpolation weight, which makes the two forms equal);
 * - a unigram model giving every word of a vocabulary the same probability.
 */

const BOS = '<s>';
const EOS = '</s>';

type Counts = Map<string, number>;

function bump(map: Counts, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

function log10(p: number): string {
  return p > 0 ? Math.log10(p).toFixed(6) : '-99.000000';
}

/** Modified KN discounts D1, D2, D3+ from the counts of counts of one order. */
function discounts(counts: Iterable<number>): [number, number, number] {
  const n = [0, 0, 0, 0, 0];
  for (const c of counts) if (c <= 4) n[c]++;
  const fallback: [number, number, number] = [0.5, 1.0, 1.5];
  if (n[1] === 0 || n[2] === 0) return fallback;
  const y = n[1] / (n[1] + 2 * n[2]);
  const d1 = 1 - (2 * y * n[2]) / n[1];
  const d2 = n[3] ? 2 - (3 * y * n[3]) / n[2] : fallback[1];
  const d3 = n[3] && n[4] ? 3 - (4 * y * n[4]) / n[3] : fallback[2];
  // Tiny corpora can give non-increasing or out-of-range values; keep each within (0, c).
  const clamp = (d: number, max: number, dflt: number) => (d > 0 && d < max ? d : dflt);
  return [clamp(d1, 1, 0.5), clamp(d2, 2, 1.0), clamp(d3, 3, 1.5)];
}

function discountFor(count: number, d: [number, number, number]): number {
  return count >= 3 ? d[2] : d[count - 1];
}

export interface ArpaStats {
  sentences: number;
  unigrams: number;
  bigrams: number;
  trigrams: number;
}

/**
 * Trigram ARPA model of the sentences (each already a list of words). `<s>`/`</s>` are added.
 */
export function buildKneserNeyTrigramArpa(sentences: readonly (readonly string[])[]): { arpa: string; stats: ArpaStats } {
  const tri: Counts = new Map(); // "a b c" → count
  for (const sentence of sentences) {
    const words = [BOS, BOS, ...sentence, EOS];
    for (let i = 2; i < words.length; i++) bump(tri, `${words[i - 2]} ${words[i - 1]} ${words[i]}`);
  }
  // The padding trigram "<s> <s> w" stands for the bigram "<s> w"; drop it from the trigram level.
  const trigramCounts: Counts = new Map();
  const bigramRaw: Counts = new Map();
  for (const [key, count] of tri) {
    const [a, b, c] = key.split(' ');
    if (a === BOS && b === BOS) bump(bigramRaw, `${b} ${c}`, count);
    else trigramCounts.set(key, count);
  }
  // Lower orders use continuation counts (distinct left contexts), except n-grams that start the
  // sentence, which cannot be extended to the left and keep their raw counts.
  const bigramCounts: Counts = new Map(bigramRaw);
  for (const key of trigramCounts.keys()) {
    const [, b, c] = key.split(' ');
    bump(bigramCounts, `${b} ${c}`);
  }
  const unigramCounts: Counts = new Map();
  for (const key of bigramCounts.keys()) {
    const [, c] = key.split(' ');
    bump(unigramCounts, c);
  }

  const d3 = discounts(trigramCounts.values());
  const d2 = discounts(bigramCounts.values());
  const d1 = discounts(unigramCounts.values());

  // Unigrams, interpolated with the uniform distribution over the vocabulary (without <s>).
  const vocabulary = [...unigramCounts.keys()].sort();
  const uniTotal = [...unigramCounts.values()].reduce((a, b) => a + b, 0);
  const uniMass = [0, 0, 0];
  for (const c of unigramCounts.values()) uniMass[Math.min(c, 3) - 1]++;
  const uniGamma = (d1[0] * uniMass[0] + d1[1] * uniMass[1] + d1[2] * uniMass[2]) / uniTotal;
  const pUni = new Map<string, number>();
  for (const w of vocabulary) {
    const c = unigramCounts.get(w) ?? 0;
    pUni.set(w, Math.max(c - discountFor(c, d1), 0) / uniTotal + uniGamma / vocabulary.length);
  }

  // Per-context totals and the number of continuations seen once, twice, three+ times.
  function contextStats(counts: Counts): Map<string, { total: number; n: [number, number, number] }> {
    const stats = new Map<string, { total: number; n: [number, number, number] }>();
    for (const [key, c] of counts) {
      const context = key.slice(0, key.lastIndexOf(' '));
      let s = stats.get(context);
      if (!s) stats.set(context, (s = { total: 0, n: [0, 0, 0] }));
      s.total += c;
      s.n[Math.min(c, 3) - 1]++;
    }
    return stats;
  }
  const gammaOf = (s: { total: number; n: [number, number, number] }, d: [number, number, number]) =>
    (d[0] * s.n[0] + d[1] * s.n[1] + d[2] * s.n[2]) / s.total;

  const biStats = contextStats(bigramCounts);
  const biGamma = new Map<string, number>();
  for (const [context, s] of biStats) biGamma.set(context, gammaOf(s, d2));
  const pBi = new Map<string, number>();
  for (const [key, c] of bigramCounts) {
    const [a, b] = key.split(' ');
    const s = biStats.get(a)!;
    pBi.set(key, Math.max(c - discountFor(c, d2), 0) / s.total + biGamma.get(a)! * pUni.get(b)!);
  }
  const pBiFull = (a: string, b: string): number => pBi.get(`${a} ${b}`) ?? (biGamma.get(a) ?? 1) * pUni.get(b)!;

  const triStats = contextStats(trigramCounts);
  const triGamma = new Map<string, number>();
  for (const [context, s] of triStats) triGamma.set(context, gammaOf(s, d3));
  const pTri = new Map<string, number>();
  for (const [key, c] of trigramCounts) {
    const [a, b, w] = key.split(' ');
    const s = triStats.get(`${a} ${b}`)!;
    pTri.set(key, Math.max(c - discountFor(c, d3), 0) / s.total + triGamma.get(`${a} ${b}`)! * pBiFull(b, w));
  }

  const lines: string[] = ['\\data\\', `ngram 1=${vocabulary.length + 1}`, `ngram 2=${pBi.size}`, `ngram 3=${pTri.size}`, ''];
  lines.push('\\1-grams:');
  lines.push(`-99.000000\t${BOS}\t${log10(biGamma.get(BOS) ?? 1)}`);
  for (const w of vocabulary) {
    const bow = biGamma.get(w);
    lines.push(`${log10(pUni.get(w)!)}\t${w}${bow !== undefined ? `\t${log10(bow)}` : ''}`);
  }
  lines.push('', '\\2-grams:');
  for (const [key, p] of [...pBi].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const bow = triGamma.get(key);
    lines.push(`${log10(p)}\t${key}${bow !== undefined ? `\t${log10(bow)}` : ''}`);
  }
  lines.push('', '\\3-grams:');
  for (const [key, p] of [...pTri].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) lines.push(`${log10(p)}\t${key}`);
  lines.push('', '\\end\\', '');
  return {
    arpa: lines.join('\n'),
    stats: { sentences: sentences.length, unigrams: vocabulary.length + 1, bigrams: pBi.size, trigrams: pTri.size },
  };
}

/** A unigram ARPA model: the words, equally likely. */
export function buildUnigramArpa(words: Iterable<string>): string {
  const unique = [...new Set(words)].filter((w) => w !== BOS && w !== EOS).sort();
  const p = log10(1 / (unique.length + 1));
  const lines = ['\\data\\', `ngram 1=${unique.length + 2}`, '', '\\1-grams:', `-99.000000\t${BOS}`, `${p}\t${EOS}`];
  for (const w of unique) lines.push(`${p}\t${w}`);
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}

/**
 * Probability of `w` after `a b` in an ARPA model held as maps (for tests): standard back-off.
 */
export function parseArpa(arpa: string): (history: string[], word: string) => number {
  const prob = new Map<string, number>();
  const bow = new Map<string, number>();
  for (const line of arpa.split('\n')) {
    const parts = line.split('\t');
    if (parts.length < 2 || !/^-?\d/.test(parts[0])) continue;
    prob.set(parts[1], Number(parts[0]));
    if (parts[2] !== undefined) bow.set(parts[1], Number(parts[2]));
  }
  const lookup = (ngram: string[]): number => {
    const key = ngram.join(' ');
    const p = prob.get(key);
    if (p !== undefined) return p;
    if (ngram.length === 1) return -99;
    return (bow.get(ngram.slice(0, -1).join(' ')) ?? 0) + lookup(ngram.slice(1));
  };
  return (history, word) => 10 ** lookup([...history.slice(-2), word]);
}
