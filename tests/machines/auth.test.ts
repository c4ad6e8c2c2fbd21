import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { createAuthActors, redirectPathToSave } from '../../machines/auth/auth.actors';
import { createRefreshExchange } from '../../src/api/client';
import { createSessionRefresher } from '../../src/api/sessionRefresher';
import { isExpiring, readAccessToken } from '../../machines/auth/auth.claims';
import { oauthErrorText, VERIFICATION_REQUIRED, type OAuthErrorReason } from '../../machines/auth/auth.errors';
import { authMachine, type SignOutRequest } from '../../machines/auth/auth.machine';
import { selectGreeting, selectIsAuthenticated, selectIsSettled, selectSignOutNotice } from '../../machines/auth/auth.selectors';
import { TOKEN_VALIDITY_MARGIN_MS } from '../../machines/shared/constants';
import { BUSY } from '../../machines/shared/tags';
import { emptyResponse, fakeApi, jsonResponse, networkError, type FakeHandler } from './support/fakeApi';
import { makeJwt, ManualClock, MemoryRedirectStorage, MemoryTokenStorage } from './support/fakeStorage';
import { runModelBasedTest, type StepContext } from './support/modelBased';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

const NOW = Date.UTC(2024, 0, 1, 12);
const annToken = makeJwt({ sub: 'u1', email: 'ann@example.com', name: 'Ann Lee', exp: NOW / 1000 + 900 });
const ann = { id: 'u1', email: 'ann@example.com', name: 'Ann Lee' };
const bobToken = makeJwt({ sub: 'u2', email: 'bob@example.com', exp: NOW / 1000 + 900 });
const bob = { id: 'u2', email: 'bob@example.com', name: 'bob' };

const BUSY_STATES = ['signingIn', 'checking', 'refreshing', 'signingOut'] as const;
const names = (context: StepContext) => context.actions.map((a) => a.name);

