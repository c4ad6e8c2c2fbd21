/**
 * The header's greeting is read, not cut (issue 36): at a phone's widths (390 and 360 px), in English
 * and in Russian, a long name is greeted by the first name, the whole text inside its box (no ellipsis:
 * its scroll width is not wider than its box) and inside the window; the menu says the whole name.
 */
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP_ONLY, signIn, verifiedUser } from './support';

const GREETINGS = { en: 'Hello, Alexandra', ru: 'Здравствуйте, Alexandra' };

async function expectGreetingReadable(page: Page, text: string) {
  const greeting = page.getByRole('banner').getByText(/^(Hello|Здравствуйте),/).filter({ visible: true });
  await expect(greeting).toHaveCount(1);
  const fit = await greeting.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { scroll: el.scrollWidth, client: el.clientWidth, right: box.right, left: box.left, window: document.documentElement.clientWidth };
  });
  expect(fit.scroll, `"${text}" is cut: ${fit.scroll}px of text in a ${fit.client}px box`).toBeLessThanOrEqual(fit.client);
  expect(fit.left).toBeGreaterThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(fit.window);
  // Nothing in the bar lies over it.
  const others = await page.getByRole('banner').locator('a, button, [role="group"]').evaluateAll((els) =>
    els.filter((el) => el.checkVisibility()).map((el) => el.getBoundingClientRect()).map((r) => [r.left, r.right]),
  );
  for (const [left, right] of others) expect(right <= fit.left + 0.5 || left >= fit.right - 0.5).toBe(true);
  await expect(greeting).toHaveText(text);
}

test('the phone header greets by a readable first name, in English and in Russian', { tag: DESKTOP_ONLY }, async ({ page, request }) => {
  const email = await verifiedUser(request, 'greeting', 'Alexandra Konstantinopolskaya');
  await signIn(page, email);
  for (const code of ['en', 'ru'] as const) {
    await page.evaluate((language) => localStorage.setItem('language', language), code);
    await page.goto('jobs');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await expectGreetingReadable(page, GREETINGS[code]);
    }
  }
  // The menu names the whole person.
  await page.getByRole('button', { name: 'Меню' }).click();
  await expect(page.getByText('Здравствуйте, Alexandra Konstantinopolskaya')).toBeVisible();
});
