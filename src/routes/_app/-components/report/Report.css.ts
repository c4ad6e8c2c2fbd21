import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

// ---- page header

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

// ---- summary card

export const summary = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const summaryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const jobTitle = style({
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.xxsmall} ${vars.space.large}`,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const factLabel = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

/** On phones the ring sits under the text, centred; beside it from tablets on. */
export const ring = style({
  justifySelf: 'center',
  '@media': { [mediaQueries.tablet]: { justifySelf: 'end' } },
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

// ---- actions

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
});

// ---- tabs

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

/** On phones the three tabs share the width (labels may wrap); from tablets on they sit at their own width. */
export const tab = style({
  flex: '1 1 0',
  minWidth: 0,
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

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const lineHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
});

export const lineName = style({
  overflowWrap: 'anywhere',
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

export const comment = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const evidence = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
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

export const quote = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderLeft: `3px solid ${vars.color.primarySoftBorder}`,
  background: vars.color.surfaceMuted,
  borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const quoteTime = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

export const recommendationBox = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.primarySoftBorder}`,
  background: vars.color.primarySoft,
});

export const upsell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

// ---- modals

export const modalSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const bullets = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const areaCards = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const areaCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
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

export const messageMeta = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'baseline',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textSecondary,
});

export const messageSender = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const messageText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
});

// ---- progress, loading and error screens

export const statusCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.medium,
  margin: `${vars.space.large} auto`,
  textAlign: 'center',
});

export const statusIcon = style({
  color: vars.color.primary,
});

export const statusActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space.small,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', justifyContent: 'center', alignSelf: 'center' } },
});

export const coachingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const coachingItem = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.medium,
});

export const coachingQuestion = style({
  fontSize: vars.fontSize.standard,
  margin: 0,
});

export const coachingScore = style({
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
