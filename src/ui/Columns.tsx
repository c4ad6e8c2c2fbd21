import type { ReactNode } from 'react';
import type { Sprinkles } from '../styles/sprinkles.css';
import { Box, type BoxProps } from './Box';
import * as styles from './Columns.css';
import type { ColumnLayout } from './Columns.css';

export type { ColumnLayout };

/** The layout per breakpoint, mobile first: a breakpoint left out keeps the one below it. */
export interface ResponsiveColumns {
  mobile?: ColumnLayout;
  tablet?: ColumnLayout;
  desktop?: ColumnLayout;
}

export type ColumnsProps = Omit<BoxProps, 'display' | 'gap'> & {
  /** The gap between the columns and between the rows. */
  space: Sprinkles['gap'];
  /**
   * The columns on wide screens: a count of equal columns (`3`) or two columns sharing the row in a
   * ratio (`'2:3'`). From `collapseBelow` up; one column below it. Or per breakpoint:
   * `{ tablet: 2, desktop: 4 }` (one column on phones unless `mobile` says otherwise).
   */
  columns: ColumnLayout | ResponsiveColumns;
  /** With a single layout: the breakpoint from which the columns sit side by side. */
  collapseBelow?: 'tablet' | 'desktop';
  /** Vertical alignment of the cells in their row; the grid's default (stretch) when left out. */
  alignY?: 'stretch' | 'top' | 'center' | 'bottom';
};

function layoutClasses(columns: ColumnsProps['columns'], collapseBelow: 'tablet' | 'desktop'): string[] {
  const perBreakpoint: ResponsiveColumns = typeof columns === 'object' ? columns : { [collapseBelow]: columns };
  const classes: string[] = [styles.layout.mobile[perBreakpoint.mobile ?? 1]];
  if (perBreakpoint.tablet !== undefined) classes.push(styles.layout.tablet[perBreakpoint.tablet]);
  if (perBreakpoint.desktop !== undefined) classes.push(styles.layout.desktop[perBreakpoint.desktop]);
  return classes;
}

/**
 * A responsive grid: one column on narrow screens, `columns` side by side on wide ones. Every child
 * is a cell. Renders a `div` (or `as`: `ul`, `dl`, …); other sprinkles and attributes pass through.
 */
export function Columns({ space, columns, collapseBelow = 'tablet', alignY, className, ...rest }: ColumnsProps) {
  const classes = [styles.columns, ...layoutClasses(columns, collapseBelow), alignY && styles.alignY[alignY], className]
    .filter(Boolean)
    .join(' ');
  return <Box {...rest} gap={space} className={classes} />;
}

export interface ColumnProps {
  children: ReactNode;
  className?: string;
}

/** A cell of `Columns` that needs a wrapper of its own (its content shrinks with the column). */
export function Column({ children, className }: ColumnProps) {
  return <Box minWidth={0} className={className}>{children}</Box>;
}
