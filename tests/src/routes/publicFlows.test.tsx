import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, fill, json, renderApp, stopApp, type RenderedApp } from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('/register (spec §2, §5, §8)', () => {
  const fillForm = (confirm = 'correct horse 42') => {
    fill('Name', 'Ada Lovelace');
    fill('Email', 'ada@example.com');
    fill(/^Password$/, 'correct horse 42');
    fill('Confirm Password', confirm);
  };

  it("checks every field against the contract before any call, and says each field's error under it", async () => {
    rendered = await renderApp({ path: '/register' });
    await screen.findByLabelText('Name');
    fill('Email', 'ada@');
    click('Create Account');
    const errorOf = (label: string | RegExp) => {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    await screen.findByText('Name is required');
    expect(errorOf('Name')).toContain('Name is required');
    expect(errorOf('Email')).toContain('Email is not in the expected format');
    expect(errorOf(/^Password$/)).toContain('Password is required');
    expect(errorOf('Confirm Password')).toContain('Password confirmation is required');
    // The spec's message above the form as well.
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    fillForm('something else');
    click('Create Account');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(rendered.server.calls).toEqual([]);
  });

  it('registers and goes to /check-email carrying the email', async () => {
    rendered = await renderApp({
      path: '/register',
      routes: { 'POST /web-api/auth/register': () => json(201, { message: 'ok', email: 'ada@example.com' }) },
    });
    await screen.findByLabelText('Name');
    fillForm();
    click('Create Account');
    await waitFor(() => expect(rendered!.path()).toBe('/check-email'));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/auth/register')[0].body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse 42',
      redirectUri: `${window.location.origin}/jobtalkai/login`,
    });
  });

  it('an existing account gets "Registration Failed" with a sign-in link', async () => {
    rendered = await renderApp({
      path: '/register',
      routes: {
        'POST /web-api/auth/register': () =>
          json(409, { error: 'user_exists', message: 'An account with this email address already exists.' }),
      },
    });
    await screen.findByLabelText('Name');
    fillForm();
    click('Create Account');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Registration Failed');
    expect(banner.textContent).toContain(
      'An account with this email address already exists. Please try signing in instead.',
    );
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/jobtalkai/login');
  });

  it("a refused form says what to check in words, never the contract's schema text", async () => {
    rendered = await renderApp({
      path: '/register',
      routes: {
        'POST /web-api/auth/register': () =>
          json(400, { error: 'validation_error', message: 'body/password must NOT have fewer than 8 characters' }),
      },
    });
    await screen.findByLabelText('Name');
    fillForm();
    click('Create Account');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Please check your details');
    expect(banner.textContent).not.toContain('must NOT');
    expect(banner.querySelector('a')).toBeNull();
  });

  it('other failures show the server message without the sign-in link', async () => {
    rendered = await renderApp({
      path: '/register',
      routes: { 'POST /web-api/auth/register': () => json(400, { error: 'disposable_email', message: 'Please use a permanent email address' }) },
    });
    await screen.findByLabelText('Name');
    fillForm();
    click('Create Account');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Please use a permanent email address');
    expect(banner.querySelector('a')).toBeNull();
  });

  it('states the 8-character rule under the password and checks it before calling', async () => {
    rendered = await renderApp({ path: '/register' });
    await screen.findByLabelText('Name');
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    fillForm('seven77');
    fill('Password', 'seven77');
    click('Create Account');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(rendered.server.calls).toEqual([]);
  });
});

describe('/forgot-password', () => {
  it('asks for the email before any call', async () => {
    rendered = await renderApp({ path: '/forgot-password' });
    await screen.findByLabelText('Email');
    click('Send Instructions');
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(rendered.server.calls).toEqual([]);
  });

  it('sends the request and says so', async () => {
    rendered = await renderApp({
      path: '/forgot-password',
      routes: { 'POST /web-api/auth/forgot-password': () => json(200, { message: 'ok' }) },
    });
    await screen.findByLabelText('Email');
    fill('Email', ' grace@example.com ');
    click('Send Instructions');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('If an account exists for grace@example.com');
    expect(rendered.server.callsTo('POST /web-api/auth/forgot-password')[0].body).toEqual({ email: 'grace@example.com' });
    expect(screen.queryByRole('button', { name: 'Send Instructions' })).toBeNull();
  });

  it('a failure without a message is "Password recovery error"', async () => {
    rendered = await renderApp({
      path: '/forgot-password',
      routes: { 'POST /web-api/auth/forgot-password': () => json(500) },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'grace@example.com');
    click('Send Instructions');
    expect(await screen.findByText('Password recovery error')).toBeTruthy();
  });
});

describe('/reset-password?token=', () => {
  it('without a token: "Invalid Reset Link" at once, with links to /forgot-password and /login', async () => {
    rendered = await renderApp({ path: '/reset-password' });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByText('Invalid reset link. The reset token is missing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/jobtalkai/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/jobtalkai/login');
    expect(rendered.server.calls).toEqual([]);
  });

  it('a token the server refuses shows "Invalid or expired reset token"', async () => {
    rendered = await renderApp({
      path: '/reset-password?token=old',
      routes: {
        'POST /web-api/auth/validate-reset-token': () =>
          json(400, { error: 'invalid_reset_token', message: 'Invalid or expired reset token' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByText('Invalid or expired reset token')).toBeTruthy();
  });

  it('validates the form in the spec order, resets, and 3 s later goes to /login?reset=success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rendered = await renderApp({
      path: '/reset-password?token=123',
      routes: {
        'POST /web-api/auth/validate-reset-token': () => json(200, { valid: true, email: 'grace@example.com' }),
        'POST /web-api/auth/reset-password': () => json(200, { message: 'ok' }),
      },
    });
    await screen.findByLabelText('New Password');
    // The token stays the string of the address, even when it looks like a number.
    expect(rendered.server.callsTo('POST /web-api/auth/validate-reset-token')[0].body).toEqual({ token: '123' });
    click('Reset Password');
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    fill('New Password', 'battery staple');
    fill('Confirm New Password', 'battery stable');
    click('Reset Password');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fill('New Password', 'short');
    fill('Confirm New Password', 'short');
    click('Reset Password');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/auth/reset-password')).toEqual([]);

    fill('New Password', 'battery staple');
    fill('Confirm New Password', 'battery staple');
    click('Reset Password');
    expect(await screen.findByText('Your password has been reset. Redirecting to sign in...')).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/auth/reset-password')[0].body).toEqual({
      token: '123',
      newPassword: 'battery staple',
      confirmPassword: 'battery staple',
    });
    await advance(2900);
    expect(rendered.path()).toBe('/reset-password?token=123');
    await advance(200);
    await waitFor(() => expect(rendered!.path()).toBe('/login?reset=success'));
    expect(await screen.findByText(/Your password has been reset successfully!/)).toBeTruthy();
  });
});

