import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

/** "Just completed" beside the position of the interview that has just ended. */
export const justCompleted = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryActive,
});
