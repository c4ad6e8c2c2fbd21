/**
 * The candidate's words, live, are not under the controls (issue 36): while Chromium's fake microphone
 * speaks an answer, the live (not yet final) transcript lies inside the conversation's visible part
 * above the control panel, the window unscrolled, at 360 × 640, 1280 × 800 and 390 × 844, in English and
 * in Russian. (The typed answers, the correction editor and the sizes in between:
 * e2e/interview-layout.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { chromium, connection, expectAbovePanel, fakeMicArgs, freeScenario } from './interview.support';
import { speechFile } from './speech.setup';
import { accessTokenOf, DESKTOP_ONLY, signIn, verifiedUser } from './support';

test.use({ launchOptions: { executablePath: chromium, args: fakeMicArgs(speechFile('answer')) } });

for (const code of ['en', 'ru'] as const) {
  test(`${code}: the candidate's live transcript shows above the control panel while they speak`, { tag: DESKTOP_ONLY }, async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = await verifiedUser(request, `speaker-${code}`);
    const scenario = await freeScenario(request, await accessTokenOf(request, email));
    await page.setViewportSize({ width: 360, height: 640 });
    await signIn(page, email);
    if (code !== 'en') await page.evaluate((language) => localStorage.setItem('language', language), code);
    await page.goto(`interview/${scenario.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
    // The log's name is in the UI's language: there is one log on the page.
    const log = page.getByRole('log');
    await expect(log.locator('section:not([data-sender="user"]) [data-message-id]').first()).toBeVisible({ timeout: 30_000 });
    await expect(log.locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });

    // The record button (its name is in the UI's language).
    await page.locator('button[aria-pressed="false"][data-connected]').click();
    const live = log.locator('section[data-sender="user"] [data-final="false"]').last();
    await expect(live).toBeVisible({ timeout: 20_000 });
    // The synthesized answer lasts about six seconds: checked while the words come, at three sizes.
    await expectAbovePanel(page, live, 'the live transcript');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAbovePanel(page, live, 'the live transcript');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAbovePanel(page, live, 'the live transcript');
  });
}
