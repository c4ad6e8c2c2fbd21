import { useEffect } from 'react';
import { createFileRoute, redirect, useRouter, useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createResendCooldownActors } from '../../../machines/resendCooldown/resendCooldown.actors';
import { resendCooldownMachine } from '../../../machines/resendCooldown/resendCooldown.machine';
import { absoluteAppUrl } from '../../app/paths';
import { CheckEmailPage } from './-components/CheckEmailPage';
import { useLocale } from '../../i18n/react';

/**
 * /check-email (spec §2): needs the email in navigation state, else it goes to /register. With `resend`
 * in the state (the login prompt, the failed verification page) it sends a new mail on arrival.
 */
export const Route = createFileRoute('/_public/check-email')({
  staticData: { title: 'pageTitle.checkEmail' },
  beforeLoad: ({ location }) => {
    if (!location.state.email) throw redirect({ to: '/register', replace: true });
  },
  component: CheckEmailRoute,
});

function CheckEmailRoute() {
  useLocale();
  const email = useRouterState({ select: (state) => state.location.state.email });
  // beforeLoad guarantees the email; a new email is a new cooldown.
  return email ? <ResendFlow key={email} email={email} /> : null;
}

function ResendFlow({ email }: { email: string }) {
  const { api, inspect } = Route.useRouteContext();
  const router = useRouter();
  const resendOnArrival = useRouterState({ select: (state) => state.location.state.resend === true });
  const actor = useActorRef(resendCooldownMachine.provide({ actors: createResendCooldownActors({ api }) }), {
    input: { email, redirectUri: absoluteAppUrl('/login') },
    inspect,
  });
  useEffect(() => {
    if (!resendOnArrival) return;
    // Sent once: a reload or a step back to this entry must not mail again.
    actor.send({ type: 'resend.request' });
    void router.navigate({ to: '/check-email', state: { email }, replace: true });
  }, [resendOnArrival, actor, router, email]);
  return <CheckEmailPage actor={actor} email={email} />;
}
