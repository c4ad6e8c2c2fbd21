/**
 * The deployment of deploy/README.md, run on loopback (issue 41, item 3): PostgreSQL, two server
 * processes sharing it, and Debian's nginx with deploy/nginx.conf in front. Through nginx: the SPA's
 * files come precompressed from the disk, the client's address reaches the server, a whole spoken
 * interview runs (Chromium's fake microphone, the server's own recognizer and voices), the process
 * holding it is killed with SIGKILL mid-interview and the interview goes on on the other one with
 * every message kept; a process sent SIGTERM answers /readyz with 503 while it drains, then exits.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test, type Page, type WebSocket as PageSocket } from '@playwright/test';
import WebSocket from 'ws';
import {
  LIVE_PATH,
  LIVE_SCRIPT,
  parseServerMessage,
  SCENARIO_TYPE_JOBTALK,
  type ErrorMessage,
  type RoleMessage,
  type ServerMessage,
} from '../openapi/live-protocol';
import {
  deploymentMissing,
  startNginx,
  startPostgres,
  startServer,
  stopServer,
  waitUntilReady,
  type Nginx,
  type Postgres,
  type ServerProcess,
} from './deployment';
import { chromium, connection, conversation, fakeMicArgs, freeScenario, interviewerBubbles, startInterviewFromJobs } from './interview.support';
import { speechFile } from './speech.setup';
import { accessTokenOf, DESKTOP_ONLY, signIn, verifiedUser } from './support';

/** Ports of this spec alone (7100–7199): two processes, PostgreSQL, nginx. */
const BASE = Number(process.env.E2E_DEPLOY_PORT_BASE ?? 7100);
const SERVER_PORTS = [BASE + 1, BASE + 2];
const PG_PORT = BASE + 50;
const NGINX_PORT = BASE + 80;
const ROOT = path.resolve('.tmp/deploy-e2e');
const STATIC_DIR = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
const PROXY = `http://127.0.0.1:${NGINX_PORT}`;
/** Shorter than the default 5 s: the spec waits through it. */
const DRAIN_DELAY_MS = 3000;
/** The target of issue 41: an interview resumed on the other process within 2 s. */
const RESUME_BUDGET_MS = 2000;

let postgres: Postgres | null = null;
let nginx: Nginx | null = null;
const servers: ServerProcess[] = [];

function launch(port: number): ServerProcess {
  const server = startServer({
    port,
    databaseUrl: postgres!.url,
    publicUrl: PROXY,
    staticDir: STATIC_DIR,
    dataDir: path.join(ROOT, `server-${port}`),
    env: { DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) },
  });
  servers.push(server);
  return server;
}

const running = () => servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);

test.use({
  baseURL: `${PROXY}/jobtalkai/`,
  launchOptions: { executablePath: chromium, args: fakeMicArgs(speechFile('answer')) },
});

