import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const mark = style({
  color: vars.color.primary,
  flexShrink: 0,
});
