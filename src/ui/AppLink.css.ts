import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const link = recipe({
  base: {
    fontWeight: vars.fontWeight.medium,
    textDecorationThickness: '1px',
    textUnderlineOffset: '3px',
    borderRadius: '2px',
    cursor: 'pointer',
    transition: `color ${vars.transition.fast}`,
  },
  variants: {
    tone: {
      brand: {
        color: vars.color.primary,
        selectors: { '&:hover': { color: vars.color.primaryActive } },
      },
      neutral: {
        color: vars.color.text,
        selectors: { '&:hover': { color: vars.color.primary } },
      },
      secondary: {
        color: vars.color.textSecondary,
        selectors: { '&:hover': { color: vars.color.text } },
      },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: {
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});
