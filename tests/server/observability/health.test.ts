import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { READINESS_QUERY_TIMEOUT_MS, speechCheck } from '../../../server/http/health';
import { testConfig, useHarness } from '../support/harness';

describe('GET /healthz and /readyz (pglite)', () => {
  const h = useHarness('pglite');

  it('/healthz answers while the process is up, without a token', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready with the database answering, every migration applied, no engines asked for and no drain', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', speech: 'none', draining: false } });
  });

  it('is not rate-limited: a proxy polling it many times a second is always answered', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => h.app.inject({ method: 'GET', url: '/readyz' })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
  });

  it('answers 503 draining once the process drains, while /healthz stays 200', async () => {
    h.app.lifecycle.drain();
    const response = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'draining', checks: { database: 'ok', migrations: 'ok', speech: 'none', draining: true } });
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 not_ready when the database fails, or does not answer within 2 s', async () => {
    // A second app on a handle that can be cut (the harness's own is shared by the file's tests).
    let state: 'up' | 'failing' | 'hanging' = 'up';
    const db: Database = {
      ...h.db,
      query: <Row>(sql: string, params?: readonly unknown[]) =>
        state === 'up'
          ? h.db.query<Row>(sql, params)
          : state === 'failing'
            ? Promise.reject(new Error('Connection terminated unexpectedly'))
            : new Promise<Row[]>(() => undefined),
    };
    const app = await buildApp({ config: testConfig(), db, logger: false });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const unreachable = { status: 'not_ready', checks: { database: 'unreachable', migrations: 'unknown', speech: 'none', draining: false } };
      state = 'failing';
      const failing = await app.inject({ method: 'GET', url: '/readyz' });
      expect(failing.statusCode).toBe(503);
      expect(failing.json()).toEqual(unreachable);
      state = 'hanging';
      const started = performance.now();
      const hanging = await app.inject({ method: 'GET', url: '/readyz' });
      expect(hanging.statusCode).toBe(503);
      expect(hanging.json()).toEqual(unreachable);
      expect(performance.now() - started).toBeGreaterThanOrEqual(READINESS_QUERY_TIMEOUT_MS - 50);
      state = 'up';
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      state = 'up';
      await app.close();
    }
  });

  it('answers 503 not_ready when the latest migration of this build is not recorded', async () => {
    await h.db.query('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)');
    const response = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', checks: { database: 'ok', migrations: 'behind' } });
  });
});

describe('an app started with an engine that could not start (pglite)', () => {
  const h = useHarness('pglite');

  it('is not ready: its peers hear candidates and it would not', async () => {
    const app = await buildApp({
      config: testConfig(),
      db: h.db,
      logger: false,
      speech: { recognizer: null, synthesizer: null, recognizerReason: 'Moonshine unavailable: test', synthesizerReason: null },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', checks: { speech: 'unavailable', database: 'ok' } });
    } finally {
      await app.close();
    }
  });
});

describe('the speech check of /readyz', () => {
  const engine = {};
  it('is ok with both engines, none when none was asked for, unavailable when a configured one could not start', () => {
    expect(speechCheck({ recognizer: engine, synthesizer: engine })).toBe('ok');
    expect(speechCheck({ recognizer: null, synthesizer: null })).toBe('none');
    expect(speechCheck({ recognizer: null, synthesizer: null, recognizerReason: null, synthesizerReason: null })).toBe('none');
    expect(speechCheck({ recognizer: null, synthesizer: engine, recognizerReason: 'Moonshine unavailable: no onnxruntime' })).toBe('unavailable');
    expect(speechCheck({ recognizer: engine, synthesizer: null, synthesizerReason: 'flite unavailable' })).toBe('unavailable');
  });
});
