import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

/** The editor takes the bubble's place, as wide as an answer needs to be read and corrected. */
export const editor = style({ width: 'min(100%, 36rem)' });

export const field = style({
  display: 'block',
  width: '100%',
  minHeight: '4.5rem',
  '@media': { [mediaQueries.tablet]: { minHeight: '6rem' } },
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  boxSizing: 'border-box',
});

/** The "Corrected" mark under a corrected answer. */
export const mark = style({ fontSize: '0.75rem', color: vars.color.textSecondary, fontStyle: 'italic' });
