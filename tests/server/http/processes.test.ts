/**
 * The sign-in limit holds across processes: two real server processes (`node --import tsx
 * server/main.ts`, as e2e/ownServer.ts starts one) on one PostgreSQL database, 200 wrong sign-ins fired
 * at both at once: no more than the limit are checked, the rest are 429.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const LIMIT = 10;
const adminUrl = inject('postgresUrl');

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

interface ServerProcess {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

function startServer(port: number, databaseUrl: string, dataDir: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STATIC_DIR: 'none',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: String(LIMIT),
      RATE_LIMIT_ACCOUNT: String(LIMIT),
      REPORT_WORKER: 'off',
      PASSWORD_HASH_COST: 'test',
      // Stopped with SIGTERM at the end: no proxy polls /readyz here.
      DRAIN_DELAY_MS: '0',
      // Speech services at a closed port: no embedded model is loaded (nothing here speaks).
      STT_URL: 'http://127.0.0.1:9/v1',
      TTS_URL: 'http://127.0.0.1:9/v1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { origin: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function waitUntilUp(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    try {
      if ((await fetch(`${server.origin}/web-api/products`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${server.origin} did not come up: ${server.output()}`);
}

async function stop(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(!adminUrl)('the sign-in limit across two server processes on one PostgreSQL', () => {
  const name = `jobtalk_test_${randomBytes(6).toString('hex')}`;
  const servers: ServerProcess[] = [];
  let dataDir = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'jobtalk-processes-'));
    // One after the other: the first migrates the empty database, the second finds it migrated.
    for (const index of [0, 1]) {
      const server = startServer(await freePort(), url.toString(), path.join(dataDir, String(index)));
      servers.push(server);
      await waitUntilUp(server);
    }
  }, 200_000);

  afterAll(async () => {
    for (const server of servers) await stop(server);
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const login = (origin: string, email: string, password: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}/web-api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }));

  function tally(answers: Array<{ status: number }>): Record<number, number> {
    const counted: Record<number, number> = {};
    for (const { status } of answers) counted[status] = (counted[status] ?? 0) + 1;
    return counted;
  }

  it('checks no more than the limit of 200 wrong sign-ins from one address sent to both at once', async () => {
    const email = `burst-${randomBytes(4).toString('hex')}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(servers[i % 2].origin, email, `wrong password ${i}`)),
    );
    expect(tally(answers)).toEqual({ 401: LIMIT, 429: 200 - LIMIT });
    // Both processes refused: one budget between them.
    expect(answers.filter((answer, i) => i % 2 === 0 && answer.status === 429).length).toBeGreaterThan(0);
    expect(answers.filter((answer, i) => i % 2 === 1 && answer.status === 429).length).toBeGreaterThan(0);
  });

  it('checks no more than the limit of one account’s wrong sign-ins from 200 addresses (behind the trusted proxy) at both at once', async () => {
    const email = `rotating-${randomBytes(4).toString('hex')}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        // TRUST_PROXY is loopback by default: a proxy on this machine says where each attempt came from.
        login(servers[i % 2].origin, email, `wrong password ${i}`, { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: LIMIT, 429: 200 - LIMIT });
    expect(answers.find((answer) => answer.status === 429)?.body.error).toBe('too_many_requests');
  });
});
