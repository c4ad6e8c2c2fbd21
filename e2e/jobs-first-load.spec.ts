/**
 * /jobs loaded from the address bar (issue 36, item 8): nothing the user already sees moves while the
 * page fills in. "My jobs" used to paint its loading line and then grow with its content (the filters
 * and the cards moved down), and the footer under "Loading jobs…" jumped away when the cards came:
 * Lighthouse's layout shift on /jobs was 0.26.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, verifiedUser } from './support';

interface Shift {
  value: number;
  sources: string[];
}

/** Every layout shift of the document from its start (the PerformanceObserver's own record). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

test('a cold /jobs fills in without moving what is already on screen', async ({ page, request }) => {
  const email = await verifiedUser(request, 'jobs-first-load');
  await signIn(page, email);
  await recordShifts(page);

  await page.goto('jobs');
  const cards = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The cards after the first screenful come in a later task: the whole list arrives.
  const listed = await request.post('/web-api/scenario/by-type', {
    data: { type: 0 },
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token'))}` },
  });
  expect(listed.ok()).toBeTruthy();
  const scenarios = (await listed.json()) as unknown[];
  expect(scenarios.length).toBeGreaterThan(12);
  await expect(cards).toHaveCount(scenarios.length);
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // Shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  const shifts = await shiftsOf(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.001);
});
