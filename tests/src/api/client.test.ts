import { describe, expect, it, vi } from 'vitest';
import { memoryTokens } from '../support/memoryTokens';
import type { StoredTokens, TokenStorage } from '../../../machines/shared/ports';
import { createApi, createRefreshExchange, type CreateApiOptions } from '../../../src/api/client';
import { createSessionRefresher } from '../../../src/api/sessionRefresher';
import { accessToken } from '../support/appHarness';

const BASE = 'http://api.test';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;

/** A fake server: records every request (with its body read), answers by "METHOD /path". */
function fakeServer(routes: Record<string, Handler | Handler[]>) {
  const calls: Array<{ method: string; path: string; auth: string | null; body: string }> = [];
  const counters = new Map<string, number>();
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    calls.push({ method: request.method, path: url.pathname, auth: request.headers.get('Authorization'), body: await request.clone().text() });
    const route = routes[key];
    if (!route) return json(404, { error: 'not_found', message: key });
    if (Array.isArray(route)) {
      const n = counters.get(key) ?? 0;
      counters.set(key, n + 1);
      return route[Math.min(n, route.length - 1)](request);
    }
    return route(request);
  });
  return { fetch, calls };
}

/** The app's real refresher over the same fake server (this tab alone: no Web Locks here). */
function refresherFor(tokens: TokenStorage, fetch: CreateApiOptions['fetch'], onRefreshed = vi.fn()) {
  return createSessionRefresher({ tokens, exchange: createRefreshExchange({ baseUrl: BASE, fetch }), onRefreshed, locks: null });
}

function setup(tokens: TokenStorage, fetch: CreateApiOptions['fetch'], extra: Partial<CreateApiOptions> = {}) {
  const onUnauthorized = vi.fn<(path: string) => void>();
  const onTokensRefreshed = vi.fn();
  const api = createApi({
    baseUrl: BASE,
    tokens,
    fetch,
    onUnauthorized,
    refresher: refresherFor(tokens, fetch, onTokensRefreshed),
    currentPath: () => '/history?page=2',
    ...extra,
  });
  return { api, onUnauthorized, onTokensRefreshed };
}

const signedIn = (): StoredTokens => ({ accessToken: 'access-1', refreshToken: 'refresh-1', rememberMe: true });
const conversation = { id: 'c1', startTime: '2025-01-01T10:00:00Z', scenarioType: 0, messages: [], reportStatus: 2 };

describe('api client: bearer token', () => {
  it('sends the stored access token as a bearer token', async () => {
    const server = fakeServer({ 'GET /web-api/auth/me': () => json(200, { id: 'u1' }) });
    const { api } = setup(memoryTokens(signedIn()), server.fetch);
    await api.GET('/web-api/auth/me');
    expect(server.calls[0].auth).toBe('Bearer access-1');
  });

  it('sends no Authorization header without a stored token', async () => {
    const server = fakeServer({ 'POST /web-api/auth/login': () => json(200, { access_token: 'a', refresh_token: 'r' }) });
    const { api } = setup(memoryTokens(null), server.fetch);
    await api.POST('/web-api/auth/login', { body: { email: 'a@b.c', password: 'pw' } });
    expect(server.calls[0].auth).toBeNull();
    expect(server.calls[0].path).toBe('/web-api/auth/login');
  });

  it('reads the token at request time (a sign-in after creation is picked up)', async () => {
    const tokens = memoryTokens(null);
    const server = fakeServer({ 'GET /web-api/auth/me': () => json(200, {}) });
    const { api } = setup(tokens, server.fetch);
    tokens.write({ accessToken: 'late', refreshToken: 'r' }, false);
    await api.GET('/web-api/auth/me');
    expect(server.calls[0].auth).toBe('Bearer late');
  });
});

