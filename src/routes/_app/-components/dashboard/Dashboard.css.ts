import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

export const overview = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

export const planFacts = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const factLabel = style({
  color: vars.color.textSecondary,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const planName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  height: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primarySoftBorder, boxShadow: vars.shadow.medium },
  },
});

export const actionTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primaryActive,
});

export const actionText = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.large} 0`,
  textAlign: 'center',
});
