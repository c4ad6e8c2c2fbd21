import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { card } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** `section`/`article` when the card is a landmark-worthy unit; `div` by default. */
  as?: ElementType;
  padding?: 'none' | 'small' | 'medium' | 'large';
  tone?: 'default' | 'muted' | 'brand';
  elevation?: 'flat' | 'raised' | 'floating';
}

/** A bordered surface grouping related content. */
export function Card({ children, as: Element = 'div', padding, tone, elevation, className, ...rest }: CardProps) {
  return (
    <Element {...rest} className={[card({ padding, tone, elevation }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
