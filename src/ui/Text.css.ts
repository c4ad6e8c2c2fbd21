import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const base = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
  standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
  large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
});

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  secondary: { color: vars.color.textSecondary },
  brand: { color: vars.color.primary },
  positive: { color: vars.color.success },
  caution: { color: vars.color.warning },
  critical: { color: vars.color.danger },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
  bold: { fontWeight: vars.fontWeight.bold },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
