import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderApp, signedInRoutes, stopApp, type RenderedApp } from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
});

describe('page titles', () => {
  it('names each page in the browser tab as "{page} — JobTalk AI"', async () => {
    rendered = await renderApp({ path: '/login' });
    await waitFor(() => expect(document.title).toBe('Sign in — JobTalk AI'));
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/register' });
    });
    await waitFor(() => expect(document.title).toBe('Create account — JobTalk AI'));
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/forgot-password' });
    });
    await waitFor(() => expect(document.title).toBe('Forgot password — JobTalk AI'));
  });

  it('names the signed-in pages, and an unknown address', async () => {
    rendered = await renderApp({
      path: '/profile',
      signedIn: 'local',
      routes: { ...signedInRoutes(), 'GET /web-api/conversations/user': () => json(200, []) },
    });
    await waitFor(() => expect(document.title).toBe('Profile — JobTalk AI'));
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/history' });
    });
    await waitFor(() => expect(document.title).toBe('Interview History — JobTalk AI'));
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/no/such/page' as '/' });
    });
    await waitFor(() => expect(document.title).toBe('Page Not Found — JobTalk AI'));
  });
});
