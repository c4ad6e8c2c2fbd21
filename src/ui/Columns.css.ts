import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../styles/tokens';

export const columns = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** Columns sit side by side from this breakpoint up; below it they stack. */
export const collapseBelow = styleVariants({
  none: { flexDirection: 'row' },
  tablet: { '@media': { [mediaQueries.tablet]: { flexDirection: 'row' } } },
  desktop: { '@media': { [mediaQueries.desktop]: { flexDirection: 'row' } } },
});

export const alignY = styleVariants({
  top: { alignItems: 'stretch' },
  center: { '@media': { [mediaQueries.tablet]: { alignItems: 'center' } } },
  bottom: { '@media': { [mediaQueries.tablet]: { alignItems: 'flex-end' } } },
});

export const column = style({
  minWidth: 0,
});

// Shares are flex-grow ratios over a zero basis, so the gap is taken out before the row is shared.
const share = (parts: number) => ({ flex: `${parts} ${parts} 0%` });

export const columnWidth = styleVariants({
  fluid: share(1),
  content: { flex: '0 0 auto' },
  '1/2': share(1),
  '1/3': share(1),
  '2/3': share(2),
  '1/4': share(1),
  '3/4': share(3),
});
