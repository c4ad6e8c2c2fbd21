import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every process: only one of them migrates at a time. */
const MIGRATION_LOCK = 727_100;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files of `server/db/migrations` (`001_accounts.sql`, …) in order. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Applies every migration not yet applied, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Database, migrations = listMigrations()): Promise<number[]> {
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    // The lock comes first: two processes creating the bookkeeping table at once collide otherwise.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      // Statements are split on lines holding only ';' free SQL; every file keeps one statement per `;`.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
  });
  return applied;
}

/** Splits a migration script into statements at semicolons that end a line (no procedural bodies here). */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
