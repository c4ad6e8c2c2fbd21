import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../../../styles/sprinkles.css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';
import { APP_HEADER_HEIGHT } from '../../../../components/layout/AppHeader.css';

// ---- header



/** The company line and the connection indicator. */
export const status = sprinkles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'xsmall',
  fontSize: 'small',
  lineHeight: 'small',
  color: 'secondary',
});

/** The boxes of the page: the header, the interviewers, the control panel (their layout is an Inline or a Stack). */
export const panel = sprinkles({ padding: 'medium', border: 'standard', borderRadius: 'large', background: 'surface' });

/**
 * The interview's header (connection state, End Interview) and its control panel (record button, level
 * meter) stay in view at every width while the page scrolls: the header under the app's header, the
 * control panel at the bottom of the window.
 */
export const pinnedTop = style({ position: 'sticky', top: APP_HEADER_HEIGHT, zIndex: 5 });
export const pinnedBottom = style({ position: 'sticky', bottom: 0, zIndex: 5 });

const dotBase = style({ width: 10, height: 10, borderRadius: '50%', flexShrink: 0 });
export const dot = styleVariants({
  ok: [dotBase, { background: vars.color.success }],
  busy: [dotBase, { background: vars.color.warning }],
  down: [dotBase, { background: vars.color.danger }],
});

export const settingsPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 10,
  minWidth: 180,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
});
export const speedOptions = sprinkles({ display: 'flex', gap: 'xxsmall', marginTop: 'xsmall', border: 'none', padding: 'none' });

// ---- body: interviewers sidebar (wide) + conversation

export const body = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' },
  },
});


export const interviewerName = sprinkles({ margin: 'none', fontWeight: 'semibold', fontSize: 'small' });
export const interviewerRole = sprinkles({ margin: 'none', color: 'secondary', fontSize: 'small' });
export const typing = sprinkles({ margin: 'none', color: 'primary', fontSize: 'xsmall', fontStyle: 'italic' });

// ---- conversation (400 / 500 / 600 px by screen size)

export const conversation = style({
  height: 400,
  overflowY: 'auto',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { height: 500 },
    [mediaQueries.desktop]: { height: 600 },
  },
});

/** Half the conversation's width where it is wide; on a phone a bubble takes the width its text needs, up to 85 %. */
export const bubble = style({
  maxWidth: '85%',
  '@media': { [mediaQueries.tablet]: { maxWidth: '50%' } },
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const bubbleUser = style({
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const bubblePartial = style({ opacity: 0.8, fontStyle: 'italic' });

/** Interviewer text before its audio has played: blurred, hidden from assistive technology. */
export const blurred = style({ filter: 'blur(5px)', userSelect: 'none' });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  minHeight: 28,
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

export const emptyConversation = sprinkles({ margin: 'auto', color: 'secondary', textAlign: 'center' });

// ---- control panel


export const meter = style({ display: 'flex', alignItems: 'flex-end', gap: 3, height: 32 });
const barBase = style({ width: 6, borderRadius: 2, transition: 'height 80ms linear' });
export const bar = styleVariants({
  on: [barBase, { background: vars.color.success }],
  off: [barBase, { background: vars.color.border }],
});

const pulse = keyframes({ '0%': { boxShadow: '0 0 0 0 rgba(220, 38, 38, 0.5)' }, '100%': { boxShadow: '0 0 0 14px rgba(220, 38, 38, 0)' } });

export const recordButton = style({
  width: 72,
  height: 72,
  borderRadius: '50%',
  border: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primaryHover },
    '&:disabled': { background: vars.color.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 3 },
  },
});

export const recording = style({
  background: vars.color.dangerSolid,
  animation: `${pulse} 1.2s ease-out infinite`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
  selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSolidHover } },
});
