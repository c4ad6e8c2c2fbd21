import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  minHeight: '24px',
});

export const input = style({
  width: '18px',
  height: '18px',
  margin: '1px 0 0',
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const description = style({
  display: 'block',
  color: vars.color.textSecondary,
});

export const label = style({
  cursor: 'pointer',
});
