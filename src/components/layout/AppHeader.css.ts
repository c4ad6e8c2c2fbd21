import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';

const desktop = mediaQueries.desktop;

/** The header bar's height: content that sticks to the top of the page sticks below it. */
export const APP_HEADER_HEIGHT = 64;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  background: 'rgba(255, 255, 255, 0.92)',
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
  height: APP_HEADER_HEIGHT,
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
  '@media': {
    [mediaQueries.tablet]: { padding: `0 ${vars.space.large}` },
    [desktop]: { gap: vars.space.large },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  whiteSpace: 'nowrap',
});

/** Desktop-only parts; on smaller screens they live in the mobile menu. */
export const desktopOnly = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex' } },
});

export const nav = style([
  desktopOnly,
  {
    flex: '1 1 auto',
    minWidth: 0,
  },
]);

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primaryActive },
  },
});

export const account = style([
  desktopOnly,
  {
    alignItems: 'center',
    gap: vars.space.small,
  },
]);

/** The product's name beside its mark: a phone's bar keeps the mark and leaves the room to the greeting. */
export const brandName = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'inline' } },
});

/**
 * Shown at every width (the menu holds the rest on phones). The first name fits; a long one wraps onto a
 * second line (the bar is tall enough for two) rather than being cut.
 */
export const greeting = style({
  minWidth: 0,
  marginLeft: 'auto',
  maxWidth: '50vw',
  '@media': { [desktop]: { maxWidth: '220px' } },
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textSecondary,
  textAlign: 'right',
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted },
  },
  '@media': { [desktop]: { display: 'none' } },
});
