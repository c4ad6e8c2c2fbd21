/** Reading the access token's claims (spec §3, §4, §5). Pure: no storage, no clock. */
import { jwtDecode } from 'jwt-decode';
import { TOKEN_VALIDITY_MARGIN_MS } from '../shared/constants';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

export type TokenReading =
  | { ok: true; user: AuthUser; /** Epoch ms of `exp`, null when the token has none. */ expiresAt: number | null }
  | { ok: false; /** Why the token cannot be used (technical, shown after "Authorization failed: "). */ reason: string };

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The user of an access token: claims `sub` and `email` are required; a missing name falls back to the email's local part. */
export function readAccessToken(token: string | null | undefined): TokenReading {
  if (!token) return { ok: false, reason: 'no access token' };
  let claims: Record<string, unknown>;
  try {
    claims = jwtDecode<Record<string, unknown>>(token);
  } catch {
    return { ok: false, reason: 'malformed access token' };
  }
  const id = nonBlank(claims.sub) ?? (typeof claims.sub === 'number' ? String(claims.sub) : null);
  const email = nonBlank(claims.email);
  if (!id || !email) {
    const missing = [!id && 'sub', !email && 'email'].filter(Boolean).join(' and ');
    return { ok: false, reason: `token is missing ${missing}` };
  }
  const name = nonBlank(claims.name) ?? email.split('@')[0];
  const expiresAt = typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  return { ok: true, user: { id, name, email }, expiresAt };
}

/**
 * True when a token expiring at `expiresAt` must not be used at `now`: it expires within the margin
 * (30 s, spec §9; exactly 30 s counts as within). A token without `exp` cannot be trusted either.
 */
export function isExpiring(expiresAt: number | null, now: number, marginMs: number = TOKEN_VALIDITY_MARGIN_MS): boolean {
  return expiresAt === null || expiresAt - now <= marginMs;
}
