import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../styles/sprinkles.css';
import { Box } from './Box';
import * as styles from './Stack.css';

export interface StackProps {
  children: ReactNode;
  /** The gap between children (responsive). */
  space: Sprinkles['gap'];
  /** Horizontal alignment of the children. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  as?: ElementType;
  className?: string;
  id?: string;
}

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** Children one under the other, evenly spaced. */
export function Stack({ children, space, align = 'stretch', as = 'div', className, id }: StackProps) {
  return (
    <Box
      as={as}
      id={id}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      className={className ? `${styles.stack} ${className}` : styles.stack}
    >
      {children}
    </Box>
  );
}
