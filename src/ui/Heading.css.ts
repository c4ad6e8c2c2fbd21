import { styleVariants, style } from '@vanilla-extract/css';
import { mediaQueries } from '../styles/tokens';
import { vars } from '../styles/theme.css';

export const base = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  1: {
    fontSize: vars.fontSize.h2,
    lineHeight: vars.lineHeight.h2,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.02em',
    '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.h1, lineHeight: vars.lineHeight.h1 } },
  },
  2: {
    fontSize: vars.fontSize.h3,
    lineHeight: vars.lineHeight.h3,
    '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.h2, lineHeight: vars.lineHeight.h2 } },
  },
  3: { fontSize: vars.fontSize.h3, lineHeight: vars.lineHeight.h3 },
  4: { fontSize: vars.fontSize.h4, lineHeight: vars.lineHeight.h4 },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
