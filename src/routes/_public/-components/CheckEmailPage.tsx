import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { resendCooldownMachine } from '../../../../machines/resendCooldown/resendCooldown.machine';
import {
  selectButtonLabel,
  selectCanResend,
  selectError,
  selectIsSending,
  selectMessage,
} from '../../../../machines/resendCooldown/resendCooldown.selectors';
import { t, text } from '../../../i18n';
import { Alert, AppLink, Button, Stack, Text } from '../../../ui';
import { PageHeading } from './PageHeading';

export type ResendActor = ActorRefFrom<typeof resendCooldownMachine>;

/** /check-email: where the verification mail went, a resend button with its 60 s cooldown, sign-in link. */
export function CheckEmailPage({ actor, email }: { actor: ResendActor; email: string }) {
  const canResend = useSelector(actor, selectCanResend);
  const sending = useSelector(actor, selectIsSending);
  const label = useSelector(actor, selectButtonLabel);
  const message = useSelector(actor, selectMessage);
  const error = useSelector(actor, selectError);
  const [before, after] = t('checkEmail.sentTo').split('{email}');

  return (
    <Stack space="large">
      <PageHeading title={t('checkEmail.title')} />
      <Text>
        {before}
        <strong>{email}</strong>
        {after}
      </Text>
      {message ? <Alert tone="success">{text(message)}</Alert> : null}
      {error ? <Alert tone="error">{text(error)}</Alert> : null}
      <Stack space="small">
        <Text size="small" tone="secondary">
          {t('checkEmail.notReceived')}
        </Text>
        <Button
          variant="secondary"
          size="large"
          fullWidth
          disabled={!canResend}
          loading={sending}
          onClick={() => actor.send({ type: 'resend.request' })}
        >
          {text(label)}
        </Button>
      </Stack>
      <Text align="center">
        <AppLink to="/login">{t('checkEmail.signIn')}</AppLink>
      </Text>
    </Stack>
  );
}
