import { t } from '../i18n';
import { visuallyHidden } from '../styles/utilities.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /**
   * Text read by assistive technology; defaults to "Loading...". Pass `null` when the spinner is
   * decorative (e.g. inside a button whose own label already says what is happening).
   */
  label?: string | null;
  className?: string;
}

/**
 * An indeterminate progress ring. It has no live-region role of its own: the page that shows it
 * announces the change (a `status` region), so two regions never compete.
 */
export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  const text = label === undefined ? t('common.loading') : label;
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <svg className={`${styles.svg} ${styles.size[size]}`} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {text ? <span className={visuallyHidden}>{text}</span> : null}
    </span>
  );
}
