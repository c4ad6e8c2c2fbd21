import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const group = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: '2px',
  gap: '2px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 40 × 40 targets: WCAG 2.5.8 asks 24, phones want more.
  minWidth: '40px',
  minHeight: '40px',
  padding: `0 ${vars.space.xsmall}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, color: vars.color.primaryActive },
  },
});
