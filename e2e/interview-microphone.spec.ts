/** The microphone refused (spec §8): the modal, and the typed answer still works. */
import { expect, test } from '@playwright/test';
import { baseArgs, chromium, connection, freeScenario, startInterviewFromJobs } from './interview.support';
import { accessTokenOf, expectAccessible, signIn, verifiedUser } from './support';

// A fake device but no automatic consent: headless Chromium refuses the permission request.
test.use({ launchOptions: { executablePath: chromium, args: [...baseArgs, '--use-fake-device-for-media-stream'] } });

test.describe('microphone refused', () => {
  test('shows the §8 modal and offers the typed answer', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = await verifiedUser(request, 'nomic');
    const scenario = await freeScenario(request, await accessTokenOf(request, email));
    await signIn(page, email);
    await startInterviewFromJobs(page, scenario);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Start recording your answer' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Microphone Access Denied' });
    await expect(modal).toContainText('Microphone access denied. Please allow microphone access to use voice chat.');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await expect(modal).toBeHidden();
    await expect(page.getByLabel('Type your answer')).toBeVisible();
  });
});

