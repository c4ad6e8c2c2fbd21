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
  /**
   * Advice that other areas can share word for word but for their names (several skills each lacking
   * the same things): what it means, and the advice for all of them at once.
   */
  shared?: { meaning: string; advice: (areas: readonly string[]) => Phrase };
  /** Set when the area's own finding says no answer showed it ("No answer described working with others"). */
  notShown?: boolean;
}

/**
 * The highest score of an area whose own finding says no answer showed it: below the report's line for
 * work to do (recommendations.ts `WEAK`, the colour thresholds' yellow), so the score never says
 * "good" beside a finding that says "none" — and the area gets its advice.
 */
export const NOT_SHOWN_CEILING = 5;

/**
 * Holds each area whose finding says nothing showed it at `NOT_SHOWN_CEILING` (in place, after
 * calibration) and moves its section's score by the mean change of the section's `items`, as the
 * judge moves a section (judge.ts). Returns whether any score changed.
 */
export function holdNotShown(
  areas: readonly ScoredArea[],
  sections: Record<ScoredArea['section'], { score: number }>,
  items: Record<ScoredArea['section'], number>,
): boolean {
  let changed = false;
  for (const a of areas) {
    if (!a.notShown || a.item.measured === false || a.item.score <= NOT_SHOWN_CEILING) continue;
    const section = sections[a.section];
    section.score = round1(section.score - (a.item.score - NOT_SHOWN_CEILING) / Math.max(1, items[a.section]));
    a.item.score = NOT_SHOWN_CEILING;
    changed = true;
  }
  return changed;
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
