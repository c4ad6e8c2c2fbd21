import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf, me, refresh, signedInUser, uniqueEmail } from './support/accounts';
import { backends } from './support/databases';
import { useHarness } from './support/harness';
import { startHttpServer, type LocalHttpServer } from './support/localServers';

const GOOGLE_CLIENT_ID = 'google-client-id.apps.example';
const APPLE_CLIENT_ID = 'ai.jobtalk.web';
const APPLE_ISSUER = 'https://appleid.apple.test';

function googleLogin(app: FastifyInstance, token: string, name?: string) {
  return app.inject({
    method: 'POST',
    url: '/web-api/auth/google-login',
    payload: name === undefined ? { token } : { token, name },
  });
}

function appleLogin(app: FastifyInstance, token: string, name?: string) {
  return app.inject({
    method: 'POST',
    url: '/web-api/auth/apple-login',
    payload: name === undefined ? { token } : { token, name },
  });
}

/**
 * Google's protocol: tokeninfo (`?access_token=`) says which client the token was issued to; userinfo
 * takes the token in `Authorization: Bearer` and answers the profile as JSON.
 */
const googleAccounts = new Map<string, Record<string, unknown>>();
/** Tokens Google issued to another application. */
const foreignTokens = new Set<string>();

describe.each(backends())('Google sign-in against a local userinfo server (%s)', (backend) => {
  let google: LocalHttpServer;
  beforeAll(async () => {
    google = await startHttpServer((request) => {
      const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
      const url = new URL(request.url, 'http://google.test');
      if (url.pathname === '/tokeninfo') {
        const presented = url.searchParams.get('access_token') ?? '';
        if (presented === 'answers-garbage') return { status: 200, body: { aud: GOOGLE_CLIENT_ID, azp: GOOGLE_CLIENT_ID } };
        const known = googleAccounts.get(presented);
        if (!known) return { status: 400, body: { error: 'invalid_token' } };
        const aud = foreignTokens.has(presented) ? 'someone-else.apps.example' : GOOGLE_CLIENT_ID;
        return { status: 200, body: { aud, azp: aud, sub: known.sub, expires_in: 3599, scope: 'openid email profile' } };
      }
      const profile = token ? googleAccounts.get(token) : undefined;
      if (url.pathname !== '/v1/userinfo') return { status: 404, body: { error: 'not_found' } };
      if (token === 'answers-garbage') return { status: 200, body: 'this is not json' };
      return profile ? { status: 200, body: profile } : { status: 401, body: { error: 'invalid_token' } };
    });
  });
  afterAll(async () => google.close());

  const h = useHarness(backend, {
    env: () => ({
      GOOGLE_CLIENT_ID,
      GOOGLE_USERINFO_URL: `${google.url}/v1/userinfo`,
      GOOGLE_TOKENINFO_URL: `${google.url}/tokeninfo`,
    }),
  });

  function googleAccount(profile: Partial<Record<string, unknown>> = {}) {
    const token = `ya29.${Math.random().toString(36).slice(2)}`;
    const email = uniqueEmail('gmail');
    googleAccounts.set(token, {
      sub: `g-${Math.random().toString(36).slice(2)}`,
      email,
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
      ...profile,
    });
    return { token, email, profile: googleAccounts.get(token)! };
  }

  it('creates a verified account on first use, then signs the same account in; the token goes in Authorization', async () => {
    const { token, email } = googleAccount();
    const first = await googleLogin(h.app, token);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { access_token: string; refresh_token: string; isNewUser: boolean; token_type: string };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, isNewUser: true });
    expect(google.requests.at(-1)!.headers.authorization).toBe(`Bearer ${token}`);

    const user = (await me(h.app, body.access_token)).json() as Record<string, unknown>;
    expect(user).toMatchObject({
      email,
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      emailVerified: true,
      hasPassword: false,
      authProviders: ['google'],
    });
    expect((await refresh(h.app, body.refresh_token)).statusCode).toBe(200);

    const second = await googleLogin(h.app, token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ isNewUser: false });
    expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(1);
  });

  it('refuses a token Google refuses, an unreachable or garbled userinfo answer: 401 user_info_call_failure', async () => {
    const refused = await googleLogin(h.app, 'revoked-token');
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toMatchObject({
      error: 'user_info_call_failure',
      message: 'Unable to retrieve user information from Google. Please try again or contact support.',
    });
    expect(errorOf(await googleLogin(h.app, 'answers-garbage')).error).toBe('user_info_call_failure');
    const unreachable = await h.sibling({
      GOOGLE_CLIENT_ID,
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/v1/userinfo',
      GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/tokeninfo',
    });
    expect(errorOf(await googleLogin(unreachable, 'whatever')).error).toBe('user_info_call_failure');
    expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
  });

  it('refuses a valid Google token that was issued to another application', async () => {
    const { token } = googleAccount();
    foreignTokens.add(token);
    const response = await googleLogin(h.app, token);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('user_info_call_failure');
    expect(google.requests.some((r) => r.url.startsWith('/tokeninfo?access_token='))).toBe(true);
    expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
  });

  it('refuses an account without a verified email (401) and creates nothing', async () => {
    const unverified = googleAccount({ email_verified: false });
    const response = await googleLogin(h.app, unverified.token);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('email_not_verified');
    const noEmail = googleAccount({ email: undefined });
    expect((await googleLogin(h.app, noEmail.token)).statusCode).toBe(401);
    expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
  });

  it('answers 409 account_linking_required when a password account holds the email', async () => {
    const session = await signedInUser(h.app);
    const { token } = googleAccount({ email: session.email.toUpperCase() });
    const response = await googleLogin(h.app, token);
    expect(response.statusCode).toBe(409);
    const body = errorOf(response);
    expect(body.error).toBe('account_linking_required');
    expect(body.message).toContain('already exists');
    const [row] = await h.db.query<{ google_sub: string | null }>('SELECT google_sub FROM users');
    expect(row.google_sub).toBeNull();
  });

  it('falls back to the email local part when Google gives no name', async () => {
    const { token, email } = googleAccount({ name: undefined, given_name: undefined, family_name: undefined });
    const body = (await googleLogin(h.app, token)).json() as { access_token: string };
    expect((await me(h.app, body.access_token)).json()).toMatchObject({ name: email.split('@')[0] });
  });

  it('keeps only storable characters of the names Google gives (no 500 from the database)', async () => {
    const { token } = googleAccount({ name: 'Grace\u0000 Hopper', given_name: 'Grace\u0000', family_name: 'Hopper \uD83D' });
    const response = await googleLogin(h.app, token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { access_token: string };
    expect((await me(h.app, body.access_token)).json()).toMatchObject({ name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper' });
    // An email is never altered: one that cannot be stored is no verified email.
    const odd = googleAccount({ email: 'grace\u0000@gmail.example' });
    const refused = await googleLogin(h.app, odd.token);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).error).toBe('email_not_verified');
  });

  it('refuses a deactivated Google account', async () => {
    const { token } = googleAccount();
    const body = (await googleLogin(h.app, token)).json() as { access_token: string };
    expect((await h.app.inject({ method: 'DELETE', url: '/web-api/profile', headers: bearer(body.access_token) })).statusCode).toBe(200);
    // The provider link was removed: signing in again makes a new, separate account.
    const again = await googleLogin(h.app, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isNewUser: true });
    expect((await me(h.app, body.access_token)).statusCode).toBe(401);
  });

  it('answers 503 provider_not_configured without GOOGLE_CLIENT_ID, and refuses a malformed body', async () => {
    const unconfigured = await h.sibling({ GOOGLE_CLIENT_ID: '' });
    const response = await googleLogin(unconfigured, 'anything');
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).error).toBe('provider_not_configured');
    for (const payload of [{}, { token: '' }, { token: 'x', extra: 1 }]) {
      const bad = await h.app.inject({ method: 'POST', url: '/web-api/auth/google-login', payload });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).error).toBe('validation_error');
    }
  });
});

