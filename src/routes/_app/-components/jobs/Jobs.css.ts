import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';
import { quotation } from '../../../../styles/utilities.css';
import { sprinkles } from '../../../../styles/sprinkles.css';
import { card as cardSurface } from '../../../../ui/Card.css';

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

/**
 * The list's loading state reaches below the fold: the footer under it is out of sight, and does not
 * jump down (a layout shift) when the cards replace it.
 */
export const listLoading = style({ minHeight: '100vh' });

/*
 * The card's parts as class names fixed at build time: the same sprinkles the ui primitives (Card,
 * Inline, Box) would compute, without their per-element work at render time (36 cards on a first load).
 */

/** A list item holding a card: the card fills the grid cell. */
export const cardCell = sprinkles({ display: 'flex', minWidth: 0 });

/** The card's surface (`Card padding="small" interactive`) laid out as a column. */
export const cardRoot = [
  sprinkles({ position: 'relative', display: 'flex', flexDirection: 'column', gap: 'small', width: 'full' }),
  cardSurface({ padding: 'small', interactive: true }),
  card,
].join(' ');

/** The title row: the position and the PRO badge on one line. */
export const cardHeader = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 'xsmall' });

export const cardTitle = sprinkles({ fontSize: 'large', lineHeight: 'large', fontWeight: 'semibold', overflowWrap: 'anywhere' });

export const cardCompany = sprinkles({ fontSize: 'small', lineHeight: 'small', fontWeight: 'medium', color: 'secondary' });

/** The facts (location, type, experience, salary), wrapping. */
export const cardFacts = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: 'xxsmall',
  columnGap: 'medium',
  fontSize: 'small',
  lineHeight: 'small',
  color: 'secondary',
});

/** One fact: its name and value kept on one line. */
export const cardFact = sprinkles({ display: 'flex', gap: 'xxsmall', minWidth: 0 });

export const cardFactValue = sprinkles({ color: 'text' });

/** The skills, at the card's foot. */
export const cardSkills = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'xxsmall',
  margin: 'none',
  marginTop: 'auto',
  padding: 'none',
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
