/**
 * The panel is busy (issue 40, admission control): a server that holds one live interview
 * (LIVE_CAPACITY=1) refuses a second candidate's start with 1013 "panel busy"; the page says so, says
 * nothing was used, and tries again by itself after 2 s, then 4 s; once the first interview ends the
 * next try is taken and the interview starts. A candidate who does not want to wait cancels and is
 * back on the jobs. The spec runs its own server process for its own capacity.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { connection, freeScenario, interviewerBubbles } from './interview.support';
import { ownServer, UP_WITHIN_MS } from './ownServer';
import { accessTokenOf, DESKTOP_ONLY, signIn, verifiedUser } from './support';

const PORT = Number(process.env.E2E_BUSY_PORT ?? 8097);
const DATA_DIR = path.resolve(process.env.E2E_BUSY_DATA_DIR ?? '.tmp/e2e-busy-data');
const own = ownServer(PORT, DATA_DIR);
const ORIGIN = own.origin;
let server: ChildProcess | null = null;

/** An interview held over the live protocol by another candidate: it takes the server's one place. */
async function holdInterview(token: string, jobId: string): Promise<{ end(): Promise<void> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/live`);
  const uid = `occupant-${Date.now()}`;
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'start', uid, script: 'job_talk', scenarioType: 0, token, data: { jobId } })));
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; code?: number; status?: string };
      if (message.type === 'status' && message.code === 200 && message.status === 'connected') resolve();
    });
    ws.on('close', (code, reason) => reject(new Error(`the occupant's start was closed ${code} ${String(reason)}`)));
    ws.on('error', reject);
  });
  return {
    end: () =>
      new Promise<void>((resolve) => {
        ws.removeAllListeners('close');
        ws.on('close', () => resolve());
        ws.send(JSON.stringify({ type: 'end_interview', uid }));
      }),
  };
}

test.use({ baseURL: `${ORIGIN}/jobtalkai/` });

// The admission and the retry do not depend on the width (the busy panel's look is walked separately): desktop only.
test.describe('the panel is busy', { tag: DESKTOP_ONLY }, () => {
  test.beforeAll(async () => {
    // A fresh data folder is migrated and seeded at start: over a minute on two busy cores (ownServer.ts).
    test.setTimeout(UP_WITHIN_MS + 30_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    server = own.start({ LIVE_CAPACITY: '1' });
    await own.waitUntilUp();
  });

  test.afterAll(async () => {
    await own.stop(server);
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('a start past the capacity shows the busy panel, retries by itself, and is taken once a place frees; Cancel goes back to the jobs', async ({ page, request }) => {
    test.setTimeout(180_000);
    const occupantToken = await accessTokenOf(request, await verifiedUser(request, 'occupant', 'Ada Lovelace', `${ORIGIN}/jobtalkai/`));
    const scenario = await freeScenario(request, occupantToken);
    const occupant = await holdInterview(occupantToken, scenario.id);

    const email = await verifiedUser(request, 'busy', 'Grace Hopper', `${ORIGIN}/jobtalkai/`);
    const token = await accessTokenOf(request, email);
    await signIn(page, email);
    await page.goto(`interview/${scenario.id}`);
    const busy = page.getByRole('status').filter({ hasText: 'The panel is busy' });
    await expect(busy).toBeVisible({ timeout: 30_000 });
    await expect(busy).toContainText('Every interviewer on this server is talking with other candidates right now.');
    await expect(busy).toContainText('Your interview has not started yet, and no session has been used.');
    await expect(busy).toContainText("We'll try again automatically in 2 seconds.");
    await expect(connection(page)).toHaveAttribute('data-connection', 'panel_busy');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Refused again after 2 s: the next wait is 4 s.
    await expect(busy).toContainText("We'll try again automatically in 4 seconds.", { timeout: 15_000 });
    const mine = async () => {
      const list = await request.get('/web-api/conversations/user', { headers: { Authorization: `Bearer ${token}` } });
      expect(list.ok()).toBeTruthy();
      return ((await list.json()) as unknown[]).length;
    };
    expect(await mine()).toBe(0);

    await occupant.end();
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 30_000 });
    await expect(busy).toHaveCount(0);
    await expect(interviewerBubbles(page).first()).toBeAttached({ timeout: 30_000 });
    expect(await mine()).toBe(1);

    // Now this candidate holds the place: the next one waits, and cancels.
    const other = await page.context().browser()!.newPage({ baseURL: `${ORIGIN}/jobtalkai/` });
    await signIn(other, await verifiedUser(request, 'impatient', 'Alan Turing', `${ORIGIN}/jobtalkai/`));
    await other.goto(`interview/${scenario.id}`);
    const otherBusy = other.getByRole('status').filter({ hasText: 'The panel is busy' });
    await expect(otherBusy).toBeVisible({ timeout: 30_000 });
    await otherBusy.getByRole('button', { name: 'Cancel' }).click();
    await expect(other).toHaveURL(/\/jobtalkai\/jobs$/);
    await other.close();
  });
});
