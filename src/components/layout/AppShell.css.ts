import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';

export const shell = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: '1 1 auto',
  width: '100%',
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  selectors: {
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [mediaQueries.tablet]: { padding: `${vars.space.xlarge} ${vars.space.large} ${vars.space.xxxlarge}` },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: '-100px',
  zIndex: 200,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:focus': { top: vars.space.xsmall },
  },
});
