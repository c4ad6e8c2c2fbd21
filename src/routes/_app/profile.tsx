import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { selectIsAuthenticated } from '../../../machines/auth/auth.selectors';
import { createProfileActors } from '../../../machines/profile/profile.actors';
import { profileMachine } from '../../../machines/profile/profile.machine';
import { ProfilePage, ProfileSignedOut } from './-components/profile/ProfilePage';
import { useLocale } from '../../i18n/react';

/**
 * /profile (spec §2). The layout only lets signed-in users in; if the session ends while the page is
 * open (Log Out, deactivation, a forced sign-out), it shows "Please log in to view your profile".
 */
export const Route = createFileRoute('/_app/profile')({
  staticData: { title: 'pageTitle.profile' },
  component: ProfileRoute,
});

function ProfileRoute() {
  useLocale();
  const { auth } = Route.useRouteContext();
  const signedIn = useSelector(auth, selectIsAuthenticated);
  return signedIn ? <ProfileFlow /> : <ProfileSignedOut />;
}

function ProfileFlow() {
  const { api, auth, inspect } = Route.useRouteContext();
  const actor = useActorRef(
    profileMachine.provide({
      actors: createProfileActors({ api }),
      actions: {
        userRenamed: (_, { name }) => auth.send({ type: 'auth.userRenamed', name }),
        logoutAllDevices: () => auth.send({ type: 'auth.logout', allDevices: true }),
        deactivated: () => auth.send({ type: 'auth.logout', deactivated: true }),
      },
    }),
    { inspect },
  );
  return <ProfilePage actor={actor} />;
}
