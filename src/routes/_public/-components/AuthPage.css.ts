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

/** Remember me on the left, "Forgot password?" on the right; wraps on narrow cards. */
export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const providers = style({
  display: 'grid',
  gap: vars.space.small,
});

export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/** A centred status (loading, success) inside the card. */
export const statusBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.large} 0`,
  textAlign: 'center',
});
