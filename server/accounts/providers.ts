import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isStorableText, withoutUnstorable } from '../../openapi/live-protocol';
import { normalizeName } from './users';

/** Who a provider says signed in. */
export interface ProviderIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** Why a provider refused to vouch for the user. */
export class ProviderRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefusal';
  }
}

/** A provider's text, trimmed; null when absent, blank or not storable (an id or an email is never altered). */
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && isStorableText(value) ? value.trim() : null;
/** A name from the provider: what could not be stored (a NUL, half a surrogate pair) is dropped, spaces collapsed. */
const nameText = (value: unknown): string | null => text(typeof value === 'string' ? normalizeName(withoutUnstorable(value)) : value);
/** Providers send `email_verified` as a boolean or as the string "true". */
const truthy = (value: unknown): boolean => value === true || value === 'true';

export type FetchLike = typeof fetch;

/**
 * Google: the access token from the browser's token flow is first shown to the tokeninfo endpoint,
 * which says which app it was issued to — a token issued to another app must not sign anyone in here —
 * then presented to the userinfo endpoint with `Authorization: Bearer` for the profile. A refusal or a
 * malformed answer of either is a ProviderRefusal.
 */
export function createGoogleUserinfo(options: {
  userinfoUrl: string;
  tokeninfoUrl: string;
  clientId: string;
  fetch: FetchLike;
  timeoutMs?: number;
}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  async function getJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ProviderRefusal(`${what} call failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ProviderRefusal(`${what} answered ${response.status}`);
    try {
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) throw new Error('not an object');
      return body as Record<string, unknown>;
    } catch {
      throw new ProviderRefusal(`${what} answered something other than a JSON object`);
    }
  }

  return async function userinfo(accessToken: string): Promise<ProviderIdentity> {
    const tokeninfoUrl = new URL(options.tokeninfoUrl);
    tokeninfoUrl.searchParams.set('access_token', accessToken);
    const info = await getJson(tokeninfoUrl.href, { headers: { accept: 'application/json' } }, 'tokeninfo');
    if (info.aud !== options.clientId && info.azp !== options.clientId) {
      throw new ProviderRefusal('the access token was issued to another application');
    }
    const body = await getJson(
      options.userinfoUrl,
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      'userinfo',
    );
    const sub = text(body.sub);
    if (!sub) throw new ProviderRefusal('userinfo carries no subject');
    if (text(info.sub) && text(info.sub) !== sub) throw new ProviderRefusal('tokeninfo and userinfo disagree on the user');
    return {
      sub,
      email: text(body.email),
      emailVerified: truthy(body.email_verified),
      name: nameText(body.name),
      givenName: nameText(body.given_name),
      familyName: nameText(body.family_name),
    };
  };
}

/**
 * Apple: the identity token is a JWT signed by one of Apple's keys (JWKS), issued by Apple for our
 * client id. Anything else (wrong key, expired, other audience or issuer) is a ProviderRefusal.
 */
export function createAppleVerifier(options: {
  jwksUrl: string;
  issuer: string;
  clientId: string;
  now: () => Date;
  keySet?: JWTVerifyGetKey;
}) {
  const keySet = options.keySet ?? createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 10_000 });
  return async function verifyIdentityToken(token: string): Promise<ProviderIdentity> {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.clientId,
        algorithms: ['RS256', 'ES256'],
        currentDate: options.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const sub = text(payload.sub);
      if (!sub) throw new Error('no subject');
      return {
        sub,
        email: text(payload.email),
        emailVerified: truthy(payload.email_verified),
        name: null,
        givenName: null,
        familyName: null,
      };
    } catch (error) {
      throw new ProviderRefusal(`identity token refused: ${(error as Error).message}`);
    }
  };
}
