/**
 * The live interview in the browser (spec §2 /interview/{id}, §4 "Interview flow", §8): Chromium's fake
 * microphone plays a festival-synthesized answer, so the whole spoken interview runs for real against
 * the server's recognizer and voices. Also: the microphone refused, no sessions left, a token the
 * server refuses.
 */
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { chromium, connection, conversation, fakeMicArgs, freeScenario, holdHistoryList, startInterviewFromJobs } from './interview.support';
import { speechFile } from './speech.setup';
import { accessTokenOf, APP_URL, DESKTOP_ONLY, expectAccessible, signIn, verifiedUser } from './support';

// Every test of this file runs in a Chromium whose microphone speaks the festival answer.
test.use({ launchOptions: { executablePath: chromium, args: fakeMicArgs(speechFile('answer')) } });

// Audio in and out does not depend on the width (the phone layout is covered by the other specs): desktop only.
test.describe('a whole spoken interview', { tag: DESKTOP_ONLY }, () => {
  test('greeting audio plays, the answer appears live then final, the panel replies, speed changes, manual end → /history', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = await verifiedUser(request, 'speaker', 'Ada Lovelace');
    const scenario = await freeScenario(request, await accessTokenOf(request, email));
    await signIn(page, email);
    await startInterviewFromJobs(page, scenario);

    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
    // The panel of the scenario, with their roles.
    for (const person of scenario.participants) await expect(page.getByText(person.role).first()).toBeAttached();

    // The greeting arrives blurred and is revealed once its audio has played.
    const firstInterviewerBubble = conversation(page).locator('section[data-sender]:not([data-sender="user"]) [data-message-id]').first();
    await expect(firstInterviewerBubble).toBeVisible({ timeout: 30_000 });
    await expect(firstInterviewerBubble.locator('[data-hidden-text]')).toHaveCount(0, { timeout: 60_000 });
    await expectAccessible(page);

    // Wait until the panel is done speaking (nobody typing, every clip played), then answer.
    await expect(conversation(page).locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
    const interviewerCount = await conversation(page).locator('section:not([data-sender="user"]) [data-message-id]').count();
    await page.getByRole('button', { name: 'Start recording your answer' }).click();
    await expect(page.locator('[data-recorder-label]')).toHaveText('Speaking...');
    // The candidate's words appear while speaking (partial), then final after stop.
    const userBubble = conversation(page).locator('section[data-sender="user"] [data-message-id]').last();
    await expect(userBubble).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(7_000); // the synthesized answer lasts about six seconds
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(page.locator('[data-recorder-label]')).toHaveText('Ready');
    await expect(userBubble).toHaveAttribute('data-final', 'true', { timeout: 20_000 });
    await expect(userBubble).toContainText(/experience|years|react/i);

    // An interviewer replies, with audio (blurred until played).
    await expect
      .poll(() => conversation(page).locator('section:not([data-sender="user"]) [data-message-id]').count(), { timeout: 30_000 })
      .toBeGreaterThan(interviewerCount);

    // Playback speed.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: '0.75x' }).click();
    await expect(page.getByRole('button', { name: '0.75x' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');

    // Manual end with the confirmation dialog → /history with the record "(Just completed)".
    await page.getByRole('button', { name: 'End Interview' }).click();
    const dialog = page.getByRole('alertdialog');
    // The English UI: the English counterpart of the spec's Russian dialog (the Russian one: e2e/russian.spec.ts).
    await expect(dialog).toContainText('Are you sure you want to end the interview?');
    await expectAccessible(page);
    const releaseList = await holdHistoryList(page);
    await dialog.getByRole('button', { name: 'End', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/history$/);
    const justCompleted = page.getByRole('row').filter({ hasText: '(Just completed)' });
    await expect(justCompleted).toContainText(scenario.position);
    await expectAccessible(page);
    // Once the server lists the interview, its own row replaces the temporary one.
    releaseList();
    await expect(justCompleted).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: scenario.position })).toHaveCount(1);
  });
});

test.describe('answering while the panel speaks', { tag: DESKTOP_ONLY }, () => {
  test('pressing record stops the greeting, shows its text and listens', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = await verifiedUser(request, 'early', 'Grace Hopper');
    const scenario = await freeScenario(request, await accessTokenOf(request, email));
    await signIn(page, email);
    await startInterviewFromJobs(page, scenario);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });

    // The introductions take far longer than this test waits: lines are still blurred (not yet heard).
    await expect(conversation(page).locator('[data-hidden-text]').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start recording your answer' }).click();
    await expect(page.locator('[data-recorder-label]')).toHaveText('Speaking...');
    // Every line received so far is shown at once: the candidate answers what they can read.
    await expect(conversation(page).locator('[data-hidden-text]')).toHaveCount(0, { timeout: 3_000 });
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(page.locator('[data-recorder-label]')).toHaveText('Ready');
  });
});

