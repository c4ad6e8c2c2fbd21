import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync, openSync, readSync, closeSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../config';

/**
 * Backups of either database, as `npm run db:backup -- <file>` and `npm run db:restore -- <file>`
 * (deploy/README.md). The environment chooses the database as the server does: `DATABASE_URL` is a
 * PostgreSQL, dumped with `pg_dump -Fc` and restored with `pg_restore`; without it, PGlite's folder
 * `$DATA_DIR/pglite`, written whole as a gzipped tarball by PGlite's `dumpDataDir` and loaded back with
 * `loadDataDir`. PGlite is one process's database: a copy taken while a server writes to it would be
 * torn, so both commands refuse while any other process has a file of the folder open.
 */

const runFile = promisify(execFile);

/** Where Debian's PostgreSQL client programs are when they are not on the PATH. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The first bytes of each kind of backup file, so a restore refuses the other kind by name. */
const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

export type BackupKind = 'pglite' | 'postgres';

/** A backup file's kind from its first bytes; null when it is neither. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  return null;
}

/**
 * The ids of the other processes that have a file under `dir` open (Linux's /proc). A PGlite keeps its
 * write-ahead log and catalogue files open for as long as it runs, so a running server shows here.
 */
export function processesHolding(dir: string): number[] {
  const root = path.resolve(dir);
  if (!existsSync('/proc/self/fd')) return [];
  const holders: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target === root || target.startsWith(`${root}/`)) {
        holders.push(Number(entry));
        break;
      }
    }
  }
  return holders;
}

function refuseWhileHeld(dir: string): void {
  const holders = processesHolding(dir);
  if (holders.length) {
    throw new Error(
      `${dir} is open in process ${holders.join(', ')} (a running server?): PGlite has one writer, so stop it first (systemctl stop 'jobtalk@*')`,
    );
  }
}

/** A PostgreSQL client program: on the PATH (Debian's wrappers), else from `PG_BIN`. */
function pgProgram(name: string): string {
  const inBin = path.join(PG_BIN, name);
  return existsSync(inBin) ? inBin : name;
}

export async function backupPGlite(pgliteDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new Error(`${pgliteDir} holds no PGlite database`);
  refuseWhileHeld(pgliteDir);
  const db = await PGlite.create({ dataDir: pgliteDir });
  try {
    // A checkpoint first: the tarball then holds every committed row in the data files themselves.
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await db.close();
  }
}

export async function restorePGlite(file: string, pgliteDir: string): Promise<void> {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new Error(`${pgliteDir} is not empty: move it aside before restoring into it`);
  }
  mkdirSync(pgliteDir, { recursive: true });
  refuseWhileHeld(pgliteDir);
  const db = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    // Reading a table proves the loaded folder is a working database, not just unpacked files.
    await db.query('SELECT count(*) FROM schema_migrations');
  } finally {
    await db.close();
  }
}

/**
 * The connection string without its password, which goes to the client program in PGPASSWORD: an
 * argument would be readable by every user of the machine in the process list.
 */
function clientConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = clientConnection(databaseUrl);
  // -Fc: the custom format, compressed, restorable table by table; no owners or grants, so it restores
  // into a database owned by another role.
  await runFile(pgProgram('pg_dump'), ['-Fc', '--no-owner', '--no-acl', '-f', file, '-d', url], { env, maxBuffer: 16 << 20 });
}

export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [row] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows;
    if (row.n > 0) throw new Error('the database already has tables: restore into an empty one (createdb), then point DATABASE_URL at it');
  } finally {
    await client.end();
  }
  const { url, env } = clientConnection(databaseUrl);
  // One transaction: a restore that fails part way leaves the database empty, not half filled.
  await runFile(pgProgram('pg_restore'), ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '-d', url, file], {
    env,
    maxBuffer: 16 << 20,
  });
}

/** `db:backup <file>` / `db:restore <file>` for the database the environment names (as the server reads it). */
export async function runBackupCommand(command: string, file: string | undefined, env: Record<string, string | undefined>): Promise<string> {
  if (!file) throw new Error(`usage: npm run db:${command} -- <file>`);
  const config = loadConfig(env);
  const target = path.resolve(file);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (command === 'backup') {
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, target);
    else await backupPGlite(pgliteDir, target);
    return `backed up ${config.databaseUrl ? 'PostgreSQL' : pgliteDir} to ${target} (${statSync(target).size} bytes)`;
  }
  if (command === 'restore') {
    const kind = backupKindOf(target);
    const wanted: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
    if (kind !== wanted) {
      throw new Error(`${target} is ${kind ? `a ${kind} backup` : 'no backup of this tool'}, but the environment names ${wanted === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`}`);
    }
    if (config.databaseUrl) await restorePostgres(target, config.databaseUrl);
    else await restorePGlite(target, pgliteDir);
    return `restored ${target} into ${config.databaseUrl ? 'PostgreSQL' : pgliteDir}`;
  }
  throw new Error(`unknown command "${command}" (backup or restore)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runBackupCommand(process.argv[2] ?? '', process.argv[3], process.env).then(
    (done) => console.log(done),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
