import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';

export const page = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.large,
  minHeight: '100vh',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  background: `radial-gradient(1200px 480px at 50% -120px, ${vars.color.primarySoft}, transparent 70%), ${vars.color.background}`,
  '@media': {
    [mediaQueries.tablet]: {
      justifyContent: 'center',
      padding: `${vars.space.xxlarge} ${vars.space.large}`,
    },
  },
});

/** The language switch, at the top right above the product name. */
export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  width: '100%',
});

export const brand = style({
  width: '100%',
  maxWidth: vars.contentWidth.small,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
});

export const productName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.h3,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
});

export const tagline = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
});

export const main = style({
  width: '100%',
  maxWidth: vars.contentWidth.small,
});

export const card = style({
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.medium,
  padding: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.xlarge },
  },
});
