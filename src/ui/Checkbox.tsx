import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Secondary text under the label, referenced by `aria-describedby`. */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label (keeps the platform's keyboard and screen-reader behaviour). */
export function Checkbox({ label, description, id, className, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <input
        {...inputProps}
        id={inputId}
        type="checkbox"
        className={styles.input}
        aria-describedby={descriptionId}
      />
      <span>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
