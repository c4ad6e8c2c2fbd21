/**
 * The report's tabs on a phone (issue 36): at 360 and 390 px, in English and in Russian, the three tab
 * labels ("Technical Skills" / "Soft Skills" / "Language Skills", "Профессиональные навыки" / "Гибкие
 * навыки" / "Английский язык") must not overlap one another, no label may be cut (its text fits its
 * box), and every tab must be reachable: inside the tab list's visible width, or brought into it by
 * scrolling the list, and selectable by a tap.
 *
 * A PRO user's report with data: the account buys PRO in the sandbox provider, types an interview over
 * the live socket and waits until the report is scored (as e2e/report-pdf.spec.ts does).
 * Screenshots go to $REPORT_TABS_SHOTS when it is set.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP_ONLY } from './support';
import { proUserWithInterview, scoredReport, signInThroughForm } from './typedInterview';

const ANSWERS = [
  'For four years I have built customer dashboards with React and TypeScript, and I owned the checkout flow end to end.',
  'When our checkout page became slow I measured it, split three oversized bundles by route, and load time fell from 4.5 to 1.8 seconds.',
];

const SHOTS = process.env.REPORT_TABS_SHOTS;

interface Language {
  locale: string;
  tabs: readonly string[];
  email: string;
  password: string;
  signIn: string;
}

const ENGLISH: Language = {
  locale: 'en-US',
  tabs: ['Technical Skills', 'Soft Skills', 'Language Skills'],
  email: 'Email',
  password: 'Password',
  signIn: 'Sign In',
};
const RUSSIAN: Language = {
  locale: 'ru-RU',
  tabs: ['Профессиональные навыки', 'Гибкие навыки', 'Английский язык'],
  email: 'Эл. почта',
  password: 'Пароль',
  signIn: 'Войти',
};

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

interface TabBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Each tab's box (in the page) and whether its content fits it; the list's own visible box. */
async function measure(page: Page): Promise<{ tabs: TabBox[]; list: { x: number; width: number } }> {
  return page.getByRole('tablist').evaluate((list) => {
    const listBox = list.getBoundingClientRect();
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
      const box = tab.getBoundingClientRect();
      return {
        name: tab.textContent ?? '',
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
        scrollWidth: tab.scrollWidth,
        clientWidth: tab.clientWidth,
        scrollHeight: tab.scrollHeight,
        clientHeight: tab.clientHeight,
      };
    });
    return { tabs, list: { x: listBox.x, width: listBox.width } };
  });
}

const overlaps = (a: TabBox, b: TabBox): boolean =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

async function checkTabs(browser: Browser, baseURL: string, email: string, id: string, language: Language): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: language.locale, viewport: VIEWPORTS[0] });
  try {
    const page = await context.newPage();
    await signInThroughForm(page, language, email);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`report/${id}`);
      const tablist = page.getByRole('tablist');
      await expect(tablist.getByRole('tab')).toHaveCount(3, { timeout: 30_000 });
      const where = `${language.locale} at ${viewport.width}x${viewport.height}`;

      const { tabs, list } = await measure(page);
      expect(tabs.map((tab) => tab.name.trim()), where).toEqual(language.tabs);
      for (const tab of tabs) {
        expect(tab.scrollWidth, `"${tab.name}" is cut sideways (${where})`).toBeLessThanOrEqual(tab.clientWidth);
        expect(tab.scrollHeight, `"${tab.name}" is cut at the bottom (${where})`).toBeLessThanOrEqual(tab.clientHeight);
      }
      for (let i = 0; i < tabs.length; i += 1) {
        for (let j = i + 1; j < tabs.length; j += 1) {
          expect(overlaps(tabs[i], tabs[j]), `"${tabs[i].name}" overlaps "${tabs[j].name}" (${where})`).toBe(false);
        }
      }
      // The list itself stays inside the screen.
      expect(list.x, where).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width, where).toBeLessThanOrEqual(viewport.width + 0.5);
      if (SHOTS) {
        await tablist.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, `tabs-${language.locale}-${viewport.width}.png`) });
      }

      // Every tab can be reached: brought into the list's visible width and selected by a tap.
      for (const name of language.tabs) {
        const tab = tablist.getByRole('tab', { name, exact: true });
        await tab.scrollIntoViewIfNeeded();
        const box = await tab.boundingBox();
        const listBox = await tablist.boundingBox();
        expect(box && listBox, where).toBeTruthy();
        expect(box!.x, `"${name}" starts outside the list (${where})`).toBeGreaterThanOrEqual(listBox!.x - 0.5);
        expect(box!.x + box!.width, `"${name}" ends outside the list (${where})`).toBeLessThanOrEqual(listBox!.x + listBox!.width + 0.5);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
      }
    }
    if (SHOTS) {
      // The whole report, for a person to look at, on a desktop and a phone.
      for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(viewport);
        await page.goto(`report/${id}`);
        await expect(page.getByRole('tablist').getByRole('tab')).toHaveCount(3, { timeout: 30_000 });
        await page.screenshot({ path: path.join(SHOTS, `report-${language.locale}-${viewport.width}.png`), fullPage: true });
      }
    }
  } finally {
    await context.close();
  }
}

test('a PRO report\'s tabs are whole, apart and reachable at 360 and 390 px, in English and Russian',
  // Opens its own browser contexts at each width it checks: the phone project would run the same.
  { tag: DESKTOP_ONLY },
  async ({ page, browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const { email, token, id } = await proUserWithInterview(page, request, baseURL!, { tag: 'reporttabs', name: 'Mary Jackson' }, ANSWERS);
  await scoredReport(request, token, id);

  await checkTabs(browser, baseURL!, email, id, ENGLISH);
  await checkTabs(browser, baseURL!, email, id, RUSSIAN);
});
