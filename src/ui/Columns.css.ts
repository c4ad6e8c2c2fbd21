import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../styles/tokens';

export const columns = style({
  display: 'grid',
});

/**
 * The column templates. Every track is `minmax(0, …)`, so long content wraps inside its column instead
 * of widening it; a ratio shares the row after the gap is taken out.
 */
const templates = {
  1: 'minmax(0, 1fr)',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  '1:2': 'minmax(0, 1fr) minmax(0, 2fr)',
  '2:1': 'minmax(0, 2fr) minmax(0, 1fr)',
  '2:3': 'minmax(0, 2fr) minmax(0, 3fr)',
  '3:2': 'minmax(0, 3fr) minmax(0, 2fr)',
} as const;

export type ColumnLayout = keyof typeof templates;

const at = (query: string | null) =>
  styleVariants(templates, (template) =>
    query ? { '@media': { [query]: { gridTemplateColumns: template } } } : { gridTemplateColumns: template },
  );

/** One class per breakpoint and layout, mobile first. */
export const layout = {
  mobile: at(null),
  tablet: at(mediaQueries.tablet),
  desktop: at(mediaQueries.desktop),
};

export const alignY = styleVariants({
  stretch: { alignItems: 'stretch' },
  top: { alignItems: 'start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'end' },
});
