import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import {
  selectAccountError,
  selectConfirmation,
  selectIsDeactivating,
} from '../../../../../machines/profile/profile.selectors';
import { t, text } from '../../../../i18n';
import { Alert, Button, Card, Dialog, Heading, Inline, Stack, Text } from '../../../../ui';
import type { ProfileActor } from './ProfilePage';
import * as styles from './Profile.css';

/** One account action: what it is and does, and its button beside (below, on narrow screens). */
function AccountRow({ title, explanation, children }: { title: string; explanation: string; children: ReactNode }) {
  return (
    <Inline space="small" collapseBelow="tablet" align="space-between" alignY="center" wrap={false} className={styles.accountRow}>
      <Stack space="xxsmall">
        <Text weight="semibold">{title}</Text>
        <Text size="small" tone="secondary">
          {explanation}
        </Text>
      </Stack>
      {children}
    </Inline>
  );
}

/**
 * Account Management: "Log Out" from all devices (asked once) and "Deactivate Account" (asked twice);
 * a failed deactivation is shown as an alert (spec §2, §5, §8).
 */
export function AccountSection({ actor }: { actor: ProfileActor }) {
  const confirmation = useSelector(actor, selectConfirmation);
  const deactivating = useSelector(actor, selectIsDeactivating);
  const error = useSelector(actor, selectAccountError);

  const cancel = () =>
    actor.send({ type: confirmation === 'logout' ? 'profile.logoutCancelled' : 'profile.deactivateCancelled' });
  const confirm = () =>
    actor.send({ type: confirmation === 'logout' ? 'profile.logoutConfirmed' : 'profile.deactivateConfirmed' });

  return (
    <Card as="section" aria-labelledby="account-heading">
      <Stack space="medium">
        <Heading level={3} as="h2" id="account-heading">
          {t('profile.account')}
        </Heading>
        {error ? <Alert tone="error">{text(error)}</Alert> : null}
        <Stack space="medium">
          <AccountRow title={t('profile.logout')} explanation={t('profile.logoutText')}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'profile.logoutRequested' })}>
              {t('profile.logout')}
            </Button>
          </AccountRow>
          <AccountRow title={t('profile.deactivate')} explanation={t('profile.deactivateText')}>
            <Button
              variant="danger"
              loading={deactivating}
              loadingLabel={t('profile.deactivating')}
              onClick={() => actor.send({ type: 'profile.deactivateRequested' })}
            >
              {t('profile.deactivate')}
            </Button>
          </AccountRow>
        </Stack>
      </Stack>

      <Dialog
        open={confirmation !== null}
        onClose={cancel}
        role="alertdialog"
        title={confirmation === 'logout' ? t('profile.logoutConfirm') : t('profile.deactivate')}
        description={
          confirmation === 'logout'
            ? t('profile.logoutConfirmText')
            : confirmation === 'deactivateAgain'
              ? t('profile.deactivateConfirm2')
              : t('profile.deactivateConfirm1')
        }
        actions={
          <>
            <Button variant="secondary" onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button variant={confirmation === 'logout' ? 'primary' : 'danger'} onClick={confirm}>
              {confirmation === 'logout'
                ? t('profile.logout')
                : confirmation === 'deactivateAgain'
                  ? t('profile.deactivate')
                  : t('profile.deactivateContinue')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