describe('/check-email', () => {
  it('without an email in navigation state it goes to /register', async () => {
    rendered = await renderApp({ path: '/check-email' });
    await waitFor(() => expect(rendered!.path()).toBe('/register'));
  });

  it('resends, then counts 60 s down before the button works again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rendered = await renderApp({
      path: '/register',
      routes: { 'POST /web-api/auth/resend-verification': () => json(200, { message: 'ok' }) },
    });
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/check-email', state: { email: 'ada@example.com' } });
    });
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    click('Resend verification email');
    const waiting = await screen.findByRole('button', { name: 'Resend available in 60s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A new verification email has been sent.')).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/auth/resend-verification')[0].body).toEqual({
      email: 'ada@example.com',
      redirectUri: `${window.location.origin}/jobtalkai/login`,
    });
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend available in 59s' })).toBeTruthy();
    await advance(59_000);
    expect((screen.getByRole('button', { name: 'Resend verification email' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a failed resend says so and leaves the button enabled', async () => {
    rendered = await renderApp({
      path: '/register',
      routes: { 'POST /web-api/auth/resend-verification': () => json(500) },
    });
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/check-email', state: { email: 'ada@example.com' } });
    });
    await screen.findByText('ada@example.com');
    click('Resend verification email');
    expect(await screen.findByText('Failed to resend verification email')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resend verification email' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('/verify-email?key=&redirectUri=', () => {
  it('without a key: the error at once, a resend that asks for the email, and a link to /register', async () => {
    rendered = await renderApp({
      path: '/verify-email',
      routes: { 'POST /web-api/auth/resend-verification': () => json(200, { message: 'ok' }) },
    });
    expect(await screen.findByText('Invalid verification link. The verification key is missing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a new account' }).getAttribute('href')).toBe('/jobtalkai/register');
    expect(rendered.server.calls).toEqual([]);

    // Nothing typed: it says what is missing and stays.
    click('Resend verification email');
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(rendered.path()).toBe('/verify-email');

    fill('Email', '  ada@example.com ');
    click('Resend verification email');
    await waitFor(() => expect(rendered!.path()).toBe('/check-email'));
    expect(await screen.findByText('A new verification email has been sent.')).toBeTruthy();
    expect(rendered.server.callsTo('POST /web-api/auth/resend-verification').map((call) => call.body)).toEqual([
      { email: 'ada@example.com', redirectUri: `${window.location.origin}/jobtalkai/login` },
    ]);
    // The request to send is not replayed by a later visit to the same entry.
    expect(rendered.app.router.state.location.state.resend).toBeUndefined();
  });

  it('verifies, shows success, and 3 s later goes to /login?verified=true', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const redirectUri = 'http://127.0.0.1:8091/jobtalkai/login';
    rendered = await renderApp({
      path: `/verify-email?key=true&redirectUri=${encodeURIComponent(redirectUri)}`,
      routes: { 'GET /web-api/auth/verify-email': () => json(200, { message: 'ok', email: 'ada@example.com' }) },
    });
    expect(await screen.findByText('Your email has been verified! Redirecting to sign in...')).toBeTruthy();
    const query = rendered.server.callsTo('GET /web-api/auth/verify-email')[0].query;
    expect(query.get('key')).toBe('true');
    expect(query.get('redirectUri')).toBe(redirectUri);
    await advance(3000);
    await waitFor(() => expect(rendered!.path()).toBe('/login?verified=true'));
    expect(await screen.findByText('Your email has been verified successfully! You can now sign in.')).toBeTruthy();
  });

  it("a refused key shows the server's message", async () => {
    rendered = await renderApp({
      path: '/verify-email?key=used',
      routes: {
        'GET /web-api/auth/verify-email': () =>
          json(400, {
            error: 'invalid_verification_key',
            message: 'Email verification failed. The link may be expired or invalid.',
          }),
      },
    });
    expect(await screen.findByText('Email verification failed. The link may be expired or invalid.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Email verification failed' })).toBeTruthy();
  });
});
