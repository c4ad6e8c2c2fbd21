import type { ReactNode } from 'react';
import * as styles from './Field.css';

export interface FieldProps {
  /** The id of the control inside; the label points at it, the hint and error ids derive from it. */
  controlId: string;
  /** The visible label, bound to the control (`for`/`id`). */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** A field error under the control. */
  error?: ReactNode;
  /** Marks the label with an asterisk (hidden from assistive technology, which gets `required`). */
  showRequiredMark?: boolean;
  className?: string;
  /** The control: an `<input>`, a `<select>`… */
  children: ReactNode;
}

/** The ids a control lists in `aria-describedby`: its own, then the hint's and the error's when shown. */
export function fieldDescribedBy(
  controlId: string,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
): string | undefined {
  return [describedBy, hint ? `${controlId}-hint` : undefined, error ? `${controlId}-error` : undefined].filter(Boolean).join(' ') || undefined;
}

/**
 * The frame every form field shares: the label over the control, the hint and the error under it. The
 * control itself (and its `aria-describedby`, from `fieldDescribedBy`) is the caller's.
 */
export function Field({ controlId, label, hint, error, showRequiredMark = false, className, children }: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {showRequiredMark ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
