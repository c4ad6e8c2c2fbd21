import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The one database handle the server uses, the same code over PGlite (embedded, in `DATA_DIR`) and
 * PostgreSQL (`DATABASE_URL`).
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export function fromPGlite(db: PGliteInterface, ownsInstance = true): Database {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) =>
        fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, params as unknown[]);
            return result.rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      if (ownsInstance && !db.closed) await db.close();
    },
  };
}

export async function openPGlite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
  return fromPGlite(db);
}

export function fromPool(pool: pg.Pool): Database {
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await client.query(sql, params as unknown[]);
            return result.rows as Row[];
          },
        });
        await client.query('COMMIT');
        client.release();
        return value;
      } catch (error) {
        let broken: Error | undefined;
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // The connection is unusable: it is destroyed instead of going back to the pool.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        client.release(broken);
        throw error;
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

/** Where an idle connection's failure is reported (main.ts has no logger yet when it opens the database). */
export type IdleErrorReport = (error: Error) => void;

const warnIdleError: IdleErrorReport = (error) =>
  console.warn(`database: an idle connection failed (${error.message}); the next query reconnects`);

export function openPostgres(connectionString: string, max = 10, onIdleError: IdleErrorReport = warnIdleError): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', onIdleError);
  return fromPool(pool);
}

export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPGlite(`${options.dataDir}/pglite`);
}
