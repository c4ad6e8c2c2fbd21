import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { resetPasswordMachine } from '../../../../machines/resetPassword/resetPassword.machine';
import {
  selectEmail,
  selectError,
  selectIsInvalidLink,
  selectIsSubmitting,
  selectIsValidating,
  selectShowsForm,
  selectSucceeded,
} from '../../../../machines/resetPassword/resetPassword.selectors';
import { t, text } from '../../../i18n';
import { Alert, AppLink, LinkButton, NewPasswordFields, Spinner, Stack, Text } from '../../../ui';
import { AuthFormPage } from './AuthFormPage';
import { PageHeading } from './PageHeading';

export type ResetPasswordActor = ActorRefFrom<typeof resetPasswordMachine>;

/**
 * /reset-password?token=: validating, then the form "New Password" / "Confirm New Password" or
 * "Invalid Reset Link"; after success the machine redirects to /login?reset=success (spec §2, §4, §5).
 */
export function ResetPasswordPage({ actor }: { actor: ResetPasswordActor }) {
  const validating = useSelector(actor, selectIsValidating);
  const invalid = useSelector(actor, selectIsInvalidLink);
  const showsForm = useSelector(actor, selectShowsForm);
  const succeeded = useSelector(actor, selectSucceeded);
  const error = useSelector(actor, selectError);

  if (validating) {
    return (
      <Stack space="medium" align="center" paddingY="large" textAlign="center" role="status">
        <Spinner size="large" label={null} />
        <Text tone="secondary">{t('reset.validating')}</Text>
      </Stack>
    );
  }

  if (invalid) {
    return (
      <Stack space="large">
        <PageHeading title={t('reset.invalidTitle')} />
        {error ? <Alert tone="error">{text(error)}</Alert> : null}
        <Stack space="small">
          <LinkButton to="/forgot-password" size="large" fullWidth>
            {t('reset.requestNew')}
          </LinkButton>
          <LinkButton to="/login" variant="secondary" size="large" fullWidth>
            {t('reset.backToLogin')}
          </LinkButton>
        </Stack>
      </Stack>
    );
  }

  if (succeeded) {
    return (
      <Stack space="large">
        <PageHeading title={t('reset.title')} />
        <Alert tone="success">{t('reset.success')}</Alert>
        <Text align="center">
          <AppLink to="/login" search={{ reset: 'success' }}>
            {t('reset.backToLogin')}
          </AppLink>
        </Text>
      </Stack>
    );
  }

  return showsForm ? <ResetPasswordForm actor={actor} error={error ? text(error) : null} /> : null;
}

function ResetPasswordForm({ actor, error }: { actor: ResetPasswordActor; error: string | null }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const submitting = useSelector(actor, selectIsSubmitting);
  const email = useSelector(actor, selectEmail);

  return (
    <AuthFormPage
      title={t('reset.title')}
      subtitle={email ?? undefined}
      alerts={error ? <Alert tone="error">{error}</Alert> : null}
      onSubmit={() => actor.send({ type: 'reset.submit', newPassword, confirmPassword })}
      submit={{ label: t('reset.submit'), loadingLabel: t('reset.submitting'), loading: submitting }}
      footer={<AppLink to="/login">{t('reset.backToLogin')}</AppLink>}
    >
      {/* Lets password managers file the new password under the right account. */}
      {email ? <input type="hidden" name="username" autoComplete="username" value={email} readOnly /> : null}
      <NewPasswordFields
        password={{ label: t('reset.newPassword'), name: 'newPassword', value: newPassword, onChange: setNewPassword }}
        confirmation={{ label: t('reset.confirmPassword'), value: confirmPassword, onChange: setConfirmPassword }}
      />
    </AuthFormPage>
  );
}
