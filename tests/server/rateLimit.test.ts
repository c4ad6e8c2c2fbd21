import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, errorOf, PASSWORD, signedInUser, uniqueEmail } from './support/accounts';
import { loadConfig } from '../../server/config';
import { LOGIN_REDIRECT, testConfig, useHarness } from './support/harness';

/**
 * Rate limits come from `x-fastify-config: { rateLimitGroup }` in the contract (signin, provider,
 * refresh, mail); failures use up the sign-in groups, every call uses up the mail group.
 */
describe('rate limits (pglite)', () => {
  const h = useHarness('pglite', {
    env: () => ({
      RATE_LIMIT_LOGIN: '2',
      RATE_LIMIT_MAIL: '2',
      RATE_LIMIT_ACCOUNT: '3',
      // Providers configured, pointing at a closed port: every provider sign-in here is a refused one.
      GOOGLE_CLIENT_ID: 'client.apps.example',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
      GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/tokeninfo',
      APPLE_CLIENT_ID: 'com.example.web',
      APPLE_JWKS_URL: 'http://127.0.0.1:9/keys',
    }),
  });

  async function exhaust(app: FastifyInstance, send: () => Promise<{ statusCode: number }>, limit: number) {
    for (let i = 0; i < limit; i++) expect((await send()).statusCode).not.toBe(429);
  }

  it('answers 429 too_many_requests to the third sign-in attempt from one address', async () => {
    const attempt = () =>
      h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email: 'a@example.com', password: 'x' } });
    await exhaust(h.app, attempt, 2);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).error).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not limited.
    const elsewhere = await h.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: { email: 'a@example.com', password: 'x' },
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('gives Google and Apple sign-in one budget between them (the provider group)', async () => {
    const google = () => h.app.inject({ method: 'POST', url: '/web-api/auth/google-login', payload: { token: 'x' } });
    const apple = () => h.app.inject({ method: 'POST', url: '/web-api/auth/apple-login', payload: { token: 'x' } });
    expect((await google()).statusCode).not.toBe(429);
    expect((await apple()).statusCode).not.toBe(429);
    expect((await google()).statusCode).toBe(429);
    expect((await apple()).statusCode).toBe(429);
  });

  it('limits refused token refreshes, and password changes in the sign-in group', async () => {
    const refresh = () => h.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: 'x' } });
    await exhaust(h.app, refresh, 2);
    expect((await refresh()).statusCode).toBe(429);
    // A wrong current password is a password guess (a request without a token checks none and is not counted).
    const { accessToken } = await signedInUser(h.app);
    const change = () =>
      h.app.inject({
        method: 'POST',
        url: '/web-api/profile/change-password',
        headers: bearer(accessToken),
        payload: { currentPassword: 'not the password', newPassword: 'new password 1', confirmPassword: 'new password 1' },
      });
    await exhaust(h.app, change, 2);
    expect((await change()).statusCode).toBe(429);
  });

  it.each([
    ['register', () => ({ email: uniqueEmail(), password: 'long enough 1', name: 'A', redirectUri: LOGIN_REDIRECT })],
    ['forgot-password', () => ({ email: uniqueEmail() })],
    ['resend-verification', () => ({ email: uniqueEmail() })],
  ])('limits %s in the mail group', async (path, payload) => {
    const attempt = () => h.app.inject({ method: 'POST', url: `/web-api/auth/${path}`, payload: payload() });
    await exhaust(h.app, attempt, 2);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).error).toBe('too_many_requests');
  });

  it('gives register, forgot-password and resend-verification one budget between them', async () => {
    const call = (path: string, payload: Record<string, unknown>) =>
      h.app.inject({ method: 'POST', url: `/web-api/auth/${path}`, payload });
    expect((await call('register', { email: uniqueEmail(), password: 'long enough 1', name: 'A', redirectUri: LOGIN_REDIRECT })).statusCode).toBe(201);
    expect((await call('forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await call('resend-verification', { email: uniqueEmail() })).statusCode).toBe(429);
  });

  it('does not limit operations outside the groups', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json' })).statusCode).toBe(200);
      expect(
        (await h.app.inject({ method: 'POST', url: '/web-api/auth/validate-reset-token', payload: { token: 'x' } }))
          .statusCode,
      ).toBe(400);
    }
  });

  it('reads the limits from the configuration', () => {
    expect(testConfig({ RATE_LIMIT_LOGIN: '7' }).rateLimit.login).toBe(7);
    expect(loadConfig({}).rateLimit).toMatchObject({ login: 10, mail: 5, account: 10, windowMs: 900_000 });
    expect(h.config.rateLimit).toMatchObject({ login: 2, mail: 2, account: 3 });
  });

  it('never counts successful sign-ins: a household or an office signs in as often as it likes', async () => {
    const { email } = await signedInUser(h.app);
    for (let i = 0; i < 6; i++) {
      const ok = await h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password: PASSWORD } });
      expect(ok.statusCode).toBe(200);
    }
    // One wrong password among them still leaves the budget open.
    const wrong = await h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password: 'nope nope' } });
    expect(wrong.statusCode).toBe(401);
    const again = await h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password: PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it('limits wrong passwords per account, whatever the address, and opens again in the next window', async () => {
    const { email } = await signedInUser(h.app);
    const from = (address: string, password = 'wrong password') =>
      h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password }, remoteAddress: address });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await from(address)).statusCode).toBe(401);
    // A fourth address, even with the right password, waits: the account's budget is spent.
    const locked = await from('10.0.0.4', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(locked).message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/);
    // The address letter case does not make another account.
    expect((await from('10.0.0.5', PASSWORD).then(() => h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email: email.toUpperCase(), password: PASSWORD }, remoteAddress: '10.0.0.6' }))).statusCode).toBe(429);
    h.clock.advance(h.config.rateLimit.windowMs);
    expect((await from('10.0.0.4', PASSWORD)).statusCode).toBe(200);
  });

  it('is one budget for every process sharing the database', async () => {
    const sibling = await h.sibling();
    const attempt = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email: uniqueEmail(), password: 'x' } });
    expect((await attempt(h.app)).statusCode).toBe(401);
    expect((await attempt(sibling)).statusCode).toBe(401);
    expect((await attempt(h.app)).statusCode).toBe(429);
    expect((await attempt(sibling)).statusCode).toBe(429);
  });
});
