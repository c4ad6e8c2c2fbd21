import type { ReactNode } from 'react';
import { t } from '../i18n';
import * as styles from './Alert.css';
import { Button } from './Button';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

export interface AlertProps {
  tone: AlertTone;
  /** Bold first line (e.g. "Registration Failed", "Payment Successful!"). */
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button under the text (e.g. a sign-in link, Retry). */
  action?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** The close button's accessible name; "Close" by default. */
  dismissLabel?: string;
  className?: string;
  id?: string;
}

const icons = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoIcon, warning: WarningIcon } as const;

/**
 * A banner. Errors use `role="alert"` (announced at once); the other tones `role="status"`
 * (announced politely).
 */
export function Alert({ tone, title, children, action, onDismiss, dismissLabel, className, id }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel ?? t('common.close')}>
          <CloseIcon width={18} height={18} />
        </button>
      ) : null}
    </div>
  );
}

export interface RetryAlertProps {
  /** What failed, as the user should read it. */
  children: ReactNode;
  /** Tries again (the "Retry" button under the text). */
  onRetry: () => void;
}

/** A failed load or request that can be tried again: an error banner with a "Retry" button. */
export function RetryAlert({ children, onRetry }: RetryAlertProps) {
  return (
    <Alert
      tone="error"
      action={
        <Button size="small" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
