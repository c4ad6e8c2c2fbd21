/**
 * The candidate corrects a misheard answer (issue 19): Chromium's fake microphone speaks the festival
 * answer, the recogniser's final text gets an edit action, Escape leaves it as it was, Enter saves the
 * correction, the bubble shows the corrected text marked "Corrected"; the interview ends and the
 * report's conversation shows the corrected answer, and the report the server sends carries it with
 * what was recognised; corrected again from the report's conversation view, the report is made again
 * and shows the new text. Once, at the desktop width: the editor and the Corrected mark at a phone's
 * width are walked by e2e/interview-layout.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { chromium, connection, conversation, fakeMicArgs, freeScenario, startInterviewFromJobs } from './interview.support';
import { speechFile } from './speech.setup';
import { accessTokenOf, DESKTOP_ONLY, expectAccessible, signIn, verifiedUser } from './support';

test.use({ launchOptions: { executablePath: chromium, args: fakeMicArgs(speechFile('answer')) } });

// What the candidate meant: more than the recogniser can have heard (it may hear the spoken answer word for word).
const MEANT = 'I have five years of experience building web applications with React and TypeScript, most of it for banks.';

test('an answer corrected after it is final is shown corrected and reported as corrected', { tag: DESKTOP_ONLY }, async ({ page, request }) => {
  test.setTimeout(300_000);
  const email = await verifiedUser(request, 'corrector', 'Ada Lovelace');
  const token = await accessTokenOf(request, email);
  const scenario = await freeScenario(request, token);
  await signIn(page, email);
  await startInterviewFromJobs(page, scenario);
  await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });

  // The panel finishes speaking; then the candidate answers aloud.
  await expect(conversation(page).locator('section[data-sender]:not([data-sender="user"]) [data-message-id]').first()).toBeVisible({ timeout: 30_000 });
  await expect(conversation(page).locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
  const edit = page.getByRole('button', { name: 'Correct the transcript of your answer' });
  await expect(edit).toHaveCount(0);
  await page.getByRole('button', { name: 'Start recording your answer' }).click();
  await expect(page.locator('[data-recorder-label]')).toHaveText('Speaking...');
  const answer = conversation(page).locator('section[data-sender="user"] [data-message-id]').last();
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(7_000); // the synthesized answer lasts about six seconds
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(answer).toHaveAttribute('data-final', 'true', { timeout: 20_000 });
  const heard = (await answer.textContent())?.trim() ?? '';
  expect(heard).not.toBe('');
  const answerId = await answer.getAttribute('data-message-id');

  // The edit action on the final answer; Escape leaves the answer as it was.
  await expect(edit).toBeVisible();
  await edit.click();
  const field = page.getByRole('textbox', { name: 'Your answer as you said it' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(heard);
  await field.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(conversation(page).locator(`[data-message-id="${answerId}"]`)).toHaveText(heard);

  // Enter saves the correction; the bubble shows it, marked as corrected.
  await edit.click();
  await field.fill(MEANT);
  await expectAccessible(page);
  await field.press('Enter');
  await expect(field).toHaveCount(0, { timeout: 15_000 });
  const corrected = conversation(page).locator(`[data-message-id="${answerId}"]`);
  await expect(corrected).toHaveText(MEANT);
  await expect(conversation(page).locator('[data-corrected]')).toContainText('Corrected');

  // End the interview; the report's conversation has the corrected answer.
  await page.getByRole('button', { name: 'End Interview' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End', exact: true }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/history$/);
  let reportId = '';
  await expect
    .poll(async () => {
      const list = await request.get('/web-api/conversations/user', { headers: { Authorization: `Bearer ${token}` } });
      const conversations = (await list.json()) as Array<{ id: string; messages: Array<{ id: string }> }>;
      reportId = conversations.find((c) => c.messages.some((m) => m.id === answerId))?.id ?? '';
      return reportId;
    })
    .not.toBe('');
  await expect
    .poll(async () => (await request.get(`/web-api/conversations/${reportId}/report`, { headers: { Authorization: `Bearer ${token}` } })).status(), {
      timeout: 60_000,
    })
    .toBe(200);
  const report = (await (await request.get(`/web-api/conversations/${reportId}/report`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    status: number;
    conversation: Array<{ id: string; text: string; recognizedText?: string }>;
  };
  expect(report.status).toBe(2);
  expect(report.conversation.find((m) => m.id === answerId)).toEqual(expect.objectContaining({ text: MEANT, recognizedText: heard }));

  await page.goto(`report/${reportId}`);
  await page.getByRole('button', { name: 'Conversation' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Conversation' });
  await expect(modal).toContainText(MEANT);
  await expect(modal.locator('[data-corrected]')).toContainText('Corrected');

  // The owner corrects it again from the report: the report is made again from the new text.
  const AGAIN = `${MEANT} I also mentor two junior developers.`;
  await modal.getByRole('button', { name: 'Correct the transcript of your answer' }).click();
  const reportField = modal.getByRole('textbox', { name: 'Your answer as you said it' });
  await expect(reportField).toHaveValue(MEANT);
  await reportField.fill(AGAIN);
  await reportField.press('Enter');
  await expect(modal).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Conversation' }).first().click({ timeout: 60_000 });
  await expect(page.getByRole('dialog', { name: 'Conversation' })).toContainText(AGAIN);
  const again = (await (await request.get(`/web-api/conversations/${reportId}/report`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    conversation: Array<{ id: string; text: string; recognizedText?: string }>;
  };
  expect(again.conversation.find((m) => m.id === answerId)).toEqual(expect.objectContaining({ text: AGAIN, recognizedText: heard }));
});
