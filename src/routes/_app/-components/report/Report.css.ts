import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';
import { quotation } from '../../../../styles/utilities.css';

// ---- summary card

export const summary = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.xxsmall} ${vars.space.large}`,
  margin: 0,
});



export const ringTrack = style({
  stroke: vars.color.border,
});

export const ringValue = style({
  transition: `stroke-dashoffset ${vars.transition.standard}`,
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

export const ringScore = style({
  fontFamily: vars.font.body,
  fontSize: '30px',
  fontWeight: vars.fontWeight.bold,
});

export const ringScale = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fill: vars.color.textSecondary,
});

// ---- tabs and score bars

/**
 * On phones the list wraps: a tab is never narrower than its longest word, so a long label
 * ("Профессиональные навыки" at 360 px) pushes the last tab onto a second row instead of being cut or
 * running under its neighbour. From tablets on the tabs sit in one row at their own width.
 */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xxsmall,
  rowGap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.tablet]: { flexWrap: 'nowrap', overflowX: 'auto' },
  },
});

/** On phones the tabs of a row share its width (labels wrap between words); from tablets on they sit at their own width. */
export const tab = style({
  flex: '1 1 0',
  minWidth: 'min-content',
  minHeight: '44px',
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'none',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-selected="true"]': { color: vars.color.primaryActive, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': {
    [mediaQueries.tablet]: {
      flex: '0 0 auto',
      padding: `${vars.space.xsmall} ${vars.space.medium}`,
      fontSize: vars.fontSize.standard,
      lineHeight: vars.lineHeight.standard,
      whiteSpace: 'nowrap',
    },
  },
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.large,
  selectors: {
    // `display: flex` would otherwise show the inactive panels' padding.
    '&[hidden]': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px', borderRadius: vars.radius.small },
  },
});


export const lineScore = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const barTrack = style({
  position: 'relative',
  height: '10px',
  marginTop: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const barFill = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  borderRadius: vars.radius.full,
});


export const evidenceLabel = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const quote = style([
  quotation,
  {
    borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
    overflowWrap: 'anywhere',
  },
]);



// ---- modals


/** A message's bubble (its layout is a Stack). */
export const message = style({
  maxWidth: '85%',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

export const myMessage = style({
  alignSelf: 'flex-end',
  background: vars.color.primarySoft,
});



// ---- answer coaching


export const coachingQuestion = style({
  fontSize: vars.fontSize.standard,
  margin: 0,
});

