import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { profileMachine } from '../../../../../machines/profile/profile.machine';
import { selectIsLoading, selectLoadError } from '../../../../../machines/profile/profile.selectors';
import { t, text } from '../../../../i18n';
import { Heading, LinkButton, RetryAlert, Spinner, Stack, Text } from '../../../../ui';
import { AccountSection } from './AccountSection';
import { PasswordSection } from './PasswordSection';
import { PersonalInfoSection } from './PersonalInfoSection';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

/** /profile, "Profile Settings" (spec §2). */
export function ProfilePage({ actor }: { actor: ProfileActor }) {
  const loading = useSelector(actor, selectIsLoading);
  const loadError = useSelector(actor, selectLoadError);

  return (
    <Stack space="large" maxWidth="medium">
      <Heading level={1}>{t('profile.title')}</Heading>
      {loading ? (
        <Stack space="medium" align="center" paddingY="xlarge" textAlign="center" role="status">
          <Spinner size="large" label={null} />
          <Text tone="secondary">{t('profile.loading')}</Text>
        </Stack>
      ) : loadError ? (
        <RetryAlert onRetry={() => actor.send({ type: 'profile.retry' })}>
          {text(loadError)}
        </RetryAlert>
      ) : (
        <>
          <PersonalInfoSection actor={actor} />
          <PasswordSection actor={actor} />
          <AccountSection actor={actor} />
        </>
      )}
    </Stack>
  );
}

/** Nobody is signed in (e.g. the session ended on this page): "Please log in to view your profile". */
export function ProfileSignedOut() {
  return (
    <Stack space="medium" align="center" paddingY="xlarge" textAlign="center">
      <Heading level={1}>{t('profile.title')}</Heading>
      <Text tone="secondary">{t('profile.notLoggedIn')}</Text>
      <LinkButton to="/login" state={(prev) => ({ ...prev, from: '/profile' })} size="large">
        {t('profile.logIn')}
      </LinkButton>
    </Stack>
  );
}
