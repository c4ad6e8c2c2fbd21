import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../../../../server/app';
import { seedCatalog, type JobScenario } from '../../../../server/catalog/repository';
import { scenarios } from '../../../../server/catalog/scenarios';
import type { ServerConfig } from '../../../../server/config';
import type { Database } from '../../../../server/db/database';
import type { SpeechEngines } from '../../../../server/speech';
import { signedInUser, type Session } from '../../support/accounts';
import { openDatabaseSource, type Backend, type DatabaseSource } from '../../support/databases';
import { logCollector, TestClock, testConfig, type LogLine } from '../../support/harness';
import type { RoleMessage, ServerMessage } from '../../../../openapi/live-protocol';
import { LiveClient, type Closed } from './client';

export interface LiveHarnessOptions {
  /** Environment of the server under test (short live windows, for example). */
  env?: Record<string, string>;
  /** Speech engines, started once per file by the caller (null: none). */
  speech?: () => Pick<SpeechEngines, 'recognizer' | 'synthesizer'> | null;
  /** Keep the server's log lines (at the env's LOG_LEVEL) in `logs`. */
  logs?: boolean;
}

export interface LiveHarness {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: ServerConfig;
  readonly url: string;
  readonly clock: TestClock;
  /** The server's log lines of this test (with `logs: true`). */
  readonly logs: LogLine[];
  /** A registered, verified, signed-in user. */
  user(): Promise<Session & { id: string }>;
  /** A candidate socket to this server (or to `otherUrl`, a sibling's). */
  connect(otherUrl?: string): Promise<LiveClient>;
  /** Graceful shutdown of the server, then a new one on the same database (a restart). */
  restart(): Promise<void>;
  /** A second server process on the same database (behind the same load balancer); returns its URL. */
  sibling(): Promise<{ app: FastifyInstance; url: string }>;
  /** Resolves once the interview `uid` waits for an answer (or has stopped) and the client got everything sent before. */
  settled(client: LiveClient, uid: string, timeoutMs?: number, on?: FastifyInstance): Promise<void>;
  /** Types an answer, waits for its final USER message and the panel's whole reply. */
  answer(client: LiveClient, uid: string, text: string, on?: FastifyInstance): Promise<void>;
}

/** A non-PRO job with a panel of exactly two interviewers. */
export const TWO_PANEL_JOB: JobScenario = (() => {
  const job = scenarios.find((s) => !s.isPro && s.participants.length === 2);
  if (!job) throw new Error('the catalogue has no free job with two interviewers');
  return job;
})();
export const PRO_JOB: JobScenario = (() => {
  const job = scenarios.find((s) => s.isPro);
  if (!job) throw new Error('the catalogue has no PRO job');
  return job;
})();

/**
 * A real listening server on a fresh database for every test, with the catalogue seeded, as the
 * live tests need it (the HTTP harness uses app.inject, which cannot upgrade to WebSocket).
 */
export function useLiveHarness(backend: Backend, options: LiveHarnessOptions = {}): LiveHarness {
  let source: DatabaseSource;
  let app: FastifyInstance | null = null;
  let db: Database | null = null;
  let config: ServerConfig | null = null;
  let url = '';
  const clock = new TestClock();
  const clients: LiveClient[] = [];
  const siblings: FastifyInstance[] = [];
  const logs: LogLine[] = [];

  const build = async () => {
    config = testConfig(options.env ?? {});
    app = await buildApp({
      config,
      db: db!,
      logger: options.logs ? logCollector(logs) : false,
      overrides: { now: clock.now },
      speech: options.speech?.() ?? null,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = address;
  };

  beforeAll(async () => {
    source = await openDatabaseSource(backend);
  });
  beforeEach(async () => {
    clock.reset();
    logs.length = 0;
    db = await source.fresh();
    await seedCatalog(db, scenarios);
    await build();
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) if (!client.isClosed) client.drop();
    for (const other of siblings.splice(0)) await other.close();
    await app?.close();
    await db?.close();
    app = null;
    db = null;
  });
  afterAll(async () => {
    await source?.close();
  });

  return {
    get app() {
      if (!app) throw new Error('no app outside a test');
      return app;
    },
    get db() {
      if (!db) throw new Error('no database outside a test');
      return db;
    },
    get config() {
      if (!config) throw new Error('no config outside a test');
      return config;
    },
    get url() {
      return url;
    },
    clock,
    logs,
    async user() {
      const session = await signedInUser(app!);
      const [row] = await db!.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [session.email]);
      return { ...session, id: row.id };
    },
    async connect(otherUrl) {
      const client = await LiveClient.connect(otherUrl ?? url);
      clients.push(client);
      return client;
    },
    async sibling() {
      const other = await buildApp({
        config: testConfig(options.env ?? {}),
        db: await source.sibling(),
        logger: false,
        overrides: { now: clock.now },
        speech: options.speech?.() ?? null,
      });
      siblings.push(other);
      return { app: other, url: await other.listen({ port: 0, host: '127.0.0.1' }) };
    },
    async restart() {
      await app!.close();
      await build();
    },
    async settled(client, uid, timeoutMs = 30_000, on = app!) {
      await client.next((m): m is ServerMessage => m.type === 'status' && m.status === 'connected', { timeoutMs }).catch(() => undefined);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const session = on.live.registry.get(uid);
        if (!session || session.listening || client.isClosed) break;
        if (Date.now() > deadline) throw new Error(`interview ${uid} still busy: ${JSON.stringify(session.state)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await client.flush();
    },
    async answer(client, uid, text, on = app!) {
      const from = client.messages.length;
      client.send({ type: 'answer_text', uid, text });
      await client.next((m): m is RoleMessage => m.type === 'role' && m.role === 'USER' && m.isFinal, { from });
      await this.settled(client, uid, 30_000, on);
    },
  };
}

/** How many interviews the user has started and not been given back. */
export async function chargedInterviews(db: Database, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM conversations WHERE user_id = $1 AND charged_to IS NOT NULL AND refunded_at IS NULL`,
    [userId],
  );
  return Number(row.n);
}

export function expectClosed(closed: Closed, code: number, reason?: string | RegExp): void {
  expect(closed.code).toBe(code);
  if (typeof reason === 'string') expect(closed.reason).toBe(reason);
  else if (reason) expect(closed.reason).toMatch(reason);
}
