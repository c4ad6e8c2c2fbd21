import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /**
   * What the browser and password managers may fill: the saved password when signing in or proving
   * who one is, a new one when choosing it.
   */
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A labelled password input (`type="password"`): the label bound to the input, the hint and the error
 * under it, both referenced by `aria-describedby` (the error also sets `aria-invalid`), as `TextField`.
 */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
