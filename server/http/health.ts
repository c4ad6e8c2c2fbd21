import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { listMigrations } from '../db/migrate';
import type { Lifecycle } from '../lifecycle';
import { respond, type OperationHandlers, type ResponseBody } from './types';

/** The operations of this module (the contract's `health` tag). */
export type HealthOperationId = 'getHealth' | 'getReadiness';

type Readiness = ResponseBody<'getReadiness', 200>;
export type ReadinessChecks = Readiness['checks'];

/** How long the database may take to answer the readiness query before it counts as unreachable. */
export const READINESS_QUERY_TIMEOUT_MS = 2000;

/**
 * What the process was started with for speech: the engines, and why one it was configured with is
 * missing (main.ts passes `createSpeechEngines`' reasons; an app built without engines has none).
 */
export interface SpeechReadiness {
  recognizer: unknown;
  synthesizer: unknown;
  recognizerReason?: string | null;
  synthesizerReason?: string | null;
}

export interface HealthDeps {
  db: Queryable;
  lifecycle: Lifecycle;
  speech: SpeechReadiness;
  log: FastifyBaseLogger;
  /** The newest migration of this build (default: the last numbered file of server/db/migrations). */
  latestMigration?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `ok` with both engines; `none` when the process was started without any and nothing failed (typed
 * answers and text replies by design: the tests, a server without speech); `unavailable` when an
 * engine it was configured with could not start — its peers hear candidates and it would not.
 */
export function speechCheck(speech: SpeechReadiness): ReadinessChecks['speech'] {
  if (speech.recognizer && speech.synthesizer) return 'ok';
  if ((!speech.recognizer && speech.recognizerReason) || (!speech.synthesizer && speech.synthesizerReason)) return 'unavailable';
  return speech.recognizer || speech.synthesizer ? 'ok' : 'none';
}

/** Runs the readiness checks; `ready` only when every one passes and the process is not draining. */
export async function checkReadiness(deps: HealthDeps & { latestMigration: number }): Promise<Readiness> {
  const latest = deps.latestMigration;
  let database: ReadinessChecks['database'] = 'ok';
  let migrations: ReadinessChecks['migrations'] = 'unknown';
  try {
    // One query answers both: the database is there, and how far its schema is.
    const [row] = await withTimeout(
      deps.db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations'),
      READINESS_QUERY_TIMEOUT_MS,
    );
    migrations = (row?.version ?? 0) >= latest ? 'ok' : 'behind';
  } catch (err) {
    database = 'unreachable';
    deps.log.debug({ err }, 'readiness: the database did not answer');
  }
  const checks: ReadinessChecks = { database, migrations, speech: speechCheck(deps.speech), draining: deps.lifecycle.draining };
  const passing = database === 'ok' && migrations === 'ok' && checks.speech !== 'unavailable';
  return { status: checks.draining ? 'draining' : passing ? 'ready' : 'not_ready', checks };
}

/**
 * `/healthz` (the process answers) and `/readyz` (it should be sent new work). Readiness changes are
 * logged once each, at warn when the process stops being ready, so the log says why a proxy took it
 * out without a line per probe.
 */
export function healthHandlers(deps: HealthDeps): Pick<OperationHandlers, HealthOperationId> {
  let lastStatus: Readiness['status'] | null = null;
  // The files are read once: what this build expects does not change while it runs.
  const latestMigration = deps.latestMigration ?? Math.max(0, ...listMigrations().map((migration) => migration.version));
  return {
    async getHealth(_request, reply) {
      return respond(reply, 'getHealth', 200, { status: 'ok' });
    },
    async getReadiness(_request, reply) {
      const readiness = await checkReadiness({ ...deps, latestMigration });
      if (readiness.status !== lastStatus) {
        if (readiness.status === 'ready') deps.log.info({ checks: readiness.checks }, 'ready');
        else deps.log.warn({ checks: readiness.checks }, readiness.status === 'draining' ? 'not ready: draining' : 'not ready');
        lastStatus = readiness.status;
      }
      // A probe's answer must never come from a cache between the proxy and the process.
      reply.header('cache-control', 'no-store');
      return readiness.status === 'ready' ? respond(reply, 'getReadiness', 200, readiness) : respond(reply, 'getReadiness', 503, readiness);
    },
  };
}
