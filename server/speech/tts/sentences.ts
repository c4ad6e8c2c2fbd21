/**
 * Splits an interviewer's reply into pieces to synthesize and send one by one (a `role` message
 * each), so the first audio leaves while the rest is still being synthesized.
 */

/** Words whose trailing dot does not end a sentence (compared lowercase, without the final dot). */
const NEVER_FINAL = new Set([
  'e.g', 'i.e', 'eg', 'ie', 'cf', 'vs', 'viz', 'approx', 'ca',
  'dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'sr', 'jr', 'st', 'mt', 'rev', 'hon', 'gen', 'col', 'capt', 'lt', 'sgt',
  'no', 'nos', 'fig', 'figs', 'vol', 'pp', 'dept', 'est', 'inc', 'ltd', 'co', 'corp', 'jan', 'feb', 'mar', 'apr',
  'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'u.s', 'u.k', 'ph.d', 'a.m', 'p.m',
]);

const CLOSERS = `"'”’)]}»`;

/**
 * Sentences of `text`, trimmed, in order. A sentence ends at `.`, `!`, `?` or `…` (with any closing
 * quotes or brackets) followed by white space and then not a lowercase letter, or at a blank line.
 * Not at abbreviations (e.g., Dr., vs.), initials (J. Smith), decimals (3.5) or names with dots
 * (Node.js, ASP.NET).
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const push = (end: number) => {
    const sentence = text.slice(start, end).replace(/\s+/g, ' ').trim();
    if (sentence) sentences.push(sentence);
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n' && /^\n\s*\n/.test(text.slice(i))) {
      push(i);
      continue;
    }
    if (!'.!?…'.includes(ch)) continue;
    let end = i + 1;
    while (end < text.length && '.!?…'.includes(text[end])) end++;
    while (end < text.length && CLOSERS.includes(text[end])) end++;
    if (end < text.length && !/\s/.test(text[end])) {
      i = end - 1;
      continue; // 3.5, Node.js, "e.g.," …
    }
    const next = text.slice(end).match(/^\s*(\S)/)?.[1];
    if (next && /\p{Ll}/u.test(next)) {
      i = end - 1;
      continue; // "… approx. five", "etc. and"
    }
    if (ch === '.' && end === i + 1) {
      const word = text.slice(0, i).match(/(\S+)$/)?.[1] ?? '';
      const bare = word.replace(/^[("'“‘[]+/, '').toLowerCase();
      if (NEVER_FINAL.has(bare) || /^\p{L}$/u.test(bare) || /^(\p{L}\.)+\p{L}$/u.test(bare)) continue; // Dr. · J. · U.S.
    }
    push(end);
    i = end - 1;
  }
  push(text.length);
  return sentences;
}

export interface SpeechChunkOptions {
  /**
   * A piece shorter than this takes the next sentence along when that one is short too (under twice
   * this), so "Thanks. That makes sense." goes as one but a long question keeps its own piece
   * (default 40 characters).
   */
  minChars?: number;
  /** Longer sentences are cut at a clause boundary (`,` `;` `:` `—`) near the middle (default 240). */
  maxChars?: number;
}

function cutLong(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const middle = sentence.length / 2;
  let best = -1;
  for (const match of sentence.matchAll(/[,;:—–] /g)) {
    const at = match.index! + 1;
    if (best < 0 || Math.abs(at - middle) < Math.abs(best - middle)) best = at;
  }
  if (best < 0 || best < 20 || sentence.length - best < 20) return [sentence];
  return [...cutLong(sentence.slice(0, best).trim(), maxChars), ...cutLong(sentence.slice(best).trim(), maxChars)];
}

/** Sentences, short ones paired, very long ones cut at a clause boundary. */
export function splitForSpeech(text: string, { minChars = 40, maxChars = 240 }: SpeechChunkOptions = {}): string[] {
  const pieces = splitSentences(text).flatMap((sentence) => cutLong(sentence, maxChars));
  const chunks: string[] = [];
  for (const piece of pieces) {
    const last = chunks.length - 1;
    if (last >= 0 && chunks[last].length < minChars && piece.length < 2 * minChars && chunks[last].length + 1 + piece.length <= maxChars) {
      chunks[last] = `${chunks[last]} ${piece}`;
    } else chunks.push(piece);
  }
  return chunks;
}
