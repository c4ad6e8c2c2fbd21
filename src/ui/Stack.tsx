import type { Sprinkles } from '../styles/sprinkles.css';
import { Box, type BoxProps } from './Box';
import * as styles from './Stack.css';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> & {
  /** The gap between children (responsive). */
  space: Sprinkles['gap'];
  /** Horizontal alignment of the children. */
  align?: 'stretch' | 'start' | 'center' | 'end';
};

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/**
 * Children one under the other, evenly spaced. Any other sprinkle (padding, text alignment, …) and
 * any attribute of the element pass through: `<Stack as="ul" space="small" role="status">`.
 */
export function Stack({ space, align = 'stretch', className, ...rest }: StackProps) {
  return (
    <Box
      {...rest}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      className={className ? `${styles.stack} ${className}` : styles.stack}
    />
  );
}
