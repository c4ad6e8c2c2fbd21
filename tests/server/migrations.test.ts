import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { fromPGlite, openPostgres } from '../../server/db/database';
import { listMigrations, migrate, splitStatements } from '../../server/db/migrate';

describe('migrations', () => {
  it('are numbered files applied in order, once', async () => {
    const migrations = listMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    const db = fromPGlite(await PGlite.create());
    try {
      expect(await migrate(db)).toEqual(migrations.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const tables = (
        await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
      ).map((r) => r.tablename);
      expect(tables).toEqual(
        expect.arrayContaining(['users', 'refresh_tokens', 'email_tokens', 'signing_keys', 'outbox_mail', 'conversations', 'messages', 'reports', 'pro_subscriptions']),
      );
    } finally {
      await db.close();
    }
  });

  it('split statements at line-ending semicolons, ignoring comments', () => {
    expect(splitStatements('-- a; comment\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });
});

describe.skipIf(!inject('postgresUrl'))('migrations on postgres', () => {
  it('let several processes start on one new database at once: one migrates, the other waits and finds it done', async () => {
    const adminUrl = inject('postgresUrl')!;
    const name = `jobtalk_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const a = openPostgres(url.toString(), 2);
    const b = openPostgres(url.toString(), 2);
    try {
      const results = await Promise.all([migrate(a), migrate(b)]);
      const all = listMigrations().map((m) => m.version);
      expect(results.sort((x, y) => y.length - x.length)).toEqual([all, []]);
      expect(await a.query('SELECT version FROM schema_migrations')).toHaveLength(all.length);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
