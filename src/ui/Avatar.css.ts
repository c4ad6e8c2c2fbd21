import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  color: '#ffffff',
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
});

export const size = styleVariants({
  small: { width: '28px', height: '28px', fontSize: '11px' },
  medium: { width: '36px', height: '36px', fontSize: vars.fontSize.small },
  large: { width: '48px', height: '48px', fontSize: vars.fontSize.large },
});

/** Dark enough that white initials pass AA (≥ 4.5:1) on each. */
export const palette = styleVariants({
  indigo: { background: '#4f46e5' },
  teal: { background: '#0f766e' },
  violet: { background: '#7c3aed' },
  sky: { background: '#0369a1' },
  emerald: { background: '#047857' },
  slate: { background: '#475569' },
  pink: { background: '#be185d' },
  amber: { background: '#b45309' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
