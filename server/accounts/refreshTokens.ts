import { createHmac, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomToken, sha256 } from './secrets';

/** One row of `refresh_tokens`. Each sign-in starts a family; each refresh adds its successor. */
export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export function newFamilyId(): string {
  return randomUUID();
}

/**
 * The token that succeeds `presented` on rotation: an HMAC of it under a server secret. Being derived rather
 * than random, a second refresh with the same token within the reuse interval can hand back the same
 * successor (two tabs refreshing at once) although the database keeps only hashes.
 */
export function successorToken(secret: Buffer, presented: string): string {
  return createHmac('sha256', secret).update(presented, 'utf8').digest('base64url');
}

/** Whether `token` is a live (unrevoked, unexpired) member of `familyId`. */
export async function isLiveInFamily(q: Queryable, token: string, familyId: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM refresh_tokens
     WHERE token_hash = $1 AND family_id = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [sha256(token), familyId, now],
  );
  return rows.length > 0;
}

/** Stores the hash of a refresh token (a new random one unless given) in `familyId` and returns the token. */
export async function issueRefreshToken(
  q: Queryable,
  userId: string,
  familyId: string,
  now: Date,
  ttlDays: number,
  token: string = randomToken(),
): Promise<string> {
  await q.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, familyId, sha256(token), now, new Date(now.getTime() + ttlDays * 86_400_000)],
  );
  return token;
}

/** The row of a presented token, locked until the transaction ends (two refreshes cannot both win). */
export async function findRefreshTokenForUpdate(q: Queryable, token: string): Promise<RefreshTokenRow | null> {
  const rows = await q.query<RefreshTokenRow>(
    `SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens
     WHERE token_hash = $1 FOR UPDATE`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}

export async function markRefreshTokenUsed(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [id, now]);
}

export async function revokeFamily(q: Queryable, familyId: string, now: Date): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
    now,
  ]);
}

/** Every session of the user, or every one but `exceptFamilyId` (the device that asked). */
export async function revokeAllRefreshTokens(
  q: Queryable,
  userId: string,
  now: Date,
  exceptFamilyId: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR family_id <> $3::uuid)`,
    [userId, now, exceptFamilyId],
  );
}

/** The family of a refresh token of this user, if the token is one of theirs. */
export async function familyOfToken(q: Queryable, userId: string, token: string): Promise<string | null> {
  const rows = await q.query<{ family_id: string }>(
    'SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2',
    [sha256(token), userId],
  );
  return rows[0]?.family_id ?? null;
}
