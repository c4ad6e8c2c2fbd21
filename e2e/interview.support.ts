/** Shared steps of the live interview specs. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface Scenario {
  id: string;
  position: string;
  company: string | { name: string };
  isPro: boolean;
  participants: Array<{ id: string; name: string; role: string }>;
}

export const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const baseArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const fakeMicArgs = (file: string) => [
  ...baseArgs,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${file}`,
];

export async function freeScenario(request: APIRequestContext, token: string): Promise<Scenario> {
  const listed = await request.post('/web-api/scenario/by-type', { data: { type: 0 }, headers: { Authorization: `Bearer ${token}` } });
  expect(listed.ok()).toBeTruthy();
  const scenarios = (await listed.json()) as Scenario[];
  const chosen = scenarios.find((s) => !s.isPro && s.participants.length >= 2);
  expect(chosen).toBeDefined();
  return chosen!;
}

/** Jobs → the job's page → Start Interview: clicks, so the page may play audio. */
export async function startInterviewFromJobs(page: Page, scenario: Scenario) {
  await page.goto('jobs');
  await page.getByRole('link', { name: scenario.position }).first().click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${scenario.id}$`));
  await page.getByRole('link', { name: 'Start Interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${scenario.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${scenario.position} Interview` })).toBeVisible();
}

export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

/** The interviewers' messages in the conversation. */
export const interviewerBubbles = (page: Page) => conversation(page).locator('section:not([data-sender="user"]) [data-message-id]');

/** Waits until the panel has finished speaking, types the answer, waits for the panel's reply. */
export async function typeAnswer(page: Page, text: string): Promise<void> {
  await expect(conversation(page).locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
  const before = await interviewerBubbles(page).count();
  await page.getByLabel('Type your answer').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation(page).locator('section[data-sender="user"] [data-message-id]').filter({ hasText: text.slice(0, 40) })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => interviewerBubbles(page).count(), { timeout: 60_000 }).toBeGreaterThan(before);
}
export const connection = (page: Page) => page.locator('[data-connection]');

/**
 * Holds the history's server list until the returned release is called: the temporary "(Just
 * completed)" row is shown only until the server lists the interview, which on a fast server can be
 * before the page's first paint.
 */
export async function holdHistoryList(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/web-api/conversations/user**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}


/** The labels a live-interview test needs, in the UI's language. */
export interface InterviewLabels {
  typedAnswer: string;
  send: string;
}
export const INTERVIEW_LABELS: Record<'en' | 'ru', InterviewLabels> = {
  en: { typedAnswer: 'Type your answer', send: 'Send' },
  ru: { typedAnswer: 'Напишите ответ', send: 'Отправить' },
};

/**
 * Like typeAnswer, in either language, and sent again while the server refuses it because the panel
 * is still speaking; waits for the panel's reply.
 */
export async function typeAnswerIn(page: Page, text: string, labels: InterviewLabels): Promise<void> {
  // The log's name is in the UI's language: there is one log on the page.
  const log = page.getByRole('log');
  const panelBubbles = log.locator('section:not([data-sender="user"]) [data-message-id]');
  await expect(log.locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
  const before = await panelBubbles.count();
  const field = page.getByLabel(labels.typedAnswer);
  const mine = log.locator('section[data-sender="user"] [data-message-id]').filter({ hasText: text.slice(0, 40) });
  await expect(async () => {
    if ((await field.inputValue()) === '') await field.fill(text);
    await page.getByRole('button', { name: labels.send, exact: true }).click();
    await expect(mine).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect.poll(() => panelBubbles.count(), { timeout: 60_000 }).toBeGreaterThan(before);
}

/** The pinned control panel: the innermost section holding the level meter. */
export const controlPanel = (page: Page) => page.locator('section').filter({ has: page.getByRole('meter') }).last();

/**
 * Where the target lies against what the candidate can see without scrolling the window: inside the
 * window, below every header, inside the conversation's visible part and above the control panel.
 * "visible" or what is wrong.
 */
export async function placeAbovePanel(page: Page, target: Locator): Promise<string> {
  const view = page.viewportSize()!;
  const [box, panel, log] = await Promise.all([target.boundingBox(), controlPanel(page).boundingBox(), page.getByRole('log').boundingBox()]);
  if (!box || !panel || !log) return 'not laid out';
  const headersBottom = Math.max(
    0,
    ...(await page.locator('header').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom))),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  const top = Math.max(headersBottom, log.y);
  const bottom = Math.min(view.height, panel.y, log.y + log.height);
  const problems: string[] = [];
  if (scrolled !== 0) problems.push(`the window is scrolled by ${scrolled}px`);
  if (box.y < top - 1) problems.push(`its top ${Math.round(box.y)} is above the visible part's top ${Math.round(top)}`);
  if (box.y + box.height > bottom + 1) {
    problems.push(`its bottom ${Math.round(box.y + box.height)} is below ${Math.round(bottom)} (panel top ${Math.round(panel.y)}, window ${view.height})`);
  }
  if (box.x < 0 || box.x + box.width > view.width + 1) problems.push(`it runs off the window sideways`);
  return problems.length ? problems.join('; ') : 'visible';
}

/** Waits (5 s) until the target shows above the control panel; the failure says where it lies. */
export async function expectAbovePanel(page: Page, target: Locator, what: string) {
  const size = page.viewportSize()!;
  await expect.poll(() => placeAbovePanel(page, target), { message: `${what} at ${size.width}×${size.height}`, timeout: 5_000 }).toBe('visible');
}
