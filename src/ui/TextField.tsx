import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, fieldDescribedBy } from './Field';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The visible label, bound to the input (`for`/`id`). */
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';
  /** A field error: shown under the input, referenced by `aria-describedby`, sets `aria-invalid`. */
  error?: ReactNode;
  /** Help text under the input, also referenced by `aria-describedby`. */
  hint?: ReactNode;
  /** Marks the label with an asterisk (hidden from assistive technology, which gets `required`). */
  showRequiredMark?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with optional hint and error. Controlled or uncontrolled, like `<input>`. */
export function TextField({
  label,
  type = 'text',
  error,
  hint,
  id,
  showRequiredMark = false,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  return (
    <Field controlId={inputId} label={label} hint={hint} error={error} showRequiredMark={showRequiredMark} className={className}>
      <input
        {...inputProps}
        id={inputId}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(inputId, { hint, error, describedBy })}
      />
    </Field>
  );
}
