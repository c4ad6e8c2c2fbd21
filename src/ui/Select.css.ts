import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const control = style({
  position: 'relative',
  display: 'flex',
});

export const select = style({
  appearance: 'none',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xsmall} ${vars.space.xlarge} ${vars.space.xsmall} ${vars.space.small}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.primarySoftBorder}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

/** The native arrow is removed with `appearance: none`; this chevron replaces it. */
export const chevron = style({
  position: 'absolute',
  right: vars.space.small,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textSecondary,
});
