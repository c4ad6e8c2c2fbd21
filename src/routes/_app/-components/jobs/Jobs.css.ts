import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

// ---- /jobs

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'end' },
  },
});

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const cardItem = style({
  display: 'flex',
  minWidth: 0,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primarySoftBorder, boxShadow: vars.shadow.medium },
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoftBorder}` },
  },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The whole card is the link's hit area (its ::after covers the card); the text stays selectable. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:hover': { color: vars.color.primaryActive },
    '&:focus': { outline: 'none' },
  },
});

export const company = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
});

export const metaItem = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const metaValue = style({
  margin: 0,
  color: vars.color.text,
});

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  marginTop: 'auto',
  padding: 0,
  listStyle: 'none',
});

export const skill = style({
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primaryActive,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
});

export const moreSkills = style({
  padding: `2px ${vars.space.xsmall}`,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xxlarge} 0`,
  textAlign: 'center',
});

// ---- /jobs/{id}

export const detailHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Phone: the action, the job, the panel, one under another. Desktop: the job beside the action and the panel. */
export const detailLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"action" "main" "side"',
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"main action" "main side"',
      alignItems: 'start',
    },
  },
});

export const detailAction = style({ gridArea: 'action' });
export const detailMain = style({ gridArea: 'main' });
export const detailSide = style({ gridArea: 'side' });

export const facts = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const sideFacts = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

export const factLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const bullets = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.text,
  lineHeight: vars.lineHeight.standard,
});

export const paragraph = style({
  margin: 0,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  whiteSpace: 'pre-line',
});

export const interviewers = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const interviewer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
});

export const interviewerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const interviewerName = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
});

export const welcome = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderLeft: `3px solid ${vars.color.primarySoftBorder}`,
  background: vars.color.surfaceMuted,
  borderRadius: `0 ${vars.radius.medium} ${vars.radius.medium} 0`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actionPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
