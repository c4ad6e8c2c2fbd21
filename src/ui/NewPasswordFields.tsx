import type { ReactNode } from 'react';
import { PasswordField } from './PasswordField';

interface NewPasswordInput {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown under it. */
  error?: ReactNode;
}

export interface NewPasswordFieldsProps {
  /** The new password: its field's name, and the length and hint the form asks for, if any. */
  password: NewPasswordInput & { name: string; minLength?: number; hint?: ReactNode };
  /** The same password again (`name="confirmPassword"`). */
  confirmation: NewPasswordInput;
}

/**
 * Choosing a password: the new one and its confirmation, both `autoComplete="new-password"` so that
 * password managers offer to generate and save it.
 */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={password.label}
        name={password.name}
        autoComplete="new-password"
        minLength={password.minLength}
        hint={password.hint}
        error={password.error}
        value={password.value}
        onChange={(event) => password.onChange(event.target.value)}
      />
      <PasswordField
        label={confirmation.label}
        name="confirmPassword"
        autoComplete="new-password"
        error={confirmation.error}
        value={confirmation.value}
        onChange={(event) => confirmation.onChange(event.target.value)}
      />
    </>
  );
}
