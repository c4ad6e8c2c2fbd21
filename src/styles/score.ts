import { SCORE_COLOUR_THRESHOLDS } from '../../openapi/product';
import { vars } from './theme.css';

/** The score bands of the report (spec §2, §9): 8 or more, 6 or more, 4 or more, else. */
export type ScoreTone = 'excellent' | 'good' | 'fair' | 'low';

export const SCORE_THRESHOLDS = { excellent: SCORE_COLOUR_THRESHOLDS.green, good: SCORE_COLOUR_THRESHOLDS.yellow, fair: SCORE_COLOUR_THRESHOLDS.orange } as const;

export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_THRESHOLDS.excellent) return 'excellent';
  if (score >= SCORE_THRESHOLDS.good) return 'good';
  if (score >= SCORE_THRESHOLDS.fair) return 'fair';
  return 'low';
}

/** The CSS colour (a theme variable) of a 0–10 score. */
export function scoreColor(score: number): string {
  const tone = scoreTone(score);
  return {
    excellent: vars.color.scoreExcellent,
    good: vars.color.scoreGood,
    fair: vars.color.scoreFair,
    low: vars.color.scoreLow,
  }[tone];
}
