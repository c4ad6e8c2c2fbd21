import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createVerifyEmailActors } from '../../../machines/verifyEmail/verifyEmail.actors';
import { verifyEmailMachine } from '../../../machines/verifyEmail/verifyEmail.machine';
import { searchString } from './-components/loginSearch';
import { VerifyEmailPage } from './-components/VerifyEmailPage';
import { useLocale } from '../../i18n/react';

export interface VerifyEmailSearch {
  key?: string;
  redirectUri?: string;
}

/** /verify-email?key=&redirectUri= (spec §2): verifies on load; a new key is a new flow. */
export const Route = createFileRoute('/_public/verify-email')({
  staticData: { title: 'pageTitle.verifyEmail' },
  validateSearch: (search: Record<string, unknown>): VerifyEmailSearch => {
    const key = searchString(search.key);
    const redirectUri = searchString(search.redirectUri);
    return {
      ...(key === undefined ? {} : { key }),
      ...(redirectUri === undefined ? {} : { redirectUri }),
    };
  },
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  useLocale();
  const { key, redirectUri } = Route.useSearch();
  return <VerifyEmailFlow key={key ?? ''} verificationKey={key} redirectUri={redirectUri} />;
}

function VerifyEmailFlow({ verificationKey, redirectUri }: { verificationKey?: string; redirectUri?: string }) {
  const { api, inspect } = Route.useRouteContext();
  const router = useRouter();
  const actor = useActorRef(
    verifyEmailMachine.provide({
      actors: createVerifyEmailActors({ api }),
      actions: {
        redirectToLogin: () => void router.navigate({ to: '/login', search: { verified: 'true' }, replace: true }),
      },
    }),
    { input: { key: verificationKey ?? null, redirectUri: redirectUri ?? null }, inspect },
  );
  return <VerifyEmailPage actor={actor} />;
}
