import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';

export const panel = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.medium}`,
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primaryActive },
  },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.small,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});

export const greeting = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});
