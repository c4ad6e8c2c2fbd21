import type { ReactNode } from 'react';
import type { Sprinkles } from '../styles/sprinkles.css';
import { Box } from './Box';
import * as styles from './Columns.css';

export interface ColumnsProps {
  children: ReactNode;
  /** The gap between columns (and between stacked rows below `collapseBelow`). */
  space: Sprinkles['gap'];
  /** Below this breakpoint the columns stack vertically; `none` keeps them side by side. */
  collapseBelow?: 'none' | 'tablet' | 'desktop';
  alignY?: 'top' | 'center' | 'bottom';
  className?: string;
}

/** Side-by-side layout (use `Column` children), stacked on narrow screens. */
export function Columns({ children, space, collapseBelow = 'tablet', alignY = 'top', className }: ColumnsProps) {
  const classes = [styles.columns, styles.collapseBelow[collapseBelow], styles.alignY[alignY], className]
    .filter(Boolean)
    .join(' ');
  return (
    <Box gap={space} className={classes}>
      {children}
    </Box>
  );
}

export interface ColumnProps {
  children: ReactNode;
  /** `fluid` shares the remaining space; `content` fits its content; fractions pair up (`1/3` + `2/3`). */
  width?: 'fluid' | 'content' | '1/2' | '1/3' | '2/3' | '1/4' | '3/4';
  className?: string;
}

export function Column({ children, width = 'fluid', className }: ColumnProps) {
  const classes = [styles.column, styles.columnWidth[width], className].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}
