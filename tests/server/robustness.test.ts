import { describe, expect, it } from 'vitest';
import { bearer, errorOf, signedInUser, uniqueEmail } from './support/accounts';
import { LOGIN_REDIRECT, useHarness } from './support/harness';

/** Inputs found by fuzzing that once gave a 5xx or lost data: each answered cleanly now. */
describe('robustness (pglite)', () => {
  const h = useHarness('pglite');

  describe('a JSON body sent under another content type', () => {
    const operations: Array<[string, string, Record<string, unknown>, boolean]> = [
      ['POST', '/web-api/auth/login', { email: 'a@example.com', password: 'x' }, false],
      ['POST', '/web-api/auth/forgot-password', { email: 'a@example.com' }, false],
      ['POST', '/web-api/auth/validate-reset-token', { token: 'x' }, false],
      ['POST', '/web-api/auth/reset-password', { token: 'x', newPassword: 'long enough 1', confirmPassword: 'long enough 1' }, false],
      ['POST', '/web-api/auth/resend-verification', { email: 'a@example.com' }, false],
      ['POST', '/auth/refresh', { refreshToken: 'x' }, false],
      ['PUT', '/web-api/profile', { firstName: 'A', lastName: 'B' }, true],
      ['POST', '/web-api/profile/change-password', { currentPassword: 'a', newPassword: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' }, true],
    ];

    it.each(operations)('%s %s as text/plain: 415, nothing done', async (method, url, body, signedIn) => {
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (signedIn) Object.assign(headers, bearer((await signedInUser(h.app)).accessToken));
      const response = await h.app.inject({ method: method as 'POST', url, headers, payload: JSON.stringify(body) });
      expect(response.statusCode).toBe(415);
      expect(errorOf(response)).toEqual({ error: 'unsupported_media_type', message: 'Send the request body as application/json.' });
    });

    it('still takes JSON with a charset, and a form where a provider sends one', async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/web-api/auth/login',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify({ email: 'a@example.com', password: 'x' }),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  it('answers an address the router cannot read in the error shape of every other answer', async () => {
    const { accessToken } = await signedInUser(h.app);
    const broken = await h.app.inject({ method: 'GET', url: '/web-api/payments/%ED%A0%80', headers: bearer(accessToken) });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken)).toEqual({ error: 'bad_url', message: 'The address is not valid.' });
    // An id over the contract's maxLength gets the contract's 400 (tests/server/http/limits.test.ts); one past
    // the router's own limit too, with its own code.
    const long = await h.app.inject({ method: 'GET', url: `/web-api/payments/${'a'.repeat(3000)}`, headers: bearer(accessToken) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toEqual({ error: 'uri_too_long', message: 'The address is too long.' });
  });

  describe('names and texts the database cannot hold', () => {
    const register = (name: string) =>
      h.app.inject({
        method: 'POST',
        url: '/web-api/auth/register',
        payload: { email: uniqueEmail(), password: 'long enough 1', name, redirectUri: LOGIN_REDIRECT },
      });

    it.each([
      ['a NUL', 'Ada\u0000 Lovelace'],
      ['half a surrogate pair', 'Ada \uD83D Lovelace'],
      ['a lone low surrogate', 'Ada \uDE00'],
    ])('refuses a name with %s (400, no account)', async (_what, name) => {
      const response = await register(name);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('validation_error');
      expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
    });

    it('refuses a name of spaces, and trims a real one', async () => {
      const blank = await register('   ');
      expect(blank.statusCode).toBe(400);
      expect(errorOf(blank)).toMatchObject({ error: 'name_required', message: 'Please enter your name.' });
      expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
      expect((await register('  Ada   Lovelace ')).statusCode).toBe(201);
      const [user] = await h.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users');
      expect(user).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    });

    it('refuses such text in a profile update, and an emoji name is fine', async () => {
      const { accessToken } = await signedInUser(h.app);
      const update = (firstName: string) =>
        h.app.inject({ method: 'PUT', url: '/web-api/profile', headers: bearer(accessToken), payload: { firstName, lastName: 'Lovelace' } });
      expect((await update('Ada\u0000')).statusCode).toBe(400);
      expect((await update('\uDBFF')).statusCode).toBe(400);
      expect((await update('Ada 🌟')).statusCode).toBe(200);
    });

    it('trims the names of a profile update and refuses blank ones', async () => {
      const { accessToken } = await signedInUser(h.app);
      const update = (firstName: string, lastName: string) =>
        h.app.inject({ method: 'PUT', url: '/web-api/profile', headers: bearer(accessToken), payload: { firstName, lastName } });
      for (const [firstName, lastName] of [['   ', 'Lovelace'], ['Ada', '\u00a0\t']]) {
        const blank = await update(firstName, lastName);
        expect(blank.statusCode).toBe(400);
        expect(errorOf(blank).error).toBe('validation_error');
      }
      const response = await update('  Ada   Augusta ', ' King\t Lovelace  ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: 'Ada Augusta', lastName: 'King Lovelace', name: 'Ada Augusta King Lovelace' });
    });
  });

  describe('the payment callback', () => {
    it('refuses a body nested 20,000 deep before sorting or checking anything (400, not a stack overflow)', async () => {
      // Written out: JSON.stringify itself would overflow the stack on such a value.
      const body = `${'{"nested":'.repeat(20_000)}{"payment_status":"finished"}${'}'.repeat(20_000)}`;
      const response = await h.app.inject({
        method: 'POST',
        url: '/web-api/payments/callback',
        headers: { 'content-type': 'application/json', 'x-nowpayments-sig': 'ab'.repeat(64) },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ error: 'validation_error', message: 'The request body is nested too deeply.' });
    });
  });
});
