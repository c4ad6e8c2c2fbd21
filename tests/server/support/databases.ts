import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPGlite, openPostgres, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';

export type Backend = 'pglite' | 'postgres';

/** The backends this run can test: PGlite always, PostgreSQL when the global setup provided one. */
export function backends(): Backend[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export function postgresUnavailable(): string {
  return inject('postgresUnavailable');
}

/** Where fresh, migrated databases come from for one test file and one backend. */
export interface DatabaseSource {
  /** A migrated database with no rows, for one test. */
  fresh(): Promise<Database>;
  /** Another handle on the same database as the last `fresh()` (a second server process). */
  sibling(): Promise<Database>;
  close(): Promise<void>;
}

/** The tables a test may have written to: every one but the migrations' own record. */
async function dataTables(db: Database): Promise<string[]> {
  const rows = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  return rows.map((r) => r.tablename);
}

/**
 * PGlite: one migrated database per file, emptied before each test, as PostgreSQL's is below
 * (emptying takes ~0.1 s where cloning a migrated template took ~2 s per test on 2 cores). It starts
 * from the run's migrated snapshot (pglite.globalSetup.ts) when there is one; the migrations then
 * find nothing left to do.
 */
async function pgliteSource(): Promise<DatabaseSource> {
  const snapshot = inject('pgliteSnapshot');
  const instance = snapshot
    ? await PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]) })
    : await PGlite.create();
  const db = fromPGlite(instance, false);
  await migrate(db);
  const tables = await dataTables(db);
  // The tests close their handle after each test; the instance closes with the source.
  const handle: Database = { ...db, close: async () => undefined };
  return {
    async fresh() {
      await db.exec(`TRUNCATE ${tables.join(', ')} CASCADE`);
      return handle;
    },
    async sibling() {
      // PGlite is one embedded instance; a second "process" shares it without owning it.
      return handle;
    },
    async close() {
      await instance.close();
    },
  };
}

/** PostgreSQL: one database per test file, emptied before each test. */
async function postgresSource(): Promise<DatabaseSource> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('no PostgreSQL for this run');
  const name = `jobtalk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 20);
  await migrate(db);
  const tables = await dataTables(db);
  const extra: Database[] = [];
  // The tests do not close the shared pool; the source does at the end of the file.
  const handle: Database = { ...db, close: async () => undefined };
  return {
    async fresh() {
      await db.exec(`TRUNCATE ${tables.join(', ')} CASCADE`);
      return handle;
    },
    async sibling() {
      const other = openPostgres(url.toString(), 5);
      extra.push(other);
      return other;
    },
    async close() {
      for (const other of extra.splice(0)) await other.close();
      await db.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function openDatabaseSource(backend: Backend): Promise<DatabaseSource> {
  return backend === 'pglite' ? pgliteSource() : postgresSource();
}
