import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

/** A row of Account Management: a rule above every row but the first. */
export const accountRow = style({
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-of-type': { paddingTop: 0, borderTop: 'none' },
  },
});
