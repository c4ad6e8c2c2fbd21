import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorOf, uniqueEmail } from './support/accounts';
import { LOGIN_REDIRECT, testConfig, useHarness } from './support/harness';

/** Rate limits come from `x-fastify-config: { rateLimitGroup }` in the contract (login, mail). */
describe('rate limits (pglite)', () => {
  const h = useHarness('pglite', { env: () => ({ RATE_LIMIT_LOGIN: '2', RATE_LIMIT_MAIL: '2' }) });

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

  it.each([
    ['google-login', { token: 'x' }],
    ['apple-login', { token: 'x' }],
  ])('limits %s in the login group', async (path, payload) => {
    const attempt = () => h.app.inject({ method: 'POST', url: `/web-api/auth/${path}`, payload });
    await exhaust(h.app, attempt, 2);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('limits token refresh and password change in the login group', async () => {
    const refresh = () => h.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: 'x' } });
    await exhaust(h.app, refresh, 2);
    expect((await refresh()).statusCode).toBe(429);
    const change = () =>
      h.app.inject({
        method: 'POST',
        url: '/web-api/profile/change-password',
        payload: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
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
    expect(h.config.rateLimit).toMatchObject({ login: 2, mail: 2 });
  });
});
