import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

/**
 * The SVG has no viewBox, so its text keeps its real size at every width; x runs in percent of the
 * plot (its wrapper's padding holds the score labels and half a point).
 */
export const svg = style({
  display: 'block',
  width: '100%',
  overflow: 'visible',
});

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
});

export const baseLine = style([gridLine, { stroke: vars.color.borderStrong }]);

export const axisLabel = style({
  fill: vars.color.textSecondary,
  fontSize: vars.fontSize.xsmall,
  fontFamily: vars.font.body,
});

export const trendLine = style({
  stroke: vars.color.borderControl,
  strokeWidth: 2,
  strokeLinecap: 'round',
});

export const point = style({
  stroke: vars.color.surface,
  strokeWidth: 2,
});
