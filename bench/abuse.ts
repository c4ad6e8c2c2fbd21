/**
 * `npm run bench -- abuse` (issue 37): hostile uploads against a real server in this process
 * (buildApp, listening on 127.0.0.1, PGlite). For each file of tests/server/postings/support/hostileFiles.ts
 * (bombs that unpack to 1 GiB): the answer's status and code, its time, the server's peak memory (the
 * process's RSS sampled every 20 ms during the request, and its growth over the RSS just before), and
 * the time another account's posting took when sent 50 ms into the upload, and an ordinary upload of
 * that account after it. Targets: refused in ≤ 10 s, growth ≤ 300 MB, the other posting ≤ 2 s.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { seedCatalog } from '../server/catalog/repository';
import { scenarios } from '../server/catalog/scenarios';
import { loadConfig } from '../server/config';
import { fromPGlite } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { loadPostings } from '../tests/server/postings/support/corpus';
import { hostileFiles, ordinaryDocx } from '../tests/server/postings/support/hostileFiles';

const MB = 1024 * 1024;
const log = (line: string) => console.error(line);

export interface AbuseFigure {
  file: string;
  bytes: number;
  status: number;
  code: string | null;
  ms: number;
  /** The process's RSS before the upload and at its highest during it, in MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  /** Another account's posting read (POST /web-api/private-scenarios/drafts), sent 50 ms into the upload. */
  otherPosting: { status: number; ms: number };
  /** Then that account's ordinary .docx upload. */
  otherUpload: { status: number; ms: number };
  withinTargets: boolean;
}

export interface AbuseBenchResult {
  targets: { refusedWithinMs: number; rssGrowthMb: number; otherPostingMs: number };
  files: AbuseFigure[];
  allWithinTargets: boolean;
}

async function signedInToken(app: FastifyInstance): Promise<string> {
  const email = `abuse.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench password 42';
  const registered = await app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    payload: { email, password, name: 'Bench Candidate', redirectUri: 'http://localhost:8080/jobtalkai/login' },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  await app.services.background.drain();
  const mails = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as { to: string; links: string[] }[];
  const link = mails.find((m) => m.to === email)?.links.find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification mail');
  await app.inject({ method: 'GET', url: `/web-api/auth/verify-email?key=${encodeURIComponent(new URL(link).searchParams.get('key')!)}` });
  const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return (login.json() as { access_token: string }).access_token;
}

/** A request over the socket, timed, with its status and its error code. */
async function post(url: string, token: string, body: unknown): Promise<{ status: number; code: string | null; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { error?: string };
  return { status: response.status, code: answer.error ?? null, ms: Math.round(performance.now() - started) };
}

export async function runAbuseBench(): Promise<AbuseBenchResult> {
  const targets = { refusedWithinMs: 10_000, rssGrowthMb: 300, otherPostingMs: 2_000 };
  const [posting] = loadPostings('dev').map((p) => p.text);
  const files = hostileFiles();
  log(`abuse bench: building ${files.length} hostile files (the bombs unpack to 1 GiB)…`);
  const built = [];
  for (const file of files) built.push({ ...file, bytes: await file.build() });
  const ordinary = (await ordinaryDocx()).toString('base64');

  const db = fromPGlite(await PGlite.create());
  let app: FastifyInstance | null = null;
  try {
    await migrate(db);
    await seedCatalog(db, scenarios);
    const config = loadConfig({
      STATIC_DIR: 'none',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:8080',
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_MAIL: '100000',
      RATE_LIMIT_ACCOUNT: '100000',
      RATE_LIMIT_UPLOADS: '100000',
      RATE_LIMIT_POSTINGS: '100000',
      RATE_LIMIT_SCENARIOS: '100000',
      RATE_LIMIT_CORRECTIONS: '100000',
      REPORT_WORKER: 'off',
    });
    app = await buildApp({ config, db, logger: false });
    // As server/main.ts: the reader's threads are up before the first request.
    const [base] = await Promise.all([app.listen({ port: 0, host: '127.0.0.1' }), app.postingReader.start()]);
    const uploads = `${base}/web-api/private-scenarios/documents`;
    const drafts = `${base}/web-api/private-scenarios/drafts`;
    const attacker = await signedInToken(app);
    const other = await signedInToken(app);
    // One of each before measuring: the first posting and file are not what is measured.
    await post(drafts, other, { postingText: posting });
    await post(uploads, other, { data: ordinary });

    const figures: AbuseFigure[] = [];
    for (const file of built) {
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
      const attack = post(uploads, attacker, { data: file.bytes.toString('base64') });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const otherPosting = await post(drafts, other, { postingText: posting });
      const otherUpload = await post(uploads, other, { data: ordinary });
      const refused = await attack;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      const figure: AbuseFigure = {
        file: file.name,
        bytes: file.bytes.length,
        status: refused.status,
        code: refused.code,
        ms: refused.ms,
        rssBeforeMb: Math.round(before / MB),
        rssPeakMb: Math.round(peak / MB),
        rssGrowthMb: Math.round((peak - before) / MB),
        otherPosting: { status: otherPosting.status, ms: otherPosting.ms },
        otherUpload: { status: otherUpload.status, ms: otherUpload.ms },
        withinTargets:
          refused.status >= 400 &&
          refused.status < 500 &&
          file.codes.includes(refused.code ?? '') &&
          refused.ms <= targets.refusedWithinMs &&
          (peak - before) / MB <= targets.rssGrowthMb &&
          otherPosting.status === 200 &&
          otherPosting.ms <= targets.otherPostingMs,
      };
      log(
        `${figure.file}: ${figure.status} ${figure.code} in ${figure.ms} ms; RSS ${figure.rssBeforeMb} → ${figure.rssPeakMb} MB ` +
          `(+${figure.rssGrowthMb}); other account's posting ${otherPosting.status} in ${otherPosting.ms} ms, upload ${otherUpload.status} in ${otherUpload.ms} ms`,
      );
      figures.push(figure);
    }
    return { targets, files: figures, allWithinTargets: figures.every((f) => f.withinTargets) };
  } finally {
    await app?.close();
    await db.close();
  }
}
