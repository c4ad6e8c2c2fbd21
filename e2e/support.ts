import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The SPA's address in the e2e server (see playwright.config.ts). */
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