// The layout does not depend on the width: desktop only, one browser.
test.describe('deployment: nginx in front of two processes on one PostgreSQL', { tag: DESKTOP_ONLY }, () => {
  // One retry of the group, as e2e/session.spec.ts has for its known flake: in one of five full runs
  // (2026-11-28, ad47c7a) the first spoken answer through nginx showed no running transcript within
  // 20 s (see speakAnswer); the same spec passed when run again in the same clone.
  test.describe.configure({ mode: 'serial', retries: 1 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const missing = deploymentMissing();
    if (missing) throw new Error(missing);
    postgres = await startPostgres(path.join(ROOT, 'postgres'), PG_PORT);
    // Both at once, as systemd starts them; they migrate under the migrations' lock.
    const started = SERVER_PORTS.map(launch);
    await Promise.all(started.map((s) => waitUntilReady(s)));
    nginx = await startNginx(path.join(ROOT, 'nginx'), NGINX_PORT, STATIC_DIR, SERVER_PORTS);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await postgres?.stop();
    rmSync(ROOT, { recursive: true, force: true });
  });

  test('nginx serves the build precompressed from the disk, proxies the rest and passes the client address', async ({ request }) => {
    const index = await request.get('');
    expect(index.status()).toBe(200);
    // index.html comes from a process: the server's security headers are on it.
    expect(index.headers()['content-security-policy']).toBeTruthy();
    const script = /\/jobtalkai\/assets\/[\w.-]+\.js/.exec(await index.text())?.[0];
    expect(script).toBeDefined();
    const file = path.join(STATIC_DIR, script!.replace('/jobtalkai/', ''));
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const asset = await fetch(`${PROXY}${script}`, { headers: { 'accept-encoding': encoding } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // fetch decodes the body: it is the file the build wrote, and the compressed copy was sent.
      expect(await asset.text()).toBe(readFileSync(file, 'utf8'));
      expect(Number(asset.headers.get('content-length'))).toBe(readFileSync(file + suffix).length);
    }
    // nginx read those from the disk (no upstream in its log); the index went to a process.
    const log = nginx!.accessLog();
    expect(log.filter((line) => line.startsWith(`${script} 200 `))).toEqual([`${script} 200 -`, `${script} 200 -`]);
    expect(log.find((line) => line.startsWith('/jobtalkai/ 200 '))).toMatch(/ 127\.0\.0\.1:71\d\d$/);

    expect((await request.get('/healthz')).status()).toBe(200);
    expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await request.get('/metrics')).status()).toBe(404);

    // A failed sign-in from 127.0.0.5 claiming another address: the server counts it against the real one.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password 1' });
      const call = httpRequest(
        `${PROXY}/web-api/auth/login`,
        {
          method: 'POST',
          localAddress: '127.0.0.5',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      call.on('error', reject);
      call.end(body);
    });
    expect(status).toBe(401);
    const keys = async (group: string) =>
      (await postgres!.query<{ key: string }>('SELECT key FROM rate_limits WHERE key LIKE $1', [`${group}:ip:%`])).map((r) => r.key);
    expect(await keys('signin')).toEqual(['signin:ip:127.0.0.5']);

    // The same on the live socket (its own location in the site): a transcript correction counts against 127.0.0.5.
    const email = await verifiedUser(request, 'forwarded', 'Ada Lovelace', `${PROXY}/jobtalkai/`);
    const token = await accessTokenOf(request, email);
    const scenario = await freeScenario(request, token);
    await correctOverSocketFrom('127.0.0.5', token, scenario.id);
    expect(await keys('correction')).toEqual(['correction:ip:127.0.0.5']);
  });

  test('a whole spoken interview through nginx goes on on the other process after kill -9, every message kept', async ({ page, request }) => {
    test.setTimeout(300_000);
    const email = await verifiedUser(request, 'deploy', 'Ada Lovelace', `${PROXY}/jobtalkai/`);
    const scenario = await freeScenario(request, await accessTokenOf(request, email));
    await signIn(page, email);
    await startInterviewFromJobs(page, scenario);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 30_000 });
    await speakAnswer(page);

    // The interview's process, from the lease it holds in the database (its owner starts with its pid).
    const ownerPid = async () => {
      const [row] = await postgres!.query<{ live_owner: string | null }>(
        `SELECT c.live_owner FROM conversations c JOIN users u ON u.id = c.user_id WHERE u.email = $1 AND c.status = 'active'`,
        [email],
      );
      return Number(row?.live_owner?.split('-')[0]);
    };
    const pid = await ownerPid();
    const victim = running().find((s) => s.child.pid === pid);
    expect(victim, `a running process with pid ${pid}`).toBeDefined();
    const before = await shownMessages(page);

    // The resume: a new socket opened through nginx after the drop, and the confirmation on it.
    const opened: Array<{ at: number; socket: PageSocket; confirmedAt: number | null }> = [];
    page.on('websocket', (socket) => {
      const entry = { at: Date.now(), socket, confirmedAt: null as number | null };
      opened.push(entry);
      socket.on('framereceived', ({ payload }) => {
        if (entry.confirmedAt === null && typeof payload === 'string' && /"status":"connected"/.test(payload)) entry.confirmedAt = Date.now();
      });
    });
    const killedAt = Date.now();
    await stopServer(victim!, 'SIGKILL');
    // Right after the kill the page may not have seen its socket close and still shows it confirmed:
    // wait for a socket opened after the kill to be confirmed, then for the page to say so.
    await expect.poll(() => opened.some((o) => o.confirmedAt !== null), { message: 'a confirmed socket after the kill', timeout: 30_000 }).toBe(true);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 30_000 });
    const resumed = opened.find((o) => o.confirmedAt !== null);
    const resumeMs = resumed!.confirmedAt! - resumed!.at;
    const sinceKillMs = resumed!.confirmedAt! - killedAt;
    test.info().annotations.push({
      type: 'resume',
      description: `kill -9 → confirmed ${sinceKillMs} ms (the SPA waits 2 s before its first attempt, spec §4); new socket → confirmed ${resumeMs} ms`,
    });
    console.log(`deployment: resumed on the other process ${resumeMs} ms after the new socket opened (${sinceKillMs} ms after kill -9)`);
    expect(resumeMs).toBeLessThanOrEqual(RESUME_BUDGET_MS);
    expect(await ownerPid()).not.toBe(pid);
    expect(running().map((s) => s.child.pid)).toContain(await ownerPid());

    // Nothing the candidate saw is gone, nothing is doubled, and the interview goes on.
    const after = await shownMessages(page);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(new Set(after.map((m) => m.id)).size).toBe(after.length);
    await speakAnswer(page);

    // Every message of the page is stored, in order: no message was lost on the way.
    const shown = await shownMessages(page);
    const stored = await postgres!.query<{ id: string; text: string }>(
      `SELECT m.id, m.text FROM messages m JOIN conversations c ON c.id = m.conversation_id JOIN users u ON u.id = c.user_id
       WHERE u.email = $1 ORDER BY m.seq`,
      [email],
    );
    expect(stored.map((m) => m.id)).toEqual(shown.map((m) => m.id));
    expect(shown.filter((m) => m.user)).toHaveLength(2);

    await page.getByRole('button', { name: 'End Interview' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/history$/);
    await expect(page.getByRole('row').filter({ hasText: scenario.position }).first()).toBeVisible();
  });

  test('SIGTERM: the process answers /readyz with 503 while it drains, nginx keeps serving from the other', async ({ request }) => {
    test.setTimeout(180_000);
    // The process killed above comes back on its port, as systemd's Restart=always brings it back.
    for (const port of SERVER_PORTS) {
      if (!running().some((s) => s.port === port)) await waitUntilReady(launch(port));
    }
    const [draining, other] = running();
    expect((await fetch(`${draining.origin}/readyz`)).status).toBe(200);

    const signalledAt = Date.now();
    draining.child.kill('SIGTERM');
    const seen: Array<{ at: number; status: number | 'refused'; body: string }> = [];
    while (draining.child.exitCode === null && draining.child.signalCode === null && Date.now() - signalledAt < 30_000) {
      try {
        const response = await fetch(`${draining.origin}/readyz`);
        seen.push({ at: Date.now() - signalledAt, status: response.status, body: await response.text() });
      } catch {
        seen.push({ at: Date.now() - signalledAt, status: 'refused', body: '' });
      }
      // Through nginx the service stays up: the other process answers.
      expect((await request.get('/healthz')).status()).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await draining.exited).toBe(0);
    const notReady = seen.filter((s) => s.status === 503);
    expect(notReady.length, JSON.stringify(seen.slice(0, 5))).toBeGreaterThan(0);
    expect(JSON.parse(notReady[0].body)).toMatchObject({ status: 'draining' });
    // 503 from the first probe on, for about DRAIN_DELAY_MS; never ready again before it closed.
    expect(seen[0].status).toBe(503);
    expect(seen.some((s) => s.status === 200)).toBe(false);
    expect(notReady.at(-1)!.at).toBeGreaterThanOrEqual(DRAIN_DELAY_MS - 500);
    expect((await fetch(`${other.origin}/readyz`)).status).toBe(200);
    expect((await request.get('/healthz')).status()).toBe(200);
  });
});

