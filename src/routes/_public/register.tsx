import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { createRegisterActors } from '../../../machines/register/register.actors';
import { registerMachine } from '../../../machines/register/register.machine';
import { absoluteAppUrl } from '../../app/paths';
import { createProviderSignIn } from '../../auth/providerSignIn';
import { RegisterPage } from './-components/RegisterPage';
import { useLocale } from '../../i18n/react';

/** /register (spec §2): success goes to /check-email carrying the email. */
export const Route = createFileRoute('/_public/register')({
  staticData: { title: 'pageTitle.register' },
  component: RegisterRoute,
});

function RegisterRoute() {
  useLocale();
  const { api, auth, config, inspect } = Route.useRouteContext();
  const router = useRouter();
  const actor = useActorRef(
    registerMachine.provide({
      actors: createRegisterActors({ api }),
      actions: {
        goToCheckEmail: (_, { email }) =>
          void router.navigate({ to: '/check-email', state: (prev) => ({ ...prev, email }) }),
      },
    }),
    { input: { redirectUri: absoluteAppUrl('/login') }, inspect },
  );
  const providers = useMemo(() => createProviderSignIn({ config, auth }), [config, auth]);
  return <RegisterPage actor={actor} auth={auth} providers={providers} />;
}
