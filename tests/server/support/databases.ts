import { randomBytes } from 'node:crypto';
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

/** PGlite: one migrated template per file, cloned for each test (STACK.md: creating one takes seconds). */
async function pgliteSource(): Promise<DatabaseSource> {
  const template = await PGlite.create();
  await migrate(fromPGlite(template, false));
  const open: Database[] = [];
  let current: Database | null = null;
  return {
    async fresh() {
      const db = fromPGlite(await template.clone());
      open.push(db);
      current = db;
      return db;
    },
    async sibling() {
      if (!current) throw new Error('no database yet');
      // PGlite is one embedded instance; a second "process" shares it without owning it.
      const shared = current;
      return { ...shared, close: async () => undefined };
    },
    async close() {
      for (const db of open.splice(0)) await db.close();
      await template.close();
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
  const tables = (
    await db.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
    )
  ).map((r) => r.tablename);
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
