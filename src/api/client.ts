import createClient, { type Middleware } from 'openapi-fetch';
import type { SessionRefresher, SessionTokens, TokenStorage } from '../../machines/shared/ports';
import { isExpiring, readAccessToken } from '../../machines/auth/auth.claims';
import { currentAppPath } from '../app/paths';
import { getLocale } from '../i18n';
import type { Api, paths, Schemas } from '../../openapi/types';

/** New tokens from `POST /auth/refresh`. */
export type RefreshedTokens = Schemas['RefreshResponse'];

export interface CreateApiOptions {
  /** Origin (and optional prefix) of the API; '' for the page's own origin. */
  baseUrl: string;
  tokens: TokenStorage;
  /**
   * A request was refused for lack of a valid session (spec §8 "forced sign-out"): called with the
   * current route path (without /jobtalkai) so it can be the post-login target.
   */
  onUnauthorized: (currentPath: string) => void;
  /** The app's one session refresher (see `createSessionRefresher`). */
  refresher: SessionRefresher;
  /** Defaults to the global fetch (looked up at call time). */
  fetch?: (request: Request) => Promise<Response>;
  /** The current route path; defaults to the window's location without the base path. */
  currentPath?: () => string;
  /** Wall-clock milliseconds (token expiry); `Date.now` by default. */
  now?: () => number;
  /** The UI's language, sent as `Accept-Language` so the server's mails use it; the catalogue's by default. */
  language?: () => string;
}

type ApiPath = keyof paths;

/**
 * Calls whose 401 is an answer for the form that made them (wrong password, bad token…), not a lost
 * session; network failures on them are form errors too.
 */
export const PUBLIC_AUTH_PATHS: ReadonlySet<ApiPath> = new Set<ApiPath>([
  '/web-api/auth/login',
  '/web-api/auth/register',
  '/auth/refresh',
  '/web-api/auth/google-login',
  '/web-api/auth/apple-login',
  '/web-api/auth/validate-reset-token',
  '/web-api/auth/reset-password',
  '/web-api/auth/verify-email',
  '/web-api/auth/forgot-password',
  '/web-api/auth/resend-verification',
]);

/** The one call that refreshes the token and retries once on a 401 (spec §7). */
export const REFRESH_AND_RETRY_PATH: ApiPath = '/web-api/conversations/user';

const REFRESH_PATH: ApiPath = '/auth/refresh';

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function isRefreshResponse(value: unknown): value is RefreshedTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.accessToken === 'string' && v.accessToken !== '' && typeof v.refreshToken === 'string';
}

/**
 * `POST /auth/refresh` as the session refresher's exchange: plain fetch, outside the client's session
 * middleware (a refused refresh is an answer, not a reason to refresh).
 */
export function createRefreshExchange(options: { baseUrl: string; fetch?: (request: Request) => Promise<Response> }) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return async (refreshToken: string): Promise<SessionTokens | null> => {
    try {
      const response = await fetchImpl(
        new Request(`${baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      );
      if (!response.ok) return null;
      // A body that is not JSON is a refused refresh like any other: isRefreshResponse rejects null.
      const body: unknown = await response.json().catch(() => null);
      return isRefreshResponse(body) ? { accessToken: body.accessToken, refreshToken: body.refreshToken } : null;
    } catch (error) {
      console.warn('Session refresh: POST /auth/refresh did not reach the server', error);
      return null;
    }
  };
}

function withBearer(request: Request, accessToken: string): Request {
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${accessToken}`);
  return new Request(request, { headers });
}

/**
 * The typed client of the contract, with the session middleware:
 * - a bearer access token (localStorage first, then sessionStorage) on every request when stored,
 *   refreshed before the request when it expires within 30 s;
 * - any 401 → `onUnauthorized(currentPath)`, except on the public auth calls (form errors);
 * - a 401 on `GET /web-api/conversations/user` first triggers one `POST /auth/refresh` with the stored
 *   refresh (through the app's one refresher) and one retry of the request; only if that fails too is
 *   the user signed out;
 * - a network failure (server unreachable) with no stored token → `onUnauthorized`; the error is
 *   always passed on to the caller.
 */
export function createApi(options: CreateApiOptions): Api {
  const { tokens, onUnauthorized, refresher } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const currentPath = options.currentPath ?? (() => currentAppPath());
  const now = options.now ?? (() => Date.now());

  /** The stored access token, refreshed first when it expires within 30 s (a tab left open for a while). */
  async function currentAccessToken(): Promise<string | undefined> {
    const stored = tokens.read();
    if (!stored?.accessToken) return undefined;
    const reading = readAccessToken(stored.accessToken);
    if (!stored.refreshToken || !reading.ok || reading.expiresAt === null || !isExpiring(reading.expiresAt, now())) {
      return stored.accessToken;
    }
    return (await refresher.refresh())?.accessToken ?? stored.accessToken;
  }

  /** Requests that may be replayed once, by request id (a GET has no body, a copy is cheap). */
  const replayable = new Map<string, Request>();

  /** The conversations list: refresh once, replay once; a second 401 is final. */
  async function retryWithFreshToken(original: Request): Promise<Response | null> {
    const sentToken = original.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? null;
    const storedNow = tokens.read()?.accessToken ?? null;
    // Another call may already have refreshed since this one was sent: use that token, don't rotate again.
    const accessToken = storedNow && storedNow !== sentToken ? storedNow : (await refresher.refresh())?.accessToken;
    if (!accessToken) return null;
    try {
      return await fetchImpl(withBearer(original, accessToken));
    } catch (error) {
      console.warn(`Session refresh: the retry of ${original.method} ${original.url} failed`, error);
      return null;
    }
  }

  const session: Middleware = {
    async onRequest({ request, schemaPath, id }) {
      const accessToken = PUBLIC_AUTH_PATHS.has(schemaPath as ApiPath) ? tokens.read()?.accessToken : await currentAccessToken();
      const authorised = accessToken && !request.headers.has('Authorization') ? withBearer(request, accessToken) : request;
      if (schemaPath === REFRESH_AND_RETRY_PATH && authorised.method === 'GET') {
        replayable.set(id, authorised.clone());
      }
      return authorised;
    },

    async onResponse({ response, schemaPath, id }) {
      const original = replayable.get(id);
      replayable.delete(id);
      if (response.status !== 401 || PUBLIC_AUTH_PATHS.has(schemaPath as ApiPath)) return undefined;
      if (original) {
        const retried = await retryWithFreshToken(original);
        if (retried && retried.status !== 401) return retried;
        onUnauthorized(currentPath());
        return retried ?? response;
      }
      onUnauthorized(currentPath());
      return undefined;
    },

    onError({ error, schemaPath, id }) {
      replayable.delete(id);
      if (isAbort(error) || PUBLIC_AUTH_PATHS.has(schemaPath as ApiPath)) return undefined;
      if (!tokens.read()) onUnauthorized(currentPath());
      return undefined;
    },
  };

  const language = options.language ?? getLocale;
  /** Every request says the UI's language: the server writes its mails (verification, reset) in it. */
  const acceptLanguage: Middleware = {
    onRequest({ request }) {
      if (request.headers.has('Accept-Language')) return undefined;
      const headers = new Headers(request.headers);
      headers.set('Accept-Language', language());
      return new Request(request, { headers });
    },
  };

  const client = createClient<paths>({ baseUrl, fetch: (request) => fetchImpl(request) });
  client.use(acceptLanguage, session);
  return client;
}
