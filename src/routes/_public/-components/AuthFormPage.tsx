import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { Button, Stack, Text, TextField, type TextTone } from '../../../ui';
import { PageHeading } from './PageHeading';

export interface AuthFormPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Between the heading and the form: the page's alerts. */
  alerts?: ReactNode;
  /** The form's fields, above its submit button. */
  children: ReactNode;
  /** Sends the form (the browser's own submission is prevented). */
  onSubmit: () => void;
  /** The submit button: its label, and its label while the form is being sent. */
  submit: { label: ReactNode; loadingLabel: ReactNode; loading: boolean };
  /** `false` leaves the form out (the request has been sent). */
  showsForm?: boolean;
  /** Under the form: the providers' buttons. */
  afterForm?: ReactNode;
  /** The centred line at the foot: the way to another page. */
  footer: ReactNode;
  footerTone?: TextTone;
}

/**
 * The frame of the public pages built around one form (sign in, register, forgot and reset password):
 * heading, alerts, the fields over a full-width submit button, then the line that leads elsewhere.
 */
export function AuthFormPage({
  title,
  subtitle,
  alerts,
  children,
  onSubmit,
  submit,
  showsForm = true,
  afterForm,
  footer,
  footerTone,
}: AuthFormPageProps) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Stack space="large">
      <PageHeading title={title} subtitle={subtitle} />
      {alerts}
      {showsForm ? (
        <form noValidate onSubmit={send}>
          <Stack space="medium">
            {children}
            <Button type="submit" size="large" fullWidth loading={submit.loading} loadingLabel={submit.loadingLabel}>
              {submit.label}
            </Button>
          </Stack>
        </form>
      ) : null}
      {afterForm}
      <Text align="center" tone={footerTone}>
        {footer}
      </Text>
    </Stack>
  );
}

export interface EmailFieldProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The field's error, shown under it. */
  error?: ReactNode;
}

/** The account's email address (`name="email"`), with the browser's autofill and email keyboard. */
export function EmailField({ label, value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
