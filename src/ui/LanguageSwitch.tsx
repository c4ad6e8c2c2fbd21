import { visuallyHidden } from '../styles/utilities.css';
import * as styles from './LanguageSwitch.css';

export interface LanguageOption<T extends string> {
  value: T;
  /** What the button shows ("EN", "RU"). */
  short: string;
  /** The language's name in that language ("English", "Русский"): read by screen readers after the short form. */
  name: string;
}

export interface LanguageSwitchProps<T extends string> {
  /** The group's accessible name ("Language"). */
  label: string;
  options: ReadonlyArray<LanguageOption<T>>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of toggle buttons, one per language, the current one pressed. Each button is marked with its
 * own `lang`, so a screen reader says "Русский" in Russian whatever the page's language.
 */
export function LanguageSwitch<T extends string>({ label, options, value, onChange }: LanguageSwitchProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          className={styles.option}
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.short}
          <span className={visuallyHidden}> {option.name}</span>
        </button>
      ))}
    </div>
  );
}