/**
 * A typed answer and its correction over the live socket, connected through nginx from `localAddress`
 * with a forged X-Forwarded-For; resolves once the correction is stored.
 */
async function correctOverSocketFrom(localAddress: string, token: string, jobId: string): Promise<void> {
  const socket = new WebSocket(`ws://127.0.0.1:${NGINX_PORT}${LIVE_PATH}`, { localAddress, headers: { 'x-forwarded-for': '203.0.113.7' } });
  const messages: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    const parsed = parseServerMessage(data.toString());
    if (parsed.ok) messages.push(parsed.value);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async <T extends ServerMessage>(test: (m: ServerMessage) => m is T, from: number): Promise<T> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = messages.slice(from).find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(messages.map((m) => m.type))}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  };
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    const uid = randomUUID();
    socket.send(JSON.stringify({ type: 'start', uid, script: LIVE_SCRIPT, scenarioType: SCENARIO_TYPE_JOBTALK, token, data: { jobId } }));
    await next((m): m is ServerMessage => m.type === 'status' && m.status === 'connected', 0);
    // Typed while the panel still greets, the answer is refused as busy: sent again until it is taken.
    let answer: RoleMessage | undefined;
    while (!answer) {
      const from = messages.length;
      socket.send(JSON.stringify({ type: 'answer_text', uid, text: 'I have five years of experience with React and TypeScript.' }));
      const reply = await next((m): m is RoleMessage | ErrorMessage => (m.type === 'role' && m.role === 'USER' && m.isFinal) || m.type === 'error', from);
      if (reply.type === 'role') answer = reply;
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const from = messages.length;
    socket.send(JSON.stringify({ type: 'correct_transcript', uid, messageId: answer.id, text: 'I have six years of experience with React and TypeScript.' }));
    await next((m): m is ServerMessage => m.type === 'transcript_corrected', from);
  } finally {
    socket.terminate();
  }
}

