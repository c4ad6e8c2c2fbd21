import { style } from '@vanilla-extract/css';

export const stack = style({
  minWidth: 0,
});
