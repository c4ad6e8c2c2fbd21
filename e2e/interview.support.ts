/** Shared steps of the live interview specs. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
export const connection = (page: Page) => page.locator('[data-connection]');

