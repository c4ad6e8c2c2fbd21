import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/auth/auth.machine';
import type { jobsMachine } from '../../machines/jobs/jobs.machine';
import type { Clock, RedirectStorage, SafeStorage, SessionRefresher, TokenStorage } from '../../machines/shared/ports';
import type { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import type { Api } from '../../openapi/types';
import type { InspectObserver, RuntimeConfig } from '../config';

/** The app-lifetime actors. */
export type AuthActor = ActorRefFrom<typeof authMachine>;
export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;
export type JobsActor = ActorRefFrom<typeof jobsMachine>;

/** What every route receives (`createRootRouteWithContext<RouterContext>()`). */
export interface RouterContext {
  /** The typed HTTP client with the session middleware. */
  api: Api;
  /** config.json, parsed. */
  config: RuntimeConfig;
  auth: AuthActor;
  subscription: SubscriptionActor;
  /** The job catalogue (list cache, search, filter, selection, scroll memory). */
  jobs: JobsActor;
  /** `redirect_after_login`: the protected layout saves the attempted path here before sending to /login. */
  redirects: RedirectStorage;
  /** The stored tokens (the live interview sends the access token in its start message). */
  tokens: TokenStorage;
  /** The app's one session refresher (the live interview refreshes an expiring token through it). */
  refresher: SessionRefresher;
  clock: Clock;
  /**
   * The signed-in account's storages: JSON written through them carries the account's id and is
   * read back by that account only (the history cache, the report cache, the finished interview).
   */
  userStorage: { local: SafeStorage; session: SafeStorage };
  /** The Stately inspector's observer, when on: pass as `inspect` to actors created in routes. */
  inspect: InspectObserver | undefined;
}