/** The conversation's messages as the page shows them, in order. */
async function shownMessages(page: Page): Promise<Array<{ id: string; user: boolean }>> {
  return conversation(page)
    .locator('[data-message-id]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ id: node.getAttribute('data-message-id') ?? '', user: node.closest('section')?.getAttribute('data-sender') === 'user' })),
    );
}

/** Waits until the panel has spoken, speaks the fake microphone's answer, waits for the panel's reply to be heard. */
async function speakAnswer(page: Page): Promise<void> {
  await expect(conversation(page).locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
  const before = await interviewerBubbles(page).count();
  const answers = conversation(page).locator('section[data-sender="user"] [data-message-id]');
  const answered = await answers.count();
  await page.getByRole('button', { name: 'Start recording your answer' }).click();
  await expect(page.locator('[data-recorder-label]')).toHaveText('Speaking...');
  // The running transcript comes from guesses the server makes only while its transcription workers
  // keep up (server/speech/stt): with two cores shared by a second browser suite the first guess has
  // come later than 20 s (two runs of 2026-11-29 beside interview-layout's spoken answers), and none had
  // come in 60 s, twice, in a fresh-clone run of 2026-12-02 on a busy machine.
  await expect(answers).toHaveCount(answered + 1, { timeout: 120_000 });
  await page.waitForTimeout(7_000); // the synthesized answer lasts about six seconds
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(answers.last()).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
  await expect(answers.last()).toContainText(/experience|years|react/i);
  await expect.poll(() => interviewerBubbles(page).count(), { timeout: 60_000 }).toBeGreaterThan(before);
  await expect(conversation(page).locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
}
