import type { ReactNode } from 'react';
import * as styles from './Text.css';

export type TextTone = keyof typeof styles.tone;

export interface TextProps {
  children: ReactNode;
  size?: keyof typeof styles.size;
  tone?: TextTone;
  weight?: keyof typeof styles.weight;
  align?: keyof typeof styles.align;
  /** `p` by default; `span` inside other text. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'time' | 'dd' | 'dt';
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  id?: string;
  className?: string;
  dateTime?: string;
}

export function Text({
  children,
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  align,
  as: Element = 'p',
  truncate = false,
  id,
  className,
  dateTime,
}: TextProps) {
  const classes = [
    styles.base,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align && styles.align[align],
    truncate && styles.truncate,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element id={id} className={classes} dateTime={Element === 'time' ? dateTime : undefined}>
      {children}
    </Element>
  );
}
