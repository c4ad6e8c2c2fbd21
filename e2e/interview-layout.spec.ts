/**
 * The interview's controls stay in view (issue: the candidate must not scroll between reading and
 * answering): the record button, the level meter, the connection state and End Interview are inside the
 * window at the top of the page and after scrolling to its end, at the desktop and the phone width (and
 * the desktop run again at 390 × 844). A phone's bubbles take the width their text needs.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseArgs, chromium, connection, freeScenario, startInterviewFromJobs } from './interview.support';
import { accessTokenOf, signIn, verifiedUser } from './support';

// The layout needs no microphone: a fake device without consent keeps the test off the audio path.
test.use({ launchOptions: { executablePath: chromium, args: [...baseArgs, '--use-fake-device-for-media-stream'] } });

/** Whether the whole of the element's box is inside the window. */
async function expectInWindow(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const size = page.viewportSize();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(size).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size!.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size!.width);
}

test('the record button, the connection state and End Interview stay in view', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await verifiedUser(request, 'layout');
  const scenario = await freeScenario(request, await accessTokenOf(request, email));
  await signIn(page, email);
  await startInterviewFromJobs(page, scenario);
  await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });

  const controls = [
    page.getByRole('button', { name: 'Start recording your answer' }),
    page.getByRole('meter', { name: 'Microphone level' }),
    connection(page),
    page.getByRole('button', { name: 'End Interview' }),
  ];
  const sizes = page.viewportSize()!.width > 1000 ? [page.viewportSize()!, { width: 390, height: 844 }] : [page.viewportSize()!];
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const scroll of ['top', 'end'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), scroll);
      for (const control of controls) await expectInWindow(page, control);
    }
  }
  // At the last (phone) width: the panel's first line, a sentence, is wider than half the conversation.
  const log = page.getByRole('log', { name: 'Conversation' });
  const bubble = log.locator('[data-message-id]').first();
  await expect(bubble).toBeVisible({ timeout: 20_000 });
  const [logBox, bubbleBox] = [await log.boundingBox(), await bubble.boundingBox()];
  expect(bubbleBox!.width).toBeGreaterThan(logBox!.width * 0.6);
});
