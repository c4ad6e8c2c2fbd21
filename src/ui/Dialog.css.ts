import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../styles/tokens';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.small,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  overflowY: 'auto',
  '@media': {
    [mediaQueries.tablet]: { alignItems: 'center', padding: vars.space.large },
  },
});

export const panel = style({
  position: 'relative',
  width: '100%',
  maxHeight: 'calc(100vh - 24px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.large,
  animation: `${rise} 180ms ease-out`,
  overflow: 'hidden',
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const size = styleVariants({
  small: { maxWidth: '420px' },
  medium: { maxWidth: '560px' },
  large: { maxWidth: '800px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.large} 0`,
});

export const headerText = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  margin: '-6px -8px 0 0',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
  },
});

export const body = style({
  padding: `${vars.space.medium} ${vars.space.large} 0`,
  overflowY: 'auto',
  color: vars.color.text,
  selectors: {
    '&:last-child': { paddingBottom: vars.space.large },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});
