import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accessToken,
  click,
  fill,
  json,
  meBody,
  renderApp,
  signedInRoutes,
  stopApp,
  type RenderedApp,
} from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
});

const loginOk = () =>
  json(200, { access_token: accessToken(), refresh_token: 'r2', token_type: 'Bearer', expires_in: 900 });

describe('the protected layout (spec §2, §4)', () => {
  it('sends a visitor without a session to /login, keeping the path for after sign-in', async () => {
    rendered = await renderApp({
      path: '/profile?tab=password',
      routes: { ...signedInRoutes(), 'POST /web-api/auth/login': loginOk },
    });
    await waitFor(() => expect(rendered!.path()).toBe('/login'));
    expect(localStorage.getItem('redirect_after_login')).toBe('/profile?tab=password');

    fill('Email', 'ada@example.com');
    fill('Password', 'secret-password');
    click(/^sign in$/i);
    await waitFor(() => expect(rendered!.path()).toBe('/profile?tab=password'));
    expect(localStorage.getItem('redirect_after_login')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
  });

  it('a token expiring within 30 s is refreshed once; the user stays', async () => {
    localStorage.clear();
    rendered = await renderApp({
      path: '/login',
      routes: {
        ...signedInRoutes(),
        'POST /auth/refresh': () => json(200, { accessToken: accessToken({ name: 'Ada Refreshed' }), refreshToken: 'r9', expiresIn: 900 }),
      },
    });
    localStorage.setItem('access_token', accessToken({ expiresInSeconds: 20 }));
    localStorage.setItem('refresh_token', 'r1');
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/dashboard' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Refreshed' })).toBeTruthy();
    expect(rendered.server.callsTo('POST /auth/refresh')[0].body).toEqual({ refreshToken: 'r1' });
    expect(localStorage.getItem('refresh_token')).toBe('r9');
  });

  it('an expired token without a refresh token signs out and goes to /login', async () => {
    rendered = await renderApp({ path: '/login', routes: signedInRoutes() });
    sessionStorage.setItem('access_token', accessToken({ expiresInSeconds: 10 }));
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/dashboard' });
    });
    await waitFor(() => expect(rendered!.path()).toBe('/login'));
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('redirect_after_login')).toBe('/dashboard');
  });

  it('greets the user, and Logout asks first (auth machine), then signs out', async () => {
    rendered = await renderApp({ path: '/dashboard', signedIn: 'local', routes: signedInRoutes() });
    expect((await screen.findAllByText('Hello, Ada Lovelace')).length).toBeGreaterThan(0);

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    let dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(rendered.app.auth.getSnapshot().matches({ signedIn: 'confirmingLogout' })).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rendered.app.auth.getSnapshot().matches({ signedIn: 'active' })).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(rendered!.path()).toBe('/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    await waitFor(() => expect(rendered!.server.callsTo('POST /web-api/auth/logout')).toHaveLength(1));
    expect(rendered.server.callsTo('POST /web-api/auth/logout')[0].body).toEqual({ refreshToken: 'refresh-1', allDevices: false });
  });

  it('a 401 from the API signs out by force, keeping the path (spec §8)', async () => {
    rendered = await renderApp({
      path: '/profile',
      signedIn: 'session',
      routes: {
        ...signedInRoutes(),
        'GET /web-api/auth/me': () => json(401, { error: 'unauthorized', message: 'Unauthorized' }),
      },
    });
    await waitFor(() => expect(rendered!.path()).toBe('/login'));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('redirect_after_login')).toBe('/profile');
    expect(rendered.app.router.state.location.state.from).toBeUndefined();
  });

  it('after a forced sign-out, signing in again returns to the saved path', async () => {
    rendered = await renderApp({
      path: '/profile',
      signedIn: 'session',
      routes: {
        ...signedInRoutes(),
        'GET /web-api/auth/me': [() => json(401, { error: 'unauthorized', message: 'Unauthorized' }), () => json(200, meBody())],
        'POST /web-api/auth/login': loginOk,
      },
    });
    await waitFor(() => expect(rendered!.path()).toBe('/login'));
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-password');
    click(/^sign in$/i);
    await waitFor(() => expect(rendered!.path()).toBe('/profile'));
  });

  it('a refresh done by the API client reaches the auth actor', async () => {
    const fresh = accessToken({ name: 'Ada Fresh' });
    rendered = await renderApp({
      path: '/dashboard',
      signedIn: 'local',
      routes: {
        ...signedInRoutes(),
        'GET /web-api/conversations/user': [
          () => json(401, { error: 'unauthorized', message: 'Unauthorized' }),
          () => json(200, []),
        ],
        'POST /auth/refresh': () => json(200, { accessToken: fresh, refreshToken: 'r3', expiresIn: 900 }),
      },
    });
    expect(await screen.findByText(/You haven't practised any interviews yet/)).toBeTruthy();
    expect(rendered.app.auth.getSnapshot().context.token).toBe(fresh);
    expect(rendered.path()).toBe('/dashboard');
    expect((await screen.findAllByText('Hello, Ada Fresh')).length).toBeGreaterThan(0);
  });

  it('the header links Jobs, History, Subscription and Profile', async () => {
    rendered = await renderApp({ path: '/dashboard', signedIn: 'local', routes: signedInRoutes() });
    const nav = (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0];
    expect(within(nav).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/jobtalkai/jobs',
      '/jobtalkai/history',
      '/jobtalkai/subscription',
      '/jobtalkai/profile',
    ]);
  });
});
