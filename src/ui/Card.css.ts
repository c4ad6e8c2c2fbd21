import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../styles/tokens';
import { vars } from '../styles/theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.medium },
      medium: {
        padding: vars.space.medium,
        '@media': { [mediaQueries.tablet]: { padding: vars.space.large } },
      },
      large: {
        padding: vars.space.large,
        '@media': { [mediaQueries.tablet]: { padding: vars.space.xlarge } },
      },
    },
    tone: {
      default: {},
      muted: { background: vars.color.surfaceMuted },
      brand: { background: vars.color.primarySoft, borderColor: vars.color.primarySoftBorder },
    },
    elevation: {
      flat: { boxShadow: 'none' },
      raised: { boxShadow: vars.shadow.small },
      floating: { boxShadow: vars.shadow.medium },
    },
    /** The card is (or holds) a link to open: it lifts under the pointer. */
    interactive: {
      true: {
        transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
        selectors: {
          '&:hover': { borderColor: vars.color.primarySoftBorder, boxShadow: vars.shadow.medium },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'medium', tone: 'default', elevation: 'raised', interactive: false },
});
