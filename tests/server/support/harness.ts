import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { createThreadPostingReader, type PostingReader } from '../../../server/postings/reader';
import type { ServiceOverrides } from '../../../server/services';
import { openDatabaseSource, type Backend, type DatabaseSource } from './databases';

export const PUBLIC_URL = 'http://jobtalk.test';
export const SPA_DEV_ORIGIN = 'http://localhost:5173';
export const LOGIN_REDIRECT = `${PUBLIC_URL}/jobtalkai/login`;

/** A clock the tests move: expiries and allowance periods are measured with it. */
export class TestClock {
  private offsetMs = 0;
  private fixed: Date | null = null;
  readonly now = (): Date => (this.fixed ? new Date(this.fixed.getTime() + this.offsetMs) : new Date(Date.now() + this.offsetMs));
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
    this.fixed = null;
  }
  /** Freezes the clock at `date` (later `advance` calls move it). */
  set(date: Date | string): void {
    this.fixed = new Date(date);
    this.offsetMs = 0;
  }
}

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    PUBLIC_URL,
    ALLOWED_ORIGINS: SPA_DEV_ORIGIN,
    STATIC_DIR: 'none',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_MAIL: '1000',
    RATE_LIMIT_ACCOUNT: '1000',
    RATE_LIMIT_UPLOADS: '1000',
    RATE_LIMIT_POSTINGS: '1000',
    RATE_LIMIT_SCENARIOS: '1000',
    RATE_LIMIT_CORRECTIONS: '1000',
    // Suites not about admission start more interviews at once than a process takes by default
    // (20 parallel starts against the allowance); tests/server/live/admission.test.ts sets its own.
    LIVE_CAPACITY: '1000',
    // Reports are generated only by the suites about them (REPORT_WORKER: 'on').
    REPORT_WORKER: 'off',
    ...env,
  });
}

export interface HarnessOptions {
  /** Environment of the server under test (on top of testConfig's). Read before each test. */
  env?: () => Record<string, string>;
  overrides?: () => ServiceOverrides;
  /** The report scorer and judge of the server under test. */
  reports?: () => Pick<AppOptions, 'evaluator' | 'judge'>;
  /** Keep the server's log lines (at the env's LOG_LEVEL) in `logs` instead of dropping them. */
  logs?: boolean;
}

/** One JSON log line of the server (pino's fields: level 20 debug, 30 info, 40 warn, 50 error). */
export type LogLine = { level: number; msg?: string; err?: { stack?: string; message?: string } } & Record<string, unknown>;

/** A logger destination that parses every line into `lines`. */
export function logCollector(lines: LogLine[]) {
  return { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
}

export interface Harness {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: ServerConfig;
  readonly clock: TestClock;
  readonly backend: Backend;
  /** The server's log lines of this test (with `logs: true`). */
  readonly logs: LogLine[];
  /** A second server on the same database (another process behind the load balancer). */
  sibling(env?: Record<string, string>): Promise<FastifyInstance>;
}

/**
 * Registers the hooks of one suite: a migrated, empty database and a server built with buildApp for
 * every test, both closed after it.
 */
export function useHarness(backend: Backend, options: HarnessOptions = {}): Harness {
  let source: DatabaseSource;
  let app: FastifyInstance | null = null;
  let db: Database | null = null;
  let config: ServerConfig | null = null;
  const extraApps: FastifyInstance[] = [];
  const clock = new TestClock();
  const logs: LogLine[] = [];
  // One posting reader for the file's apps: its thread (started by the first posting) loads the
  // extractor once instead of once per test.
  let postingReader: PostingReader | null = null;

  beforeAll(async () => {
    source = await openDatabaseSource(backend);
    postingReader = createThreadPostingReader();
  });
  beforeEach(async () => {
    clock.reset();
    db = await source.fresh();
    config = testConfig(options.env?.() ?? {});
    logs.length = 0;
    app = await buildApp({
      config,
      db,
      logger: options.logs ? logCollector(logs) : false,
      overrides: { now: clock.now, postingReader: postingReader ?? undefined, ...options.overrides?.() },
      ...options.reports?.(),
    });
    await app.ready();
  });
  afterEach(async () => {
    for (const extra of extraApps.splice(0)) await extra.close();
    await app?.close();
    await db?.close();
    app = null;
    db = null;
  });
  afterAll(async () => {
    await postingReader?.close();
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
    clock,
    backend,
    logs,
    async sibling(env = {}) {
      const other = await buildApp({
        config: testConfig({ ...(options.env?.() ?? {}), ...env }),
        db: await source.sibling(),
        logger: false,
        overrides: { now: clock.now, postingReader: postingReader ?? undefined, ...options.overrides?.() },
        ...options.reports?.(),
      });
      await other.ready();
      extraApps.push(other);
      return other;
    },
  };
}

/** The JSON body of an injected response. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
