import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

/** A quick action: the whole card is the link. */
export const action = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  height: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primarySoftBorder, boxShadow: vars.shadow.medium },
  },
});
