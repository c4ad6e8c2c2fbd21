/**
 * Real implementations of the auth actors over the typed API client, the token and redirect storages
 * and the clock (ports in `machines/shared/ports.ts`).
 */
import { fromPromise } from 'xstate';
import { callApi } from '../shared/apiCall';
import { BASE_PATH } from '../shared/constants';
import { flowFailure } from '../shared/failure';
import type {
  Api,
  Clock,
  RedirectStorage,
  SessionRefresher,
  StoredTokens,
  TokenStorage,
  UserDataStorage,
} from '../shared/ports';
import { isExpiring, readAccessToken } from './auth.claims';
import { authorizationFailed, passwordLoginFailure, providerLoginFailure } from './auth.errors';
import type {
  RefreshRequest,
  SessionCheck,
  SignedInSession,
  SignInRequest,
  SignOutRequest,
} from './auth.machine';

export interface AuthDeps {
  api: Api;
  tokens: TokenStorage;
  redirects: RedirectStorage;
  clock: Clock;
  /** Every per-user key in the browser: removed on every kind of sign-out. */
  userData: UserDataStorage;
  /** The app's one session refresher, shared with the API client and the live interview. */
  refresher: SessionRefresher;
}

/**
 * The path to come back to after a forced sign-out, without the base path; none for / and /login
 * (spec §2, protected routes).
 */
export function redirectPathToSave(path: string | null): string | null {
  if (!path) return null;
  let local = path.trim();
  if (local === BASE_PATH || local.startsWith(`${BASE_PATH}/`) || local.startsWith(`${BASE_PATH}?`)) {
    local = local.slice(BASE_PATH.length);
  }
  if (!local.startsWith('/')) local = `/${local}`;
  const pathname = local.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return pathname === '/' || pathname === '/login' ? null : local;
}

function readStored(tokens: TokenStorage): StoredTokens | null {
  try {
    return tokens.read();
  } catch {
    return null;
  }
}

export function createAuthActors({ api, tokens, redirects, clock, userData, refresher }: AuthDeps) {
  /** Keeps the tokens of a sign-in and returns the session, if the token carries sub and email. */
  function startSession(
    accessToken: string | undefined,
    refreshToken: string | undefined,
    rememberMe: boolean,
    onUnreadable: (reason: string) => Error | object,
  ): SignedInSession {
    const reading = readAccessToken(accessToken);
    if (!reading.ok || !accessToken) throw onUnreadable(reading.ok ? 'no access token' : reading.reason);
    tokens.write({ accessToken, refreshToken: refreshToken ?? null }, rememberMe);
    return { accessToken, user: reading.user };
  }

  return {
    checkSession: fromPromise<SessionCheck>(async () => {
      const stored = readStored(tokens);
      if (!stored?.accessToken) return { status: 'invalid' };
      const reading = readAccessToken(stored.accessToken);
      if (reading.ok && !isExpiring(reading.expiresAt, clock.now())) {
        return { status: 'valid', accessToken: stored.accessToken, user: reading.user };
      }
      if (stored.refreshToken) {
        return { status: 'refreshable', refreshToken: stored.refreshToken, rememberMe: stored.rememberMe };
      }
      return { status: 'invalid' };
    }),

    /**
     * Through the shared refresher, which refreshes the stored session (the one the check saw, or its
     * successor if another tab rotated it since) and stores the result.
     */
    refreshSession: fromPromise<SignedInSession, RefreshRequest>(async () => {
      const fresh = await refresher.refresh();
      const reading = readAccessToken(fresh?.accessToken);
      if (!fresh || !reading.ok) throw flowFailure({ key: 'auth.required' });
      return { accessToken: fresh.accessToken, user: reading.user };
    }),

    signIn: fromPromise<SignedInSession, SignInRequest>(async ({ input, signal }) => {
      switch (input.method) {
        case 'password': {
          const result = await callApi(() =>
            api.POST('/web-api/auth/login', { body: { email: input.email, password: input.password }, signal }),
          );
          if (!result.ok) throw passwordLoginFailure(result);
          return startSession(result.data.access_token, result.data.refresh_token, input.rememberMe, () =>
            flowFailure({ key: 'login.unexpectedError' }),
          );
        }
        case 'google': {
          if (!input.accessToken) throw authorizationFailed('no token from Google');
          const result = await callApi(() =>
            api.POST('/web-api/auth/google-login', { body: { token: input.accessToken }, signal }),
          );
          if (!result.ok) throw providerLoginFailure('google', result);
          return startSession(result.data.access_token, result.data.refresh_token, input.rememberMe, authorizationFailed);
        }
        case 'apple': {
          if (!input.idToken) throw authorizationFailed('no token from Apple');
          const body = input.name ? { token: input.idToken, name: input.name } : { token: input.idToken };
          const result = await callApi(() => api.POST('/web-api/auth/apple-login', { body, signal }));
          if (!result.ok) throw providerLoginFailure('apple', result);
          return startSession(result.data.access_token, result.data.refresh_token, input.rememberMe, authorizationFailed);
        }
      }
    }),

    signOut: fromPromise<void, SignOutRequest>(async ({ input }) => {
      const stored = readStored(tokens);
      tokens.clear();
      // Whatever the way out (Logout, Log Out everywhere, a 401, deactivation), nothing of this
      // account stays for the next person on this browser.
      userData.clear();
      if (input.mode === 'forced') {
        const path = redirectPathToSave(input.redirectPath);
        if (path) redirects.save(path);
      }
      if (input.mode === 'logout') {
        redirects.clear();
        // Best effort and not awaited: signing out never waits for, nor fails on, the server.
        const body = stored?.refreshToken
          ? { refreshToken: stored.refreshToken, allDevices: input.allDevices }
          : { allDevices: input.allDevices };
        const headers = stored?.accessToken ? { Authorization: `Bearer ${stored.accessToken}` } : undefined;
        void callApi(() => api.POST('/web-api/auth/logout', { body, headers }));
      }
    }),
  };
}
