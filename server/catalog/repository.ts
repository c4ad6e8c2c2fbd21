import { createHash } from 'node:crypto';
import type { components } from '../../openapi/schema.gen';
import type { Database, Queryable } from '../db/database';

export type JobScenario = components['schemas']['JobScenario'];

export interface SeedResult {
  inserted: number;
  updated: number;
  unchanged: number;
  retired: number;
}

const hashOf = (scenario: JobScenario) => createHash('sha256').update(JSON.stringify(scenario)).digest('hex');

/**
 * Brings the stored catalogue in line with `scenarios`, idempotently: new entries are inserted, changed
 * ones updated in place, entries that left the catalogue retired (hidden, not deleted). Several processes
 * starting at once serialise on an advisory lock.
 */
export async function seedCatalog(db: Database, scenarios: readonly JobScenario[], scenarioType = 0): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [727_101]);
    const stored = new Map(
      (
        await tx.query<{ id: string; content_hash: string; active: boolean }>(
          'SELECT id, content_hash, active FROM scenarios WHERE scenario_type = $1',
          [scenarioType],
        )
      ).map((row) => [row.id, row]),
    );
    const result: SeedResult = { inserted: 0, updated: 0, unchanged: 0, retired: 0 };
    for (const scenario of scenarios) {
      const hash = hashOf(scenario);
      const existing = stored.get(scenario.id);
      stored.delete(scenario.id);
      if (existing && existing.content_hash === hash && existing.active) {
        result.unchanged += 1;
        continue;
      }
      await tx.query(
        `INSERT INTO scenarios (id, scenario_type, data, is_pro, category, posted_at, content_hash, active)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, true)
         ON CONFLICT (id) DO UPDATE SET
           scenario_type = EXCLUDED.scenario_type, data = EXCLUDED.data, is_pro = EXCLUDED.is_pro,
           category = EXCLUDED.category, posted_at = EXCLUDED.posted_at,
           content_hash = EXCLUDED.content_hash, active = true, updated_at = now()`,
        [scenario.id, scenarioType, JSON.stringify(scenario), scenario.isPro, scenario.category, scenario.postedDate, hash],
      );
      if (existing) result.updated += 1;
      else result.inserted += 1;
    }
    for (const [id, row] of stored) {
      if (!row.active) continue;
      await tx.query('UPDATE scenarios SET active = false, updated_at = now() WHERE id = $1', [id]);
      result.retired += 1;
    }
    return result;
  });
}

/** The active scenarios of a type, newest first. */
export async function listScenarios(db: Queryable, scenarioType: number): Promise<JobScenario[]> {
  const rows = await db.query<{ data: JobScenario }>(
    'SELECT data FROM scenarios WHERE scenario_type = $1 AND active ORDER BY posted_at DESC, id',
    [scenarioType],
  );
  return rows.map((row) => row.data);
}

/** One active scenario by id, or null. */
export async function findScenario(db: Queryable, id: string): Promise<JobScenario | null> {
  const [row] = await db.query<{ data: JobScenario }>('SELECT data FROM scenarios WHERE id = $1 AND active', [id]);
  return row?.data ?? null;
}
