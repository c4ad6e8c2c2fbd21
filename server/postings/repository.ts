import type { components } from '../../openapi/schema.gen';
import type { Queryable } from '../db/database';

type JobScenario = components['schemas']['JobScenario'];

/** A user's scenario built from a pasted posting, as stored (the CV only says whether there is one). */
export interface PrivateScenarioRow {
  id: string;
  scenario: JobScenario;
  hasCv: boolean;
  createdAt: Date;
  updatedAt: Date;
}

interface Row {
  id: string;
  scenario: unknown;
  has_cv: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Everything but the texts: the posting and the CV are read only where they are used. */
const COLUMNS = 'id, scenario, cv_text IS NOT NULL AS has_cv, created_at, updated_at';

function decode(row: Row): PrivateScenarioRow {
  const stored = typeof row.scenario === 'string' ? (JSON.parse(row.scenario) as unknown) : row.scenario;
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) {
    throw new Error(`the stored scenario of private scenario ${row.id} is not an object`);
  }
  return {
    id: row.id,
    // The row's id is the scenario's: a copy under another id can never be told apart.
    scenario: { ...(stored as JobScenario), id: row.id },
    hasCv: row.has_cv,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Serialises the creations of one user, so that two at once cannot both pass the plan's limit. */
export async function lockOwner(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(727102, hashtext($1))', [userId]);
}

export async function countPrivateScenarios(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ n: number | string }>('SELECT count(*) AS n FROM private_scenarios WHERE user_id = $1', [userId]);
  return Number(row?.n ?? 0);
}

export async function insertPrivateScenario(
  q: Queryable,
  input: { id: string; userId: string; scenario: JobScenario; postingText: string; cvText: string | null; now: Date },
): Promise<PrivateScenarioRow> {
  const [row] = await q.query<Row>(
    `INSERT INTO private_scenarios (id, user_id, scenario, posting_text, cv_text, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [input.id, input.userId, JSON.stringify(input.scenario), input.postingText, input.cvText, input.now],
  );
  return decode(row);
}

/** The user's private scenarios, newest first. */
export async function listPrivateScenarios(q: Queryable, userId: string): Promise<PrivateScenarioRow[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM private_scenarios WHERE user_id = $1 ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows.map(decode);
}

/**
 * One of the user's private scenarios; null for an unknown id or another user's. `lock`: the row is
 * locked for the rest of the transaction (an update reads it, then writes it).
 */
export async function findPrivateScenario(
  q: Queryable,
  userId: string,
  id: string,
  lock = false,
): Promise<PrivateScenarioRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await q.query<Row>(
    `SELECT ${COLUMNS} FROM private_scenarios WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return row ? decode(row) : null;
}

/** Replaces the stored scenario of one of the user's private scenarios; null when it is not theirs. */
export async function updatePrivateScenario(
  q: Queryable,
  input: { userId: string; id: string; scenario: JobScenario; now: Date },
): Promise<PrivateScenarioRow | null> {
  if (!UUID.test(input.id)) return null;
  const [row] = await q.query<Row>(
    `UPDATE private_scenarios SET scenario = $3::jsonb, updated_at = $4
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [input.id, input.userId, JSON.stringify(input.scenario), input.now],
  );
  return row ? decode(row) : null;
}

/** Deletes one of the user's private scenarios with its posting and CV; false when it is not theirs. */
export async function deletePrivateScenario(q: Queryable, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await q.query<{ id: string }>('DELETE FROM private_scenarios WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length === 1;
}

/** Deletes every private scenario of the user, postings and CVs with them (the account is deactivated). */
export async function deletePrivateScenariosOf(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ id: string }>('DELETE FROM private_scenarios WHERE user_id = $1 RETURNING id', [userId]);
  return rows.length;
}
