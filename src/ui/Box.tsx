import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The element to render; `div` by default. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
    /** data-* attributes pass through. */
    [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
  };

/** Separates sprinkle props (layout and visual tokens) from the element's own attributes. */
export function splitSprinkleProps<P extends object>(props: P): { sprinkleProps: Sprinkles; rest: Omit<P, keyof Sprinkles> } {
  const sprinkleProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else rest[key] = value;
  }
  return { sprinkleProps: sprinkleProps as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/** The base primitive: any element, styled through sprinkle props plus an optional className. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { sprinkleProps, rest } = splitSprinkleProps(props);
  const atoms = sprinkles(sprinkleProps);
  return createElement(as, { ...rest, className: [atoms, className].filter(Boolean).join(' ') || undefined });
}
