import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

/**
 * The SVG has no viewBox, so its text keeps its real size at every width; x runs in percent of the
 * plot. The padding holds what overflows the plot: the score labels on the left, half a point on
 * the right.
 */
export const plot = style({
  paddingLeft: vars.space.xlarge,
  paddingRight: vars.space.small,
  '@media': { [mediaQueries.tablet]: { paddingLeft: vars.space.xxlarge, paddingRight: vars.space.large } },
});

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
