import path from 'node:path';
import { AUTH_TIMEOUT_MS, INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS, RESUME_WINDOW_MS } from '../openapi/live-protocol';
import { DEFAULT_LIVE_CAPACITY } from './live/admission';
import type { InterviewerConfig } from './interviewer';
import { readLlmConfig, type LlmConfig } from './llm/config';
import { parseLogLevel, parseLogLevels, type LogLevelName, type LogModule } from './observability/logLevels';
import { readSpeechConfig, type SpeechConfig } from './speech';

/**
 * Every setting of the server, read once from the environment by `loadConfig` (main.ts passes
 * `process.env`; nothing else reads it). Nothing is required: without any variable the embedded
 * defaults of ARCHITECTURE.md are used. README.md lists each variable.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data and the server its generated files. */
  dataDir: string;
  /** PostgreSQL connection string; when empty, PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  /** The address users reach the product at (links in mails, payment return URLs). */
  publicUrl: string;
  /** Further origins accepted in redirect URIs and CORS (comma separated in the environment). */
  allowedOrigins: string[];
  /** The built SPA to serve under /jobtalkai/ (null: do not serve it). */
  staticDir: string | null;
  logLevel: LogLevelName;
  /** `LOG_LEVELS`: a module's own level (`live=debug,http=warn`), server/observability/logLevels.ts; the others log at `logLevel`. */
  logLevels: Partial<Record<LogModule, LogLevelName>>;
  /**
   * `DRAIN_DELAY_MS`: after SIGTERM, how long the process keeps serving while `/readyz` answers 503
   * (5 s), so a proxy that polls it stops sending new work before the server closes.
   */
  drainDelayMs: number;
  /** Prometheus metrics (`METRICS_*`, server/observability/metrics.ts). */
  metrics: MetricsConfig;
  /**
   * Which peers may set X-Forwarded-For (Fastify's trustProxy): `TRUST_PROXY` = true, false or a
   * comma-separated list of addresses/CIDRs (`loopback`, `10.0.0.0/8`…); default `loopback`. Trusting
   * everyone would let any client choose its address and step around the rate limits.
   */
  trustProxy: boolean | string;
  smtpUrl: string | null;
  mailFrom: string;
  /** PKCS#8 PEM of the ES256 key that signs access tokens; generated and kept in the database when empty. */
  jwtPrivateKey: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Seconds during which a just-rotated refresh token may be presented again and get the same successor. */
  refreshReuseIntervalSeconds: number;
  verificationTtlHours: number;
  resetTtlHours: number;
  rateLimit: RateLimitConfig;
  /**
   * `REQUEST_TIMEOUT_MS`: the longest a request may take to arrive whole, headers and body (60 s); one
   * that has not is answered 408 and its connection closed, so a stalled upload holds nothing.
   */
  requestTimeoutMs: number;
  google: { clientId: string; userinfoUrl: string; tokeninfoUrl: string };
  apple: { clientId: string; jwksUrl: string; issuer: string; redirectUri: string };
  /** Values written into the SPA's config.json. */
  spa: { apiBaseUrl: string; liveUrl: string; inspect: boolean };
  /** The live interview endpoint's windows (LIVE-PROTOCOL.md), in milliseconds. */
  live: LiveConfig;
  /** The report job (server/evaluation). */
  reports: ReportsConfig;
  /** Crypto payments (server/payments). */
  payments: PaymentsConfig;
  /** The OpenAI-compatible LLM endpoint (`LLM_*`, server/llm/config.ts); null without `LLM_BASE_URL`. */
  llm: LlmConfig | null;
  /** The interviewer panel's engine (server/interviewer): the LLM brain with `LLM_BASE_URL`, else the scripted one. */
  interviewer: InterviewerConfig;
  /** Speech recognition and synthesis (`STT_*`, `TTS_*`, server/speech). */
  speech: SpeechConfig;
}

/** Where `/metrics` is served: its own listener, the main port behind a token, or both; neither when nothing is set. */
export interface MetricsConfig {
  /** `METRICS_PORT`: a listener of its own for `/metrics` (unset: none; 0: a free port the system picks). */
  port: number | null;
  /** `METRICS_HOST`: the address that listener binds (127.0.0.1: only this machine's scraper reaches it). */
  host: string;
  /** `METRICS_TOKEN`: `/metrics` on the main port too, for requests that send it as `Authorization: Bearer …` (unset: not there). */
  token: string | null;
}

