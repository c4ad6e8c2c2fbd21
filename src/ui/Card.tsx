import type { RecipeVariants } from '@vanilla-extract/recipes';
import { Box, type BoxProps } from './Box';
import { card } from './Card.css';

type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export type CardProps = Omit<
  BoxProps,
  | 'padding'
  | 'paddingX'
  | 'paddingY'
  | 'paddingTop'
  | 'paddingBottom'
  | 'paddingLeft'
  | 'paddingRight'
  | 'background'
  | 'border'
  | 'borderRadius'
  | 'boxShadow'
> & {
  /** `section`/`article` when the card is a landmark-worthy unit; `div` by default. */
  as?: BoxProps['as'];
  padding?: CardVariants['padding'];
  tone?: CardVariants['tone'];
  elevation?: CardVariants['elevation'];
  /** The card opens something (a job, a page): it lifts under the pointer. */
  interactive?: boolean;
};

/** The classes of a card, for an element that cannot be a `Card` (a router link). */
export function cardClassName(variants: CardVariants = {}): string {
  return card(variants);
}

/**
 * A bordered surface grouping related content. Layout sprinkles (display, gap, position…) and the
 * element's attributes pass through to its `Box`; the surface's own padding, border and shadow come
 * from the variants.
 */
export function Card({ padding, tone, elevation, interactive, className, ...rest }: CardProps) {
  return <Box {...rest} className={[card({ padding, tone, elevation, interactive }), className].filter(Boolean).join(' ')} />;
}
