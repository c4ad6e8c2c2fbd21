/**
 * The interview's controls stay in view (issue: the candidate must not scroll between reading and
 * answering): the record button, the level meter, the connection state and End Interview are inside the
 * window at the top of the page and after scrolling to its end, at the desktop and the phone width (and
 * the desktop run again at 390 × 844). A phone's bubbles take the width their text needs.
 *
 * And what the candidate reads is not under the controls (issue 36): without scrolling the window, the
 * latest message, the correction editor with its Save button and the "Corrected" mark lie inside the
 * conversation's visible part, above the pinned control panel, at 1280 × 800, 1366 × 768, 1440 × 900,
 * 390 × 844 and 360 × 640, in English and in Russian, after several answers and while correcting.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  baseArgs,
  chromium,
  connection,
  expectAbovePanel,
  freeScenario,
  INTERVIEW_LABELS,
  startInterviewFromJobs,
  typeAnswerIn,
  type InterviewLabels,
} from './interview.support';
import { accessTokenOf, DESKTOP_ONLY, signIn, verifiedUser } from './support';

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

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  // And the edges between: a tablet, a wide screen, the lowest window the layout promises at a desktop's width.
  { width: 768, height: 1024 },
  { width: 1920, height: 1080 },
  { width: 1280, height: 640 },
];

const ANSWERS = [
  'I have built web applications with React and TypeScript for six years, mostly dashboards for banks and insurers, and I led the move of one of them to a design system.',
  'When a release broke checkout, I rolled it back within ten minutes, wrote a failing test that reproduced the bug, fixed it and shipped the fix the same afternoon.',
  'I review pull requests every morning, pair with the junior developers twice a week and keep a short list of the decisions we made, so newcomers can read why.',
];

interface Language extends InterviewLabels {
  code: 'en' | 'ru';
  edit: string;
  field: string;
  save: string;
}
const LANGUAGES: Language[] = [
  { code: 'en', ...INTERVIEW_LABELS.en, edit: 'Correct the transcript of your answer', field: 'Your answer as you said it', save: 'Save' },
  { code: 'ru', ...INTERVIEW_LABELS.ru, edit: 'Исправить расшифровку ответа', field: 'Ваш ответ — так, как вы его сказали', save: 'Сохранить' },
];

for (const language of LANGUAGES) {
  test(`${language.code}: the latest message, the correction editor and the Corrected mark show above the control panel`, { tag: DESKTOP_ONLY }, async ({ page, request }) => {
    test.setTimeout(360_000);
    const email = await verifiedUser(request, `layout-${language.code}`, 'Grace Hopper');
    const scenario = await freeScenario(request, await accessTokenOf(request, email));
    await page.setViewportSize(SIZES[0]);
    await signIn(page, email);
    if (language.code !== 'en') await page.evaluate((code) => localStorage.setItem('language', code), language.code);
    await page.goto(`interview/${scenario.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
    const latest = page.getByRole('log').locator('[data-message-id]').last();
    await expect(latest).toBeVisible({ timeout: 30_000 });

    // The first question, at every size.
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectAbovePanel(page, latest, 'the first question');
    }
    // Several answers, each at another size: the panel's reply is in view once it arrives.
    for (const [i, answer] of ANSWERS.entries()) {
      await page.setViewportSize(SIZES[(i * 2) % 5]);
      await typeAnswerIn(page, answer, language);
      await expectAbovePanel(page, latest, `the reply to answer ${i + 1}`);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectAbovePanel(page, latest, `the latest message after ${ANSWERS.length} answers`);
    }
    // The browser moving the conversation's scroll position (a resize, bubbles rewrapping: no wheel, touch
    // or key of the candidate's) does not make it stop following the latest message…
    const log = page.getByRole('log');
    // The browser moving it with no size change left to see (the window turned and back before a frame).
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expectAbovePanel(page, latest, 'the latest message after the scroll position moved with no resize');
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.setViewportSize(SIZES[1]);
    await page.setViewportSize(SIZES[0]);
    await expectAbovePanel(page, latest, 'the latest message after the scroll position moved without the candidate');
    // …but the candidate scrolling back to read does: a resize then leaves them where they were.
    await log.hover();
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBe(0);
    await page.setViewportSize(SIZES[1]);
    await page.setViewportSize(SIZES[0]);
    expect(await log.evaluate((el) => el.scrollTop)).toBe(0);
    await log.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });

    // Correcting the last answer: the editor and its Save button, at every size.
    await page.setViewportSize(SIZES[0]);
    await page.getByRole('button', { name: language.edit }).click();
    const field = page.getByRole('textbox', { name: language.field });
    await expect(field).toBeFocused();
    const save = page.getByRole('log').getByRole('button', { name: language.save, exact: true });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAbovePanel(page, field, 'the correction editor');
      await expectAbovePanel(page, save, 'its Save button');
    }
    // Saved on a phone: the "Corrected" mark is in view where the editor was.
    await page.setViewportSize({ width: 390, height: 844 });
    await field.fill(`${ANSWERS[ANSWERS.length - 1]} I also mentor two junior developers.`);
    await save.click();
    await expect(field).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAbovePanel(page, page.getByRole('log').locator('[data-corrected]'), 'the Corrected mark');
  });
}

test('a typed answer is a box that grows with its text: Shift+Enter starts a line, Enter sends', { tag: DESKTOP_ONLY }, async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await verifiedUser(request, 'typist');
  const scenario = await freeScenario(request, await accessTokenOf(request, email));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await page.goto(`interview/${scenario.id}`);
  await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
  const box = page.getByLabel(INTERVIEW_LABELS.en.typedAnswer);
  const oneLine = (await box.boundingBox())!.height;

  await box.fill('');
  await box.pressSequentially('I start with the user.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Then I measure, change one thing at a time and measure again, so every step of the work is a number.');
  await expect(box).toHaveValue('I start with the user.\nThen I measure, change one thing at a time and measure again, so every step of the work is a number.');
  // The whole answer shows: the box grew, nothing is scrolled out of it.
  expect((await box.boundingBox())!.height).toBeGreaterThan(oneLine * 2);
  expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  await expectInWindow(page, box);

  // Enter sends (once the panel has finished speaking), the box empties and shrinks back.
  const log = page.getByRole('log');
  await expect(log.locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
  const mine = log.locator('section[data-sender="user"] [data-message-id]').filter({ hasText: 'I start with the user.' });
  await expect(async () => {
    if ((await box.inputValue()) !== '') await box.press('Enter');
    await expect(mine).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(mine).toContainText('Then I measure');
  await expect(box).toHaveValue('');
  await expect.poll(async () => (await box.boundingBox())!.height).toBeLessThanOrEqual(oneLine + 1);
});