describe('auth machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      machine: authMachine,
      inputs: [{ accessToken: annToken }, {}],
      // How a sign-out ends depends on its mode, and how a sign-in fails on its method.
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.matches('signingOut') ? s.context.signOut.mode : null,
          s.matches('signingIn') ? s.context.signIn?.method : null,
        ]),
      recordActions: ['requestSubscription', 'clearSubscription', 'navigateAfterLogin', 'navigateToLogin', 'goToCheckEmail'],
      events: {
        'auth.login': [
          { type: 'auth.login', email: ' ann@example.com ', password: 'secret123', rememberMe: true },
          { type: 'auth.login', email: '  ', password: 'secret123', rememberMe: false },
          { type: 'auth.login', email: 'ann@example.com', password: '', rememberMe: false },
        ],
        'auth.googleCallback': [{ type: 'auth.googleCallback', accessToken: 'google-access-token' }],
        'auth.appleCallback': [{ type: 'auth.appleCallback', idToken: 'apple-id-token', name: ' Ann ' }],
        'auth.oauthError': [
          { type: 'auth.oauthError', provider: 'google', reason: 'popup_blocked' },
          { type: 'auth.oauthError', provider: 'apple', reason: 'not_configured' },
        ],
        'auth.logout': [{ type: 'auth.logout', allDevices: true }, { type: 'auth.logout' }, { type: 'auth.logout', deactivated: true }],
        'auth.forceSignOut': [{ type: 'auth.forceSignOut', path: '/jobs/42' }],
        'auth.tokensRefreshed': [{ type: 'auth.tokensRefreshed', accessToken: bobToken, refreshToken: 'r2' }],
        'auth.userRenamed': [{ type: 'auth.userRenamed', name: 'Annie' }],
        'xstate.done.actor.signIn': [{ type: 'xstate.done.actor.signIn', output: { accessToken: annToken, user: ann } }],
        'xstate.error.actor.signIn': [
          {
            type: 'xstate.error.actor.signIn',
            error: { text: { key: 'login.verificationRequired' }, code: VERIFICATION_REQUIRED },
          },
          { type: 'xstate.error.actor.signIn', error: { text: { raw: 'Invalid email or password' } } },
          { type: 'xstate.error.actor.signIn', error: new Error('bug') },
        ],
        'xstate.done.actor.checkSession': [
          { type: 'xstate.done.actor.checkSession', output: { status: 'valid', accessToken: annToken, user: ann } },
          { type: 'xstate.done.actor.checkSession', output: { status: 'refreshable', refreshToken: 'r1', rememberMe: false } },
          { type: 'xstate.done.actor.checkSession', output: { status: 'invalid' } },
        ],
        'xstate.error.actor.checkSession': [{ type: 'xstate.error.actor.checkSession', error: new Error('storage') }],
        'xstate.done.actor.refreshSession': [
          { type: 'xstate.done.actor.refreshSession', output: { accessToken: bobToken, user: bob } },
        ],
        'xstate.error.actor.refreshSession': [
          { type: 'xstate.error.actor.refreshSession', error: { text: { key: 'auth.required' } } },
        ],
        'xstate.done.actor.signOut': [{ type: 'xstate.done.actor.signOut' }],
        'xstate.error.actor.signOut': [{ type: 'xstate.error.actor.signOut', error: new Error('storage') }],
      },
      invariants: {
        '*': (s: AuthSnapshot, context) => {
          expect(s.hasTag(BUSY)).toBe(BUSY_STATES.some((state) => s.matches(state)));
          expect(selectIsSettled(s)).toBe(!s.hasTag(BUSY));
          // Navigation happens only on its own steps.
          const fired = names(context);
          const { type } = context.event;
          expect(fired.includes('navigateAfterLogin')).toBe(type === 'xstate.done.actor.signIn');
          expect(fired.includes('requestSubscription')).toBe(
            (type === 'xstate.done.actor.checkSession' && s.matches('signedIn')) || type === 'xstate.done.actor.refreshSession',
          );
          expect(fired.includes('goToCheckEmail')).toBe(type === 'auth.resendAccepted');
        },
        signedIn: (s) => {
          expect(s.context.token).not.toBeNull();
          expect(s.context.user).not.toBeNull();
          expect(selectIsAuthenticated(s)).toBe(true);
          expect(s.context.signIn).toBeNull();
        },
        'signedIn.active': (s, { event }) => {
          if (event.type === 'xstate.done.actor.signIn') expect(s.context.error).toBeNull();
          if (event.type === 'auth.tokensRefreshed') expect(s.context).toMatchObject({ token: bobToken, user: bob });
          if (event.type === 'auth.userRenamed') expect(s.context.user?.name).toBe('Annie');
          if (event.type === 'xstate.done.actor.refreshSession') expect(s.context).toMatchObject({ token: bobToken, user: bob });
        },
        signedOut: (s, context) => {
          // A sign-out the user did not ask for is explained on the sign-in page; one they asked for is not.
          const ended = context.previous?.matches('signingOut') ? context.previous.context : null;
          if (ended?.signOut.mode === 'forced') expect(selectSignOutNotice(s)).toEqual({ key: 'login.sessionEndedNotice' });
          if (ended?.signOut.mode === 'logout' && !s.context.notice) expect(selectSignOutNotice(s)).toBeNull();
          if (s.context.notice) expect(selectSignOutNotice(s)).toEqual(s.context.notice);
          expect(s.context.token).toBeNull();
          expect(s.context.user).toBeNull();
          expect(selectIsAuthenticated(s)).toBe(false);
          const previous = context.previous;
          const fromSigningOut = previous?.matches('signingOut') ?? false;
          expect(names(context).includes('clearSubscription')).toBe(fromSigningOut);
          expect(names(context).includes('navigateToLogin')).toBe(
            fromSigningOut && previous!.context.signOut.mode !== 'expired',
          );
        },
        'signedOut.idle': (s, { event }) => {
          if (event.type === 'auth.login') expect(s.context.error).toEqual({ key: 'login.missingFields' });
          if (event.type === 'auth.oauthError') {
            const { provider, reason } = event as unknown as { provider: 'google' | 'apple'; reason: OAuthErrorReason };
            expect(s.context.error).toEqual(oauthErrorText(provider, reason));
          }
          if (event.type === 'xstate.error.actor.signIn') expect(s.context.error).not.toBeNull();
        },
        'signedOut.verificationRequired': (s) => {
          expect(s.context.error).toEqual({ key: 'login.verificationRequired' });
          expect(s.context.pendingEmail).toBe('ann@example.com');
        },
        'signedOut.resendPrompt': (s, { event }) => {
          expect(event.type).toMatch(/^xstate\.after\.verificationPromptDelay\./);
          expect(s.context.error).toEqual({ key: 'login.verificationRequired' });
        },
        signingIn: (s, { calls }) => {
          expect(s.context.error).toBeNull();
          expect(s.context.notice).toBeNull();
          const expected = {
            password: { method: 'password', email: 'ann@example.com', password: 'secret123', rememberMe: true },
            google: { method: 'google', accessToken: 'google-access-token', rememberMe: true },
            apple: { method: 'apple', idToken: 'apple-id-token', name: 'Ann', rememberMe: true },
          }[s.context.signIn!.method];
          expect(calls).toEqual([{ src: 'signIn', id: 'signIn', input: expected }]);
        },
        refreshing: (_s, { calls }) => {
          expect(calls).toEqual([{ src: 'refreshSession', id: 'refreshSession', input: { refreshToken: 'r1', rememberMe: false } }]);
        },
        signingOut: (s, { event, calls }) => {
          const expected: SignOutRequest =
            event.type === 'auth.logout'
              ? { mode: 'logout', allDevices: (event as unknown as { allDevices?: boolean }).allDevices ?? false, redirectPath: null }
              : event.type === 'auth.logoutConfirmed'
                ? { mode: 'logout', allDevices: false, redirectPath: null }
                : event.type === 'auth.forceSignOut'
                  ? { mode: 'forced', allDevices: false, redirectPath: '/jobs/42' }
                  : { mode: 'expired', allDevices: false, redirectPath: null };
          expect(s.context.signOut).toEqual(expected);
          expect(calls).toEqual([{ src: 'signOut', id: 'signOut', input: expected }]);
        },
      },
    });
    expect(report.stateNodes).toBe(13);
  });
});

