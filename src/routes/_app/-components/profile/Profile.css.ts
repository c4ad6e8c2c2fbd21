import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

export const page = style({
  maxWidth: vars.contentWidth.medium,
});

export const nameFields = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const accountRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
  selectors: {
    '&:first-of-type': { paddingTop: 0, borderTop: 'none' },
  },
});

export const accountText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} 0`,
  textAlign: 'center',
});
