/**
 * The deployment of deploy/README.md on loopback, for the deployment spec and `npm run bench -- deploy`:
 * a PostgreSQL cluster from Debian's binaries, server processes on their own ports sharing it, and
 * Debian's nginx with deploy/nginx.conf rendered by deploy/render-nginx.sh in front of them. Nothing
 * needs root or a port below 1024: nginx runs in the foreground with its own prefix folder, as the
 * calling user; PostgreSQL runs as `postgres` when the caller is root (it refuses to run as root).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Debian's Brotli module for nginx (libnginx-mod-http-brotli-static): Debian's nginx.conf loads it from modules-enabled. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Why the layout cannot run here (a missing program), or null. */
export function deploymentMissing(): string | null {
  const missing = [
    [path.join(PG_BIN, 'initdb'), 'postgresql'],
    [NGINX, 'nginx'],
    [BROTLI_MODULE, 'libnginx-mod-http-brotli-static'],
  ].filter(([file]) => !existsSync(file));
  return missing.length ? `the deployment needs ${missing.map(([, pkg]) => pkg).join(', ')} (apt-get install; .ci/run does)` : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something accepts TCP connections on the port. */
async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port}`);
    await sleep(100);
  }
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function pgRun(binary: string, args: string[]): void {
  const command = [path.join(PG_BIN, binary), ...args];
  if (!isRoot) {
    execFileSync(command[0], command.slice(1), { stdio: 'pipe' });
    return;
  }
  const quoted = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
}

export interface Postgres {
  /** Connection string of the application's database (`jobtalk`). */
  readonly url: string;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

/** A throwaway cluster in `root` on `port` with an empty database `jobtalk` (the README's createdb). */
export async function startPostgres(root: string, port: number): Promise<Postgres> {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755);
  if (isRoot) execFileSync('chown', ['postgres:postgres', root]);
  const dataDir = path.join(root, 'data');
  pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = [`-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
  pgRun('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-w', '-t', '60', '-o', options.join(' '), 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE jobtalk');
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:${port}/jobtalk`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async stop() {
      await pool.end();
      try {
        pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

export interface ServerProcess {
  readonly port: number;
  readonly origin: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  readonly exited: Promise<number | string>;
}

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  /** The address users reach the product at: nginx's. */
  publicUrl: string;
  staticDir: string;
  dataDir: string;
  env?: Record<string, string>;
}

/** One server process as jobtalk@PORT.service runs it (deploy/jobtalk@.service), on loopback. */
export function startServer(options: ServerOptions): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: options.publicUrl,
      STATIC_DIR: options.staticDir,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      // The tests register and sign in many times from one address.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_MAIL: '1000',
      RATE_LIMIT_ACCOUNT: '1000',
      RATE_LIMIT_ADDRESS_FACTOR: '100',
      PASSWORD_HASH_COST: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)));
  return { port: options.port, origin: `http://127.0.0.1:${options.port}`, child, exited };
}

/** Resolves once the process answers /readyz with 200 (database, migrations, engines: ready). */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`the server on port ${server.port} exited`);
    try {
      const response = await fetch(`${server.origin}/readyz`);
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server on port ${server.port} was not ready in time (${last})`);
}

export async function stopServer(server: ServerProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export interface Nginx {
  readonly port: number;
  readonly origin: string;
  /** The access log's lines so far: `uri status upstream` (upstream `-` when nginx served the file itself). */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * nginx with the operator's site: deploy/render-nginx.sh fills deploy/nginx.conf in, and a minimal main
 * configuration (what Debian's /etc/nginx/nginx.conf gives the site: the Brotli module, mime types, an
 * http block) includes it. Foreground, its own prefix, pid and logs, a loopback port.
 */
export async function startNginx(root: string, port: number, spaDir: string, upstreamPorts: number[]): Promise<Nginx> {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'logs'), { recursive: true });
  const site = execFileSync('deploy/render-nginx.sh', [`127.0.0.1:${port}`, 'localhost', path.resolve(spaDir), ...upstreamPorts.map(String)], {
    encoding: 'utf8',
  });
  writeFileSync(path.join(root, 'jobtalk.conf'), site);
  const accessLog = path.join(root, 'logs', 'access.log');
  writeFileSync(
    path.join(root, 'nginx.conf'),
    [
      `load_module ${BROTLI_MODULE};`,
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(root, 'nginx.pid')};`,
      `error_log ${path.join(root, 'logs', 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      "  log_format upstreams '$request_uri $status $upstream_addr';",
      `  access_log ${accessLog} upstreams;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(root, kind)};`),
      `  include ${path.join(root, 'jobtalk.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const conf = path.join(root, 'nginx.conf');
  const errorLog = path.join(root, 'logs', 'error.log');
  execFileSync(NGINX, ['-t', '-q', '-p', root, '-e', errorLog, '-c', conf], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-p', root, '-e', errorLog, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, 20_000, 'nginx');
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
