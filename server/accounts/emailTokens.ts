import type { Queryable } from '../db/database';
import { randomToken, sha256 } from './secrets';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export interface EmailTokenRow {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  redirect_uri: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * A new single-use link secret for `purpose`; the user's unused older ones of that purpose stop
 * working (they are deleted). Returns the secret; only its hash is stored.
 */
export async function createEmailToken(
  q: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
  ttlHours: number,
  redirectUri: string | null = null,
): Promise<string> {
  await q.query('DELETE FROM email_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
  const token = randomToken();
  await q.query(
    `INSERT INTO email_tokens (user_id, purpose, token_hash, redirect_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, purpose, sha256(token), redirectUri, now, new Date(now.getTime() + ttlHours * 3_600_000)],
  );
  return token;
}

/** The row of a presented secret (used or not, expired or not): the caller decides. */
export async function findEmailToken(
  q: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | null> {
  const rows = await q.query<EmailTokenRow>(
    `SELECT id, user_id, purpose, redirect_uri, expires_at, used_at FROM email_tokens
     WHERE token_hash = $1 AND purpose = $2`,
    [sha256(token), purpose],
  );
  return rows[0] ?? null;
}

/** Marks the secret used if it still can be; false when it was used or expired meanwhile. */
export async function consumeEmailToken(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    'UPDATE email_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id',
    [id, now],
  );
  return rows.length === 1;
}

/** Drops every unused secret of the user (of one purpose, or all). */
export async function dropEmailTokens(q: Queryable, userId: string, purpose?: EmailTokenPurpose): Promise<void> {
  if (purpose) {
    await q.query('DELETE FROM email_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
  } else {
    await q.query('DELETE FROM email_tokens WHERE user_id = $1', [userId]);
  }
}

/** The redirect address of the user's latest verification link (a resend without one reuses it). */
export async function lastVerificationRedirect(q: Queryable, userId: string): Promise<string | null> {
  const [last] = await q.query<{ redirect_uri: string | null }>(
    `SELECT redirect_uri FROM email_tokens WHERE user_id = $1 AND purpose = 'verify_email'
     ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return last?.redirect_uri ?? null;
}
