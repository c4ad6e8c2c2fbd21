import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createResetPasswordActors } from '../../../machines/resetPassword/resetPassword.actors';
import { resetPasswordMachine } from '../../../machines/resetPassword/resetPassword.machine';
import { searchString } from './-components/loginSearch';
import { ResetPasswordPage } from './-components/ResetPasswordPage';
import { useLocale } from '../../i18n/react';

export interface ResetPasswordSearch {
  token?: string;
}

/** /reset-password?token= (spec §2): validates the token on load; a new token is a new flow. */
export const Route = createFileRoute('/_public/reset-password')({
  staticData: { title: 'pageTitle.resetPassword' },
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => {
    const token = searchString(search.token);
    return token === undefined ? {} : { token };
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  useLocale();
  const { token } = Route.useSearch();
  return <ResetPasswordFlow key={token ?? ''} token={token} />;
}

function ResetPasswordFlow({ token }: { token: string | undefined }) {
  const { api, inspect } = Route.useRouteContext();
  const router = useRouter();
  const actor = useActorRef(
    resetPasswordMachine.provide({
      actors: createResetPasswordActors({ api }),
      actions: {
        redirectToLogin: () => void router.navigate({ to: '/login', search: { reset: 'success' }, replace: true }),
      },
    }),
    { input: { token: token ?? null }, inspect },
  );
  return <ResetPasswordPage actor={actor} />;
}
