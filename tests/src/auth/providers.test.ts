import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLE_SCRIPT_URL, requestAppleIdToken, type AppleAuth } from '../../../src/auth/apple';
import { GOOGLE_SCRIPT_URL, requestGoogleAccessToken, type GoogleOAuth2 } from '../../../src/auth/google';
import { loadScript } from '../../../src/auth/loadScript';
import { createProviderSignIn } from '../../../src/auth/providerSignIn';

const loaded = vi.fn(async (_src: string) => {});

/** A stand-in for google.accounts.oauth2 whose popup ends the way the test says. */
function fakeGoogle(outcome: { token?: string; error?: string; clientError?: string }): GoogleOAuth2 & { config?: unknown } {
  const fake: GoogleOAuth2 & { config?: unknown } = {
    initTokenClient(config) {
      fake.config = config;
      return {
        requestAccessToken() {
          if (outcome.clientError) config.error_callback?.({ type: outcome.clientError });
          else if (outcome.error) config.callback({ error: outcome.error });
          else config.callback({ access_token: outcome.token });
        },
      };
    },
  };
  return fake;
}

function fakeApple(signIn: AppleAuth['signIn']) {
  const init = vi.fn<AppleAuth['init']>();
  return { init, signIn } satisfies AppleAuth;
}

describe('Google token client', () => {
  it('loads Google Identity Services and resolves with the access token', async () => {
    const google = fakeGoogle({ token: 'ya29.token' });
    const result = await requestGoogleAccessToken('client-1', loaded, () => google);
    expect(loaded).toHaveBeenCalledWith(GOOGLE_SCRIPT_URL);
    expect(result).toEqual({ ok: true, value: 'ya29.token' });
    expect(google.config).toMatchObject({ client_id: 'client-1', scope: 'openid email profile' });
  });

  it.each([
    [{ clientError: 'popup_closed' }, 'cancelled'],
    [{ clientError: 'popup_failed_to_open' }, 'popup_blocked'],
    [{ clientError: 'unknown' }, 'failed'],
    [{ error: 'access_denied' }, 'cancelled'],
    [{ error: 'invalid_client' }, 'failed'],
  ] as const)('maps %o to %s', async (outcome, reason) => {
    expect(await requestGoogleAccessToken('client-1', loaded, () => fakeGoogle(outcome))).toEqual({ ok: false, reason });
  });

  it('a script that does not load is a failure', async () => {
    const failing = vi.fn(async () => {
      throw new Error('blocked');
    });
    expect(await requestGoogleAccessToken('client-1', failing, () => undefined)).toEqual({ ok: false, reason: 'failed' });
  });
});

describe('Sign in with Apple', () => {
  it('initialises in popup mode and resolves with the identity token and the first-time name', async () => {
    const apple = fakeApple(async () => ({
      authorization: { id_token: 'apple.id.token' },
      user: { name: { firstName: 'Grace', lastName: 'Hopper' } },
    }));
    const result = await requestAppleIdToken('com.example.web', 'https://app/jobtalkai/login', loaded, () => apple);
    expect(loaded).toHaveBeenCalledWith(APPLE_SCRIPT_URL);
    expect(apple.init).toHaveBeenCalledWith({
      clientId: 'com.example.web',
      scope: 'name email',
      redirectURI: 'https://app/jobtalkai/login',
      usePopup: true,
    });
    expect(result).toEqual({ ok: true, value: { idToken: 'apple.id.token', name: 'Grace Hopper' } });
  });

  it.each([
    ['popup_closed_by_user', 'cancelled'],
    ['user_cancelled_authorize', 'cancelled'],
    ['popup_blocked_by_browser', 'popup_blocked'],
    ['invalid_request', 'failed'],
  ] as const)('maps %s to %s', async (error, reason) => {
    const apple = fakeApple(() => Promise.reject({ error }));
    expect(await requestAppleIdToken('id', 'uri', loaded, () => apple)).toEqual({ ok: false, reason });
  });
});

describe('provider sign-in → auth events', () => {
  const empty = { googleClientId: '', appleClientId: '', appleRedirectUri: '' };

  it('without client ids reports the configuration error', async () => {
    const auth = { send: vi.fn() };
    const requestGoogle = vi.fn();
    const providers = createProviderSignIn({ config: empty, auth, requestGoogle });
    await providers.google();
    await providers.apple();
    expect(requestGoogle).not.toHaveBeenCalled();
    expect(auth.send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'auth.oauthError', provider: 'google', reason: 'not_configured' },
      { type: 'auth.oauthError', provider: 'apple', reason: 'not_configured' },
    ]);
  });

  it('hands the tokens to the auth actor, or the widget failure', async () => {
    const auth = { send: vi.fn() };
    const providers = createProviderSignIn({
      config: { googleClientId: 'g', appleClientId: 'a', appleRedirectUri: 'https://app/jobtalkai/login' },
      auth,
      requestGoogle: vi.fn(async () => ({ ok: true as const, value: 'ya29' })),
      requestApple: vi
        .fn()
        .mockResolvedValueOnce({ ok: true, value: { idToken: 'id1', name: 'Grace Hopper' } })
        .mockResolvedValueOnce({ ok: false, reason: 'cancelled' }),
    });
    await providers.google(false);
    await providers.apple();
    await providers.apple();
    expect(auth.send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'auth.googleCallback', accessToken: 'ya29', rememberMe: false },
      { type: 'auth.appleCallback', idToken: 'id1', name: 'Grace Hopper', rememberMe: true },
      { type: 'auth.oauthError', provider: 'apple', reason: 'cancelled' },
    ]);
  });
});

describe('loadScript', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it('adds the script once and retries after a failed load', async () => {
    const src = 'https://provider.test/sdk.js';
    const first = loadScript(src);
    expect(loadScript(src)).toBe(first);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`)!;
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow();
    const second = loadScript(src);
    expect(second).not.toBe(first);
    document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`)!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});
