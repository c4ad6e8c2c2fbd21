import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({
  color: vars.color.danger,
  marginLeft: '2px',
});

export const hint = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
});

export const error = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
