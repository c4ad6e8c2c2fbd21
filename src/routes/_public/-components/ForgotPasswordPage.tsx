import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../../machines/forgotPassword/forgotPassword.machine';
import {
  selectError,
  selectIsSending,
  selectIsSent,
  selectMessage,
} from '../../../../machines/forgotPassword/forgotPassword.selectors';
import { t, text } from '../../../i18n';
import { Alert, AppLink, Button, Stack, Text, TextField } from '../../../ui';
import { PageHeading } from './PageHeading';

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>;

/** /forgot-password: one email field, "Send Instructions" (spec §2, §5, §8). */
export function ForgotPasswordPage({ actor }: { actor: ForgotPasswordActor }) {
  const [email, setEmail] = useState('');
  const error = useSelector(actor, selectError);
  const sending = useSelector(actor, selectIsSending);
  const sent = useSelector(actor, selectIsSent);
  const message = useSelector(actor, selectMessage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'forgot.submit', email });
  };

  return (
    <Stack space="large">
      <PageHeading title={t('forgot.title')} subtitle={sent ? undefined : t('forgot.subtitle')} />
      {error ? <Alert tone="error">{text(error)}</Alert> : null}
      {sent && message ? <Alert tone="success">{text(message)}</Alert> : null}
      {sent ? null : (
        <form noValidate onSubmit={submit}>
          <Stack space="medium">
            <TextField
              label={t('forgot.email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" size="large" fullWidth loading={sending} loadingLabel={t('forgot.submitting')}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text align="center">
        <AppLink to="/login">{t('forgot.backToLogin')}</AppLink>
      </Text>
    </Stack>
  );
}
