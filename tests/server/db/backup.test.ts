import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RoleMessage, ServerMessage } from '../../../openapi/live-protocol';
import { buildApp } from '../../../server/app';
import { seedCatalog } from '../../../server/catalog/repository';
import { scenarios } from '../../../server/catalog/scenarios';
import { backupKindOf, processesHolding, runBackupCommand } from '../../../server/db/backup';
import { openPGlite, openPostgres, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { bearer, signedInUser, signIn, type Session } from '../support/accounts';
import { backends, type Backend } from '../support/databases';
import { useInProcessEvaluator } from '../support/evaluator';
import { testConfig } from '../support/harness';
import { LiveClient } from '../live/support/client';
import { TWO_PANEL_JOB } from '../live/support/liveHarness';

const runFile = promisify(execFile);

const ANSWER =
  'In my last role I led the migration of our React dashboard to TypeScript. I split the work into twelve small steps, ' +
  'paired with two colleagues, and we cut production errors by forty percent within three months while shipping every week.';

/** What a user can see of their data through the API: the account (a sign-in), interviews and reports. */
interface Seen {
  session: Session;
  conversations: Array<Record<string, unknown>>;
  reports: Array<Record<string, unknown>>;
}

/** One database of a backend that the test can open, close and open again (a process restart). */
interface Place {
  /** The environment naming it, as the server and the backup scripts read it. */
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function pglitePlace(root: string, name: string): Promise<Place> {
  const dataDir = path.join(root, name);
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPGlite(path.join(dataDir, 'pglite')),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresPlace(): Promise<Place> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('no PostgreSQL for this run');
  const name = `jobtalk_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: async () => openPostgres(url.toString(), 5),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Rows per table, to compare a restored database with its original whole. */
async function counts(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const result: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tablename}`);
    result[tablename] = Number(row.n);
  }
  return result;
}

