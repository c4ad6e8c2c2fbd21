/**
 * The product in Russian (issue 21) at a phone width: a browser whose language is Russian gets the
 * Russian UI on its first visit; the account journey (register, the Russian mails, verify, reset
 * request, sign in), the jobs, one interview start with the spec's Russian end dialog; axe on each page
 * and no text sticking out of its box at 390 px. The switch in the header and on the public pages
 * changes the language at once and is remembered. An English browser never sees Russian.
 */
import { expect, test, type Page } from '@playwright/test';
import { connection, freeScenario, holdHistoryList } from './interview.support';
import { accessTokenOf, DESKTOP_ONLY, expectAccessible, latestMailTo, PASSWORD, uniqueEmail, verifiedUser } from './support';

const PHONE = { width: 390, height: 844 };
const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * Elements whose text leaves its box, or the page scrolling sideways. Left out on purpose: boxes that
 * scroll (a wide table), text cut with an ellipsis, and visually hidden text (1 px, clipped).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const scrolls = (el: Element | null): boolean => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!el.checkVisibility?.() || el.clientWidth <= 1) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' || style.position === 'absolute' && style.clip !== 'auto') continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!ownText || scrolls(el)) continue;
      const label = `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}"`;
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'hidden') {
        problems.push(`${label}: text ${el.scrollWidth}px wide in a ${el.clientWidth}px box`);
      }
      const box = el.getBoundingClientRect();
      if (box.right > root.clientWidth + 1 || box.left < -1) problems.push(`${label}: off the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    return problems;
  });
}

async function checkPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expectAccessible(page);
  expect(await overflowing(page)).toEqual([]);
}

test.describe('the product in Russian on a phone', { tag: DESKTOP_ONLY }, () => {
  test.use({ locale: 'ru-RU', viewport: PHONE, isMobile: true, hasTouch: true });

  test('account journey in Russian: register, Russian mails, verify, reset request, sign in, dashboard', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('anna');

    // First visit: the browser speaks Russian, so does the product.
    await page.goto('register');
    await expect(page.getByRole('heading', { level: 1, name: 'Создайте аккаунт' })).toBeVisible();
    await expect(page.getByText('Тренажёр собеседований с ИИ')).toBeVisible();
    await checkPage(page);

    // An empty form is checked against the contract before sending: each field's error under it, in Russian.
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(page.getByText('Заполните все обязательные поля')).toBeVisible();
    await expect(page.getByText('Заполните поле «Имя»')).toBeVisible();
    // A field named in its error as its label names it (issue 36).
    await expect(page.getByText('Заполните поле «Эл. почта»')).toBeVisible();
    await expect(page.getByText('Заполните поле «Повторите пароль»')).toBeVisible();
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Имя').fill('Анна Петрова');
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Повторите пароль').fill(PASSWORD + 'x');
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(page.getByText('Пароли не совпадают')).toBeVisible();
    await checkPage(page);

    await page.getByLabel('Повторите пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/check-email/);
    await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
    await checkPage(page);
    // Resending starts the countdown, its seconds in the right plural form.
    await page.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
    await expect(page.getByRole('button', { name: /^Повторить через \d+ (секунду|секунды|секунд)$/ })).toBeVisible();
    await checkPage(page);

    // The verification mail is in Russian (the SPA's Accept-Language).
    const mail = await latestMailTo(request, email);
    expect(mail.subject).toBe('Подтвердите почту для JobTalk AI');
    expect(mail.text).toContain('Здравствуйте, Анна!');
    const link = mail.links.find((l) => l.includes('/jobtalkai/verify-email?key='));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/jobtalkai\/login\?verified=true/, { timeout: 10_000 });
    await expect(page.getByText('Почта подтверждена! Теперь можно войти.')).toBeVisible();
    await checkPage(page);

    // The reset mail too.
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Забыли пароль?' })).toBeVisible();
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByRole('button', { name: 'Отправить инструкцию' }).click();
    await expect(page.getByText(`Если аккаунт с адресом ${email} существует`)).toBeVisible();
    await checkPage(page);
    await expect.poll(async () => (await latestMailTo(request, email)).subject).toBe('Восстановление пароля JobTalk AI');

    // Sign in.
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
    await expect(page.getByText('Здравствуйте, Анна').first()).toBeVisible();
    await expect(page.getByText(/^Осталось 10 собеседований$/)).toBeVisible();
    await checkPage(page);

    // The other pages of the account, in Russian and within the width.
    await page.goto('history');
    await expect(page.getByRole('heading', { level: 1, name: 'История собеседований' })).toBeVisible();
    await checkPage(page);
    await page.goto('subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
    await expect(page.getByText('19,99\u00a0$').first()).toBeVisible();
    await checkPage(page);
    await page.goto('profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки профиля' })).toBeVisible();
    await checkPage(page);
  });

  test('jobs and one interview start in Russian: the English-only notice and the spec\'s Russian end dialog', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = await verifiedUser(request, 'ivan', 'Иван Смирнов');
    const scenario = await freeScenario(request, await accessTokenOf(request, email));

    await page.goto('login');
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);

    await page.goto('jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Тренировка собеседований' })).toBeVisible();
    await expect(page.getByText(/^Найдено? \d+ ваканси(я|и|й)$/)).toBeVisible();
    await checkPage(page);

    await page.getByRole('link', { name: scenario.position }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${scenario.id}$`));
    await expect(page.getByText('Само собеседование проходит на английском').first()).toBeVisible();
    await checkPage(page);

    await page.getByRole('link', { name: 'Начать собеседование' }).click();
    await expect(page).toHaveURL(new RegExp(`/interview/${scenario.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Собеседование: ${scenario.position}` })).toBeVisible();
    await expect(page.getByText('Само собеседование проходит на английском').first()).toBeVisible();
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
    await checkPage(page);

    // The manual end: the spec's Russian dialog, with the one word for an interview (issue 36).
    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Завершить собеседование?' })).toBeVisible();
    await expect(dialog).toContainText('Вы уверены, что хотите завершить собеседование? Вы будете перенаправлены на страницу истории.');
    await expect(dialog.getByRole('button', { name: 'Отмена' }).last()).toBeVisible();
    await checkPage(page);
    const releaseList = await holdHistoryList(page);
    await dialog.getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/history$/);
    const justCompleted = page.getByRole('row').filter({ hasText: '(только что)' });
    await expect(justCompleted).toContainText(scenario.position);
    await checkPage(page);
    releaseList();
    await expect(justCompleted).toHaveCount(0);
  });

  test('the report in Russian: its texts from the server in Russian, the candidate\'s words as said, PRO tabs and recommendations', async ({ page, request }) => {
    test.setTimeout(360_000);
    const email = await verifiedUser(request, 'olga', 'Ольга Петрова');
    const scenario = await freeScenario(request, await accessTokenOf(request, email));
    const said = 'When our checkout page became slow I measured it first, found three oversized bundles, split them by route, and the page loaded in 1.8 seconds instead of 4.5 seconds.';

    await page.goto('login');
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
    await page.goto(`interview/${scenario.id}`);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
    const log = page.getByRole('log');
    await expect(log.locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
    // Sent again while the panel is still speaking ("Подождите, пока интервьюер договорит").
    await expect(async () => {
      if (await page.getByLabel('Напишите ответ').inputValue() === '') await page.getByLabel('Напишите ответ').fill(said);
      await page.getByRole('button', { name: 'Отправить', exact: true }).click();
      await expect(log.locator('section[data-sender="user"]').filter({ hasText: 'checkout page became slow' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/history$/);

    // PRO through the sandbox provider, then the report.
    await page.goto('subscription');
    await page.getByRole('article', { name: 'PRO на месяц' }).getByRole('button', { name: 'Выбрать' }).click();
    await page.getByRole('button', { name: 'Перейти к оплате' }).click();
    await page.getByLabel(/^Bitcoin/).check({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.locator('#payment-banner')).toContainText('Оплата прошла!');
    await page.goto('history');
    const row = page.getByRole('row').filter({ hasText: scenario.position });
    await expect(row.getByRole('link')).toBeVisible({ timeout: 90_000 });
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Отчёт о собеседовании' })).toBeVisible({ timeout: 60_000 });
    await checkPage(page);

    for (const tab of ['Профессиональные навыки', 'Гибкие навыки', 'Английский язык']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      // The server's comments and advice are in Russian, not the rubric's English.
      await expect(panel).toContainText(CYRILLIC);
      await expect(panel).not.toContainText('Your weakest area');
      await checkPage(page);
    }
    // The answer-by-answer coaching: Russian advice, the candidate's words as said.
    await expect(page.getByText('Как усилить').first()).toBeVisible();
    await expect(page.getByText(/checkout page became slow/).first()).toBeVisible();
    await expect(page.getByText(/Your own part|What you did:|Lead with the result/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Рекомендации', exact: true }).click();
    const recommendations = page.getByRole('dialog');
    await expect(recommendations).toContainText(CYRILLIC);
    await expect(recommendations).not.toContainText('Gave a concrete example');
    await checkPage(page);
  });

  test('the switch changes the language at once, in the header and on the public pages, and is remembered', async ({ page }) => {
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    const switcher = page.getByRole('group', { name: 'Язык' });
    await expect(switcher.getByRole('button', { name: /RU/ })).toHaveAttribute('aria-pressed', 'true');

    await switcher.getByRole('button', { name: /EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Sign in — JobTalk AI');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    // Remembered over the browser's Russian.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /RU/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(page).toHaveTitle('Вход — JobTalk AI');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
  });
});

test.describe('an English browser', { tag: DESKTOP_ONLY }, () => {
  test.use({ locale: 'en-US', viewport: PHONE });

  test('never sees Russian: the public pages are English and only the switch names Russian', async ({ page }) => {
    for (const path of ['login', 'register', 'forgot-password']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const shown = await page.evaluate(() => {
        const clone = document.body.cloneNode(true) as HTMLElement;
        clone.querySelectorAll('[role="group"] button[lang]').forEach((b) => b.remove());
        return clone.textContent ?? '';
      });
      expect(shown).not.toMatch(CYRILLIC);
    }
  });
});
