import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricsConfig } from '../config';
import type { Queryable } from '../db/database';
import type { LogLevelName, LogModule } from './logLevels';
import { createMetrics, UNMATCHED_ROUTE, type EngineLoadReading, type Metrics, type ReportQueueReading } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The logger of one module of the server, at its `LOG_LEVELS` level (server/observability/logLevels.ts). */
    logFor(module: LogModule): FastifyBaseLogger;
    /** The Prometheus metrics of this app (server/observability/metrics.ts). */
    metrics: Metrics;
    /** The address of `/metrics`' own listener (`METRICS_PORT`), once listening; null without one. */
    metricsAddress(): AddressInfo | null;
  }
}

/** Routes a proxy or a scraper calls every few seconds: their request lines are logged at debug. */
const PROBE_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

export const METRICS_PATH = '/metrics';

export interface ObservabilityOptions {
  db: Queryable;
  metrics: MetricsConfig;
  logLevels: Partial<Record<LogModule, LogLevelName>>;
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return false;
  // Hashes of equal length, so neither the comparison nor its length gives the token away.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** The report job's rows waiting or being generated (every process reads the same shared table). */
async function readReportQueue(db: Queryable): Promise<ReportQueueReading> {
  const [row] = await db.query<{ queued: number; generating: number; oldest: number | null }>(
    `SELECT count(*) FILTER (WHERE status = 0)::int AS queued,
            count(*) FILTER (WHERE status = 1)::int AS generating,
            extract(epoch FROM now() - min(created_at))::float8 AS oldest
     FROM reports WHERE status IN (0, 1)`,
  );
  return { queued: row?.queued ?? 0, generating: row?.generating ?? 0, oldestSeconds: Math.max(0, row?.oldest ?? 0) };
}

/**
 * Logs and metrics of the app, registered before everything else so every route is seen: one log line
 * per request (module `http`: method, route pattern, status, ms and the request id; never the URL,
 * whose query may hold a token) and the request's metrics; the modules' loggers; `/metrics` on its own
 * listener (`METRICS_PORT`) and/or on the main port behind `METRICS_TOKEN`.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance, options: ObservabilityOptions) => {
    const loggers = new Map<LogModule, FastifyBaseLogger>();
    app.decorate('logFor', (module: LogModule) => {
      let logger = loggers.get(module);
      if (!logger) {
        const level = options.logLevels[module];
        logger = level ? app.log.child({ module }, { level }) : app.log.child({ module });
        loggers.set(module, logger);
      }
      return logger;
    });

    const served = options.metrics.port !== null || options.metrics.token !== null;
    // The sources are read at scrape time: the live plugin and the engines are registered after this one.
    const engine = (which: 'recognizer' | 'synthesizer'): EngineLoadReading | undefined => {
      if (!app.hasDecorator('speech')) return undefined;
      const engines = app.speech;
      return (engines[which] as { load?: EngineLoadReading } | null)?.load;
    };
    const metrics = createMetrics(
      {
        liveInterviews: () => (app.hasDecorator('live') ? app.live.registry.size : 0),
        speakingCandidates: () => (app.hasDecorator('live') ? app.live.registry.all().filter((session) => session.speaking).length : 0),
        engineLoad: engine,
        reportQueue: () => readReportQueue(options.db),
      },
      { processMetrics: served },
    );
    app.decorate('metrics', metrics);

    const http = app.logFor('http');
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const ms = reply.elapsedTime;
      metrics.observeRequest(request.method, route, reply.statusCode, ms / 1000);
      const line = { reqId: request.id, method: request.method, route, status: reply.statusCode, ms: Math.round(ms) };
      if (PROBE_ROUTES.has(route)) http.debug(line, 'request completed');
      else http.info(line, 'request completed');
    });

    // The turns' stages, as the live service times them (subscribed once every plugin is registered).
    let unsubscribe: (() => void) | null = null;
    app.addHook('onReady', async () => {
      if (app.hasDecorator('live')) unsubscribe = app.live.timings.subscribe((timing) => metrics.observeTurn(timing));
    });
    app.addHook('onClose', async () => unsubscribe?.());

    const { token } = options.metrics;
    if (token !== null) {
      app.get(METRICS_PATH, async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          return reply.code(401).send({ error: 'unauthorized', message: 'A valid metrics token is required.' });
        }
        return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
      });
    }

    let server: Server | null = null;
    app.decorate('metricsAddress', () => {
      const address = server?.address();
      return address && typeof address === 'object' ? address : null;
    });
    const { port, host } = options.metrics;
    if (port !== null) {
      const log = app.logFor('http');
      server = createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        if (request.method !== 'GET' || path !== METRICS_PATH) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
          return;
        }
        metrics.registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
          (err: unknown) => {
            log.error({ err }, 'metrics could not be collected');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
          },
        );
      });
      const listening = server;
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          listening.once('error', reject);
          listening.listen(port, host, () => {
            listening.off('error', reject);
            resolve();
          });
        });
        const address = app.metricsAddress();
        app.log.info({ host: address?.address, port: address?.port }, 'metrics served on their own listener');
      });
      // Closed last (onClose runs in reverse order of registration): a scraper sees the drain to the end.
      app.addHook('onClose', async () => {
        if (!listening.listening) return;
        listening.closeAllConnections();
        await new Promise<void>((resolve) => listening.close(() => resolve()));
      });
    }
  },
  { name: 'observability', fastify: '5.x' },
);
