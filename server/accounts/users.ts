import type { Queryable } from '../db/database';

/** One row of `users`. */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  google_sub: string | null;
  apple_sub: string | null;
  status: 'active' | 'deactivated';
  extra_sessions: number;
  created_at: Date;
}

export type Provider = 'google' | 'apple';

const COLUMNS =
  'id, email, name, first_name, last_name, password_hash, email_verified_at, google_sub, apple_sub, status, extra_sessions, created_at';

/** A unique index refused the row (an email or provider id already taken). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A name as it is kept: trimmed, each run of spaces made one ("  Ada   Lovelace " → "Ada Lovelace"). */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Emails are compared without case (the unique index is on lower(email)). */
export async function findActiveUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1) AND status = 'active'`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

/** Any user, active or not, holding this email (deactivated ones hold an anonymous address). */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email.trim()]);
  return rows[0] ?? null;
}

export async function findActiveUserByProvider(q: Queryable, provider: Provider, sub: string): Promise<UserRow | null> {
  const column = provider === 'google' ? 'google_sub' : 'apple_sub';
  const rows = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${column} = $1 AND status = 'active'`, [sub]);
  return rows[0] ?? null;
}

export interface NewUser {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  googleSub?: string | null;
  appleSub?: string | null;
  now: Date;
}

/** Inserts a user; a taken email or provider id throws a unique violation (see isUniqueViolation). */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const rows = await q.query<UserRow>(
    `INSERT INTO users (email, name, first_name, last_name, password_hash, email_verified_at, google_sub, apple_sub, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     RETURNING ${COLUMNS}`,
    [
      user.email.trim(),
      user.name,
      user.firstName,
      user.lastName,
      user.passwordHash,
      user.emailVerifiedAt,
      user.googleSub ?? null,
      user.appleSub ?? null,
      user.now,
    ],
  );
  return rows[0];
}

export async function markEmailVerified(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query(
    'UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2), updated_at = $2 WHERE id = $1',
    [userId, now],
  );
}

export async function setPasswordHash(q: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
}

export async function updateNames(
  q: Queryable,
  userId: string,
  firstName: string,
  lastName: string,
  now: Date,
): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `UPDATE users SET first_name = $2, last_name = $3, name = $4, updated_at = $5
     WHERE id = $1 AND status = 'active' RETURNING ${COLUMNS}`,
    [userId, firstName, lastName, `${firstName} ${lastName}`, now],
  );
  return rows[0] ?? null;
}

/**
 * Deactivation (DECISIONS.md): no more sign-in, name and email replaced with anonymous values,
 * password and provider links removed. Interviews stay, attached to the anonymous row.
 */
export async function deactivateUser(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE users SET status = 'deactivated', deactivated_at = $2, updated_at = $2,
       email = 'deactivated-' || id::text || '@users.invalid', name = 'Deactivated user',
       first_name = '', last_name = '', password_hash = NULL, google_sub = NULL, apple_sub = NULL
     WHERE id = $1 AND status = 'active' RETURNING id`,
    [userId, now],
  );
  return rows.length === 1;
}

/** The active user of an access token whose session (refresh-token family) is still alive; null otherwise. */
export async function findSignedInUser(
  q: Queryable,
  userId: string,
  familyId: string,
  now: Date,
): Promise<{ id: string; email: string; name: string } | null> {
  const rows = await q.query<{ id: string; email: string; name: string; alive: boolean }>(
    `SELECT u.id, u.email, u.name,
       EXISTS (SELECT 1 FROM refresh_tokens r
               WHERE r.family_id = $2::uuid AND r.user_id = u.id AND r.revoked_at IS NULL AND r.expires_at > $3) AS alive
     FROM users u WHERE u.id = $1::uuid AND u.status = 'active'`,
    [userId, familyId, now],
  );
  const row = rows[0];
  return row && row.alive ? { id: row.id, email: row.email, name: row.name } : null;
}