async function settled(app: FastifyInstance, client: LiveClient, uid: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const session = app.live.registry.get(uid);
    if (!session || session.listening || client.isClosed) break;
    if (Date.now() > deadline) throw new Error(`interview ${uid} still busy`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await client.flush();
}

/** A typed interview over the live socket: two answers, then the candidate ends it; returns its id. */
async function interview(app: FastifyInstance, url: string, session: Session): Promise<string> {
  const client = await LiveClient.connect(url);
  const uid = client.start(session.accessToken, TWO_PANEL_JOB.id);
  await client.next((m): m is ServerMessage => m.type === 'status' && m.status === 'connected');
  await settled(app, client, uid);
  for (let i = 0; i < 2; i++) {
    const from = client.messages.length;
    client.send({ type: 'answer_text', uid, text: ANSWER });
    await client.next((m): m is RoleMessage => m.type === 'role' && m.role === 'USER' && m.isFinal, { from });
    await settled(app, client, uid);
  }
  client.send({ type: 'end_interview', uid });
  const end = await client.next((m): m is Extract<ServerMessage, { type: 'system' }> => m.type === 'system', { timeoutMs: 30_000 });
  await client.closed;
  expect(client.invalid).toEqual([]);
  return end.report_id;
}

/** The report as its owner reads it (202 while it is being scored, 200 once it is). */
async function reportOf(app: FastifyInstance, token: string, id: string, pending = false) {
  const response = await app.inject({ method: 'GET', url: `/web-api/conversations/${id}/report`, headers: bearer(token) });
  expect(response.statusCode).toBe(pending && response.statusCode === 202 ? 202 : 200);
  return response.json() as Record<string, unknown>;
}

async function conversationsOf(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/web-api/conversations/user', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, unknown>>;
}

/** Through the app: three accounts, two of them with an interview each, scored into a report. */
async function populate(db: Database, evaluator: ReturnType<typeof useInProcessEvaluator>): Promise<Seen[]> {
  await migrate(db);
  await seedCatalog(db, scenarios);
  const app = await buildApp({ config: testConfig({ REPORT_WORKER: 'on', REPORT_POLL_MS: '200' }), db, logger: false, evaluator, judge: null });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const seen: Seen[] = [];
    for (let i = 0; i < 3; i++) {
      const session = await signedInUser(app);
      if (i < 2) {
        const id = await interview(app, url, session);
        const deadline = Date.now() + 60_000;
        while ((await reportOf(app, session.accessToken, id, true)).status !== 2) {
          if (Date.now() > deadline) throw new Error(`report ${id} was not scored in time`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      seen.push({ session, conversations: [], reports: [] });
    }
    for (const user of seen) {
      user.conversations = await conversationsOf(app, user.session.accessToken);
      for (const c of user.conversations) user.reports.push(await reportOf(app, user.session.accessToken, String(c.id)));
    }
    expect(seen.map((u) => u.conversations.length)).toEqual([1, 1, 0]);
    expect(seen.flatMap((u) => u.reports.map((r) => r.status))).toEqual([2, 2]);
    return seen;
  } finally {
    await app.close();
  }
}

/** Every account signs in with its password and sees the same interviews and reports as before. */
async function expectSame(db: Database, seen: Seen[]): Promise<void> {
  const app = await buildApp({ config: testConfig(), db, logger: false, judge: null });
  await app.ready();
  try {
    for (const user of seen) {
      const session = await signIn(app, user.session.email, user.session.password);
      expect(await conversationsOf(app, session.accessToken)).toEqual(user.conversations);
      const reports = [];
      for (const c of user.conversations) reports.push(await reportOf(app, session.accessToken, String(c.id)));
      expect(reports).toEqual(user.reports);
    }
  } finally {
    await app.close();
  }
}

describe.each(backends())('db:backup and db:restore (%s)', (backend: Backend) => {
  const evaluator = useInProcessEvaluator();
  let root = '';
  const places: Place[] = [];
  const place = async (name: string) => {
    const made = backend === 'pglite' ? await pglitePlace(root, name) : await postgresPlace();
    places.push(made);
    return made;
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'jobtalk-backup-'));
  });
  afterAll(async () => {
    for (const made of places.splice(0)) await made.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores into a fresh database every account, interview and report', async () => {
    const original = await place('original');
    let db = await original.open();
    const seen = await populate(db, evaluator);
    const before = await counts(db);
    await db.close();
    expect(before.users).toBe(3);
    expect(before.conversations).toBe(2);
    expect(before.reports).toBe(2);
    expect(before.messages).toBeGreaterThan(6);

    const file = path.join(root, `${backend}.backup`);
    if (backend === 'pglite') {
      // The package script itself once, as the operator runs it (deploy/README.md).
      const { stdout } = await runFile('npm', ['run', '--silent', 'db:backup', '--', file], { env: { ...process.env, ...original.env } });
      expect(stdout).toContain('backed up');
    } else {
      await runBackupCommand('backup', file, original.env);
    }
    expect(backupKindOf(file)).toBe(backend);

    const fresh = await place('restored');
    await runBackupCommand('restore', file, fresh.env);
    db = await fresh.open();
    try {
      expect(await counts(db)).toEqual(before);
      await expectSame(db, seen);
    } finally {
      await db.close();
    }

    // Restoring again over data is refused: a restore never mixes two databases.
    await expect(runBackupCommand('restore', file, fresh.env)).rejects.toThrow(backend === 'pglite' ? /not empty/ : /already has tables/);
  });

  it('refuses a backup of the other database', async () => {
    const target = await place('other-kind');
    const file = path.join(root, `wrong-${backend}.backup`);
    writeFileSync(file, backend === 'pglite' ? 'PGDMP and the rest of a pg_dump' : Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    await expect(runBackupCommand('restore', file, target.env)).rejects.toThrow(/backup, but the environment names/);
  });

  it.runIf(backend === 'pglite')('refuses to copy a PGlite folder another process has open', async () => {
    const held = await place('held');
    const db = await held.open();
    await migrate(db);
    await db.close();
    const folder = path.join(held.env.DATA_DIR, 'pglite');
    // A process with a file of the folder open, as a running server has its write-ahead log.
    const holder = spawn('sh', ['-c', 'exec 3<"$1/PG_VERSION"; exec sleep 60', 'sh', folder], { stdio: 'ignore' });
    try {
      const deadline = Date.now() + 10_000;
      while (!processesHolding(folder).includes(holder.pid!)) {
        if (Date.now() > deadline) throw new Error('the holder never opened the folder');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await expect(runBackupCommand('backup', path.join(root, 'held.backup'), held.env)).rejects.toThrow(new RegExp(`open in process ${holder.pid}`));
    } finally {
      holder.kill();
    }
  });
});
