import { createActor } from 'xstate';
import { createAuthActors } from '../../machines/auth/auth.actors';
import { authMachine } from '../../machines/auth/auth.machine';
import type { Clock, RedirectStorage, TokenStorage } from '../../machines/shared/ports';
import { createSubscriptionActors } from '../../machines/subscription/subscription.actors';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import type { Api } from '../api/types';
import type { InspectObserver } from '../config';
import type { AuthActor, SubscriptionActor } from './context';
import type { AppNavigation } from './navigation';

export interface AppActorDeps {
  api: Api;
  tokens: TokenStorage;
  redirects: RedirectStorage;
  clock: Clock;
  navigation: AppNavigation;
  inspect: InspectObserver | undefined;
}

/** Creates (not starts) the actors that live as long as the app: auth and subscription. */
export function createAppActors(deps: AppActorDeps): { auth: AuthActor; subscription: SubscriptionActor } {
  const { api, tokens, redirects, clock, navigation, inspect } = deps;
  const subscription = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) }), {
    inspect,
  });
  const auth = createActor(
    authMachine.provide({
      actors: createAuthActors({ api, tokens, redirects, clock }),
      actions: {
        requestSubscription: () => subscription.send({ type: 'subscription.load' }),
        clearSubscription: () => subscription.send({ type: 'subscription.reset' }),
        navigateAfterLogin: () => navigation.afterLogin(),
        navigateToLogin: () => navigation.toLogin(),
        goToCheckEmail: (_, { email }) => navigation.toCheckEmail(email),
      },
    }),
    { input: { accessToken: tokens.read()?.accessToken ?? null }, inspect },
  );
  return { auth, subscription };
}
