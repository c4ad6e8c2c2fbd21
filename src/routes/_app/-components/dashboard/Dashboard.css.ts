import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

/** A quick action's link (a card): it fills its cell and reads as text. */
export const action = style({
  height: '100%',
  color: vars.color.text,
  textDecoration: 'none',
});