describe('api client: 401 → forced sign-out (spec §8)', () => {
  it('calls onUnauthorized with the current path on a 401 and still returns the error', async () => {
    const server = fakeServer({
      'GET /web-api/auth/subscription': () => json(401, { error: 'unauthorized', message: 'Unauthorized' }),
    });
    const { api, onUnauthorized } = setup(memoryTokens(signedIn()), server.fetch);
    const { data, error, response } = await api.GET('/web-api/auth/subscription');
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ error: 'unauthorized' });
    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/history?page=2');
    expect(server.calls.map((c) => c.path)).toEqual(['/web-api/auth/subscription']);
  });

  it('by default the current path is the window location without /jobtalkai', async () => {
    window.history.pushState({}, '', '/jobtalkai/profile?x=1');
    const server = fakeServer({ 'PUT /web-api/profile': () => json(401, { error: 'unauthorized', message: 'no' }) });
    const onUnauthorized = vi.fn();
    const tokens = memoryTokens(signedIn());
    const api = createApi({ baseUrl: BASE, tokens, fetch: server.fetch, onUnauthorized, refresher: refresherFor(tokens, server.fetch) });
    await api.PUT('/web-api/profile', { body: { firstName: 'A', lastName: 'B' } });
    expect(onUnauthorized).toHaveBeenCalledWith('/profile?x=1');
  });

  it.each([
    ['POST', '/web-api/auth/login'],
    ['POST', '/web-api/auth/register'],
    ['POST', '/auth/refresh'],
    ['POST', '/web-api/auth/google-login'],
    ['POST', '/web-api/auth/apple-login'],
    ['POST', '/web-api/auth/validate-reset-token'],
    ['POST', '/web-api/auth/reset-password'],
    ['GET', '/web-api/auth/verify-email'],
  ] as const)('a 401 from %s %s is a form error, not a sign-out', async (method, path) => {
    const server = fakeServer({ [`${method} ${path}`]: () => json(401, { error: 'invalid_credentials', message: 'Nope' }) });
    const { api, onUnauthorized } = setup(memoryTokens(signedIn()), server.fetch);
    const client = api as unknown as {
      GET: (p: string, init?: object) => Promise<{ error?: unknown }>;
      POST: (p: string, init?: object) => Promise<{ error?: unknown }>;
    };
    const result =
      method === 'GET'
        ? await client.GET(path, { params: { query: { key: 'k' } } })
        : await client.POST(path, { body: { token: 't', email: 'a@b.c', password: 'p', refreshToken: 'r' } });
    expect(result.error).toMatchObject({ error: 'invalid_credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other statuses are passed on untouched', async () => {
    const server = fakeServer({ 'GET /web-api/auth/me': () => json(500, { error: 'internal', message: 'x' }) });
    const { api, onUnauthorized } = setup(memoryTokens(signedIn()), server.fetch);
    const { error, response } = await api.GET('/web-api/auth/me');
    expect(response.status).toBe(500);
    expect(error).toMatchObject({ error: 'internal' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('api client: the conversations list refreshes once and retries once (spec §7)', () => {
  const unauthorized = () => json(401, { error: 'unauthorized', message: 'expired' });

  it('401 → one POST /auth/refresh with the stored refresh token → one retry with the new token', async () => {
    const tokens = memoryTokens(signedIn());
    const server = fakeServer({
      'GET /web-api/conversations/user': [unauthorized, () => json(200, [conversation])],
      'POST /auth/refresh': () => json(200, { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 }),
    });
    const { api, onUnauthorized, onTokensRefreshed } = setup(tokens, server.fetch);

    const { data, error } = await api.GET('/web-api/conversations/user', { params: { query: { scenarioTypes: [0] } } });

    expect(error).toBeUndefined();
    expect(data).toEqual([conversation]);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /web-api/conversations/user',
      'POST /auth/refresh',
      'GET /web-api/conversations/user',
    ]);
    expect(JSON.parse(server.calls[1].body)).toEqual({ refreshToken: 'refresh-1' });
    expect(server.calls[2].auth).toBe('Bearer access-2');
    expect(tokens.current).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2', rememberMe: true });
    expect(onTokensRefreshed).toHaveBeenCalledWith({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the query of the original request on the retry', async () => {
    const server = fakeServer({
      'GET /web-api/conversations/user': [unauthorized, () => json(200, [])],
      'POST /auth/refresh': () => json(200, { accessToken: 'a2', refreshToken: 'r2', expiresIn: 900 }),
    });
    const urls: string[] = [];
    const fetch = async (request: Request) => {
      urls.push(request.url);
      return server.fetch(request);
    };
    const { api } = setup(memoryTokens(signedIn()), fetch);
    await api.GET('/web-api/conversations/user', { params: { query: { scenarioTypes: [0] } } });
    expect(urls[0]).toBe(`${BASE}/web-api/conversations/user?scenarioTypes=0`);
    expect(urls[2]).toBe(urls[0]);
  });

  it('a second 401 after the retry signs out: exactly three requests, no loop', async () => {
    const server = fakeServer({
      'GET /web-api/conversations/user': unauthorized,
      'POST /auth/refresh': () => json(200, { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 }),
    });
    const { api, onUnauthorized } = setup(memoryTokens(signedIn()), server.fetch);

    const { error, response } = await api.GET('/web-api/conversations/user');

    expect(response.status).toBe(401);
    expect(error).toMatchObject({ error: 'unauthorized' });
    expect(server.calls).toHaveLength(3);
    expect(server.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/history?page=2');
  });

  it('a refused refresh signs out without retrying', async () => {
    const tokens = memoryTokens(signedIn());
    const server = fakeServer({
      'GET /web-api/conversations/user': unauthorized,
      'POST /auth/refresh': () => json(401, { error: 'invalid_refresh_token', message: 'reused' }),
    });
    const { api, onUnauthorized, onTokensRefreshed } = setup(tokens, server.fetch);

    const { response } = await api.GET('/web-api/conversations/user');

    expect(response.status).toBe(401);
    expect(server.calls.map((c) => c.path)).toEqual(['/web-api/conversations/user', '/auth/refresh']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onTokensRefreshed).not.toHaveBeenCalled();
    expect(tokens.current?.accessToken).toBe('access-1');
  });

  it('without a refresh token there is nothing to refresh: straight to sign-out', async () => {
    const server = fakeServer({ 'GET /web-api/conversations/user': unauthorized });
    const { api, onUnauthorized } = setup(
      memoryTokens({ accessToken: 'access-1', refreshToken: null, rememberMe: false }),
      server.fetch,
    );
    await api.GET('/web-api/conversations/user');
    expect(server.calls.map((c) => c.path)).toEqual(['/web-api/conversations/user']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('two lists failing at once share one refresh (refresh tokens rotate)', async () => {
    const tokens = memoryTokens(signedIn());
    const server = fakeServer({
      'GET /web-api/conversations/user': (request) =>
        request.headers.get('Authorization') === 'Bearer access-2' ? json(200, []) : unauthorized(),
      'POST /auth/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 });
      },
    });
    const { api, onUnauthorized } = setup(tokens, server.fetch);

    const [first, second] = await Promise.all([
      api.GET('/web-api/conversations/user'),
      api.GET('/web-api/conversations/user'),
    ]);

    expect(first.data).toEqual([]);
    expect(second.data).toEqual([]);
    expect(server.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other calls are not retried: a 401 on /web-api/auth/me makes no refresh', async () => {
    const server = fakeServer({
      'GET /web-api/auth/me': unauthorized,
      'POST /auth/refresh': () => json(200, { accessToken: 'x', refreshToken: 'y', expiresIn: 900 }),
    });
    const { api, onUnauthorized } = setup(memoryTokens(signedIn()), server.fetch);
    await api.GET('/web-api/auth/me');
    expect(server.calls.map((c) => c.path)).toEqual(['/web-api/auth/me']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('api client: network errors (spec §8)', () => {
  const refused = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });

  it('with no stored token: forced sign-out, and the error still reaches the caller', async () => {
    const { api, onUnauthorized } = setup(memoryTokens(null), refused);
    await expect(api.GET('/web-api/auth/me')).rejects.toThrow('Failed to fetch');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/history?page=2');
  });

  it('with a stored token: passed on, no sign-out', async () => {
    const { api, onUnauthorized } = setup(memoryTokens(signedIn()), refused);
    await expect(api.GET('/web-api/auth/me')).rejects.toThrow('Failed to fetch');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a failing sign-in form call is the form\'s error, not a sign-out', async () => {
    const { api, onUnauthorized } = setup(memoryTokens(null), refused);
    await expect(api.POST('/web-api/auth/login', { body: { email: 'a@b.c', password: 'p' } })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an aborted request is not a network failure', async () => {
    const aborted = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    const { api, onUnauthorized } = setup(memoryTokens(null), aborted);
    await expect(api.GET('/web-api/auth/me')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('api client: a token about to expire is refreshed before the request, on any call', () => {
  const NOW = Date.UTC(2026, 10, 24, 12);
  const expiringIn = (seconds: number) => accessToken({ expiresInSeconds: seconds });

  it('expiring within 30 s: one refresh, then the request with the new token; no sign-out', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const old = expiringIn(20);
      const fresh = expiringIn(900);
      const tokens = memoryTokens({ accessToken: old, refreshToken: 'refresh-1', rememberMe: true });
      const server = fakeServer({
        'PUT /web-api/profile': (request) =>
          request.headers.get('Authorization') === `Bearer ${fresh}` ? json(200, { firstName: 'A', lastName: 'B' }) : json(401, {}),
        'POST /auth/refresh': () => json(200, { accessToken: fresh, refreshToken: 'refresh-2', expiresIn: 900 }),
      });
      const { api, onUnauthorized } = setup(tokens, server.fetch);
      const { response } = await api.PUT('/web-api/profile', { body: { firstName: 'A', lastName: 'B' } });
      expect(response.status).toBe(200);
      expect(server.calls.map((c) => c.path)).toEqual(['/auth/refresh', '/web-api/profile']);
      expect(tokens.current?.refreshToken).toBe('refresh-2');
      expect(onUnauthorized).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a token valid for longer, a token without a refresh token and the public auth calls go as they are', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const server = fakeServer({
        'GET /web-api/auth/me': () => json(200, {}),
        'POST /web-api/auth/login': () => json(401, { error: 'invalid_credentials', message: 'no' }),
      });
      const valid = expiringIn(120);
      await setup(memoryTokens({ accessToken: valid, refreshToken: 'r', rememberMe: true }), server.fetch).api.GET('/web-api/auth/me');
      const expiring = expiringIn(10);
      await setup(memoryTokens({ accessToken: expiring, refreshToken: null, rememberMe: true }), server.fetch).api.GET('/web-api/auth/me');
      await setup(memoryTokens({ accessToken: expiring, refreshToken: 'r', rememberMe: true }), server.fetch).api.POST('/web-api/auth/login', {
        body: { email: 'a@b.c', password: 'p' },
      });
      expect(server.calls.map((c) => `${c.path} ${c.auth}`)).toEqual([
        `/web-api/auth/me Bearer ${valid}`,
        `/web-api/auth/me Bearer ${expiring}`,
        `/web-api/auth/login Bearer ${expiring}`,
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('api client: the UI language', () => {
  it("sends the UI's language as Accept-Language on every call, the body intact", async () => {
    const seen: Array<{ language: string | null; body: string }> = [];
    const fetch = vi.fn(async (request: Request) => {
      seen.push({ language: request.headers.get('Accept-Language'), body: await request.clone().text() });
      return json(201, { message: 'ok' });
    });
    let language = 'ru';
    const { api } = setup(memoryTokens(null), fetch, { language: () => language });
    await api.POST('/web-api/auth/register', {
      body: { email: 'a@example.com', password: 'long enough', name: 'Ann', redirectUri: 'http://app.test/login' },
    });
    language = 'en';
    await api.POST('/web-api/auth/forgot-password', { body: { email: 'a@example.com' } });
    expect(seen.map((s) => s.language)).toEqual(['ru', 'en']);
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ email: 'a@example.com', name: 'Ann' });
  });
});
