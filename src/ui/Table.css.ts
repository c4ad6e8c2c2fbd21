import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../styles/tokens';
import { vars } from '../styles/theme.css';

const tablet = mediaQueries.tablet;

/*
 * Below the tablet breakpoint each row becomes a small card: cells stack, each with its column name.
 * Explicit ARIA roles keep the table semantics that some browsers drop once `display` changes.
 */
export const wrapper = style({
  width: '100%',
  minWidth: 0,
  '@media': {
    [tablet]: {
      overflowX: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      background: vars.color.surface,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  display: 'block',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  '@media': { [tablet]: { display: 'table' } },
});

export const caption = style({
  textAlign: 'left',
  padding: `0 0 ${vars.space.small}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  '@media': { [tablet]: { padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.xsmall}` } },
});

export const head = style({
  display: 'none',
  '@media': { [tablet]: { display: 'table-header-group' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [tablet]: { display: 'table-row-group' } },
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  '@media': {
    [tablet]: {
      display: 'table-row',
      padding: 0,
      border: 'none',
      borderRadius: 0,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const highlightedRow = style({
  background: vars.color.primarySoft,
  '@media': { [tablet]: { background: vars.color.primarySoft } },
});

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'left',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
  background: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
});

export const cell = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  padding: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': {
    [tablet]: {
      display: 'table-cell',
      padding: `${vars.space.small} ${vars.space.medium}`,
      verticalAlign: 'middle',
    },
  },
});

export const alignEnd = style({
  '@media': { [tablet]: { textAlign: 'right' } },
});

/** The column name shown beside the value on phones; hidden from assistive tech (the header is). */
export const cellLabel = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [tablet]: { display: 'none' } },
});

export const cellValue = style({
  minWidth: 0,
  textAlign: 'right',
  '@media': { [tablet]: { textAlign: 'inherit' } },
});

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textSecondary,
});