/** Budgets per fixed window (`RATE_LIMIT_WINDOW_SECONDS`, 15 minutes), counted in the database. */
export interface RateLimitConfig {
  /** `RATE_LIMIT_LOGIN`: failed sign-ins (password, provider, refresh) per address (10). */
  login: number;
  /** `RATE_LIMIT_MAIL`: calls that send mail per address (5). */
  mail: number;
  /** `RATE_LIMIT_ACCOUNT`: wrong passwords per account, at sign-in and password change together, from any address (10). */
  account: number;
  /** `RATE_LIMIT_UPLOADS`: document uploads per account (20). */
  uploads: number;
  /** `RATE_LIMIT_POSTINGS`: postings read into drafts per account (30). */
  postings: number;
  /** `RATE_LIMIT_SCENARIOS`: private scenarios created per account (20). */
  scenarios: number;
  /** `RATE_LIMIT_CORRECTIONS`: transcript corrections per account (60). */
  corrections: number;
  /**
   * `RATE_LIMIT_ADDRESS_FACTOR`: an address's budget for uploads, posting reads, creations and
   * corrections, as a multiple of an account's (5: several people may share one address).
   */
  addressFactor: number;
  windowMs: number;
}

export interface PaymentsConfig {
  /**
   * `PAYMENTS_PROVIDER`: `sandbox` (default) — the embedded provider served by this process under
   * `/sandbox-pay`, speaking NOWPayments' API and signing its callbacks alike; `nowpayments` — the real one.
   */
  provider: 'sandbox' | 'nowpayments';
  /** `NOWPAYMENTS_API_URL`: NOWPayments' API base (`https://api.nowpayments.io`); unused by the sandbox. */
  apiUrl: string;
  /** `NOWPAYMENTS_API_KEY`: sent as `x-api-key`; required with `nowpayments` (the sandbox keeps its own in the database). */
  apiKey: string;
  /** `NOWPAYMENTS_IPN_SECRET`: the HMAC-SHA512 key of the provider's callbacks; required with `nowpayments`. */
  ipnSecret: string;
  /**
   * `PAYMENTS_CALLBACK_URL`: where the provider posts its notifications. Unset: `$PUBLIC_URL/web-api/payments/callback`
   * (with the sandbox, which runs inside this process: this process's own listening address).
   */
  callbackUrl: string | null;
  /**
   * `NOWPAYMENTS_EMAIL` and `NOWPAYMENTS_PASSWORD`: the merchant account, signed in to list an invoice's
   * payments when its notification never arrived. Unset: such a payment waits for the provider's retry.
   */
  account: { email: string; password: string } | null;
}

export interface ReportsConfig {
  /** `REPORT_WORKER`: `off` — this process answers report requests but generates none (another process does). */
  worker: boolean;
  /** `REPORT_POLL_MS`: how often a process looks for queued reports (1 s). */
  pollMs: number;
  /** `REPORT_LEASE_MS`: a report being generated belongs to its process this long; after it, another takes it over (90 s). */
  leaseMs: number;
  /** `REPORT_MAX_ATTEMPTS`: failed or interrupted attempts before the report is marked failed (3). */
  maxAttempts: number;
  /** `REPORT_RETRY_MS`: the wait before a failed attempt is tried again (10 s). */
  retryMs: number;
  /** `REPORT_JUDGE`: `off` scores with the rubric alone even when `LLM_BASE_URL` is set. */
  judge: boolean;
  /** `LLM_JUDGE_TIMEOUT_MS`: how long the LLM judge may take (45 s). */
  judgeTimeoutMs: number;
  /** `LLM_POSTING_TIMEOUT_MS`: how long the LLM may take to read a pasted posting (20 s; past it, the extractor's reading). */
  postingTimeoutMs: number;
}

export interface LiveConfig {
  /** `LIVE_INACTIVITY_MS`: a candidate silent this long ends the interview (5 minutes). */
  inactivityMs: number;
  /** `LIVE_WARNING_MS`: `inactivity_warning` is sent this long before the end (30 s). */
  warningMs: number;
  /** `LIVE_RESUME_MS`: a dropped interview stays resumable this long (2 minutes). */
  resumeMs: number;
  /** `LIVE_AUTH_TIMEOUT_MS`: a connection without a valid start/reconnect is dropped after this (10 s). */
  authTimeoutMs: number;
  /**
   * `LIVE_CAPACITY`: live interviews this process holds at once (`DEFAULT_LIVE_CAPACITY`, measured, see
   * server/live/admission.ts); past it a new interview is refused with 1013 "panel busy" and nothing is
   * charged. 0: no new interview (resumed ones still come in).
   */
  capacity: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function str(env: Env, name: string, fallback = ''): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

function bool(env: Env, name: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes(str(env, name).toLowerCase());
}

function trustProxy(env: Env): boolean | string {
  const raw = str(env, 'TRUST_PROXY', 'loopback');
  if (['true', 'false'].includes(raw.toLowerCase())) return raw.toLowerCase() === 'true';
  return raw;
}

function requestTimeout(env: Env): number {
  const ms = int(env, 'REQUEST_TIMEOUT_MS', 60_000);
  // 0 would turn the timeout off (Node's meaning), which is what this setting exists to prevent.
  if (ms < 100) throw new Error(`REQUEST_TIMEOUT_MS must be at least 100, got "${ms}"`);
  return ms;
}

function origin(url: string, name: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${url}"`);
  }
}

