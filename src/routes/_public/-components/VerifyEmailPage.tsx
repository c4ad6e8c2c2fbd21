import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { verifyEmailMachine } from '../../../../machines/verifyEmail/verifyEmail.machine';
import {
  selectError,
  selectIsVerified,
  selectIsVerifying,
} from '../../../../machines/verifyEmail/verifyEmail.selectors';
import { t, text } from '../../../i18n';
import { Alert, AppLink, LinkButton, Spinner, Stack, Text } from '../../../ui';
import * as styles from './AuthPage.css';
import { PageHeading } from './PageHeading';

export type VerifyEmailActor = ActorRefFrom<typeof verifyEmailMachine>;

/**
 * /verify-email?key=&redirectUri=: loading, then success (the machine goes to /login?verified=true
 * after 3 s) or the error with links to /check-email and /register (spec §2, §4).
 */
export function VerifyEmailPage({ actor }: { actor: VerifyEmailActor }) {
  const verifying = useSelector(actor, selectIsVerifying);
  const verified = useSelector(actor, selectIsVerified);
  const error = useSelector(actor, selectError);

  if (verifying) {
    return (
      <Stack space="large">
        <PageHeading title={t('verify.title')} />
        <div className={styles.statusBlock} role="status">
          <Spinner size="large" label={null} />
          <Text tone="secondary">{t('verify.loading')}</Text>
        </div>
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
        <LinkButton to="/check-email" size="large" fullWidth>
          {t('verify.resendLink')}
        </LinkButton>
        <LinkButton to="/register" variant="secondary" size="large" fullWidth>
          {t('verify.registerLink')}
        </LinkButton>
      </Stack>
    </Stack>
  );
}