// ---- behaviour with the real actors over in-memory storage, a manual clock and a fake server

interface Harness {
  actor: ReturnType<typeof createActor<typeof authMachine>>;
  api: ReturnType<typeof fakeApi>;
  tokens: MemoryTokenStorage;
  redirects: MemoryRedirectStorage;
  clock: ManualClock;
  log: string[];
  /** How many times the per-user browser data was removed. */
  userDataCleared: () => number;
}

function startAuth(
  handler: FakeHandler,
  setup: { tokens?: MemoryTokenStorage; simulated?: SimulatedClock } = {},
): Harness {
  const api = fakeApi(handler);
  const tokens = setup.tokens ?? new MemoryTokenStorage();
  const redirects = new MemoryRedirectStorage();
  const clock = new ManualClock(NOW);
  const log: string[] = [];
  let cleared = 0;
  const userData = { clear: () => void (cleared += 1) };
  const refresher = createSessionRefresher({
    tokens,
    exchange: createRefreshExchange({ baseUrl: 'http://api.test', fetch: api.send }),
    locks: null,
  });
  const logic = authMachine.provide({
    actors: createAuthActors({ api, tokens, redirects, clock, userData, refresher }),
    actions: {
      requestSubscription: () => void log.push('requestSubscription'),
      clearSubscription: () => void log.push('clearSubscription'),
      navigateAfterLogin: () => void log.push('navigateAfterLogin'),
      navigateToLogin: () => void log.push('navigateToLogin'),
      goToCheckEmail: (_, { email }) => void log.push(`goToCheckEmail:${email}`),
    },
  });
  const input = { accessToken: tokens.read()?.accessToken ?? null };
  const actor = createActor(logic, setup.simulated ? { input, clock: setup.simulated } : { input }).start();
  return { actor, api, tokens, redirects, clock, log, userDataCleared: () => cleared };
}

function storedWith(accessToken: string, refreshToken: string | null, rememberMe = true): MemoryTokenStorage {
  const tokens = new MemoryTokenStorage();
  tokens.write({ accessToken, refreshToken }, rememberMe);
  return tokens;
}

const tokenExpiringIn = (ms: number, claims: Record<string, unknown> = { sub: 'u1', email: 'ann@example.com', name: 'Ann Lee' }) =>
  makeJwt({ ...claims, exp: (NOW + ms) / 1000 });

