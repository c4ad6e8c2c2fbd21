import { SCORE_MAX, SCORE_MIN } from '../../openapi/product';
import type { Draft, Phrase } from './phrases';
import type { Evidence, ScoreItem } from './types';

/** One scored area of the report with the advice its own evidence calls for. */
export interface ScoredArea {
  /** Shown to the candidate: "Teamwork", "Grammar" (phrases), "React" (a skill's name, as it is). */
  area: string | Phrase;
  section: 'technical' | 'soft' | 'english';
  item: Draft<ScoreItem> & { score: number; comment: Phrase; evidence: Evidence[] };
  /** A concrete next step, written from this area's measurements. */
  advice: Phrase;
}

export const mean = (values: readonly number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** A score on the report's scale, with one decimal. */
export const round1 = (n: number): number => Math.round(Math.max(SCORE_MIN, Math.min(SCORE_MAX, n)) * 10) / 10;


/** Evidence without repeats of the same quote, in the order given. */
export function uniqueEvidence(items: readonly Evidence[], limit = 3): Evidence[] {
  const seen = new Set<string>();
  const out: Evidence[] = [];
  for (const e of items) {
    const key = `${e.messageId}\u0000${e.quote}`;
    if (seen.has(key) || !e.quote) continue;
    seen.add(key);
    out.push(e);
    if (out.length >= limit) break;
  }
  return out;
}
