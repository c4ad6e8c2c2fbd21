import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { verifyEmailMachine } from '../../../../machines/verifyEmail/verifyEmail.machine';
import {
  selectError,
  selectIsVerified,
  selectIsVerifying,
} from '../../../../machines/verifyEmail/verifyEmail.selectors';
import { t, text } from '../../../i18n';
import { Alert, AppLink, Button, LinkButton, Spinner, Stack, Text, TextField } from '../../../ui';
import { PageHeading } from './PageHeading';

export type VerifyEmailActor = ActorRefFrom<typeof verifyEmailMachine>;

/**
 * /verify-email?key=&redirectUri=: loading, then success (the machine goes to /login?verified=true
 * after 3 s) or the error with a way to /check-email and a link to /register (spec §2, §4). The link
 * alone cannot say where to send (the address is not in the link): it asks for the email, then
 * /check-email sends the new mail on arrival.
 */
export function VerifyEmailPage({ actor }: { actor: VerifyEmailActor }) {
  const verifying = useSelector(actor, selectIsVerifying);
  const verified = useSelector(actor, selectIsVerified);
  const error = useSelector(actor, selectError);

  if (verifying) {
    return (
      <Stack space="large">
        <PageHeading title={t('verify.title')} />
        <Stack space="medium" align="center" paddingY="large" textAlign="center" role="status">
          <Spinner size="large" label={null} />
          <Text tone="secondary">{t('verify.loading')}</Text>
        </Stack>
      </Stack>
    );
  }

  if (verified) {
    return (
      <Stack space="large">
        <PageHeading title={t('verify.successTitle')} />
        <Alert tone="success">{t('verify.success')}</Alert>
        <Text align="center">
          <AppLink to="/login" search={{ verified: 'true' }}>
            {t('checkEmail.signIn')}
          </AppLink>
        </Text>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <PageHeading title={t('verify.failed')} />
      {error ? <Alert tone="error">{text(error)}</Alert> : null}
      <Stack space="small">
        <ResendForm />
        <LinkButton to="/register" variant="secondary" size="large" fullWidth>
          {t('verify.registerLink')}
        </LinkButton>
      </Stack>
    </Stack>
  );
}

/** The address to send a new verification link to; /check-email does the sending and the cooldown. */
function ResendForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setMissing(true);
      return;
    }
    void navigate({ to: '/check-email', state: { email: address, resend: true } });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="small">
        <Text tone="secondary">{t('verify.resendHint')}</Text>
        <TextField
          label={t('verify.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('verify.missingEmail') : undefined}
        />
        <Button type="submit" size="large" fullWidth>
          {t('verify.resendLink')}
        </Button>
      </Stack>
    </form>
  );
}