const settled = (h: Harness) => waitFor(h.actor, (s) => selectIsSettled(s));
const path = (url: string) => new URL(url).pathname;

describe('auth: token claims and the 30 s margin', () => {
  it('reads sub, email and name; a missing name falls back to the email before @', () => {
    expect(readAccessToken(annToken)).toEqual({ ok: true, user: ann, expiresAt: NOW + 900_000 });
    expect(readAccessToken(makeJwt({ sub: 'u2', email: 'bob@example.com' }))).toEqual({ ok: true, user: bob, expiresAt: null });
    expect(readAccessToken(makeJwt({ email: 'x@y.z' }))).toEqual({ ok: false, reason: 'token is missing sub' });
    expect(readAccessToken(makeJwt({}))).toEqual({ ok: false, reason: 'token is missing sub and email' });
    expect(readAccessToken('not-a-jwt')).toEqual({ ok: false, reason: 'malformed access token' });
  });

  it('counts a token expiring within 30 s (29 s, exactly 30 s) as expiring, 31 s as valid', () => {
    expect(TOKEN_VALIDITY_MARGIN_MS).toBe(30_000);
    expect(isExpiring(NOW + 29_000, NOW)).toBe(true);
    expect(isExpiring(NOW + 30_000, NOW)).toBe(true);
    expect(isExpiring(NOW + 31_000, NOW)).toBe(false);
    expect(isExpiring(null, NOW)).toBe(true);
  });

  it('starts signed in when an access token is stored, signed out otherwise', () => {
    const withToken = startAuth(() => jsonResponse(500, {}), { tokens: storedWith(annToken, 'r1') });
    expect(withToken.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(selectGreeting(withToken.actor.getSnapshot())).toEqual({ key: 'nav.hello', values: { name: 'Ann Lee' } });
    const without = startAuth(() => jsonResponse(500, {}));
    expect(without.actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(selectGreeting(without.actor.getSnapshot())).toEqual({ key: 'common.user' });
  });

  it('check at 31 s before expiry: valid, user from the claims, subscription requested, no call', async () => {
    const h = startAuth(() => jsonResponse(500, {}), { tokens: storedWith(tokenExpiringIn(31_000), 'r1') });
    h.actor.send({ type: 'auth.check' });
    const s = await settled(h);
    expect(s.matches('signedIn')).toBe(true);
    expect(s.context.user).toEqual(ann);
    expect(h.log).toEqual(['requestSubscription']);
    expect(h.api.requests).toHaveLength(0);
  });

  it('check at 29 s before expiry with a refresh token: one POST /auth/refresh, new tokens kept in the same storage', async () => {
    const fresh = tokenExpiringIn(900_000);
    const h = startAuth(() => jsonResponse(200, { accessToken: fresh, refreshToken: 'r2', expiresIn: 900 }), {
      tokens: storedWith(tokenExpiringIn(29_000), 'r1', false),
    });
    h.actor.send({ type: 'auth.check' });
    expect(h.actor.getSnapshot().hasTag(BUSY)).toBe(true);
    const s = await settled(h);
    expect(s.matches('signedIn')).toBe(true);
    expect(s.context.token).toBe(fresh);
    expect(h.api.requests.map((r) => [r.method, path(r.url), r.body])).toEqual([['POST', '/auth/refresh', { refreshToken: 'r1' }]]);
    // remember-me was off: still in session storage, nothing in local storage.
    expect(h.tokens.session.get('access_token')).toBe(fresh);
    expect(h.tokens.session.get('refresh_token')).toBe('r2');
    expect(h.tokens.local.get('access_token')).toBeUndefined();
    expect(h.log).toEqual(['requestSubscription']);
  });

  it('a failed refresh signs out with the tokens cleared (the layout redirects, the machine does not)', async () => {
    const h = startAuth(() => jsonResponse(401, { error: 'invalid_refresh_token', message: 'Unauthorized' }), {
      tokens: storedWith(tokenExpiringIn(29_000), 'r1'),
    });
    h.actor.send({ type: 'auth.check' });
    const s = await settled(h);
    expect(s.matches('signedOut')).toBe(true);
    expect(h.tokens.read()).toBeNull();
    expect(h.tokens.local.size + h.tokens.session.size).toBe(0);
    expect(h.userDataCleared()).toBe(1);
    expect(h.api.requests).toHaveLength(1);
    expect(h.log).toEqual(['clearSubscription']);
  });

  it('a token expiring within 30 s without a refresh token signs out at once', async () => {
    const h = startAuth(() => jsonResponse(500, {}), { tokens: storedWith(tokenExpiringIn(30_000), null) });
    h.actor.send({ type: 'auth.check' });
    const s = await settled(h);
    expect(s.matches('signedOut')).toBe(true);
    expect(h.api.requests).toHaveLength(0);
    expect(h.tokens.read()).toBeNull();
  });

  it('a missing token on a protected route stays signed out', async () => {
    const h = startAuth(() => jsonResponse(500, {}));
    h.actor.send({ type: 'auth.check' });
    const s = await settled(h);
    expect(s.matches('signedOut')).toBe(true);
    expect(h.log).toEqual(['clearSubscription']);
  });
});

describe('auth: sign in with email and password', () => {
  const loginOk = (accessToken = annToken) => jsonResponse(200, { access_token: accessToken, refresh_token: 'r1', token_type: 'Bearer', expires_in: 900 });

  it('empty email or password: "Please enter email and password", no call', () => {
    const h = startAuth(() => loginOk());
    h.actor.send({ type: 'auth.login', email: 'ann@example.com', password: '', rememberMe: true });
    expect(h.actor.getSnapshot().context.error).toEqual({ key: 'login.missingFields' });
    h.actor.send({ type: 'auth.login', email: ' ', password: 'x', rememberMe: true });
    expect(h.actor.getSnapshot().context.error).toEqual({ key: 'login.missingFields' });
    expect(h.api.requests).toHaveLength(0);
  });

  it('remember-me on: tokens in local storage; the error is cleared while signing in', async () => {
    const h = startAuth(() => loginOk());
    h.actor.send({ type: 'auth.login', email: '', password: '', rememberMe: true });
    h.actor.send({ type: 'auth.login', email: 'ann@example.com', password: 'secret123', rememberMe: true });
    expect(h.actor.getSnapshot().matches('signingIn')).toBe(true);
    expect(h.actor.getSnapshot().context.error).toBeNull();
    const s = await settled(h);
    expect(s.matches('signedIn')).toBe(true);
    expect(s.context.user).toEqual(ann);
    expect(h.api.requests[0].body).toEqual({ email: 'ann@example.com', password: 'secret123' });
    expect(h.tokens.local.get('access_token')).toBe(annToken);
    expect(h.tokens.local.get('refresh_token')).toBe('r1');
    expect(h.tokens.session.size).toBe(0);
    expect(h.log).toEqual(['navigateAfterLogin']);
  });

  it('remember-me off: tokens in session storage', async () => {
    const h = startAuth(() => loginOk());
    h.actor.send({ type: 'auth.login', email: 'ann@example.com', password: 'secret123', rememberMe: false });
    await settled(h);
    expect(h.tokens.session.get('access_token')).toBe(annToken);
    expect(h.tokens.local.get('access_token')).toBeUndefined();
  });

  it('maps failures: a known refusal by its key, another server message as written, "Authentication error", unexpected error', async () => {
    const cases = [
      [
        () => jsonResponse(401, { error: 'invalid_credentials', message: 'Invalid email or password' }),
        { key: 'serverError.invalid_credentials', values: {} },
      ],
      [() => jsonResponse(401, { error: 'invalid_credentials' }), { key: 'login.authError' }],
      [
        () => jsonResponse(429, { error: 'too_many_requests', message: 'Too many attempts. Please try again in 5 minutes.' }),
        { key: 'serverError.too_many_requests_minutes', values: { count: 5 } },
      ],
      [() => jsonResponse(429, { error: 'too_many_requests', message: 'Too many attempts' }), { raw: 'Too many attempts' }],
      [networkError, { key: 'login.unexpectedError' }],
      [() => loginOk(makeJwt({ email: 'no-sub@example.com' })), { key: 'login.unexpectedError' }],
    ] as const;
    for (const [handler, error] of cases) {
      const h = startAuth(handler);
      h.actor.send({ type: 'auth.login', email: 'ann@example.com', password: 'secret123', rememberMe: true });
      const s = await settled(h);
      expect(s.matches({ signedOut: 'idle' })).toBe(true);
      expect(s.context.error).toEqual(error);
      expect(h.tokens.read()).toBeNull();
      expect(h.log).toEqual([]);
    }
  });

  it('unverified email: the message, after 2 s the resend question, "yes" goes to /check-email', async () => {
    for (const body of [
      { error: 'email_verification_required', message: 'Email not verified', emailVerificationRequired: true },
      { error: 'something_else', message: 'x', emailVerificationRequired: true },
    ]) {
      const simulated = new SimulatedClock();
      const h = startAuth(() => jsonResponse(401, body), { simulated });
      h.actor.send({ type: 'auth.login', email: 'ann@example.com', password: 'secret123', rememberMe: true });
      const s = await settled(h);
      expect(s.matches({ signedOut: 'verificationRequired' })).toBe(true);
      expect(s.context.error).toEqual({ key: 'login.verificationRequired' });
      simulated.increment(1999);
      expect(h.actor.getSnapshot().matches({ signedOut: 'resendPrompt' })).toBe(false);
      simulated.increment(1);
      expect(h.actor.getSnapshot().matches({ signedOut: 'resendPrompt' })).toBe(true);
      h.actor.send({ type: 'auth.resendAccepted' });
      expect(h.log).toEqual(['goToCheckEmail:ann@example.com']);
      expect(h.actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    }
  });

  it('"no" dismisses the resend question', async () => {
    const simulated = new SimulatedClock();
    const h = startAuth(() => jsonResponse(401, { error: 'email_verification_required', message: 'x' }), { simulated });
    h.actor.send({ type: 'auth.login', email: 'ann@example.com', password: 'secret123', rememberMe: true });
    await settled(h);
    simulated.increment(2000);
    h.actor.send({ type: 'auth.resendDeclined' });
    expect(h.actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(h.log).toEqual([]);
  });
});

describe('auth: Google and Apple', () => {
  const providerOk = (accessToken: string) => jsonResponse(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 900 });

  it('Google: posts the token, requires sub and email, falls back to the email for the name', async () => {
    const h = startAuth(() => providerOk(bobToken));
    h.actor.send({ type: 'auth.googleCallback', accessToken: 'g-token' });
    const s = await settled(h);
    expect(s.matches('signedIn')).toBe(true);
    expect(s.context.user).toEqual(bob);
    expect(h.api.requests.map((r) => [path(r.url), r.body])).toEqual([['/web-api/auth/google-login', { token: 'g-token' }]]);
    // No refresh token from the provider: only the access token is kept (remember-me by default).
    expect(h.tokens.read()).toEqual({ accessToken: bobToken, refreshToken: null, rememberMe: true });
    expect(h.log).toEqual(['navigateAfterLogin']);
  });

  it('Apple: posts the identity token and the name given on first sign-in', async () => {
    const h = startAuth(() => providerOk(annToken));
    h.actor.send({ type: 'auth.appleCallback', idToken: 'a-token', name: 'Ann Lee', rememberMe: false });
    await settled(h);
    expect(h.api.requests[0].body).toEqual({ token: 'a-token', name: 'Ann Lee' });
    expect(h.tokens.session.get('access_token')).toBe(annToken);
  });

  it('a token without sub or email: "Authorization failed: ..."', async () => {
    const h = startAuth(() => providerOk(makeJwt({ sub: 'u3' })));
    h.actor.send({ type: 'auth.googleCallback', accessToken: 'g-token' });
    const s = await settled(h);
    expect(s.context.error).toEqual({ key: 'oauth.authorizationFailed', values: { reason: 'token is missing email' } });
    expect(h.tokens.read()).toBeNull();
    const empty = startAuth(() => providerOk(annToken));
    empty.actor.send({ type: 'auth.appleCallback', idToken: '' });
    expect((await settled(empty)).context.error).toEqual({
      key: 'oauth.authorizationFailed',
      values: { reason: 'no token from Apple' },
    });
    expect(empty.api.requests).toHaveLength(0);
  });

  it('maps the server\'s codes per provider', async () => {
    const cases = [
      ['google', jsonResponse(409, { error: 'account_linking_required', message: 'x' }), 'oauth.googleAccountExists'],
      ['google', jsonResponse(409, { error: 'federated_identity_account_exists', message: 'x' }), 'oauth.googleAccountExists'],
      ['apple', jsonResponse(409, { error: 'account_linking_required', message: 'x' }), 'oauth.appleAccountExists'],
      ['google', jsonResponse(401, { error: 'user_info_call_failure', message: 'x' }), 'oauth.googleUserInfoFailure'],
      ['google', jsonResponse(503, { error: 'provider_not_configured', message: 'x' }), 'oauth.googleNotConfigured'],
      ['apple', jsonResponse(503, { error: 'provider_not_configured', message: 'x' }), 'oauth.appleNotConfigured'],
      ['apple', jsonResponse(401, { error: 'invalid_identity_token', message: 'x' }), 'oauth.appleFailed'],
      ['google', jsonResponse(500, { error: 'internal', message: 'x' }), 'oauth.googleFailed'],
      ['apple', null, 'oauth.appleFailed'],
    ] as const;
    for (const [provider, response, key] of cases) {
      const h = startAuth(() => (response ? response.clone() : networkError()));
      h.actor.send(
        provider === 'google'
          ? { type: 'auth.googleCallback', accessToken: 'g' }
          : { type: 'auth.appleCallback', idToken: 'a' },
      );
      const s = await settled(h);
      expect(s.matches({ signedOut: 'idle' })).toBe(true);
      expect(s.context.error).toEqual({ key });
    }
  });

  it('widget failures set the mapped error without a call', () => {
    const h = startAuth(() => jsonResponse(500, {}));
    const reasons: OAuthErrorReason[] = ['cancelled', 'popup_blocked', 'not_configured', 'failed'];
    const expected = {
      google: ['oauth.googleCancelled', 'oauth.googlePopupBlocked', 'oauth.googleNotConfigured', 'oauth.googleFailed'],
      apple: ['oauth.appleCancelled', 'oauth.applePopupBlocked', 'oauth.appleNotConfigured', 'oauth.appleFailed'],
    };
    for (const provider of ['google', 'apple'] as const) {
      reasons.forEach((reason, i) => {
        h.actor.send({ type: 'auth.oauthError', provider, reason });
        expect(h.actor.getSnapshot().context.error).toEqual({ key: expected[provider][i] });
      });
    }
    expect(h.api.requests).toHaveLength(0);
  });
});

describe('auth: signing out', () => {
  it('the header\'s Logout asks first; confirmed, it tells the server, clears everything and goes to /login', async () => {
    const h = startAuth(() => emptyResponse(204), { tokens: storedWith(annToken, 'r1') });
    h.redirects.save('/history');
    h.actor.send({ type: 'auth.logoutRequested' });
    expect(h.actor.getSnapshot().matches({ signedIn: 'confirmingLogout' })).toBe(true);
    h.actor.send({ type: 'auth.logoutCancelled' });
    expect(h.actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    h.actor.send({ type: 'auth.logoutRequested' });
    h.actor.send({ type: 'auth.logoutConfirmed' });
    const s = await settled(h);
    expect(s.matches('signedOut')).toBe(true);
    expect(s.context).toMatchObject({ user: null, token: null, error: null });
    expect(h.tokens.local.size + h.tokens.session.size).toBe(0);
    expect(h.userDataCleared()).toBe(1);
    expect(h.redirects.value).toBeNull();
    expect(h.log).toEqual(['clearSubscription', 'navigateToLogin']);
    await new Promise((r) => setTimeout(r, 5));
    const [request] = h.api.requests;
    expect(path(request.url)).toBe('/web-api/auth/logout');
    expect(request.body).toEqual({ refreshToken: 'r1', allDevices: false });
    expect(request.headers.get('authorization')).toBe(`Bearer ${annToken}`);
  });

  it('Profile\'s Log Out revokes all devices; a failing server does not block the sign-out', async () => {
    for (const handler of [() => jsonResponse(500, { error: 'x', message: 'down' }), networkError, () => new Promise<Response>(() => undefined)]) {
      const h = startAuth(handler, { tokens: storedWith(annToken, 'r1') });
      h.actor.send({ type: 'auth.logout', allDevices: true });
      const s = await settled(h);
      expect(s.matches('signedOut')).toBe(true);
      expect(h.tokens.read()).toBeNull();
      expect(h.userDataCleared()).toBe(1);
      expect(h.log).toEqual(['clearSubscription', 'navigateToLogin']);
      await new Promise((r) => setTimeout(r, 5));
      expect(h.api.requests[0].body).toEqual({ refreshToken: 'r1', allDevices: true });
    }
  });

  it('a 401 from the API: tokens cleared, the path saved for after login (not / or /login), to /login', async () => {
    const cases = [
      ['/jobs/42?tab=1', '/jobs/42?tab=1'],
      ['/jobtalkai/history', '/history'],
      ['/', null],
      ['/login', null],
      ['/jobtalkai/login?x=1', null],
    ] as const;
    for (const [given, saved] of cases) {
      const h = startAuth(() => jsonResponse(500, {}), { tokens: storedWith(annToken, 'r1') });
      h.actor.send({ type: 'auth.forceSignOut', path: given });
      const s = await settled(h);
      expect(s.matches('signedOut')).toBe(true);
      expect(h.tokens.read()).toBeNull();
      expect(h.redirects.value).toBe(saved);
      expect(h.userDataCleared()).toBe(1);
      expect(h.log).toEqual(['clearSubscription', 'navigateToLogin']);
      expect(h.api.requests).toHaveLength(0);
    }
    expect(redirectPathToSave('/jobtalkai')).toBeNull();
  });

  it('a 401 while the check runs also signs out', async () => {
    const h = startAuth(() => new Promise<Response>(() => undefined), { tokens: storedWith(tokenExpiringIn(10_000), 'r1') });
    h.actor.send({ type: 'auth.check' });
    await waitFor(h.actor, (s) => s.matches('refreshing'));
    h.actor.send({ type: 'auth.forceSignOut', path: '/report/7' });
    const s = await settled(h);
    expect(s.matches('signedOut')).toBe(true);
    expect(h.userDataCleared()).toBe(1);
    expect(h.redirects.value).toBe('/report/7');
  });
});

describe('auth: what the sign-in page says after a sign-out', () => {
  it('a forced sign-out and a deactivation say why; a chosen logout says nothing; signing in again clears it', async () => {
    const cases = [
      [{ type: 'auth.forceSignOut', path: '/jobs' }, { key: 'login.sessionEndedNotice' }],
      [{ type: 'auth.logout', deactivated: true }, { key: 'login.deactivatedNotice' }],
      [{ type: 'auth.logout', allDevices: true }, null],
      [{ type: 'auth.logout' }, null],
    ] as const;
    for (const [event, notice] of cases) {
      const h = startAuth(() => jsonResponse(401, { error: 'invalid_credentials', message: 'Invalid email or password' }), {
        tokens: storedWith(annToken, 'r1'),
      });
      expect(selectSignOutNotice(h.actor.getSnapshot())).toBeNull();
      h.actor.send(event);
      const s = await settled(h);
      expect(s.matches('signedOut')).toBe(true);
      expect(selectSignOutNotice(s)).toEqual(notice);
      h.actor.send({ type: 'auth.login', email: 'ann@example.com', password: 'wrong password', rememberMe: false });
      const after = await settled(h);
      expect(after.context.error).toEqual({ key: 'serverError.invalid_credentials', values: {} });
      expect(selectSignOutNotice(after)).toBeNull();
    }
  });
});

describe('auth: reports from elsewhere', () => {
  it('takes tokens refreshed by the API layer and a new name from the profile', () => {
    const h = startAuth(() => jsonResponse(500, {}), { tokens: storedWith(annToken, 'r1') });
    h.actor.send({ type: 'auth.tokensRefreshed', accessToken: bobToken, refreshToken: 'r2' });
    expect(h.actor.getSnapshot().context).toMatchObject({ token: bobToken, user: bob });
    h.actor.send({ type: 'auth.userRenamed', name: 'Robert Smith' });
    expect(h.actor.getSnapshot().context.user).toEqual({ ...bob, name: 'Robert Smith' });
    h.actor.send({ type: 'auth.tokensRefreshed', accessToken: 'garbage', refreshToken: 'r3' });
    expect(h.actor.getSnapshot().context).toMatchObject({ token: 'garbage', user: { ...bob, name: 'Robert Smith' } });
  });
});
