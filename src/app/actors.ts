import { createActor, createMachine } from 'xstate';
import { createSubscriptionActors } from '../../machines/subscription/subscription.actors';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import type { Api } from '../api/types';
import type { InspectObserver } from '../config';
import type { RedirectStorage, TokenStorage } from '../../machines/shared/ports';
import type { AuthActor, SubscriptionActor } from './context';

export interface AppActorDeps {
  api: Api;
  tokens: TokenStorage;
  redirect: RedirectStorage;
  inspect: InspectObserver | undefined;
}

/*
 * Stand-in until machines/auth/auth.machine.ts lands: an inert machine, so the router context has its
 * final shape now. Replace it with
 *   createActor(authMachine.provide({ actors: createAuthActors(deps) }), { input: { accessToken }, inspect })
 */
const pendingAuthMachine = createMachine({ id: 'auth', description: 'Placeholder until machines/auth lands.' });

/** Creates (not starts) the actors that live as long as the app. */
export function createAppActors(deps: AppActorDeps): { auth: AuthActor; subscription: SubscriptionActor } {
  return {
    auth: createActor(pendingAuthMachine, { inspect: deps.inspect }),
    subscription: createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api: deps.api }) }), {
      inspect: deps.inspect,
    }),
  };
}
