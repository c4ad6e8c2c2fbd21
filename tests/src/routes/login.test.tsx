import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accessToken,
  click,
  fill,
  json,
  renderApp,
  signedInRoutes,
  stopApp,
  type RenderedApp,
} from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
  vi.useRealTimers();
});

describe('/login (spec §2, §5, §8)', () => {
  it('refuses an empty form before any call', async () => {
    rendered = await renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    click(/^sign in$/i);
    expect(await screen.findByText('Please enter email and password')).toBeTruthy();
    expect(rendered.server.calls).toEqual([]);
  });

  it('shows the verified and reset banners of the query', async () => {
    rendered = await renderApp({ path: '/login?verified=true' });
    expect(await screen.findByText('Your email has been verified successfully! You can now sign in.')).toBeTruthy();
    stopApp(rendered);
    rendered = await renderApp({ path: '/?reset=success' });
    expect(await screen.findByText(/Your password has been reset successfully!/)).toBeTruthy();
  });

  it('signs in, keeps the tokens by remember-me and goes to /dashboard', async () => {
    rendered = await renderApp({
      path: '/login',
      routes: {
        ...signedInRoutes(),
        'POST /web-api/auth/login': () =>
          json(200, { access_token: accessToken(), refresh_token: 'r1', token_type: 'Bearer', expires_in: 900 }),
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-password');
    fireEvent.click(screen.getByLabelText(/remember me/i));
    click(/^sign in$/i);
    await waitFor(() => expect(rendered!.path()).toBe('/dashboard'));
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(rendered.server.callsTo('POST /web-api/auth/login')[0].body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeTruthy();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    rendered = await renderApp({
      path: '/login',
      routes: {
        'POST /web-api/auth/login': () => json(401, { error: 'invalid_credentials', message: 'Invalid email or password' }),
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong');
    click(/^sign in$/i);
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(rendered.path()).toBe('/login');
  });

  it('asks to verify the email, 2 s later offers to resend, and the answer sends the mail and opens /check-email', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rendered = await renderApp({
      path: '/login',
      routes: {
        'POST /web-api/auth/resend-verification': () => json(200, { message: 'ok' }),
        'POST /web-api/auth/login': () =>
          json(401, {
            error: 'email_verification_required',
            message: 'Please verify your email',
            emailVerificationRequired: true,
          }),
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-password');
    click(/^sign in$/i);
    expect(
      await screen.findByText(
        'Please verify your email address before logging in. Check your email for verification link.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Would you like us to resend the verification email?')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('Would you like us to resend the verification email?')).toBeTruthy();
    click('Resend verification email');
    await waitFor(() => expect(rendered!.path()).toBe('/check-email'));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    // Really sent, once, and the cooldown runs.
    expect(await screen.findByText('A new verification email has been sent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend available in \d+s/ })).toBeTruthy();
    expect(rendered!.server.callsTo('POST /web-api/auth/resend-verification').map((call) => call.body)).toEqual([
      { email: 'ada@example.com', redirectUri: `${window.location.origin}/jobtalkai/login` },
    ]);
  });

  it('without a Google or Apple client id the buttons show the configuration error', async () => {
    rendered = await renderApp({ path: '/login' });
    await screen.findByLabelText('Email');
    click('Continue with Google');
    expect(
      await screen.findByText('Google sign-in is not configured. Please sign in with your email and password.'),
    ).toBeTruthy();
    click('Continue with Apple');
    expect(
      await screen.findByText('Apple sign-in is not configured. Please sign in with your email and password.'),
    ).toBeTruthy();
    expect(rendered.server.calls).toEqual([]);
  });

  it('an authenticated visitor is sent to /dashboard', async () => {
    rendered = await renderApp({ path: '/login', signedIn: 'session', routes: signedInRoutes() });
    await waitFor(() => expect(rendered!.path()).toBe('/dashboard'));
  });
});
