import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import Fastify, { LogController, type ConnectionError, type FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { constants as zlib } from 'node:zlib';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { Evaluator } from './evaluation/evaluator';
import type { Judge } from './evaluation/judge';
import { bodySafetyPlugin } from './http/bodySafety';
import { contractPlugin } from './http/contract';
import { answerFrameworkError, installErrorHandler } from './http/errors';
import { createHandlers } from './http/handlers';
import { healthHandlers } from './http/health';
import { paymentCallbackPlugin } from './http/paymentCallback';
import { rateLimitsPlugin, type GroupLimits, type RateLimitGroup } from './http/rateLimits';
import { spaPlugin } from './http/spa';
import type { InterviewerFactory } from './interviewer/types';
import { devMailboxPlugin } from './mail/devMailbox';
import { paymentsPlugin } from './payments/plugin';
import { accountsPlugin } from './plugins/app/accounts';
import { livePlugin } from './plugins/app/live';
import { privateScenariosPlugin } from './plugins/app/privateScenarios';
import { reportsPlugin } from './plugins/app/reports';
import { reportWorkerPlugin } from './plugins/app/reportWorker';
import { databasePlugin } from './plugins/external/database';
import { llmPlugin } from './plugins/external/llm';
import { mailerPlugin } from './plugins/external/mailer';
import { speechPlugin } from './plugins/external/speech';
import type { Services, ServiceOverrides } from './services';
import type { SpeechEngines } from './speech';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { observabilityPlugin } from './observability/plugin';
import { LOG_REDACTIONS } from './observability/redaction';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The clock every expiry and allowance period is measured with. */
    now: () => Date;
    /** The app layer's services, as the HTTP handlers call them. */
    services: Services;
    /** Whether the process is draining before it stops (server/lifecycle.ts). */
    lifecycle: Lifecycle;
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
   * Speech engines for the live interview, started once by the caller (main.ts).
   * Absent: no recognizer and no synthesizer (typed answers, text-only replies).
   */
  speech?:
    | (Pick<SpeechEngines, 'recognizer' | 'synthesizer'> &
        Partial<Pick<SpeechEngines, 'close' | 'recognizerReason' | 'synthesizerReason'>>)
    | null;
  /** The interviewer panel's engine; default: from the configuration (the scripted brain without `LLM_BASE_URL`). */
  interviewers?: InterviewerFactory;
  /** Scores reports; default: the rubric in a worker thread. */
  evaluator?: Evaluator;
  /** The LLM judge of reports; default: from `LLM_*` unless `REPORT_JUDGE=off`; null: none. */
  judge?: Judge | null;
  /**
   * true (main.ts): the app owns the database and the speech engines it was given and closes them
   * when it closes, after everything that uses them. Default false: the caller closes them (tests).
   */
  closeResources?: boolean;
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

/** Each rate-limit group's budgets (README: RATE_LIMIT_*). */
function rateLimitsOf({ rateLimit }: ServerConfig): Record<RateLimitGroup, GroupLimits> {
  const perUser = (perAccount: number): GroupLimits => ({ perAccount, perAddress: perAccount * rateLimit.addressFactor });
  return {
    signin: { perAddress: rateLimit.login, perAccount: rateLimit.account },
    provider: { perAddress: rateLimit.login, perAccount: null },
    refresh: { perAddress: rateLimit.login, perAccount: null },
    mail: { perAddress: rateLimit.mail, perAccount: null },
    upload: perUser(rateLimit.uploads),
    posting: perUser(rateLimit.postings),
    scenario: perUser(rateLimit.scenarios),
    correction: perUser(rateLimit.corrections),
  };
}

/**
 * Request bodies are checked against the contract's types as they are: `{"text": 12}` is not a text.
 * The query string and path parameters arrive as text, so there a number, a boolean or a one-item list
 * the contract asks for is read from it.
 */
function contractValidators(): { buildValidator: BuildCompilerFromPool } {
  // The pool's typings describe a compile(schema); Fastify calls what it returns with the route's part.
  type CompileRoutePart = (route: { schema: unknown; httpPart?: string }) => unknown;
  type PoolOptions = { customOptions?: Record<string, unknown>; plugins?: unknown[] };
  const pool = AjvCompiler() as unknown as (externalSchemas: unknown, options: PoolOptions) => CompileRoutePart;
  // The contract decides: unknown fields are refused, never silently stripped (STACK.md).
  const common = { removeAdditional: false, useDefaults: true, allErrors: false };
  const buildValidator = (externalSchemas: unknown, options: PoolOptions = {}): CompileRoutePart => {
    const strict = pool(externalSchemas, { ...options, customOptions: { ...common, coerceTypes: false } });
    const fromText = pool(externalSchemas, { ...options, customOptions: { ...common, coerceTypes: 'array' } });
    return (route) => (route.httpPart === 'body' ? strict(route) : fromText(route));
  };
  return { buildValidator: buildValidator as unknown as BuildCompilerFromPool };
}

/**
 * A request's id: the proxy's `X-Request-Id` when it sends a plausible one (nginx's `$request_id`), so
 * one id follows the request through the proxy's log and this one; otherwise a new one.
 */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** How often the server looks for requests past their timeout (Node checks every 30 s by default). */
function timeoutCheckInterval(requestTimeoutMs: number): number {
  return Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4)));
}

