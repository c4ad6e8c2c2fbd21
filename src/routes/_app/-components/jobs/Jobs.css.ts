import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';
import { quotation } from '../../../../styles/utilities.css';

// ---- /jobs

/** A job's card (a Card): the keyboard focus on its link outlines the whole card. */
export const card = style({
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoftBorder}` },
  },
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

// ---- /jobs/{id}

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

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

export const interviewer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
});

export const welcome = style([
  quotation,
  {
    borderRadius: `0 ${vars.radius.medium} ${vars.radius.medium} 0`,
    color: vars.color.text,
  },
]);
