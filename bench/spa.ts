/**
 * SPA delivery benchmark (QUALITY.md "spa"): the bytes a cold /login and a cold /interview/{id}
 * transfer in Chromium (what went over the wire, by resource type), and Lighthouse's performance and
 * accessibility scores on /login (signed out) and /jobs (signed in), Lighthouse's default mobile
 * profile with simulated throttling. A fresh build served by a real server process on loopback.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { ownServer } from '../e2e/ownServer';
import { coldTransfer, SCRIPT_BUDGET_KB, type Transfer } from '../e2e/transfer';

const PORT = Number(process.env.BENCH_SPA_PORT ?? 8097);
const DEBUG_PORT = Number(process.env.BENCH_SPA_DEBUG_PORT ?? 9337);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A folder for Lighthouse's whole reports (JSON, one per page): what shifted, what blocked the main thread. */
const REPORT_DIR = process.env.BENCH_SPA_REPORT_DIR;
const BUDGET = { scriptKB: SCRIPT_BUDGET_KB, stylesheetKB: 30, performance: 95, accessibility: 100 };

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

export interface SpaBenchResult {
  coldTransfer: { login: Transfer; interview: Transfer };
  lighthouse: { login: LighthouseFigures; jobs: LighthouseFigures };
  budget: typeof BUDGET;
  environment: { chromium: string; lighthouse: string; profile: string };
}

interface Session {
  accessToken: string;
  refreshToken: string;
}

async function call<T>(origin: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A verified account through the public API and the dev mailbox; its tokens. */
async function signedInSession(origin: string): Promise<Session> {
  const email = `bench.spa.${Date.now()}@example.com`;
  const password = 'bench password 42';
  await call(origin, 'POST', '/web-api/auth/register', { email, password, name: 'Bench Candidate', redirectUri: `${origin}/jobtalkai/login` });
  const mails = await call<Array<{ to: string; links: string[] }>>(origin, 'GET', '/dev/mailbox.json');
  const link = mails.find((m) => m.to === email)?.links.find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification mail in the outbox');
  await call(origin, 'GET', `/web-api/auth/verify-email?key=${encodeURIComponent(new URL(link).searchParams.get('key')!)}`);
  const login = await call<{ access_token: string; refresh_token: string }>(origin, 'POST', '/web-api/auth/login', { email, password });
  return { accessToken: login.access_token, refreshToken: login.refresh_token };
}

/** Puts the session where the SPA keeps a remembered one (or removes it), from a page of the origin. */
async function setSession(context: BrowserContext, app: string, session: Session | null): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${app}/config.json`);
  await page.evaluate((tokens: Session | null) => {
    localStorage.clear();
    if (!tokens) return;
    localStorage.setItem('access_token', tokens.accessToken);
    localStorage.setItem('refresh_token', tokens.refreshToken);
    localStorage.setItem('rememberMe', 'true');
  }, session);
  await page.close();
}

async function audit(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await lighthouse(url, {
        port: DEBUG_PORT,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      if (!result) throw new Error('no Lighthouse result');
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(path.join(REPORT_DIR, `${new URL(url).pathname.split('/').pop() || 'index'}.json`), JSON.stringify(result.lhr, null, 2));
      }
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
      return {
        performance: Math.round((categories.performance?.score ?? NaN) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? NaN) * 100),
        firstContentfulPaintMs: ms('first-contentful-paint'),
        largestContentfulPaintMs: ms('largest-contentful-paint'),
        totalBlockingTimeMs: ms('total-blocking-time'),
        cumulativeLayoutShift: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      };
    } catch (error) {
      // Lighthouse occasionally loses the trace's navigation start (NO_NAVSTART): one more try.
      if (attempt >= 2) throw error;
      console.error(`lighthouse ${url}: ${(error as Error).message}; trying again`);
    }
  }
}

export async function runSpaBench(): Promise<SpaBenchResult> {
  console.error('spa: building the SPA');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: ['ignore', process.stderr, 'inherit'] });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobtalk-bench-spa-'));
  const userDir = mkdtempSync(path.join(tmpdir(), 'jobtalk-bench-chromium-'));
  const own = ownServer(PORT, dataDir);
  const server = own.start();
  try {
    await own.waitUntilUp();
    const app = `${own.origin}/jobtalkai`;
    const session = await signedInSession(own.origin);
    const scenarios = await call<Array<{ id: string; isPro: boolean }>>(own.origin, 'POST', '/web-api/scenario/by-type', { type: 0 }, session.accessToken);
    const job = scenarios.find((s) => !s.isPro);
    if (!job) throw new Error('no free scenario in the catalogue');

    const args = ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--remote-debugging-port=${DEBUG_PORT}`];
    // The persistent context is the browser's default one: Lighthouse's tab shares its storage.
    const browser = await chromium.launchPersistentContext(userDir, { executablePath: CHROMIUM, headless: true, args });
    try {
      console.error('spa: cold transfers');
      const login = await coldTransfer(browser, `${app}/login`);
      await setSession(browser, app, session);
      const interview = await coldTransfer(browser, `${app}/interview/${job.id}`);
      // Lighthouse opens its own tab in this context and leaves its storage alone.
      await setSession(browser, app, null);
      console.error('spa: lighthouse /login');
      const loginAudit = await audit(`${app}/login`);
      await setSession(browser, app, session);
      console.error('spa: lighthouse /jobs');
      const jobsAudit = await audit(`${app}/jobs`);
      return {
        coldTransfer: { login, interview },
        lighthouse: { login: loginAudit, jobs: jobsAudit },
        budget: BUDGET,
        environment: {
          chromium: browser.browser()?.version() ?? 'unknown',
          lighthouse: lighthousePackage.version,
          profile: 'Lighthouse default: mobile, simulated throttling',
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await own.stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(userDir, { recursive: true, force: true });
  }
}
