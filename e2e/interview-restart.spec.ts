/**
 * The server dies mid-interview (spec §4: close 1006 → "Connection Lost", reconnect with back-off
 * 2 s × 1.5ⁿ; LIVE-PROTOCOL.md: `reconnect` resumes on any process sharing the database). This spec
 * runs its own server process so it can kill it (SIGKILL: no goodbye frame) and start it again on the
 * same data folder. The answer given before the kill can still be corrected once the interview resumed.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ownServer, UP_WITHIN_MS } from './ownServer';
import { speechFile } from './speech.setup';
import { accessTokenOf, DESKTOP_ONLY, signIn, verifiedUser } from './support';

const PORT = Number(process.env.E2E_RESTART_PORT ?? 8093);
const DATA_DIR = path.resolve('.tmp/e2e-restart-data');

const own = ownServer(PORT, DATA_DIR);
const ORIGIN = own.origin;
const startServer = (): ChildProcess => own.start();
const waitUntilUp = (): Promise<void> => own.waitUntilUp();
const kill = (server: ChildProcess): Promise<void> => own.stop(server, 'SIGKILL');

let server: ChildProcess | null = null;

const HEARD = 'I have five years of experience with react and tide has crept.';
const MEANT = 'I have five years of experience with React and TypeScript.';

test.use({
  baseURL: `${ORIGIN}/jobtalkai/`,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${speechFile('answer')}`,
    ],
  },
});


// The server's restart and the client's resume do not depend on the width: desktop only.
test.describe('server killed mid-interview', { tag: DESKTOP_ONLY }, () => {
  test.beforeAll(async () => {
    // A fresh data folder is migrated and seeded at start: over a minute on two busy cores (ownServer.ts).
    test.setTimeout(UP_WITHIN_MS + 30_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    server = startServer();
    await waitUntilUp();
  });

  test.afterAll(async () => {
    if (server) await kill(server);
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('shows Connection Lost, backs off, and resumes the same interview when the server returns', async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = await verifiedUser(request, 'restart', 'Grace Hopper', `${ORIGIN}/jobtalkai/`);
    const token = await accessTokenOf(request, email);
    const listed = await request.post('/web-api/scenario/by-type', { data: { type: 0 }, headers: { Authorization: `Bearer ${token}` } });
    const scenario = ((await listed.json()) as Array<{ id: string; position: string; isPro: boolean }>).find((s) => !s.isPro)!;

    await signIn(page, email);
    await page.goto(`jobs/${scenario.id}`);
    await page.getByRole('link', { name: 'Start Interview' }).click();
    const status = page.locator('[data-connection]');
    await expect(status).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
    const firstMessage = page.getByRole('log', { name: 'Conversation' }).locator('[data-message-id]').first();
    await expect(firstMessage).toBeAttached({ timeout: 30_000 });
    const firstId = await firstMessage.getAttribute('data-message-id');

    // A typed answer (sent again while the server says the panel is still speaking), and the panel's reply to it.
    const answer = page.getByRole('log', { name: 'Conversation' }).locator('section[data-sender="user"] [data-message-id][data-final="true"]');
    const panelMessages = page.getByRole('log', { name: 'Conversation' }).locator('section:not([data-sender="user"]) [data-message-id]');
    await expect(async () => {
      if ((await answer.count()) === 0) {
        await page.getByLabel('Type your answer').fill(HEARD);
        await page.getByRole('button', { name: 'Send', exact: true }).click();
      }
      await expect(answer).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const answerId = (await answer.getAttribute('data-message-id'))!;
    const before = await panelMessages.count();
    await expect.poll(() => panelMessages.count(), { timeout: 30_000 }).toBeGreaterThan(before);
    // The reply is stored too: the resumed interview listens for the next answer (it does not reply again).
    const storedAnswer = async () => {
      const list = await request.get('/web-api/conversations/user', { headers: { Authorization: `Bearer ${token}` } });
      const messages = ((await list.json()) as Array<{ messages: Array<{ id: string; text: string; recognizedText?: string }> }>).find((c) =>
        c.messages.some((m) => m.id === answerId),
      )?.messages ?? [];
      const at = messages.findIndex((m) => m.id === answerId);
      return { answer: messages[at], repliedTo: at >= 0 && at < messages.length - 1 };
    };
    await expect.poll(async () => (await storedAnswer()).repliedTo, { timeout: 30_000 }).toBe(true);

    await kill(server!);
    const modal = page.getByRole('alertdialog', { name: 'Connection Lost' });
    await expect(modal).toBeVisible({ timeout: 10_000 });
    await expect(modal).toContainText('Connection with the server was lost. Please check your internet connection.');
    await expect(status).toHaveAttribute('data-connection', 'reconnecting');
    // Two failed attempts at least (2 s, then 3 s) before the server is back.
    await expect(status).toContainText(/Reconnecting \(([2-9]|10) of 10\)/, { timeout: 15_000 });

    server = startServer();
    await waitUntilUp();
    await expect(status).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 30_000 });
    await expect(modal).toBeHidden();
    // The same interview: the conversation is still there and no second greeting started it again.
    await expect(page.locator(`[data-message-id="${firstId}"]`)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Start recording your answer' })).toBeEnabled();

    // The answer before the restart is still the one to correct: the new process takes the correction.
    await page.getByRole('button', { name: 'Correct the transcript of your answer' }).click();
    const field = page.getByRole('textbox', { name: 'Your answer as you said it' });
    await expect(field).toHaveValue(HEARD);
    await field.fill(MEANT);
    await field.press('Enter');
    await expect(field).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator(`[data-message-id="${answerId}"]`)).toHaveText(MEANT);
    await expect(page.getByRole('log', { name: 'Conversation' }).locator('[data-corrected]')).toContainText('Corrected');
    expect((await storedAnswer()).answer).toEqual(expect.objectContaining({ text: MEANT, recognizedText: HEARD }));
  });
});
