import { createFileRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createForgotPasswordActors } from '../../../machines/forgotPassword/forgotPassword.actors';
import { forgotPasswordMachine } from '../../../machines/forgotPassword/forgotPassword.machine';
import { ForgotPasswordPage } from './-components/ForgotPasswordPage';
import { useLocale } from '../../i18n/react';

/** /forgot-password (spec §2). */
export const Route = createFileRoute('/_public/forgot-password')({
  staticData: { title: 'pageTitle.forgotPassword' },
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  useLocale();
  const { api, inspect } = Route.useRouteContext();
  const actor = useActorRef(forgotPasswordMachine.provide({ actors: createForgotPasswordActors({ api }) }), { inspect });
  return <ForgotPasswordPage actor={actor} />;
}
