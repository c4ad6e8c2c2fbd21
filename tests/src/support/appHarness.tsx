/**
 * The real SPA (createApp: API client, auth and subscription actors, router with the generated route
 * tree) in jsdom, with a memory history and a fake server behind the real API client.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createApp, type App } from '../../../src/app/createApp';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../../../src/config';
import { OWNER_FIELD } from '../../../src/storage/userData';
import { meBody, subscriptionBody } from '../../support/fixtures';

export { meBody, subscriptionBody };

// The router restores scroll on navigation; jsdom has no layout to scroll.
window.scrollTo = (() => {}) as typeof window.scrollTo;

export const API = 'http://api.test';

export interface ServerCall {
  method: string;
  path: string;
  query: URLSearchParams;
  auth: string | null;
  /** The request's Accept-Language (the UI's language). */
  language: string | null;
  body: unknown;
}

export type Route = (call: ServerCall) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

/** Answers by "METHOD /path" (an array answers in turn, repeating the last); records every call. */
export function fakeServer(routes: Record<string, Route | Route[]>) {
  const calls: ServerCall[] = [];
  const counters = new Map<string, number>();
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = request.body ? await request.clone().text() : '';
    const call: ServerCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      auth: request.headers.get('Authorization'),
      language: request.headers.get('Accept-Language'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const key = `${request.method} ${url.pathname}`;
    const route = routes[key];
    if (!route) return json(404, { error: 'not_found', message: `No route ${key}` });
    if (Array.isArray(route)) {
      const n = counters.get(key) ?? 0;
      counters.set(key, n + 1);
      return route[Math.min(n, route.length - 1)](call);
    }
    return route(call);
  });
  return { fetch, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export type FakeServer = ReturnType<typeof fakeServer>;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An access token with the claims the SPA reads (sub, email, name, exp); the signature is not checked. */
export function accessToken(claims: { sub?: string; email?: string; name?: string; expiresInSeconds?: number } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + (claims.expiresInSeconds ?? 900);
  return [
    base64url({ alg: 'ES256', typ: 'JWT' }),
    base64url({ sub: claims.sub ?? 'u1', email: claims.email ?? 'ada@example.com', name: claims.name ?? 'Ada Lovelace', exp }),
    'signature',
  ].join('.');
}

/** What a signed-in user's protected pages call in the background. */
/** A per-user cache entry as the app writes it for the account `userId` (the test token's is 'u1'). */
export function ownedBy<T extends object>(value: T, userId = 'u1'): T & { [OWNER_FIELD]: string } {
  return { ...value, [OWNER_FIELD]: userId };
}

export const signedInRoutes = (): Record<string, Route | Route[]> => ({
  'GET /web-api/auth/subscription': () => json(200, subscriptionBody()),
  'GET /web-api/auth/me': () => json(200, meBody()),
  'GET /web-api/conversations/user': () => json(200, []),
  'POST /web-api/auth/logout': () => json(200, { message: 'Signed out.' }),
});

export interface RenderAppOptions {
  /** The first address, without /jobtalkai (e.g. '/login?verified=true'). */
  path: string;
  routes?: Record<string, Route | Route[]>;
  config?: Partial<RuntimeConfig>;
  /** Stored before the app starts: a signed-in user ('local' = remember me). */
  signedIn?: 'local' | 'session';
}

export interface RenderedApp {
  app: App;
  server: FakeServer;
  /** The router's current path without /jobtalkai, with its query. */
  path(): string;
}

export async function renderApp(options: RenderAppOptions): Promise<RenderedApp> {
  localStorage.clear();
  sessionStorage.clear();
  if (options.signedIn) {
    const area = options.signedIn === 'local' ? localStorage : sessionStorage;
    area.setItem('access_token', accessToken());
    area.setItem('refresh_token', 'refresh-1');
    if (options.signedIn === 'local') localStorage.setItem('rememberMe', 'true');
  }
  const server = fakeServer(options.routes ?? {});
  const app = createApp({
    config: { ...DEFAULT_CONFIG, ...options.config },
    apiBaseUrl: API,
    fetch: server.fetch,
    history: createMemoryHistory({ initialEntries: [`/jobtalkai${options.path}`] }),
  });
  app.start();
  await act(async () => {
    render(<RouterProvider router={app.router} />);
  });
  return { app, server, path: () => app.router.state.location.href };
}

/** Ends a test: unmount, stop the app's actors. */
export function stopApp(rendered: RenderedApp | undefined): void {
  cleanup();
  rendered?.app.stop();
}

/** Types into a labelled field. */
export function fill(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function click(name: string | RegExp): void {
  fireEvent.click(screen.getByRole('button', { name }));
}
