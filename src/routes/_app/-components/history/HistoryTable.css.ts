import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import type { ScoreTone } from '../../../../styles/score';

/**
 * A score badge in the report's band colours (src/styles/score.ts), the colours of the report's ring:
 * the band's colour on the surface, so 8.8 reads green here as it does on the report.
 */
const SCORE_COLOURS: Record<ScoreTone, string> = {
  excellent: vars.color.scoreExcellent,
  good: vars.color.scoreGood,
  fair: vars.color.scoreFair,
  low: vars.color.scoreLow,
};

export const scoreBadge = styleVariants(SCORE_COLOURS, (colour) => ({
  background: vars.color.surface,
  color: colour,
  borderColor: colour,
}));

/** The reason under a status badge: wraps within the cell, at most a line length wide. */
export const reason = style({
  maxWidth: '32ch',
});
