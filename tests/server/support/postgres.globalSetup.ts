import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Gives the server tests a real PostgreSQL: `TEST_DATABASE_URL` when set, else a throwaway cluster
 * from Debian's binaries, started as the `postgres` user (PostgreSQL refuses to run as root) in a
 * temporary folder on a free port, and stopped at the end. Each test file then creates its own
 * database in it (tests/server/support/databases.ts).
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of a PostgreSQL the tests may create databases in; null: none. */
    postgresUrl: string | null;
    /** Why there is none (shown by the tests that are then skipped). */
    postgresUnavailable: string;
  }
}

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

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function pg(binary: string, args: string[]): string {
  const command = [path.join(PG_BIN, binary), ...args];
  if (!isRoot) return execFileSync(command[0], command.slice(1), { encoding: 'utf8', stdio: 'pipe' });
  const quoted = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8', stdio: 'pipe' });
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide('postgresUrl', given);
    project.provide('postgresUnavailable', '');
    return;
  }
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    const reason = `no TEST_DATABASE_URL and no PostgreSQL binaries in ${PG_BIN}`;
    // CI installs PostgreSQL; there a missing server is a broken run, never a quiet skip.
    if (process.env.CI) throw new Error(`[server tests] ${reason} (CI must install postgresql)`);
    console.warn(`[server tests] PostgreSQL variants skipped: ${reason}`);
    project.provide('postgresUrl', null);
    project.provide('postgresUnavailable', reason);
    return;
  }

  // The binaries are here: from now on a failure to start is a failure of the test run, not a skip.
  const root = mkdtempSync(path.join(tmpdir(), 'jobtalk-pg-'));
  chmodSync(root, 0o755);
  if (isRoot) execFileSync('chown', ['postgres:postgres', root]);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const serverOptions = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  try {
    pg('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start']);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide('postgresUnavailable', '');

  return async () => {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}
