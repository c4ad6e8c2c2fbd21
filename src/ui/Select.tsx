import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** The visible label, bound to the select (`for`/`id`). */
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled single-choice list (a native `<select>` in the product's look). */
export function Select({ label, options, id, className, ...selectProps }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  return (
    <Field controlId={selectId} label={label} className={className}>
      <div className={styles.control}>
        <select {...selectProps} id={selectId} className={styles.select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </Field>
  );
}
