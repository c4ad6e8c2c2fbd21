import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { constants as zlib } from 'node:zlib';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { bodySafetyPlugin } from './http/bodySafety';
import { answerFrameworkError, installErrorHandler } from './http/errors';
import { contractPlugin } from './http/contract';
import { rateLimitsPlugin, type RateLimitGroup } from './http/rateLimits';
import { spaPlugin } from './http/spa';
import { createHandlers } from './http/handlers';
import { createServices, type Services, type ServiceOverrides } from './services';
import { devMailboxPlugin } from './mail/devMailbox';
import { paymentsPlugin } from './payments/plugin';
import { createInterviewerFactory } from './interviewer';
import type { InterviewerFactory } from './interviewer/types';
import { registerLiveEndpoint } from './live/endpoint';
import { LiveService } from './live/service';
import type { SpeechEngines } from './speech';
import { createThreadEvaluator, type Evaluator } from './evaluation/evaluator';
import { createLlmJudge, type Judge } from './evaluation/judge';
import { createReportWorker, type ReportWorker } from './evaluation/worker';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    services: Services;
    live: LiveService;
    /** The report job of this process (null with `REPORT_WORKER=off`). */
    reportWorker: ReportWorker | null;
  }
  interface FastifyContextConfig {
    /** Which rate limit of the configuration applies (set in the contract with `x-fastify-config`). */
    rateLimitGroup?: RateLimitGroup;
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  /** Replacements for external adapters (tests point them at local servers). */
  overrides?: ServiceOverrides;
  /** false: no logs; a stream: JSON log lines written there at LOG_LEVEL (tests read them); default stdout. */
  logger?: boolean | { write(line: string): void };
  /**
   * Speech engines for the live interview, started once by the caller (main.ts) and closed by it.
   * Absent: no recognizer and no synthesizer (typed answers, text-only replies).
   */
  speech?: Pick<SpeechEngines, 'recognizer' | 'synthesizer'> | null;
  /** The interviewer panel's engine; default: from the environment (the scripted brain). */
  interviewers?: InterviewerFactory;
  /** Scores reports; default: the rubric in a worker thread. */
  evaluator?: Evaluator;
  /** The LLM judge of reports; default: from `LLM_*` unless `REPORT_JUDGE=off`; null: none. */
  judge?: Judge | null;
}

function judgeFromEnvironment(config: ServerConfig): Judge | null {
  const llm = config.reports.judge ? config.llm : null;
  return llm ? createLlmJudge({ ...llm, timeoutMs: config.reports.judgeTimeoutMs }) : null;
}

/** The Content-Security-Policy: no inline script; third-party sign-in hosts only when configured. */
function contentSecurityPolicy(config: ServerConfig) {
  const scriptSrc = ["'self'"];
  const connectSrc = ["'self'", 'ws:', 'wss:'];
  const frameSrc: string[] = [];
  if (config.google.clientId) {
    scriptSrc.push('https://accounts.google.com');
    frameSrc.push('https://accounts.google.com');
    connectSrc.push('https://accounts.google.com');
  }
  if (config.apple.clientId) {
    scriptSrc.push('https://appleid.cdn-apple.com');
    frameSrc.push('https://appleid.apple.com');
  }
  for (const url of [config.spa.apiBaseUrl, config.spa.liveUrl]) {
    if (url) connectSrc.push(new URL(url).origin.replace(/^http/, url.startsWith('ws') ? 'ws' : 'http'));
  }
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc,
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      connectSrc,
      workerSrc: ["'self'", 'blob:'],
      frameSrc: frameSrc.length ? frameSrc : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : typeof options.logger === 'object'
          ? { level: config.logLevel, stream: options.logger }
          : { level: config.logLevel },
    // One line per request at info would drown everything else (6,000 lines in 17 minutes of use):
    // requests are logged at debug below, errors and warnings as they happen.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    ajv: {
      // The contract decides: unknown fields are refused, never silently stripped (STACK.md).
      customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false },
    },
    // The router's own refusals (an undecodable address) in the one answer shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  installErrorHandler(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
  // Bodies are JSON (the payment sandbox adds its form parser where it needs one): a text/plain body
  // would reach the handlers as a string. Without a parser Fastify answers 415.
  app.removeContentTypeParser('text/plain');
  await app.register(bodySafetyPlugin);

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });

  // API answers (the jobs catalogue is ~100 KB of JSON) go compressed to clients that accept it; a
  // low Brotli quality keeps it cheap per request. The SPA's files come precompressed from the build
  // (an already encoded answer is left alone).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  const services = await createServices({ config, db, log: app.log, overrides: options.overrides });
  app.decorate('services', services);
  app.addHook('onClose', async () => services.close());

  // Before the contract's routes, which name their group (x-fastify-config: { rateLimitGroup }).
  await app.register(rateLimitsPlugin, {
    db,
    now: services.now,
    windowMs: config.rateLimit.windowMs,
    perAddress: {
      signin: config.rateLimit.login,
      provider: config.rateLimit.login,
      refresh: config.rateLimit.login,
      mail: config.rateLimit.mail,
    },
    perAccount: config.rateLimit.account,
  });

  // Before the contract's routes: the payment callback's signature check, and the sandbox provider's routes.
  await app.register(paymentsPlugin, { config, db, payments: services.payments, fetch: options.overrides?.fetch });
  await app.register(contractPlugin, {
    handlers: createHandlers(services),
    authenticate: (token) => services.accounts.authenticate(token),
  });
  if (services.mailer.outbox) await app.register(devMailboxPlugin, { outbox: services.mailer.outbox });

  const live = new LiveService({
    db,
    log: app.log,
    config: config.live,
    now: services.now,
    recognizer: options.speech?.recognizer ?? null,
    synthesizer: options.speech?.synthesizer ?? null,
    interviewers: options.interviewers ?? createInterviewerFactory(config.interviewer, app.log),
  });
  app.decorate('live', live);
  await registerLiveEndpoint(app, {
    live,
    authenticate: (token) => services.accounts.authenticate(token),
    authTimeoutMs: config.live.authTimeoutMs,
    log: app.log,
  });

  const evaluator = config.reports.worker ? (options.evaluator ?? createThreadEvaluator()) : null;
  const reportWorker = evaluator
    ? createReportWorker({
        db,
        log: app.log,
        now: services.now,
        config: config.reports,
        evaluator,
        judge: options.judge === undefined ? judgeFromEnvironment(config) : options.judge,
        workerId: live.owner,
      })
    : null;
  app.decorate('reportWorker', reportWorker);
  if (reportWorker && evaluator) {
    app.addHook('onReady', async () => reportWorker.start());
    // Registered after the services' hook, so it runs before it: the report under way is stored first.
    app.addHook('onClose', async () => {
      await reportWorker.stop();
      // A caller's evaluator is closed by the caller.
      if (!options.evaluator) await evaluator.close();
    });
  }

  await app.register(spaPlugin, { staticDir: config.staticDir });
  return app;
}
