import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../../styles/sprinkles.css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';

// ---- plan cards

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

/** The recommended (annual) plan stands out with the brand colour. */
export const recommended = style({
  borderColor: vars.color.primary,
  borderWidth: '2px',
  boxShadow: vars.shadow.medium,
});

export const selected = style({
  outline: `3px solid ${vars.color.primarySoftBorder}`,
  outlineOffset: '2px',
  borderColor: vars.color.primary,
});

export const current = style({
  background: vars.color.surfaceMuted,
});

/** The badges' line keeps its height without badges, so the plan names line up. */
export const markers = style({
  minHeight: vars.lineHeight.standard,
});



/** A price's period beside its amount (plan cards, checkout). */
export const period = sprinkles({ fontSize: 'small', color: 'secondary' });


export const featureIcon = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '1px',
  color: vars.color.success,
});

export const footnote = style({
  margin: 0,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

// ---- payment methods

export const coins = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});


export const coinMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primaryActive,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    // A ticker (TRX, USDC) in the round mark: smaller, tighter.
    '&[data-long]': { width: '32px', borderRadius: vars.radius.medium, fontSize: '0.625rem', letterSpacing: '-0.02em' },
  },
});
