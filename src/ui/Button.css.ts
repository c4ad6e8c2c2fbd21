import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}, color ${vars.transition.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.small,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover },
          '&:active:not(:disabled)': { background: vars.color.primaryActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.small,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
            borderColor: vars.color.borderControl,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceHover },
        },
      },
      danger: {
        background: vars.color.dangerSolid,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.small,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.dangerSolidHover },
        },
      },
    },
    size: {
      small: {
        minHeight: '32px',
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      medium: {
        minHeight: '40px',
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      large: {
        minHeight: '48px',
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.standard,
        lineHeight: vars.lineHeight.standard,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});