/**
 * Uses up the account's sessions over the live protocol itself: start, one typed answer (an interview
 * nobody answered gives its session back), end.
 */
async function useAllSessions(token: string, jobId: string) {
  const liveUrl = new URL('/live', APP_URL).href.replace(/^http/, 'ws');
  for (let i = 0; i < 20; i += 1) {
    const outcome = await new Promise<'used' | 'refused'>((resolve, reject) => {
      const ws = new WebSocket(liveUrl);
      const uid = `used-${Date.now()}-${i}`;
      const answer = () => ws.send(JSON.stringify({ type: 'answer_text', uid, text: 'I build web applications with React.' }));
      ws.on('open', () => ws.send(JSON.stringify({ type: 'start', uid, script: 'job_talk', scenarioType: 0, token, data: { jobId } })));
      ws.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; code?: number; status?: string; role?: string; isFinal?: boolean };
        if (message.type === 'status' && message.code === 200 && message.status === 'connected') answer();
        // Refused while the panel is still greeting: try again a moment later.
        if (message.type === 'error') setTimeout(answer, 300);
        if (message.type === 'role' && message.role === 'USER' && message.isFinal) ws.send(JSON.stringify({ type: 'end_interview', uid }));
      });
      ws.on('close', (code, reason) => resolve(code === 1008 && String(reason).includes('no available sessions') ? 'refused' : 'used'));
      ws.on('error', reject);
    });
    if (outcome === 'refused') return;
  }
  throw new Error('the allowance never ran out');
}

test('no sessions left: the upgrade modal', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await verifiedUser(request, 'nosessions');
  const token = await accessTokenOf(request, email);
  const scenario = await freeScenario(request, token);
  await useAllSessions(token, scenario.id);
  await signIn(page, email);
  await startInterviewFromJobs(page, scenario);
  const modal = page.getByRole('alertdialog', { name: 'No Available Sessions' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('You have used all your available interview sessions.');
  await expect(modal).toContainText('Please purchase more sessions or upgrade your subscription to continue.');
  await expect(modal.getByRole('link', { name: 'Upgrade Subscription' })).toHaveAttribute('href', /\/jobtalkai\/subscription$/);
  await expectAccessible(page);
});

test('a token the server refuses: the sign-in modal', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await verifiedUser(request, 'badtoken');
  const scenario = await freeScenario(request, await accessTokenOf(request, email));
  // The live server sees the token with its signature broken, as it would see an expired or revoked
  // one; the page's HTTP calls keep the good token.
  await page.routeWebSocket(/\/live$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((frame) => {
      if (typeof frame !== 'string') return server.send(frame);
      const message = JSON.parse(frame) as { type: string; token?: string };
      if (message.token) message.token = `${message.token.split('.').slice(0, 2).join('.')}.forged`;
      server.send(JSON.stringify(message));
    });
  });
  await signIn(page, email);
  await startInterviewFromJobs(page, scenario);
  const modal = page.getByRole('alertdialog', { name: 'Authentication Required' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Authentication required. Please sign in again.');
  await expect(modal).toContainText('Your session has expired or authentication is invalid. Please sign in again to continue.');
  await expect(modal.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /\/jobtalkai\/login$/);
  await expectAccessible(page);
});
