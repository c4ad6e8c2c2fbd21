/**
 * Every route of the SPA in Russian (issue 36): a Russian browser walks the public pages (sign-in,
 * register and its errors, check-email, verify, forgot and reset password, the invalid links, the
 * not-found page) and, signed in, the dashboard, the jobs, a job, a PRO job, the own-job pages, a live
 * interview with its first question, the history, a report (free, then PRO with its recommendations),
 * the profile with its log-out confirmation, the subscription page before and after paying, the
 * payment returns and the not-found page. On each, no Latin-script word may show outside the short,
 * justified allow-list below: the visible text (document.body.innerText's text nodes), the page's
 * title, and the aria-label, placeholder, title and alt of visible elements. A screenshot of each
 * route goes to /tmp/russian/ for a person to look at. At the desktop and the phone width.
 *
 * What may stay in Latin script, and why:
 * - Names of brands and formats: the product's own name "JobTalk AI", the plan "PRO"/"Pro", "PDF" and
 *   "Word (.docx)",
 *   the sign-in providers "Google" and "Apple", the coins of the payment methods and their tickers.
 * - "RU" on the language switch: the language's code, read out as «Русский» (the button's hidden name).
 * - Email addresses: the candidate's own.
 * - The interview's own content, which the product shows in English on purpose (the interview is held
 *   in English and says so: «Само собеседование проходит на английском»): the job's content from the
 *   catalogue or from the candidate's own posting (position, company, place, pay figures, description,
 *   skills, requirements, responsibilities, standards, interviewers' names, roles and greetings) and
 *   what was said in the interview (the panel's questions, the candidate's answers and quotes of them
 *   in the report, where a Russian sentence may also quote English speech in «…»: the fillers heard,
 *   «I don't know», «I led…» to say next time). Pages that show such content mark it lang="en" (WCAG 3.1.2: a screen reader reads
 *   it in English) and the check skips what is marked so; where a page does not mark it, the check
 *   removes the exact texts the API gave for this job and this interview, and nothing else.
 * Labels about the content (category, job type, experience, pay terms, work mode, plan texts) are
 * not content: they must be Russian.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { connection, holdHistoryList } from './interview.support';
import { accessTokenOf, latestMailTo, PASSWORD, uniqueEmail, verifiedUser } from './support';

const SCREENSHOTS = '/tmp/russian';

/** Latin-script words allowed anywhere (see the file's comment for why each is here). */
const ALLOWED_WORDS = new Set([
  // The product's name, the plan's name, the file formats a posting or CV may come in.
  'JobTalk', 'AI', 'PRO', 'Pro', 'PDF', 'Word', 'docx',
  // Sign-in providers.
  'Google', 'Apple',
  // The payment methods: coins, their tickers and symbols (Litecoin's Ł).
  'Bitcoin', 'Ethereum', 'Litecoin', 'Tron', 'Binance', 'Coin', 'Toncoin', 'Solana', 'USD', 'Tether',
  'BTC', 'ETH', 'LTC', 'TRX', 'BNB', 'TON', 'SOL', 'USDC', 'USDT', 'Ł',
  // The language switch's code of Russian.
  'RU',
]);

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’]*/gu;

interface Scenario {
  id: string;
  position?: string;
  company?: string | { name?: string };
  location?: string;
  salary?: string;
  description?: string;
  skills?: string[];
  requirements?: string[];
  responsibilities?: string[];
  isPro?: boolean;
  metadata?: { source?: string; systemStandards?: string[]; securityCompliance?: string[] };
  participants?: Array<{ name?: string; role?: string; welcomeMessage?: string }>;
}

/** An interviewer's avatar shows the initials of the name ("Ada Lovelace" → "AL", as src/ui/Avatar.tsx). */
function initialsOf(name: string | undefined): string | undefined {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return ((words[0]![0] ?? '') + (words.length > 1 ? (words[words.length - 1]![0] ?? '') : '')).toUpperCase();
}

