import { SignJWT, jwtVerify } from 'jose';
import type { SigningKey } from './signingKey';

/** What an access token says about its bearer. */
export interface AccessClaims {
  sub: string;
  email: string;
  name: string;
  /** The refresh-token family (device session) the token belongs to. */
  sid: string;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token signed by our key; throws otherwise. */
  verify(token: string): Promise<AccessClaims>;
}

/** ES256 JWTs with `sub`, `email`, `name`, `sid`, `iat`, `exp` and the key id in the header. */
export function createAccessTokens(key: SigningKey, ttlSeconds: number, now: () => Date): AccessTokens {
  return {
    ttlSeconds,
    async sign(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ email: claims.email, name: claims.name, sid: claims.sid })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key.privateKey);
    },
    async verify(token) {
      const { payload, protectedHeader } = await jwtVerify(token, key.publicKey, {
        algorithms: ['ES256'],
        currentDate: now(),
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      if (protectedHeader.kid !== key.kid) throw new Error('unknown key id');
      const { sub, email, name, sid } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof email !== 'string' || typeof name !== 'string') {
        throw new Error('malformed claims');
      }
      return { sub, email, name, sid };
    },
  };
}
