import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Words someone said (an interviewer's welcome, an answer's evidence): small text on a tinted block with a bar on the left. */
export const quotation = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderLeft: `3px solid ${vars.color.primarySoftBorder}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
