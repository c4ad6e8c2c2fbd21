import { verify as argon2Verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashOptions } from '../../server/accounts/passwords';
import {
  PASSWORD,
  errorOf,
  latestMailTo,
  login,
  mailsTo,
  param,
  register,
  uniqueEmail,
  verificationKey,
  verify,
} from './support/accounts';
import { backends } from './support/databases';
import { LOGIN_REDIRECT, PUBLIC_URL, SPA_DEV_ORIGIN, useHarness } from './support/harness';

describe('password hashing cost', () => {
  it('is the OWASP argon2id minimum unless the environment asks for the test cost, which the suites run with', async () => {
    expect(passwordHashOptions({})).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(passwordHashOptions({ PASSWORD_HASH_COST: 'production' })).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(passwordHashOptions({ PASSWORD_HASH_COST: 'test' })).toEqual({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(passwordHashOptions({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hashed = await hashPassword(PASSWORD);
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await argon2Verify(hashed, PASSWORD)).toBe(true);
  });
});

describe.each(backends())('registration and email verification (%s)', (backend) => {
  const h = useHarness(backend);

  describe('register', () => {
    it('stores the user unverified with an argon2id hash and mails a verification link', async () => {
      const email = uniqueEmail('ada');
      const { response } = await register(h.app, { email, name: 'Ada King Lovelace' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: expect.any(String), email });

      const [user] = await h.db.query<{
        password_hash: string;
        email_verified_at: Date | null;
        name: string;
        first_name: string;
        last_name: string;
      }>('SELECT password_hash, email_verified_at, name, first_name, last_name FROM users WHERE email = $1', [email]);
      expect(user.email_verified_at).toBeNull();
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.password_hash).not.toContain(PASSWORD);
      expect(user).toMatchObject({ name: 'Ada King Lovelace', first_name: 'Ada', last_name: 'King Lovelace' });

      const mail = await latestMailTo(h.app, email);
      expect(mail.subject).toContain('JobTalk AI');
      expect(mail.links).toHaveLength(1);
      const link = new URL(mail.links[0]);
      expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/jobtalkai/verify-email`);
      expect(link.searchParams.get('redirectUri')).toBe(LOGIN_REDIRECT);
      const key = link.searchParams.get('key')!;
      expect(key.length).toBeGreaterThanOrEqual(40);
      expect(mail.text).toContain(mail.links[0]);

      // Only the hash of the key is stored.
      const tokens = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM email_tokens');
      expect(tokens).toHaveLength(1);
      expect(tokens[0].token_hash).not.toBe(key);
      expect(tokens[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('accepts a redirect URI on a configured further origin (the SPA dev server)', async () => {
      const redirectUri = `${SPA_DEV_ORIGIN}/jobtalkai/login`;
      const { response, email } = await register(h.app, { redirectUri });
      expect(response.statusCode).toBe(201);
      expect(param((await latestMailTo(h.app, email)).links[0], 'redirectUri')).toBe(redirectUri);
    });

    it.each([
      ['a relative path', '/jobtalkai/login'],
      ['another origin', 'https://evil.example/jobtalkai/login'],
      ['a look-alike host', 'http://jobtalk.test.evil.example/login'],
      ['a javascript: URI', 'javascript:alert(1)'],
      ['credentials in the URL', 'http://user:pw@jobtalk.test/jobtalkai/login'],
      ['not a URL', 'not a url'],
    ])('refuses a redirect URI that is %s with 400 invalid_redirect_uri and creates nothing', async (_label, redirectUri) => {
      const { response, email } = await register(h.app, { redirectUri });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('invalid_redirect_uri');
      expect(await h.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
      expect(await mailsTo(h.app, email)).toHaveLength(0);
    });

    it('answers 409 user_already_exists for a taken email, whatever its case', async () => {
      const email = uniqueEmail('taken');
      expect((await register(h.app, { email })).response.statusCode).toBe(201);
      for (const again of [email, email.toUpperCase()]) {
        const { response } = await register(h.app, { email: again });
        expect(response.statusCode).toBe(409);
        const body = errorOf(response);
        expect(body.error).toBe('user_already_exists');
        expect(body.message).toContain('already exists');
      }
      expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(1);
    });

    it.each([
      ['no email', { email: undefined }, 'email'],
      ['a malformed email', { email: 'not-an-email' }, 'email'],
      ['no password', { password: undefined }, 'password'],
      ['a password under 8 characters', { password: 'short' }, 'password'],
      ['no name', { name: undefined }, 'name'],
      ['an empty name', { name: '' }, 'name'],
      ['no redirectUri', { redirectUri: undefined }, 'redirectUri'],
      ['an unknown field', { isAdmin: true }, 'isAdmin'],
    ])('refuses a body with %s: 400 validation_error naming the field', async (_label, change, field) => {
      const payload: Record<string, unknown> = {
        email: uniqueEmail(),
        password: PASSWORD,
        name: 'Ada',
        redirectUri: LOGIN_REDIRECT,
        ...change,
      };
      for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
      const response = await h.app.inject({ method: 'POST', url: '/web-api/auth/register', payload });
      expect(response.statusCode).toBe(400);
      const body = errorOf(response);
      expect(body.error).toBe('validation_error');
      expect((body.errors as Array<{ field: string }>).map((e) => e.field)).toContain(field);
      expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
    });

    it('refuses a body that is not JSON', async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/web-api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      errorOf(response);
    });
  });

  describe('verify-email', () => {
    it('verifies the account with the mailed key, returns the redirect URI, and sign-in then works', async () => {
      const { email } = await register(h.app);
      expect((await login(h.app, email)).statusCode).toBe(401);
      const response = await verify(h.app, await verificationKey(h.app, email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, redirectUri: LOGIN_REDIRECT, message: expect.any(String) });
      const [user] = await h.db.query<{ email_verified_at: Date | null }>(
        'SELECT email_verified_at FROM users WHERE email = $1',
        [email],
      );
      expect(user.email_verified_at).not.toBeNull();
      expect((await login(h.app, email)).statusCode).toBe(200);
    });

    it('answers the same key again with 200 (a second tab) without a second use being possible after 24 h', async () => {
      const { email } = await register(h.app);
      const key = await verificationKey(h.app, email);
      expect((await verify(h.app, key)).statusCode).toBe(200);
      expect((await verify(h.app, key)).statusCode).toBe(200);
      h.clock.advance(25 * 3_600_000);
      expect(errorOf(await verify(h.app, key)).error).toBe('invalid_verification_key');
    });

    it('refuses an unknown key with 400 invalid_verification_key', async () => {
      const response = await verify(h.app, 'this-is-not-a-key');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        error: 'invalid_verification_key',
        message: 'Email verification failed. The link may be expired or invalid.',
      });
    });

    it('refuses a key older than 24 hours and leaves the account unverified', async () => {
      const { email } = await register(h.app);
      const key = await verificationKey(h.app, email);
      h.clock.advance(24 * 3_600_000 + 1000);
      const response = await verify(h.app, key);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('invalid_verification_key');
      expect(errorOf(await login(h.app, email)).error).toBe('email_verification_required');
    });

    it('accepts a key just under 24 hours old', async () => {
      const { email } = await register(h.app);
      const key = await verificationKey(h.app, email);
      h.clock.advance(23 * 3_600_000 + 59 * 60_000);
      expect((await verify(h.app, key)).statusCode).toBe(200);
    });

    it('refuses a request without a key (400 validation_error)', async () => {
      for (const url of ['/web-api/auth/verify-email', '/web-api/auth/verify-email?key=']) {
        const response = await h.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).error).toBe('validation_error');
      }
    });
  });

  describe('resend-verification', () => {
    const resend = (email: string, redirectUri?: string) =>
      h.app.inject({
        method: 'POST',
        url: '/web-api/auth/resend-verification',
        payload: redirectUri === undefined ? { email } : { email, redirectUri },
      });

    it('mails a new link; the older link stops working and the new one verifies', async () => {
      const { email } = await register(h.app);
      const oldKey = await verificationKey(h.app, email);
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      const mails = await mailsTo(h.app, email);
      expect(mails).toHaveLength(2);
      const newKey = param(mails[0].links[0], 'key');
      expect(newKey).not.toBe(oldKey);
      // The redirect URI given at registration is kept.
      expect(param(mails[0].links[0], 'redirectUri')).toBe(LOGIN_REDIRECT);
      expect(errorOf(await verify(h.app, oldKey)).error).toBe('invalid_verification_key');
      expect((await verify(h.app, newKey)).statusCode).toBe(200);
      // Verified: the old link stays dead.
      expect((await verify(h.app, oldKey)).statusCode).toBe(400);
    });

    it('uses a redirect URI given with the request', async () => {
      const { email } = await register(h.app);
      const redirectUri = `${SPA_DEV_ORIGIN}/jobtalkai/login`;
      expect((await resend(email, redirectUri)).statusCode).toBe(200);
      expect(param((await latestMailTo(h.app, email)).links[0], 'redirectUri')).toBe(redirectUri);
    });

    it('answers the same for an unknown email, a verified one and an unverified one, mailing only the last', async () => {
      const unverified = (await register(h.app)).email;
      const verified = (await register(h.app)).email;
      await verify(h.app, await verificationKey(h.app, verified));
      const unknown = uniqueEmail('nobody');
      const answers = [];
      for (const email of [unknown, verified, unverified]) {
        const response = await resend(email);
        answers.push({ status: response.statusCode, body: response.body });
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0].status).toBe(200);
      expect(await mailsTo(h.app, unknown)).toHaveLength(0);
      expect(await mailsTo(h.app, verified)).toHaveLength(1);
      expect(await mailsTo(h.app, unverified)).toHaveLength(2);
    });

    it('refuses an untrusted redirect URI and a malformed email', async () => {
      const { email } = await register(h.app);
      const bad = await resend(email, 'https://evil.example/login');
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).error).toBe('invalid_redirect_uri');
      const malformed = await resend('nope');
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed).error).toBe('validation_error');
      expect(await mailsTo(h.app, email)).toHaveLength(1);
    });
  });
});
