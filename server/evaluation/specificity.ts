import { stem } from '../language/text';
import { THEMES } from '../language/vocabulary';
import { spokenRank } from '../language/frequency';

/**
 * Whether a word names something specific: a word rare in everyday spoken English (the spoken
 * frequencies of server/language/frequency.ts) or absent from it ("idempotent", "runbook", "p95",
 * "figma", "latency"), and not one of the words every behavioural answer uses (stakeholder, feedback:
 * the interviewer's theme vocabularies). "team", "process", "result", "quality" and "passion" are
 * common and say little. Nothing here is fitted to the labelled interviews.
 */

/** Words ranked above this in spoken English are everyday words. */
const EVERYDAY_RANK = 9000;

let behavioural: Set<string> | null = null;

/** Whether a word (a lemma, lower case) names something specific rather than everyday. */
export function isSpecificTerm(word: string): boolean {
  behavioural ??= new Set(Object.values(THEMES).flatMap((t) => t.vocab.map(stem)));
  const w = word.toLowerCase();
  if (w.length < 2 || behavioural.has(stem(w))) return false;
  const rank = spokenRank(w);
  return rank === null || rank >= EVERYDAY_RANK;
}
