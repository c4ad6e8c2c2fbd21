import { SCORE_MAX, SCORE_MIN } from '../../openapi/product';
import type { Evidence, ScoreItem } from './types';

/** One scored area of the report with the advice its own evidence calls for. */
export interface ScoredArea {
  /** Shown to the candidate: "Teamwork", "Grammar", "React". */
  area: string;
  section: 'technical' | 'soft' | 'english';
  item: ScoreItem & { score: number; comment: string; evidence: Evidence[] };
  /** A concrete next step, written from this area's measurements. */
  advice: string;
}

export const mean = (values: readonly number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** A score on the report's scale, with one decimal. */
export const round1 = (n: number): number => Math.round(Math.max(SCORE_MIN, Math.min(SCORE_MAX, n)) * 10) / 10;

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "x of n answers". */
export const ofAnswers = (x: number, n: number): string => `${x} of ${plural(n, 'answer')}`;

export const fixed = (n: number, digits = 1): string => n.toFixed(digits);

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
