import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textDisabled },
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.primarySoftBorder}`,
    },
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.primarySoftBorder}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px ${vars.color.dangerBorder}` },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed', color: vars.color.textDisabled },
    '&[readonly]': { background: vars.color.surfaceMuted, boxShadow: 'none' },
  },
});

