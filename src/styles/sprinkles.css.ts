import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './tokens';
import { vars } from './theme.css';

const space = vars.space;

/** Layout properties that can change per breakpoint, mobile first: `{ mobile, tablet, desktop }`. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    alignSelf: ['auto', 'stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifySelf: ['auto', 'stretch', 'start', 'center', 'end'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
    maxWidth: { ...vars.contentWidth, full: '100%', none: 'none' },
    fontSize: vars.fontSize,
    lineHeight: vars.lineHeight,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

/** Visual properties that do not change with the screen size. */
const staticProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      secondary: vars.color.textSecondary,
      primary: vars.color.primary,
      /** The darker brand colour for text on light surfaces. */
      primaryActive: vars.color.primaryActive,
      success: vars.color.success,
      warning: vars.color.warning,
      orange: vars.color.orange,
      danger: vars.color.danger,
      onPrimary: vars.color.onPrimary,
      inherit: 'inherit',
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      primary: vars.color.primary,
      primarySoft: vars.color.primarySoft,
      successSoft: vars.color.successSoft,
      warningSoft: vars.color.warningSoft,
      dangerSoft: vars.color.dangerSoft,
      infoSoft: vars.color.infoSoft,
      transparent: 'transparent',
    },
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
      primarySoft: `1px solid ${vars.color.primarySoftBorder}`,
    },
    /** A rule above, between the rows of a list. */
    borderTop: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    fontStyle: ['normal', 'italic'],
    /** `anywhere`: a word longer than the line (an address, a user's text) breaks instead of overflowing. */
    overflowWrap: ['normal', 'anywhere'],
    whiteSpace: ['normal', 'nowrap', 'pre-line', 'pre-wrap'],
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
    flex: { fluid: '1 1 0%', auto: '1 1 auto', content: '0 0 auto', none: 'none' },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: { 0: '0' },
    /** `none` for lists laid out by Stack, Inline or Columns. */
    listStyle: ['none'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
/** A responsive value of a sprinkle: a value, `{ mobile, tablet, desktop }` or `[mobile, tablet, desktop]`. */
export type Space = keyof typeof vars.space;