/**
 * Errors met on a connection before any route (Fastify's clientError): a request that did not arrive
 * within REQUEST_TIMEOUT_MS is answered 408 in the one answer shape and its connection closed.
 */
function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['408 Request Timeout', { error: 'request_timeout', message: 'The request took too long to arrive.' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', { error: 'headers_too_large', message: 'The request headers are too large.' }]
        : ['400 Bad Request', { error: 'bad_request', message: 'The request could not be read.' }];
  this.log.debug({ err: error }, 'client error');
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : typeof options.logger === 'object'
          ? { level: config.logLevel, stream: options.logger, redact: LOG_REDACTIONS }
          : { level: config.logLevel, redact: LOG_REDACTIONS },
    // Fastify's own two lines per request are replaced by one JSON line (server/observability/plugin.ts:
    // route pattern, status, ms, request id; module `http`, whose level LOG_LEVELS sets).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    schemaController: { compilersFactory: contractValidators() },
    // A stalled request (an upload that stops sending) is answered 408 instead of holding its connection.
    requestTimeout: config.requestTimeoutMs,
    // Node checks a body's timeout only when the headers' own is not longer (it is 60 s unless given at creation).
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: timeoutCheckInterval(config.requestTimeoutMs),
    },
    clientErrorHandler: answerClientError,
    // Ids longer than the contract's own limits (100, 128) reach its validation and get its 400; the
    // router refuses only the absurd (also 400, see answerFrameworkError).
    routerOptions: { maxParamLength: 2048 },
    // The router's own refusals (an undecodable address) in the one answer shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('config', config);
  app.decorate('now', options.overrides?.now ?? (() => new Date()));
  app.decorate('lifecycle', createLifecycle());
  installErrorHandler(app);
  // Logs, metrics and the modules' loggers first: every route after it is seen.
  await app.register(observabilityPlugin, { db, metrics: config.metrics, logLevels: config.logLevels });
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

  // External layer: what the app talks to. Registered first, so closed last (onClose runs in
  // reverse order of registration), after everything that depends on them.
  const owns = options.closeResources ?? false;
  await app.register(databasePlugin, { db, close: owns });
  await app.register(mailerPlugin, { mailer: options.overrides?.mailer });
  await app.register(speechPlugin, { engines: options.speech, close: owns });
  await app.register(llmPlugin, { interviewers: options.interviewers, judge: options.judge });

  // App layer: the services, each over the external plugins it declares as dependencies.
  await app.register(accountsPlugin, { fetch: options.overrides?.fetch, appleKeySet: options.overrides?.appleKeySet });
  await app.register(reportsPlugin);
  await app.register(privateScenariosPlugin, { reader: options.overrides?.postingReader });
  await app.register(paymentsPlugin, { fetch: options.overrides?.fetch });
  const services: Services = {
    config,
    now: app.now,
    accounts: app.accounts,
    conversations: app.conversations,
    reports: app.reports,
    scenarios: app.scenarios,
    privateScenarios: app.privateScenarios,
    payments: app.payments,
    mailer: app.mailer,
    background: app.background,
    // The live plugin is registered after the HTTP routes (its endpoint is a route of its own).
    interviews: { endForUser: (userId) => app.live.endForUser(userId) },
  };
  app.decorate('services', services);

  // HTTP: the contract's routes, their rate limits (before the routes, which name their group:
  // x-fastify-config: { rateLimitGroup }) and the payment callback's signature check.
  await app.register(rateLimitsPlugin, {
    db,
    now: app.now,
    windowMs: config.rateLimit.windowMs,
    limits: rateLimitsOf(config),
    onRefused: (group) => app.metrics.rateLimitRefused(group),
  });
  await app.register(paymentCallbackPlugin, { ipnSecret: app.payments.ipnSecret });
  await app.register(contractPlugin, {
    handlers: {
      ...createHandlers(services),
      ...healthHandlers({ db, lifecycle: app.lifecycle, speech: options.speech ?? { recognizer: null, synthesizer: null }, log: app.log }),
    },
    authenticate: (token) => app.accounts.authenticate(token),
  });
  if (app.mailer.outbox) await app.register(devMailboxPlugin, { outbox: app.mailer.outbox });

  // App layer, live: the interviews and their endpoint, then the report job (which stops first).
  await app.register(livePlugin);
  await app.register(reportWorkerPlugin, { evaluator: options.evaluator });

  await app.register(spaPlugin, { staticDir: config.staticDir });
  return app;
}
