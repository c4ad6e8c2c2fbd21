/**
 * The drain on SIGTERM, on the real server process (`node --import tsx server/main.ts`, PGlite in a
 * data folder of its own): from the signal /readyz answers 503 `draining` while the process keeps
 * serving for DRAIN_DELAY_MS, then it closes — its live sockets with 1012, so their clients resume
 * elsewhere — and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../live/support/client';

const DRAIN_DELAY_MS = 2500;
const dataDir = path.resolve('.tmp/observability-drain', String(process.pid));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

describe('SIGTERM on the server process (pglite)', () => {
  let child: ChildProcess | null = null;

  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz 503 draining while it keeps serving for DRAIN_DELAY_MS, closes its live sockets with 1012, then exits 0', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        STATIC_DIR: 'none',
        LOG_LEVEL: 'info',
        REPORT_WORKER: 'off',
        DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
        // Speech services at a closed port: no embedded model is loaded (nothing here speaks).
        STT_URL: 'http://127.0.0.1:9/v1',
        TTS_URL: 'http://127.0.0.1:9/v1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.once('exit', (code) => resolve({ code, at: performance.now() })));

    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited: ${output}`);
      const ready = await get(`${origin}/readyz`).catch(() => null);
      if (ready?.status === 200) {
        expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', speech: 'ok', draining: false } });
        break;
      }
      if (Date.now() > deadline) throw new Error(`the server did not become ready: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // A client on the live endpoint (not yet in an interview): its socket must be told to go elsewhere.
    const client = await LiveClient.connect(origin);
    const signalledAt = performance.now();
    server.kill('SIGTERM');

    // While it drains: not ready, still alive and still answering.
    let draining: { status: number; body: unknown } | null = null;
    while (performance.now() - signalledAt < DRAIN_DELAY_MS - 500) {
      const readiness = await get(`${origin}/readyz`);
      if (readiness.status === 503) {
        draining = readiness;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(draining).toEqual({ status: 503, body: { status: 'draining', checks: { database: 'ok', migrations: 'ok', speech: 'ok', draining: true } } });
    expect((await get(`${origin}/healthz`)).status).toBe(200);
    expect(server.exitCode).toBeNull();

    const closed = await client.closed;
    expect(closed.code).toBe(1012);
    const { code, at } = await exited;
    expect(code).toBe(0);
    // It served for the whole delay before closing.
    expect(at - signalledAt).toBeGreaterThanOrEqual(DRAIN_DELAY_MS);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; signal?: string; drainDelayMs?: number });
    expect(lines.find((line) => line.msg === 'shutting down')).toMatchObject({ signal: 'SIGTERM', drainDelayMs: DRAIN_DELAY_MS });
    expect(lines.some((line) => line.msg === 'not ready: draining')).toBe(true);
  }, 180_000);
});
