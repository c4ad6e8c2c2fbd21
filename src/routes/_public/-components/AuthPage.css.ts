import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** "Or continue with" between the form and the provider buttons. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: '1 1 auto',
      height: '1px',
      background: vars.color.border,
    },
  },
});
