import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import type { Api } from '../api/types';
import type { InspectObserver, RuntimeConfig } from '../config';

/*
 * The app-lifetime actors. Until machines/auth/auth.machine.ts exists the auth actor is typed loosely
 * here, and only here; wiring it is one line:
 *   export type AuthActor = ActorRefFrom<typeof authMachine>;
 */
export type AuthActor = AnyActorRef;
export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;

/** What every route receives (`createRootRouteWithContext<RouterContext>()`). */
export interface RouterContext {
  /** The typed HTTP client with the session middleware. */
  api: Api;
  /** config.json, parsed. */
  config: RuntimeConfig;
  auth: AuthActor;
  subscription: SubscriptionActor;
  /** The Stately inspector's observer, when on: pass as `inspect` to actors created in routes. */
  inspect: InspectObserver | undefined;
}
