import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The SPA's address in the e2e server (see playwright.config.ts). */
/** Tag of tests whose subject does not depend on the width: the phone project leaves them out (playwright.config). */
export const DESKTOP_ONLY = '@desktop-only';

export const APP_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8091)}/jobtalkai/`;

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The newest mail the server's outbox holds for an address (outbox mode: no SMTP_URL). */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/dev/mailbox.json');
      expect(res.ok()).toBeTruthy();
      const mails = (await res.json()) as OutboxMail[];
      found = mails.find((m) => m.to.toLowerCase() === to.toLowerCase());
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** axe-core: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Contrast cannot be judged halfway through a fade-in (a dialog opening): let finite animations
  // finish (a spinner's endless turn never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export async function storageState(page: Page) {
  return page.evaluate(() => ({
    local: { access: localStorage.getItem('access_token'), refresh: localStorage.getItem('refresh_token') },
    session: { access: sessionStorage.getItem('access_token'), refresh: sessionStorage.getItem('refresh_token') },
  }));
}

export const PASSWORD = 'correct horse 42';

/** A verified account made through the API the SPA uses; returns its email. */
export async function verifiedUser(
  request: APIRequestContext,
  label: string,
  name = 'Grace Hopper',
  appUrl = APP_URL,
): Promise<string> {
  const email = uniqueEmail(label);
  const res = await request.post('/web-api/auth/register', {
    data: { email, password: PASSWORD, name, redirectUri: new URL('login', appUrl).href },
  });
  expect(res.status()).toBe(201);
  const mail = await latestMailTo(request, email);
  const key = new URL(mail.links.find((l) => l.includes('verify-email'))!).searchParams.get('key');
  const verified = await request.get(`/web-api/auth/verify-email?key=${encodeURIComponent(key!)}`);
  expect(verified.ok()).toBeTruthy();
  return email;
}

/** An access token for the account, straight from the API. */
export async function accessTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/web-api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
}

/** On a phone the header's links are behind the menu button. */
export async function openMenuIfPhone(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('button', { name: /menu/i });
  if (await menu.isVisible()) await menu.click();
}

/** Buys PRO Monthly for the signed-in user in the sandbox provider (Bitcoin), back on the success banner. */
export async function buyProMonthly(page: Page): Promise<void> {
  await page.goto('subscription');
  await page.getByRole('region', { name: 'Plans' }).getByRole('article', { name: 'PRO Monthly' }).getByRole('button', { name: 'Select Plan' }).click();
  await page.getByRole('region', { name: 'Checkout' }).getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(/^Bitcoin/).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.locator('#payment-banner')).toContainText('Payment Successful!');
}