describe.each(backends())('Apple sign-in against a local JWKS (%s)', (backend) => {
  let jwks: LocalHttpServer;
  let appleKey: CryptoKey;
  let strangerKey: CryptoKey;
  const KID = 'apple-test-key';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    appleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = await startHttpServer((request) =>
      request.url === '/auth/keys' ? { status: 200, body: { keys: [publicJwk] } } : { status: 404, body: {} },
    );
  });
  afterAll(async () => jwks.close());

  const h = useHarness(backend, {
    env: () => ({ APPLE_CLIENT_ID, APPLE_JWKS_URL: `${jwks.url}/auth/keys`, APPLE_ISSUER }),
  });

  async function identityToken(
    options: {
      sub?: string;
      email?: string | null;
      emailVerified?: boolean | string;
      key?: CryptoKey;
      audience?: string;
      issuer?: string;
      expiresIn?: number;
    } = {},
  ): Promise<string> {
    const now = Math.floor(h.clock.now().getTime() / 1000);
    const claims: Record<string, unknown> = { email_verified: options.emailVerified ?? 'true' };
    if (options.email !== null) claims.email = options.email ?? uniqueEmail('icloud');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setSubject(options.sub ?? `001234.${Math.random().toString(36).slice(2)}`)
      .setIssuer(options.issuer ?? APPLE_ISSUER)
      .setAudience(options.audience ?? APPLE_CLIENT_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .sign(options.key ?? appleKey);
  }

  it('creates a verified account from a token signed by the JWKS key, with the name the client passes', async () => {
    const email = uniqueEmail('apple');
    const sub = '001234.abcdef';
    const first = await appleLogin(h.app, await identityToken({ sub, email }), 'Tim Apple');
    expect(first.statusCode).toBe(200);
    const body = first.json() as { access_token: string; isNewUser: boolean };
    expect(body.isNewUser).toBe(true);
    expect((await me(h.app, body.access_token)).json()).toMatchObject({
      email,
      name: 'Tim Apple',
      firstName: 'Tim',
      lastName: 'Apple',
      emailVerified: true,
      authProviders: ['apple'],
    });
    // Later tokens of the same Apple ID sign the same account in, even without the email claim.
    const again = await appleLogin(h.app, await identityToken({ sub, email: null }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isNewUser: false });
    expect(jwks.requests.length).toBeGreaterThan(0);
  });

  it.each([
    ['signed by another key', { key: 'stranger' }],
    ['expired', { expiresIn: -120 }],
    ['for another audience', { audience: 'com.other.app' }],
    ['from another issuer', { issuer: 'https://evil.example' }],
    ['without an email (first sign-in)', { email: null }],
    ['with an unverified email', { emailVerified: false }],
  ] as const)('refuses a token %s: 401 invalid_identity_token', async (_label, options) => {
    const token = await identityToken({
      ...options,
      key: 'key' in options ? strangerKey : undefined,
    } as Parameters<typeof identityToken>[0]);
    const response = await appleLogin(h.app, token);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({
      error: 'invalid_identity_token',
      message: 'Apple authentication failed. Please try again or contact support.',
    });
    expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
  });

  it('trims the name the client passes and refuses one that is blank or holds a NUL or half a surrogate pair (400, no account)', async () => {
    for (const name of ['   ', '\t\n', 'Tim\u0000 Apple', 'Tim \uD83D']) {
      const refused = await appleLogin(h.app, await identityToken(), name);
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorOf(refused).error).toBe('validation_error');
    }
    expect(await h.db.query('SELECT 1 FROM users')).toHaveLength(0);
    const response = await appleLogin(h.app, await identityToken(), '  Tim \t  Apple ');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { access_token: string };
    expect((await me(h.app, body.access_token)).json()).toMatchObject({ name: 'Tim Apple', firstName: 'Tim', lastName: 'Apple' });
  });

  it('refuses a token that is not a JWT at all', async () => {
    const response = await appleLogin(h.app, 'definitely-not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('invalid_identity_token');
  });

  it('answers 409 account_linking_required when an account holds the email', async () => {
    const session = await signedInUser(h.app);
    const response = await appleLogin(h.app, await identityToken({ email: session.email }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).error).toBe('account_linking_required');
  });

  it('answers 503 provider_not_configured without APPLE_CLIENT_ID', async () => {
    const unconfigured = await h.sibling({ APPLE_CLIENT_ID: '' });
    const response = await appleLogin(unconfigured, await identityToken());
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).error).toBe('provider_not_configured');
  });
});
