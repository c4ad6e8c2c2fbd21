/**
 * The design tokens of JobTalk AI: every colour, size and shadow the UI uses, in one module.
 * `theme.css.ts` publishes them as CSS variables; components read the variables, never these values.
 * Colours used for text meet WCAG AA (4.5:1) on surface, background, surfaceMuted and primarySoft.
 */

export const breakpoints = {
  /** Mobile first: `mobile` is everything below `tablet`. */
  mobile: 0,
  tablet: 768,
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries of the breakpoints, for `@media` blocks in `.css.ts` files. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const tokens = {
  color: {
    // Brand (indigo). White text on `primary` is 6.3:1.
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primaryActive: '#3730a3',
    primarySoft: '#eef2ff',
    primarySoftBorder: '#c7d2fe',
    onPrimary: '#ffffff',

    // Neutrals (slate)
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceHover: '#f1f5f9',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    /** Form controls need 3:1 against their background (WCAG 1.4.11). */
    borderControl: '#64748b',
    text: '#0f172a',
    textSecondary: '#475569',
    textDisabled: '#64748b',
    overlay: 'rgba(15, 23, 42, 0.55)',

    // Feedback
    success: '#137a3a',
    successSoft: '#f0fdf4',
    successBorder: '#bbf7d0',
    warning: '#936006',
    warningSoft: '#fefce8',
    warningBorder: '#fde68a',
    orange: '#b93d0b',
    orangeSoft: '#fff7ed',
    orangeBorder: '#fed7aa',
    danger: '#b91c1c',
    dangerSolid: '#dc2626',
    dangerSolidHover: '#b91c1c',
    dangerSoft: '#fef2f2',
    dangerBorder: '#fecaca',
    info: '#1d4ed8',
    infoSoft: '#eff6ff',
    infoBorder: '#bfdbfe',

    /** The fixed rose of the PRO badge (spec §2); white text on it is 4.7:1. */
    pro: '#e11d48',
    onPro: '#ffffff',

    // Report scores (spec §2, §9): the bands of SCORE_COLOUR_THRESHOLDS (openapi/product.ts): green, yellow, orange, else primary.
    scoreExcellent: '#137a3a',
    scoreGood: '#936006',
    scoreFair: '#b93d0b',
    scoreLow: '#4f46e5',

    focusRing: '#4f46e5',
  },
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '64px',
  },
  font: {
    body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xsmall: '12px',
    small: '14px',
    standard: '16px',
    large: '18px',
    h4: '18px',
    h3: '20px',
    h2: '24px',
    h1: '30px',
    display: '36px',
  },
  lineHeight: {
    xsmall: '16px',
    small: '20px',
    standard: '24px',
    large: '28px',
    h4: '26px',
    h3: '28px',
    h2: '32px',
    h1: '38px',
    display: '44px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  radius: {
    none: '0',
    small: '6px',
    medium: '8px',
    large: '12px',
    xlarge: '16px',
    full: '9999px',
  },
  shadow: {
    none: 'none',
    small: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    medium: '0 4px 12px -2px rgba(15, 23, 42, 0.08), 0 2px 4px -2px rgba(15, 23, 42, 0.06)',
    large: '0 20px 40px -12px rgba(15, 23, 42, 0.25), 0 8px 16px -8px rgba(15, 23, 42, 0.12)',
  },
  contentWidth: {
    small: '440px',
    medium: '720px',
    large: '1120px',
  },
  transition: {
    fast: '120ms ease',
    standard: '200ms ease',
  },
} as const;

export type Tokens = typeof tokens;
