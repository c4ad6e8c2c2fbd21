import type { ReactNode } from 'react';
import { t } from '../i18n';
import { badge } from './Badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'orange' | 'danger' | 'pro';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
  /** Extra text for assistive technology when the visible text is terse. */
  title?: string;
}

/** A short status label (report status, history result, PRO). */
export function Badge({ children, tone = 'neutral', className, title }: BadgeProps) {
  return (
    <span className={[badge({ tone }), className].filter(Boolean).join(' ')} title={title}>
      {children}
    </span>
  );
}

/** The PRO badge in its fixed rose colour. */
export function ProBadge({ className }: { className?: string }) {
  return (
    <Badge tone="pro" className={className}>
      {t('common.pro')}
    </Badge>
  );
}
