import type { RouterHistory } from '@tanstack/react-router';
import { createJobsScrollStorage, type JobsScrollStorage } from '../../machines/jobs/jobs.actors';
import type { Clock, RedirectStorage, TokenStorage, UserDataStorage } from '../../machines/shared/ports';
import { createApi, createRefreshExchange } from '../api/client';
import { createSessionRefresher, type RefreshLocks } from '../api/sessionRefresher';
import type { Api } from '../../openapi/types';
import type { InspectObserver, RuntimeConfig } from '../config';
import { readAccessToken } from '../../machines/auth/auth.claims';
import { createRedirectStorage, createTokenStorage, localArea, sessionArea } from '../storage';
import { createOwnedStorage, createUserDataStorage } from '../storage/userData';
import { createAppActors } from './actors';
import type { AuthActor, JobsActor, SubscriptionActor } from './context';
import { createRouterNavigation } from './navigation';
import { currentAppPath } from './paths';
import { createAppRouter, type AppRouter } from './router';

export interface CreateAppOptions {
  config: RuntimeConfig;
  /** Origin (and optional prefix) of the API; '' for the page's own origin. */
  apiBaseUrl: string;
  inspect?: InspectObserver;
  /** The API client's fetch; the global one by default (tests pass a fake server). */
  fetch?: (request: Request) => Promise<Response>;
  /** The browser's history by default. */
  history?: RouterHistory;
  tokens?: TokenStorage;
  redirects?: RedirectStorage;
  /** The per-user keys removed at sign-out; the page's storages by default. */
  userData?: UserDataStorage;
  clock?: Clock;
  /** The jobs list's scroll memory; sessionStorage by default. */
  jobsScroll?: JobsScrollStorage;
  /** Cross-tab locks around a refresh; the browser's Web Locks by default (null: this tab only). */
  locks?: RefreshLocks | null;
}

export interface App {
  api: Api;
  auth: AuthActor;
  subscription: SubscriptionActor;
  jobs: JobsActor;
  router: AppRouter;
  /** Starts the app-lifetime actors. */
  start(): void;
  stop(): void;
}

/**
 * Wires the SPA: one session refresher (every refresh → `auth.tokensRefreshed`), the API client whose
 * 401s feed the auth actor (`auth.forceSignOut`), the app-lifetime actors, and the router that carries them in
 * its context and performs their navigation actions.
 */
export function createApp(options: CreateAppOptions): App {
  const tokens = options.tokens ?? createTokenStorage();
  const redirects = options.redirects ?? createRedirectStorage();
  const clock = options.clock ?? { now: () => Date.now() };
  const userData = options.userData ?? createUserDataStorage();
  const currentUserId = () => {
    const reading = readAccessToken(tokens.read()?.accessToken);
    return reading.ok ? reading.user.id : null;
  };
  const userStorage = {
    local: createOwnedStorage(localArea, currentUserId),
    session: createOwnedStorage(sessionArea, currentUserId),
  };
  // The client, the actors and the router refer to each other; each is bound once all exist.
  let auth: AuthActor | undefined;
  let router: AppRouter | undefined;

  const refresher = createSessionRefresher({
    tokens,
    exchange: createRefreshExchange({ baseUrl: options.apiBaseUrl, fetch: options.fetch }),
    onRefreshed: (fresh) => auth?.send({ type: 'auth.tokensRefreshed', ...fresh }),
    locks: options.locks,
  });
  const api = createApi({
    baseUrl: options.apiBaseUrl,
    tokens,
    refresher,
    fetch: options.fetch,
    currentPath: () => router?.state.location.href ?? currentAppPath(),
    onUnauthorized: (path) => auth?.send({ type: 'auth.forceSignOut', path }),
  });

  const navigation = createRouterNavigation(() => router, redirects);
  const jobsScroll = options.jobsScroll ?? createJobsScrollStorage(sessionArea);
  const actors = createAppActors({ api, tokens, refresher, redirects, clock, userData, navigation, jobsScroll, inspect: options.inspect });
  auth = actors.auth;
  router = createAppRouter(
    {
      api,
      config: options.config,
      auth: actors.auth,
      subscription: actors.subscription,
      jobs: actors.jobs,
      redirects,
      tokens,
      refresher,
      clock,
      userStorage,
      inspect: options.inspect,
    },
    { history: options.history },
  );

  return {
    api,
    auth: actors.auth,
    subscription: actors.subscription,
    jobs: actors.jobs,
    router,
    start: () => actors.start(),
    stop: () => actors.stop(),
  };
}
