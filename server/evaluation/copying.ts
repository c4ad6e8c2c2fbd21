import { CONTENT_POS, LIGHT, type Token } from '../language/tagger';
import type { Span } from './metrics';

/**
 * Copying: what an answer takes from the texts the candidate was given — the scenario's description,
 * skills, requirements and responsibilities, and the question it answers — rather than brings. Both
 * sides are read as lemmas (wink-nlp, tagger.ts), so "designed" and "design", "services" and "service"
 * are one word. Two ways of copying are found:
 * - copied: a run of at least `COPIED_NGRAM` words (lemmas, punctuation ignored) that also stands in
 *   one of the texts, word for word;
 * - lightly rephrased: a stretch of `WINDOW` content words of which most neighbouring pairs
 *   (`REPHRASED_CONTAINMENT`) also stand near each other in one of the texts (either order, within
 *   `PAIR_REACH` content words): the posting's sentences with words swapped, dropped or added.
 * Naming a skill of the posting ("we used Kafka"), or a phrase of two or three of its words, is
 * neither: an honest answer talks about the job in the job's own terms.
 *
 * The question said back as the answer (read-back) is the case where the text is the question; an
 * answer that is mostly the posting's texts is the same thing with the posting (answers.ts gates both).
 * Below that, the copied part is removed from the evidence the answer is scored on: it earns nothing,
 * what the candidate added still counts.
 */

/** Words in a row shared with a text that make a copied phrase. */
export const COPIED_NGRAM = 4;
/** Content words a stretch of rephrasing is judged over (a shorter answer is judged whole). */
export const WINDOW = 8;
/** Share of a stretch's neighbouring content-word pairs found in a text at which the stretch is rephrased from it. */
export const REPHRASED_CONTAINMENT = 0.5;
/** Content words apart in a text that still make a pair. */
export const PAIR_REACH = 3;
/** Share of an answer's content copied that the report points out (its coaching and the indicators). */
export const NOTED_COPYING = 0.25;
/** Fewest content words an answer needs to be judged for rephrasing at all. */
const FEWEST_CONTENT = 4;

/** The texts an answer may copy from, indexed: word n-grams and near content-word pairs. */
export interface SourceIndex {
  grams: Set<string>;
  pairs: Set<string>;
}

interface Word {
  lemma: string;
  content: boolean;
  /** Index among the tokens. */
  token: number;
}

const WORDY = /[\p{L}\p{N}]/u;
const wordsOf = (toks: readonly Token[]): Word[] =>
  toks.flatMap((t, token) =>
    WORDY.test(t.text) ? [{ lemma: t.lemma.toLowerCase(), content: CONTENT_POS.has(t.pos) && !LIGHT.has(t.lemma) && t.lemma.length > 1, token }] : [],
  );
const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** Indexes texts (each tokenised, so n-grams never run from one text into the next). */
export function indexSources(texts: ReadonlyArray<readonly Token[]>): SourceIndex {
  const grams = new Set<string>();
  const pairs = new Set<string>();
  for (const toks of texts) {
    const words = wordsOf(toks);
    for (let i = 0; i + COPIED_NGRAM <= words.length; i += 1) grams.add(words.slice(i, i + COPIED_NGRAM).map((w) => w.lemma).join(' '));
    const content = words.filter((w) => w.content).map((w) => w.lemma);
    for (let i = 0; i < content.length; i += 1) for (let k = i + 1; k <= i + PAIR_REACH && k < content.length; k += 1) pairs.add(pairKey(content[i], content[k]));
  }
  return { grams, pairs };
}

export interface Copying {
  /** Share of the answer's content words that are copied or lightly rephrased from the given texts, 0–1. */
  share: number;
  /** Where the copied words are in the answer's text (merged, in order). */
  spans: Span[];
}

/** Where each token is in the text (sequentially; null when the tagger changed its form). */
export function offsetsOf(text: string, toks: readonly Token[]): Array<Span | null> {
  let at = 0;
  return toks.map((t) => {
    const i = text.indexOf(t.text, at);
    if (i < 0) return null;
    at = i + t.text.length;
    return { start: i, end: at };
  });
}

/** What of an answer (its text and its tokens) is copied or lightly rephrased from the indexed texts. */
export function copyingOf(text: string, toks: readonly Token[], sources: readonly SourceIndex[]): Copying {
  const words = wordsOf(toks);
  const copied = new Array<boolean>(words.length).fill(false);
  // Word for word: every word of a shared run of COPIED_NGRAM words.
  for (let i = 0; i + COPIED_NGRAM <= words.length; i += 1) {
    const gram = words.slice(i, i + COPIED_NGRAM).map((w) => w.lemma).join(' ');
    if (sources.some((s) => s.grams.has(gram))) for (let k = i; k < i + COPIED_NGRAM; k += 1) copied[k] = true;
  }
  // Lightly rephrased: a stretch whose neighbouring content words mostly stand together in a text.
  const content = words.map((w, i) => ({ w, i })).filter((x) => x.w.content);
  if (content.length >= FEWEST_CONTENT) {
    const width = Math.min(WINDOW, content.length);
    const shared = content.slice(1).map((x, k) => sources.some((s) => s.pairs.has(pairKey(content[k].w.lemma, x.w.lemma))));
    for (let start = 0; start + width <= content.length; start += 1) {
      const within = shared.slice(start, start + width - 1);
      if (within.filter(Boolean).length < REPHRASED_CONTAINMENT * within.length) continue;
      // The words of its shared pairs, and what lies between the two words of each.
      for (let k = start; k + 1 < start + width; k += 1) {
        if (shared[k]) for (let w = content[k].i; w <= content[k + 1].i; w += 1) copied[w] = true;
      }
    }
  }
  const contentWords = words.filter((w) => w.content).length;
  const share = contentWords ? words.filter((w, i) => w.content && copied[i]).length / contentWords : 0;
  const offsets = offsetsOf(text, toks);
  const spans: Span[] = [];
  for (const [i, w] of words.entries()) {
    const at = copied[i] ? offsets[w.token] : null;
    if (!at) continue;
    const last = spans[spans.length - 1];
    // Words next to each other (only spaces or punctuation between) make one span.
    if (last && !/[\p{L}\p{N}]/u.test(text.slice(last.end, at.start))) last.end = at.end;
    else spans.push({ ...at });
  }
  return { share, spans };
}

/** The text with the spans blanked out (spaces, so every offset into it stays an offset into the text). */
export function withoutSpans(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = `${out.slice(0, s.start)}${' '.repeat(s.end - s.start)}${out.slice(s.end)}`;
  return out;
}
