import type { Sprinkles } from '../styles/sprinkles.css';
import { Box, type BoxProps } from './Box';

export type InlineProps = Omit<BoxProps, 'display' | 'gap' | 'wrap'> & {
  /** The gap between the children, across and between lines; or `rowGap` and `columnGap` apart. */
  space?: Sprinkles['gap'];
  /** Horizontal distribution of the children. */
  align?: 'start' | 'center' | 'end' | 'space-between';
  /** Vertical alignment of the children on their line; `stretch`, the flex default, when left out. */
  alignY?: 'stretch' | 'top' | 'center' | 'bottom' | 'baseline';
  /** Children move to a new line when they do not fit; `false` keeps them on one line. */
  wrap?: boolean;
  /**
   * Below this breakpoint the children stack one under another (full width); `align`, `alignY` and
   * `wrap` apply from it up.
   */
  collapseBelow?: 'tablet' | 'desktop';
};

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between' } as const;
const alignItems = { stretch: 'stretch', top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

/** A value from `collapseBelow` up, `below` under it; the value alone when nothing collapses. */
function from<T, B>(collapseBelow: InlineProps['collapseBelow'], value: T, below: B) {
  if (!collapseBelow) return value;
  return collapseBelow === 'tablet' ? { mobile: below, tablet: value } : { mobile: below, tablet: below, desktop: value };
}

/**
 * Children side by side, evenly spaced, wrapping onto new lines (buttons, badges, a title and its
 * link). Other sprinkles and attributes pass through; an explicit `flexDirection` wins.
 */
export function Inline({ space, align, alignY, wrap = true, collapseBelow, ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection={collapseBelow ? from(collapseBelow, 'row', 'column') : undefined}
      flexWrap={wrap ? from(collapseBelow, 'wrap', undefined) : undefined}
      justifyContent={align ? from(collapseBelow, justify[align], undefined) : undefined}
      alignItems={alignY ? from(collapseBelow, alignItems[alignY], undefined) : undefined}
      {...rest}
      gap={space}
    />
  );
}