function httpUrl(url: string, name: string): void {
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be an absolute http(s) URL, got "${url}"`);
}

/** The whole configuration from an environment (main.ts: `loadConfig(process.env)`); throws on unusable settings. */
export function loadConfig(env: Env): ServerConfig {
  const llm = readLlmConfig(env);
  const port = int(env, 'PORT', 8080);
  const publicUrl = str(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  origin(publicUrl, 'PUBLIC_URL');
  const allowedOrigins = str(env, 'ALLOWED_ORIGINS')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => origin(s, 'ALLOWED_ORIGINS'));
  const staticDir = str(env, 'STATIC_DIR', 'dist');
  return {
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    dataDir: path.resolve(str(env, 'DATA_DIR', './data')),
    databaseUrl: str(env, 'DATABASE_URL') || null,
    publicUrl,
    allowedOrigins,
    staticDir: staticDir === 'none' ? null : path.resolve(staticDir),
    logLevel: parseLogLevel(str(env, 'LOG_LEVEL', 'info')),
    logLevels: parseLogLevels(str(env, 'LOG_LEVELS')),
    drainDelayMs: int(env, 'DRAIN_DELAY_MS', 5000),
    metrics: metricsConfig(env, port),
    trustProxy: trustProxy(env),
    smtpUrl: str(env, 'SMTP_URL') || null,
    mailFrom: str(env, 'MAIL_FROM', 'JobTalk AI <no-reply@jobtalk.local>'),
    jwtPrivateKey: str(env, 'JWT_PRIVATE_KEY').replace(/\\n/g, '\n') || null,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlDays: int(env, 'REFRESH_TOKEN_TTL_DAYS', 30),
    refreshReuseIntervalSeconds: int(env, 'REFRESH_REUSE_INTERVAL_SECONDS', 30),
    verificationTtlHours: 24,
    resetTtlHours: 1,
    rateLimit: {
      login: int(env, 'RATE_LIMIT_LOGIN', 10),
      mail: int(env, 'RATE_LIMIT_MAIL', 5),
      account: int(env, 'RATE_LIMIT_ACCOUNT', 10),
      uploads: int(env, 'RATE_LIMIT_UPLOADS', 20),
      postings: int(env, 'RATE_LIMIT_POSTINGS', 30),
      scenarios: int(env, 'RATE_LIMIT_SCENARIOS', 20),
      corrections: int(env, 'RATE_LIMIT_CORRECTIONS', 60),
      addressFactor: int(env, 'RATE_LIMIT_ADDRESS_FACTOR', 5),
      windowMs: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000,
    },
    requestTimeoutMs: requestTimeout(env),
    google: {
      clientId: str(env, 'GOOGLE_CLIENT_ID'),
      userinfoUrl: str(env, 'GOOGLE_USERINFO_URL', 'https://openidconnect.googleapis.com/v1/userinfo'),
      tokeninfoUrl: str(env, 'GOOGLE_TOKENINFO_URL', 'https://oauth2.googleapis.com/tokeninfo'),
    },
    apple: {
      clientId: str(env, 'APPLE_CLIENT_ID'),
      jwksUrl: str(env, 'APPLE_JWKS_URL', 'https://appleid.apple.com/auth/keys'),
      issuer: str(env, 'APPLE_ISSUER', 'https://appleid.apple.com'),
      redirectUri: str(env, 'APPLE_REDIRECT_URI', `${publicUrl}/jobtalkai/login`),
    },
    spa: {
      apiBaseUrl: str(env, 'API_BASE_URL'),
      liveUrl: str(env, 'LIVE_URL'),
      inspect: bool(env, 'SPA_INSPECT'),
    },
    live: liveConfig(env),
    reports: reportsConfig(env),
    payments: paymentsConfig(env),
    llm,
    interviewer: { llm },
    speech: readSpeechConfig(env),
  };
}

function metricsConfig(env: Env, mainPort: number): MetricsConfig {
  const port = str(env, 'METRICS_PORT') ? int(env, 'METRICS_PORT', 0) : null;
  if (port !== null && port > 65535) throw new Error(`METRICS_PORT must be a port up to 65535, got "${port}"`);
  if (port !== null && port !== 0 && port === mainPort) throw new Error('METRICS_PORT must differ from PORT (set METRICS_TOKEN to serve /metrics on the main port)');
  const token = str(env, 'METRICS_TOKEN') || null;
  // A guessable token would publish the service's load to anyone who tries it.
  if (token !== null && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return { port, host: str(env, 'METRICS_HOST', '127.0.0.1'), token };
}

function paymentsConfig(env: Env): PaymentsConfig {
  const provider = str(env, 'PAYMENTS_PROVIDER', 'sandbox').toLowerCase();
  if (provider !== 'sandbox' && provider !== 'nowpayments') {
    throw new Error(`PAYMENTS_PROVIDER must be sandbox or nowpayments, got "${provider}"`);
  }
  const apiUrl = str(env, 'NOWPAYMENTS_API_URL', 'https://api.nowpayments.io').replace(/\/+$/, '');
  httpUrl(apiUrl, 'NOWPAYMENTS_API_URL');
  const callbackUrl = str(env, 'PAYMENTS_CALLBACK_URL') || null;
  if (callbackUrl) httpUrl(callbackUrl, 'PAYMENTS_CALLBACK_URL');
  const config: PaymentsConfig = {
    provider,
    apiUrl,
    apiKey: str(env, 'NOWPAYMENTS_API_KEY'),
    ipnSecret: str(env, 'NOWPAYMENTS_IPN_SECRET'),
    callbackUrl,
    account: null,
  };
  const email = str(env, 'NOWPAYMENTS_EMAIL');
  const password = str(env, 'NOWPAYMENTS_PASSWORD');
  if (Boolean(email) !== Boolean(password)) throw new Error('NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD are set together (the merchant account) or not at all');
  if (email) config.account = { email, password };
  if (provider === 'nowpayments') {
    const missing = ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET'].filter((name) => !str(env, name));
    if (missing.length) {
      throw new Error(`PAYMENTS_PROVIDER=nowpayments needs ${missing.join(' and ')} (from the NOWPayments dashboard)`);
    }
  }
  return config;
}

function reportsConfig(env: Env): ReportsConfig {
  const judge = str(env, 'REPORT_JUDGE', 'llm').toLowerCase();
  if (judge !== 'llm' && judge !== 'off') throw new Error(`REPORT_JUDGE must be llm or off, got "${judge}"`);
  const worker = str(env, 'REPORT_WORKER', 'on').toLowerCase();
  if (worker !== 'on' && worker !== 'off') throw new Error(`REPORT_WORKER must be on or off, got "${worker}"`);
  const config: ReportsConfig = {
    worker: worker === 'on',
    pollMs: int(env, 'REPORT_POLL_MS', 1000),
    leaseMs: int(env, 'REPORT_LEASE_MS', 90_000),
    maxAttempts: int(env, 'REPORT_MAX_ATTEMPTS', 3),
    retryMs: int(env, 'REPORT_RETRY_MS', 10_000),
    judge: judge === 'llm',
    judgeTimeoutMs: int(env, 'LLM_JUDGE_TIMEOUT_MS', 45_000),
    postingTimeoutMs: int(env, 'LLM_POSTING_TIMEOUT_MS', 20_000),
  };
  if (config.pollMs < 50 || config.maxAttempts < 1) throw new Error('REPORT_POLL_MS must be at least 50 and REPORT_MAX_ATTEMPTS at least 1');
  if (config.judgeTimeoutMs >= config.leaseMs) throw new Error('LLM_JUDGE_TIMEOUT_MS must be shorter than REPORT_LEASE_MS');
  return config;
}

function liveConfig(env: Env): LiveConfig {
  const inactivityMs = int(env, 'LIVE_INACTIVITY_MS', INACTIVITY_TIMEOUT_MS);
  const warningMs = int(env, 'LIVE_WARNING_MS', INACTIVITY_WARNING_MS);
  if (inactivityMs < 1 || warningMs >= inactivityMs) {
    throw new Error('LIVE_INACTIVITY_MS must be positive and larger than LIVE_WARNING_MS');
  }
  return {
    inactivityMs,
    warningMs,
    resumeMs: int(env, 'LIVE_RESUME_MS', RESUME_WINDOW_MS),
    authTimeoutMs: int(env, 'LIVE_AUTH_TIMEOUT_MS', AUTH_TIMEOUT_MS),
    capacity: int(env, 'LIVE_CAPACITY', DEFAULT_LIVE_CAPACITY),
  };
}

/** Origins a redirect URI sent by a client may point at. */
export function trustedOrigins(config: ServerConfig): string[] {
  return [new URL(config.publicUrl).origin, ...config.allowedOrigins];
}
