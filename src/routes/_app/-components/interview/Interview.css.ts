import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../../../styles/sprinkles.css';
import { mediaQueries } from '../../../../styles/tokens';
import { vars } from '../../../../styles/theme.css';
import { APP_HEADER_HEIGHT } from '../../../../components/layout/AppHeader.css';

// ---- the screen

const phone = 'screen and (max-width: 767px)';

/**
 * The live interview fills the window under the app's header: its header and control panel take what
 * they need and the conversation the rest, scrolling inside itself, so the latest message is never under
 * the panel. The page's top padding is halved on a phone (negative margin) to leave the conversation room.
 */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginTop: `calc(-1 * ${vars.space.small})`,
  height: [
    `calc(100vh - ${APP_HEADER_HEIGHT}px - ${vars.space.small} - ${vars.space.small})`,
    `calc(100dvh - ${APP_HEADER_HEIGHT}px - ${vars.space.small} - ${vars.space.small})`,
  ],
  // Below this the page scrolls, the panel pinned to the window's bottom.
  minHeight: 460,
  '@media': {
    [mediaQueries.tablet]: {
      gap: vars.space.medium,
      marginTop: 0,
      height: [
        `calc(100vh - ${APP_HEADER_HEIGHT}px - ${vars.space.xlarge} - ${vars.space.medium})`,
        `calc(100dvh - ${APP_HEADER_HEIGHT}px - ${vars.space.xlarge} - ${vars.space.medium})`,
      ],
    },
  },
});

// ---- header

/**
 * On a phone the title takes the first line and the company and the actions share the next (the
 * actions wrap under the company when it is long); wider, title over company on the left, actions right.
 */
export const header = style({
  flex: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  '@media': {
    [mediaQueries.tablet]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"title actions" "company actions" "notice notice"',
    },
  },
});

export const title = style({
  gridArea: 'title',
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.h3, lineHeight: vars.lineHeight.h3 } },
});

export const company = style({ gridArea: 'company', flex: '1 1 auto', margin: 0, overflowWrap: 'break-word' });

export const headerActions = style({
  gridArea: 'actions',
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/**
 * Visually hidden on a phone, shown where there is room: an icon button keeps its name, the typed
 * answer's hint stays its description (the box's placeholder says what to do).
 */
export const wideOnly = style({
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' } },
});

/** "The interview itself is held in English": one line in the header, dismissable. */
export const englishNotice = style({
  gridArea: 'notice',
  flexBasis: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
});
export const noticeIcon = style({ flex: 'none', color: vars.color.info });
export const noticeDismiss = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  marginLeft: 'auto',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
});

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
export const panel = style([
  sprinkles({ border: 'standard', borderRadius: 'large', background: 'surface' }),
  { padding: vars.space.xsmall, '@media': { [mediaQueries.tablet]: { padding: vars.space.medium } } },
]);

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
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
});
export const speedOptions = sprinkles({ display: 'flex', gap: 'xxsmall', marginTop: 'xsmall', border: 'none', padding: 'none' });

// ---- body: interviewers sidebar (wide) + conversation

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': {
    [mediaQueries.tablet]: { gap: vars.space.medium },
    [mediaQueries.desktop]: { display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)' },
  },
});

/** The sidebar scrolls itself when the panel is long. */
export const sidebar = style({ alignSelf: 'start', maxHeight: '100%', overflowY: 'auto' });

/** The conversation over the control panel. */
export const column = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': { [mediaQueries.tablet]: { gap: vars.space.medium } },
});


export const interviewerName = sprinkles({ margin: 'none', fontWeight: 'semibold', fontSize: 'small' });
export const interviewerRole = sprinkles({ margin: 'none', color: 'secondary', fontSize: 'small' });
export const typing = sprinkles({ margin: 'none', color: 'primary', fontSize: 'xsmall', fontStyle: 'italic' });

// ---- conversation: the room the header and the panel leave

export const conversation = style({
  flex: '1 1 0',
  minHeight: 120,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.medium } },
});

/** What the conversation's box scrolls: its height changing (bubbles rewrap) is observed. */
export const conversationContent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minHeight: '100%' });

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

/** A notice in the panel takes as little of a phone's height as it can (it can also be dismissed). */
export const compactNotice = style({ '@media': { [phone]: { padding: `${vars.space.xxsmall} ${vars.space.xsmall}`, gap: vars.space.xsmall } } });

export const controlPanel = style({ flex: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/** The voice controls and the typed answer: side by side where there is room, one over the other on a phone. */
export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.medium } },
});

export const voice = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.small, flex: 'none' });
export const meterGroup = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxsmall });

export const typedAnswer = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
/** On a phone the box's placeholder says what its label says; the label stays for assistive technology. */
export const typedLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' } },
});
export const typedRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xsmall });

/** Grows with its text up to about six lines, then scrolls. */
export const typedField = style({
  display: 'block',
  flex: '1 1 auto',
  minWidth: 0,
  resize: 'none',
  overflowY: 'auto',
  maxHeight: 'min(9.5rem, 22vh)',
  font: 'inherit',
  boxSizing: 'border-box',
  // Where the label shows above the box, its placeholder would only repeat it.
  '@media': { [mediaQueries.tablet]: { selectors: { '&::placeholder': { color: 'transparent' } } } },
});

export const typedHint = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textSecondary,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small } },
});
export const typedError = style([typedHint, { color: vars.color.danger }]);


export const meter = style({ display: 'flex', alignItems: 'flex-end', gap: 3, height: 32 });
const barBase = style({ width: 6, borderRadius: 2, transition: 'height 80ms linear' });
export const bar = styleVariants({
  on: [barBase, { background: vars.color.success }],
  off: [barBase, { background: vars.color.border }],
});

const pulse = keyframes({ '0%': { boxShadow: '0 0 0 0 rgba(220, 38, 38, 0.5)' }, '100%': { boxShadow: '0 0 0 14px rgba(220, 38, 38, 0)' } });

export const recordButton = style({
  width: 56,
  height: 56,
  flex: 'none',
  '@media': { [mediaQueries.tablet]: { width: 64, height: 64 } },
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
