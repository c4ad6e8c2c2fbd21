import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import {
  PASSWORD,
  bearer,
  errorOf,
  login,
  me,
  register,
  signIn,
  signedInUser,
  uniqueEmail,
} from './support/accounts';
import { backends } from './support/databases';
import { useHarness } from './support/harness';

// The real argon2, watched: a test counts the password verifications a sign-in makes.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe.each(backends())('sign-in and access tokens (%s)', (backend) => {
  const h = useHarness(backend);

  describe('login', () => {
    it('answers an ES256 access token with sub, email, name, sid, iat, exp (15 min) and a key id, plus a refresh token', async () => {
      const session = await signedInUser(h.app, { name: 'Grace Hopper' });
      const response = await login(h.app, session.email);
      expect(response.statusCode).toBe(200);
      const body = response.json() as Record<string, unknown>;
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
      const header = decodeProtectedHeader(body.access_token as string);
      expect(header.alg).toBe('ES256');
      expect(header.kid).toEqual(expect.any(String));
      const claims = decodeJwt(body.access_token as string);
      const [user] = await h.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [session.email]);
      expect(claims).toMatchObject({ sub: user.id, email: session.email, name: 'Grace Hopper' });
      expect(claims.exp! - claims.iat!).toBe(900);
      expect(claims.sid).toEqual(expect.any(String));
      // The refresh token is opaque and stored only as a hash.
      expect(body.refresh_token).toEqual(expect.any(String));
      expect((body.refresh_token as string).split('.')).toHaveLength(1);
      const stored = await h.db.query<{ token_hash: string; family_id: string }>(
        'SELECT token_hash, family_id FROM refresh_tokens WHERE family_id = $1',
        [claims.sid],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).not.toBe(body.refresh_token);
      // The token works.
      expect((await me(h.app, body.access_token as string)).statusCode).toBe(200);
    });

    it('matches the email without case', async () => {
      const session = await signedInUser(h.app);
      expect((await login(h.app, session.email.toUpperCase())).statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown email alike: 401 invalid_credentials "Invalid email or password"', async () => {
      const session = await signedInUser(h.app);
      const wrong = await login(h.app, session.email, 'not the password');
      const unknown = await login(h.app, uniqueEmail('ghost'), PASSWORD);
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(errorOf(response)).toMatchObject({ error: 'invalid_credentials', message: 'Invalid email or password' });
      }
      expect(wrong.body).toBe(unknown.body);
    });

    it('checks a password hash for an unknown email as for a wrong password, so the answer time tells nothing', async () => {
      const session = await signedInUser(h.app);
      const verify = vi.mocked(argon2.verify);
      const verificationsOf = async (email: string) => {
        const before = verify.mock.calls.length;
        const response = await login(h.app, email, 'wrong password');
        expect(response.statusCode).toBe(401);
        return verify.mock.calls.length - before;
      };
      expect(await verificationsOf(session.email)).toBe(1);
      // Without the dummy verification an unknown email would answer without any: a timing oracle.
      expect(await verificationsOf(uniqueEmail('ghost'))).toBe(1);
    });

    it('refuses an unverified account with 401 email_verification_required and the flag, only after a right password', async () => {
      const { email } = await register(h.app);
      const response = await login(h.app, email);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({
        error: 'email_verification_required',
        emailVerificationRequired: true,
        message: 'Please verify your email address before logging in. Check your email for verification link.',
      });
      // A wrong password does not reveal that the account exists unverified.
      expect(errorOf(await login(h.app, email, 'wrong password')).error).toBe('invalid_credentials');
    });

    it.each([
      ['no email', { password: PASSWORD }],
      ['no password', { email: 'a@example.com' }],
      ['an empty password', { email: 'a@example.com', password: '' }],
      ['a malformed email', { email: 'nope', password: PASSWORD }],
      ['an unknown field', { email: 'a@example.com', password: PASSWORD, remember: true }],
    ])('refuses a body with %s: 400 validation_error', async (_label, payload) => {
      const response = await h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('validation_error');
    });
  });

  describe('authentication of protected operations', () => {
    it('refuses a missing, malformed or garbage bearer token with 401 unauthorized', async () => {
      const cases = [
        {},
        { authorization: 'Basic abc' },
        { authorization: 'Bearer' },
        { authorization: 'Bearer not.a.jwt' },
      ];
      for (const headers of cases) {
        const response = await h.app.inject({ method: 'GET', url: '/web-api/auth/me', headers });
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).error).toBe('unauthorized');
      }
    });

    it('refuses an access token after its 15 minutes', async () => {
      const session = await signedInUser(h.app);
      h.clock.advance(14 * 60_000);
      expect((await me(h.app, session.accessToken)).statusCode).toBe(200);
      h.clock.advance(2 * 60_000);
      expect((await me(h.app, session.accessToken)).statusCode).toBe(401);
    });

    it('refuses a token signed by another key, even with the right claims and key id', async () => {
      const session = await signedInUser(h.app);
      const claims = decodeJwt(session.accessToken);
      const { kid } = decodeProtectedHeader(session.accessToken);
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
      const forged = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256', kid })
        .sign(privateKey);
      expect((await me(h.app, forged)).statusCode).toBe(401);
      // alg "none" is refused too.
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${Buffer.from(
        JSON.stringify(claims),
      ).toString('base64url')}.`;
      expect((await me(h.app, unsigned)).statusCode).toBe(401);
    });

    it('shares the generated signing key between two server processes on one database', async () => {
      const session = await signedInUser(h.app);
      const other = await h.sibling();
      expect((await other.inject({ method: 'GET', url: '/web-api/auth/me', headers: bearer(session.accessToken) })).statusCode).toBe(200);
      const keys = await h.db.query('SELECT name FROM signing_keys');
      expect(keys).toHaveLength(1);
    });

    it('signs with JWT_PRIVATE_KEY when it is configured, and another server with that key accepts the token', async () => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const session = await signedInUser(h.app);
      const configured = await h.sibling({ JWT_PRIVATE_KEY: pem });
      const token = (await signIn(configured, session.email)).accessToken;
      // Verifiable with the configured key's public half.
      await expect(jwtVerify(token, createPublicKey(privateKey), { algorithms: ['ES256'] })).resolves.toBeDefined();
      // The first server (generated key) does not accept it; the configured one does.
      expect((await me(h.app, token)).statusCode).toBe(401);
      expect(
        (await configured.inject({ method: 'GET', url: '/web-api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
    });
  });

  describe('me', () => {
    it('describes the signed-in user with plan facts', async () => {
      const session = await signedInUser(h.app, { name: 'Ada Lovelace' });
      const response = await me(h.app, session.accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(String),
        email: session.email,
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailVerified: true,
        hasPassword: true,
        authProviders: ['password'],
        createdAt: expect.any(String),
        hasProSubscription: false,
        availableSessions: 10,
      });
    });
  });
});
