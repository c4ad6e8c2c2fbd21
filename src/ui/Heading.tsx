import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export interface HeadingProps {
  children: ReactNode;
  /** Visual size; also the element (`h1`–`h4`) unless `as` says otherwise. */
  level: 1 | 2 | 3 | 4;
  /** The element, when the document outline needs a different level than the look. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'div';
  align?: 'left' | 'center' | 'right';
  id?: string;
  className?: string;
  tabIndex?: number;
}

export function Heading({ children, level, as, align, id, className, tabIndex }: HeadingProps) {
  const Element = as ?? (`h${level}` as const);
  const classes = [styles.base, styles.level[level], align && styles.align[align], className].filter(Boolean).join(' ');
  return (
    <Element id={id} className={classes} tabIndex={tabIndex}>
      {children}
    </Element>
  );
}
