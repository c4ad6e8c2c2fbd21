import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: `${vars.space.large} ${vars.space.large}`,
    },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