/** The exact texts of a job's own content (see the file's comment): removed before the check. */
function contentOf(job: Scenario): string[] {
  const company = typeof job.company === 'string' ? job.company : job.company?.name;
  return [
    job.position,
    company,
    job.description,
    ...(job.skills ?? []),
    ...(job.requirements ?? []),
    ...(job.responsibilities ?? []),
    job.metadata?.source,
    ...(job.metadata?.systemStandards ?? []),
    ...(job.metadata?.securityCompliance ?? []),
    ...(job.participants ?? []).flatMap((person) => [person.welcomeMessage, person.role, person.name, initialsOf(person.name)]),
  ].filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** What the page shows, as texts: visible text nodes, the title, and the named attributes of visible elements; lang="en" parts left out. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('en');
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const value = node.textContent?.trim();
      if (!el || !value || el.closest('script, style, noscript, template')) continue;
      // An option of a closed <select> is not rendered, but it is what the select offers.
      const shown = el.tagName === 'OPTION' ? visible(el.closest('select') ?? el) : visible(el);
      if (shown && !english(el)) texts.push(value);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (!visible(el) || english(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The Latin-script words left on the page once allowed words, emails and the given content are
 * removed, each with its text. `quotedSpeech`: a report's Russian text may quote English speech in
 * «…» (the fillers heard, «I don't know», «I led…» to say next time): it refers to the English spoken
 * in the interview, so a quote without a Cyrillic letter is content there.
 */
async function latinLeft(page: Page, content: readonly string[], quotedSpeech = false): Promise<string[]> {
  // Whole words only: the initials "PR" of a name must not take "PR" out of "PRO".
  const phrases = [...new Set(content)]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'));
  const problems: string[] = [];
  for (const shown of await shownTexts(page)) {
    let rest = shown.replace(EMAIL, ' ');
    if (quotedSpeech) rest = rest.replace(/«[^«»\p{Script=Cyrillic}]*»/gu, ' ');
    for (const phrase of phrases) rest = rest.replace(phrase, ' ');
    const words = (rest.match(LATIN_WORD) ?? []).filter((word) => !ALLOWED_WORDS.has(word));
    if (words.length > 0) problems.push(`${words.join(' ')}  ←  «${shown.slice(0, 120)}»`);
  }
  return [...new Set(problems)];
}

/** Checks the page as it is now and keeps a screenshot of it under a name. */
async function expectRussian(page: Page, info: TestInfo, name: string, content: readonly string[] = [], quotedSpeech = false): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${info.project.name}-${name}.png` });
  await page.screenshot({ path: `${SCREENSHOTS}/${info.project.name}-${name}-full.png`, fullPage: true });
  expect({ page: name, latin: await latinLeft(page, content, quotedSpeech) }).toEqual({ page: name, latin: [] });
}

/** The widths the issue names: 1280×800 and 390×844. */
async function useIssueViewport(page: Page, info: TestInfo): Promise<void> {
  await page.setViewportSize(info.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
}

async function catalogue(request: APIRequestContext, token: string): Promise<Scenario[]> {
  const listed = await request.post('/web-api/scenario/by-type', { data: { type: 0 }, headers: { Authorization: `Bearer ${token}` } });
  expect(listed.ok()).toBeTruthy();
  return (await listed.json()) as Scenario[];
}

/** Every text said in the user's interviews (the panel's and the candidate's), from the API the history uses. */
async function saidInInterviews(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/web-api/conversations/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as unknown;
  const list = (Array.isArray(body) ? body : ((body as { conversations?: unknown[] }).conversations ?? [])) as Array<{ messages?: Array<{ text?: string }> }>;
  return list.flatMap((conversation) => (conversation.messages ?? []).map((message) => message.text ?? '')).filter((value) => value.trim() !== '');
}

/** Words of what was said: a report quotes parts of answers, cut where it sees fit. */
function wordsOf(texts: readonly string[]): string[] {
  return texts.flatMap((value) => value.match(LATIN_WORD) ?? []);
}

async function signInRussian(page: Page, email: string): Promise<void> {
  await page.goto('login');
  await page.getByLabel('Эл. почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
}

const POSTING = readFileSync(new URL('../tests/fixtures/postings/dev/01-senior-backend-go.txt', import.meta.url), 'utf8');

test.describe('every route in Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('the public pages: sign-in, register and its errors, check-email, verify, forgot and reset password, not found', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    await useIssueViewport(page, info);
    const email = uniqueEmail('rupublic');

    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expectRussian(page, info, 'login');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Введите почту и пароль')).toBeVisible();
    await expectRussian(page, info, 'login-errors');

    await page.goto('register');
    await expect(page.getByRole('heading', { level: 1, name: 'Создайте аккаунт' })).toBeVisible();
    await expectRussian(page, info, 'register');
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    // A field is named in its error as its label names it.
    await expect(page.getByText('Заполните поле «Эл. почта»')).toBeVisible();
    await expect(page.getByText('Заполните поле «Повторите пароль»')).toBeVisible();
    await expect(page.getByLabel('Эл. почта')).toBeVisible();
    await expect(page.getByLabel('Повторите пароль')).toBeVisible();
    await expectRussian(page, info, 'register-errors');
    await page.getByLabel('Имя').fill('Анна Петрова');
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Повторите пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
    await expectRussian(page, info, 'check-email');

    await page.goto('verify-email?key=not-a-key');
    await expect(page.getByText('Не удалось подтвердить почту').first()).toBeVisible();
    await expectRussian(page, info, 'verify-email-invalid');
    const verification = await latestMailTo(request, email);
    await page.goto(verification.links.find((link) => link.includes('verify-email'))!);
    await expect(page).toHaveURL(/\/jobtalkai\/login\?verified=true/, { timeout: 10_000 });
    await expectRussian(page, info, 'login-verified', [email]);

    await page.goto('forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Забыли пароль?' })).toBeVisible();
    await expectRussian(page, info, 'forgot-password');
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByRole('button', { name: 'Отправить инструкцию' }).click();
    await expect(page.getByText(`Если аккаунт с адресом ${email} существует`)).toBeVisible();
    await expectRussian(page, info, 'forgot-password-sent');

    await page.goto('reset-password?token=not-a-token');
    await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
    await expectRussian(page, info, 'reset-password-invalid');
    await expect.poll(async () => (await latestMailTo(request, email)).subject).toBe('Восстановление пароля JobTalk AI');
    const reset = await latestMailTo(request, email);
    await page.goto(reset.links.find((link) => link.includes('reset-password'))!);
    await expect(page.getByLabel('Новый пароль', { exact: true })).toBeVisible();
    await expectRussian(page, info, 'reset-password');

    await page.goto('no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expectRussian(page, info, 'not-found-public');

    // The check reads what the page shows: in English the same page is found full of Latin words.
    await page.goto('login');
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: /EN/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await latinLeft(page, [])).toEqual(expect.arrayContaining([expect.stringContaining('Sign in')]));
  });

  test('the signed-in pages: dashboard, jobs, a job, a PRO job, own jobs, an interview, history, report, profile, subscription, payment returns', async ({ page, request }, info) => {
    // A spoken first question, a typed answer and a report on two shared cores.
    test.setTimeout(420_000);
    await useIssueViewport(page, info);
    const email = await verifiedUser(request, 'rueverywhere', 'Анна Петрова');
    const token = await accessTokenOf(request, email);
    const jobs = await catalogue(request, token);
    const job = jobs.find((candidate) => !candidate.isPro && (candidate.participants?.length ?? 0) >= 2)!;
    const proJob = jobs.find((candidate) => candidate.isPro)!;
    const allContent = jobs.flatMap(contentOf);

    await signInRussian(page, email);
    await expect(page.getByText('Здравствуйте, Анна').first()).toBeVisible();
    await expectRussian(page, info, 'dashboard');
    const menu = page.getByRole('button', { name: 'Меню' });
    if (await menu.isVisible()) {
      await menu.click();
      await expectRussian(page, info, 'dashboard-menu');
      await page.keyboard.press('Escape');
    }

    await page.goto('jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Тренировка собеседований' })).toBeVisible();
    await expect(page.locator('[data-job-id]').first()).toBeVisible();
    // Job type, experience and pay terms said in Russian on the cards; the category filter's options too.
    await expect(page.getByText('Полная занятость').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Категория' }).locator('option', { hasText: 'Фронтенд' })).toHaveCount(1);
    await expectRussian(page, info, 'jobs', allContent);

    await page.goto(`jobs/${job.id}`);
    await expect(page.getByRole('link', { name: 'Начать собеседование' })).toBeVisible();
    await expectRussian(page, info, 'job', contentOf(job));

    await page.goto(`jobs/${proJob.id}`);
    await expect(page.getByText('Нужна подписка Pro')).toBeVisible();
    await expectRussian(page, info, 'job-pro', contentOf(proJob));

    await page.goto('jobs/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRussian(page, info, 'job-new');
    const created = await request.post('/web-api/private-scenarios', { data: { postingText: POSTING }, headers: { Authorization: `Bearer ${token}` } });
    expect(created.status()).toBe(201);
    const { id: ownId, scenario: own } = (await created.json()) as { id: string; scenario: Scenario };
    await page.goto(`jobs/mine/${ownId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('form, [role="form"]').first()).toBeVisible();
    await expectRussian(page, info, 'job-mine', [...contentOf(own), POSTING]);
    await page.goto('jobs');
    await expect(page.locator('[data-job-id]').first()).toBeVisible();
    await expectRussian(page, info, 'jobs-with-mine', [...allContent, ...contentOf(own)]);

    // The interview: connected, the first question shown (its text revealed once its audio has played).
    await page.goto(`interview/${job.id}`);
    await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 30_000 });
    const log = page.getByRole('log');
    await expect(log.locator('section:not([data-sender="user"]) [data-message-id]').first()).toBeVisible({ timeout: 60_000 });
    await expect(log.locator('[data-hidden-text]')).toHaveCount(0, { timeout: 90_000 });
    const panelSaid = await log.locator('section:not([data-sender="user"]) [data-message-id]').allInnerTexts();
    await expectRussian(page, info, 'interview', [...contentOf(job), ...panelSaid]);
    const answer =
      'When our checkout page became slow I measured it first, found three oversized bundles, split them by route, and the page loaded in 1.8 seconds instead of 4.5 seconds.';
    await expect(async () => {
      if ((await page.getByLabel('Напишите ответ').inputValue()) === '') await page.getByLabel('Напишите ответ').fill(answer);
      await page.getByRole('button', { name: 'Отправить', exact: true }).click();
      await expect(log.locator('section[data-sender="user"]').filter({ hasText: 'checkout page became slow' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Завершить', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Завершить собеседование?' })).toBeVisible();
    await expectRussian(page, info, 'interview-end-dialog', [...contentOf(job), ...wordsOf(await log.innerText().then((t) => [t]))]);
    const releaseList = await holdHistoryList(page);
    await dialog.getByRole('button', { name: 'Завершить', exact: true }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/history$/);
    await expect(page.getByRole('row').filter({ hasText: '(только что)' })).toBeVisible();
    await expectRussian(page, info, 'history-just-completed', contentOf(job));
    releaseList();

    const row = page.getByRole('row').filter({ hasText: job.position! });
    await expect(row.getByRole('link')).toBeVisible({ timeout: 120_000 });
    await expectRussian(page, info, 'history', contentOf(job));
    const said = await saidInInterviews(request, token);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Отчёт о собеседовании' })).toBeVisible({ timeout: 60_000 });
    const reportUrl = page.url();
    for (const [index, tab] of ['Профессиональные навыки', 'Гибкие навыки', 'Английский язык'].entries()) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectRussian(page, info, `report-tab${index + 1}`, [...contentOf(job), ...said, ...wordsOf(said)], true);
    }
    await page.getByRole('button', { name: 'Разговор', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectRussian(page, info, 'report-conversation', [...contentOf(job), ...said, ...wordsOf(said)], true);
    await page.keyboard.press('Escape');

    await page.goto('dashboard');
    await expect(page.getByText('Здравствуйте, Анна').first()).toBeVisible();
    await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
    await expectRussian(page, info, 'dashboard-with-activity', contentOf(job));

    await page.goto('profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки профиля' })).toBeVisible();
    await expectRussian(page, info, 'profile');
    // "Log Out" says that it signs out every device, before and in its confirmation.
    await expect(page.getByText('Выйти из аккаунта на всех устройствах.')).toBeVisible();
    await page.getByRole('button', { name: 'Выйти везде' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Вы выйдете из аккаунта на всех устройствах');
    await expectRussian(page, info, 'profile-logout-dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отмена' }).click();

    await page.goto('subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'PRO на год' })).toBeVisible();
    await expectRussian(page, info, 'subscription');
    await page.getByRole('article', { name: 'PRO на месяц' }).getByRole('button', { name: 'Выбрать' }).click();
    await expect(page.getByRole('region', { name: 'Оформление' })).toBeVisible();
    await expectRussian(page, info, 'subscription-checkout');

    await page.goto('subscription?payment=cancelled');
    await expect(page.locator('#payment-banner')).toContainText('Проблема с оплатой');
    await expectRussian(page, info, 'payment-return-cancelled');

    // PRO through the sandbox provider (its page is the provider's, not ours), then the return.
    await page.getByRole('article', { name: 'PRO на месяц' }).getByRole('button', { name: 'Выбрать' }).click();
    await page.getByRole('button', { name: 'Перейти к оплате' }).click();
    await page.getByLabel(/^Bitcoin/).check({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    const banner = page.locator('#payment-banner');
    await expect(banner).toContainText('Оплата прошла!');
    // Said once: the title, then the rest of the spec's sentence.
    await expect(banner).toHaveText(/^Оплата прошла!\s*Подписка активирована\.$/);
    // A PRO Monthly user's Annual card says what applies to it.
    await expect(page.getByRole('article', { name: 'PRO на год' })).toContainText(/Этот тариф можно будет выбрать, когда закончится ваш тариф «PRO на месяц»: он действует до \d+ \S+ \d{4} г\.(?!\.)/);
    await expectRussian(page, info, 'payment-return-success');

    await page.goto(reportUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Отчёт о собеседовании' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('tab').first()).toBeVisible();
    for (const [index, tab] of ['Профессиональные навыки', 'Гибкие навыки', 'Английский язык'].entries()) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectRussian(page, info, `report-pro-tab${index + 1}`, [...contentOf(job), ...said, ...wordsOf(said)], true);
    }
    await page.getByRole('button', { name: 'Рекомендации', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectRussian(page, info, 'report-recommendations', [...contentOf(job), ...said, ...wordsOf(said)], true);
    await page.keyboard.press('Escape');

    await page.goto(`jobs/${proJob.id}`);
    await expect(page.getByRole('link', { name: 'Начать собеседование' })).toBeVisible();
    await expectRussian(page, info, 'job-pro-unlocked', contentOf(proJob));

    await page.goto('no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expectRussian(page, info, 'not-found');
  });
});
