import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

/** On phones the Refresh button spans the width, an easy target under the title. */
export const refresh = style({
  alignSelf: 'stretch',
  '@media': { [mediaQueries.tablet]: { alignSelf: 'auto', flexShrink: 0 } },
});

export const position = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'baseline',
  gap: `0 ${vars.space.xxsmall}`,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [mediaQueries.tablet]: { justifyContent: 'flex-start' } },
});

export const justCompleted = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryActive,
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} 0`,
  textAlign: 'center',
});

export const errorDetail = style({
  margin: 0,
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
