/**
 * The job catalogue (spec §2 /jobs and /jobs/{id}, §3 scroll memory, §4, §5): a signed-in free user
 * browses, searches and filters the seeded scenarios, is stopped on a PRO one, opens a normal one, and
 * comes back to the same place in the list. Expected results are computed from the API's own list.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APP_URL, expectAccessible, latestMailTo, uniqueEmail } from './support';

const PASSWORD = 'correct horse 42';

interface Scenario {
  id: string;
  position: string;
  company: string | { name: string };
  location: string;
  jobType: string;
  experience: string;
  salary: string;
  description: string;
  skills: string[];
  requirements: string[];
  responsibilities: string[];
  category: string;
  isPro: boolean;
  postedDate: string;
  metadata: { source: string; systemStandards: string[]; securityCompliance: string[] };
  participants: Array<{ name: string; role: string; welcomeMessage?: string }>;
}

const companyName = (s: Scenario) => (typeof s.company === 'string' ? s.company : s.company.name);

/** A verified free account made through the API, and the scenarios the API lists for it. */
async function freeUserWithCatalogue(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const registered = await request.post('/web-api/auth/register', {
    data: { email, password: PASSWORD, name: 'Katherine Johnson', redirectUri: new URL('login', APP_URL).href },
  });
  expect(registered.status()).toBe(201);
  const mail = await latestMailTo(request, email);
  const key = new URL(mail.links.find((l) => l.includes('verify-email'))!).searchParams.get('key');
  expect((await request.get(`/web-api/auth/verify-email?key=${encodeURIComponent(key!)}`)).ok()).toBeTruthy();

  const login = await request.post('/web-api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { access_token: token } = (await login.json()) as { access_token: string };
  const listed = await request.post('/web-api/scenario/by-type', {
    data: { type: 0 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(listed.ok()).toBeTruthy();
  const scenarios = (await listed.json()) as Scenario[];
  return { email, scenarios };
}

async function signIn(page: Page, email: string) {
  await page.goto('login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
}

async function openJobsFromNav(page: Page) {
  // The header is there before deciding whether the phone's menu has to be opened.
  await expect(page.getByRole('banner').getByRole('link', { name: 'JobTalk AI home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: /menu/i });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/jobs$/);
}

const jobList = (page: Page) => page.getByRole('list', { name: 'Jobs' });
const cards = (page: Page) => jobList(page).getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });

/** The list's order (spec §4): non-PRO first, then newest postedDate. */
function sorted(scenarios: Scenario[]): Scenario[] {
  return [...scenarios].sort(
    (a, b) => Number(a.isPro) - Number(b.isPro) || Date.parse(b.postedDate) - Date.parse(a.postedDate),
  );
}

/** Spec §5: case-insensitive over position, company name, description and skills. */
function matching(scenarios: Scenario[], query: string): string[] {
  const needle = query.toLowerCase();
  return sorted(scenarios)
    .filter((s) => [s.position, companyName(s), s.description, ...s.skills].some((f) => f.toLowerCase().includes(needle)))
    .map((s) => s.position);
}

test('the list: 30+ cards, search, category filter, no result with Clear filters, PRO badges', async ({ page, request }) => {
  const { email, scenarios } = await freeUserWithCatalogue(request, 'jobs-list');
  expect(scenarios.length).toBeGreaterThanOrEqual(30);
  await signIn(page, email);
  await openJobsFromNav(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Interview Practice' })).toBeVisible();
  await expect(cards(page)).toHaveCount(scenarios.length);
  expect(await cardTitles(page)).toEqual(sorted(scenarios).map((s) => s.position));
  await expectAccessible(page);

  // A card: the first 5 skills then "+N more".
  const many = sorted(scenarios).find((s) => s.skills.length > 5 && !s.isPro)!;
  const card = jobList(page).getByRole('article').filter({ has: page.getByRole('heading', { name: many.position, exact: true }) });
  await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    ...many.skills.slice(0, 5),
    `+${many.skills.length - 5} more`,
  ]);
  await expect(card.getByText(companyName(many), { exact: true })).toBeVisible();

  // The PRO badge, in its fixed rose, on every PRO card and only there (the user is free).
  const proCount = scenarios.filter((s) => s.isPro).length;
  expect(proCount).toBeGreaterThan(0);
  const badges = jobList(page).getByText('PRO', { exact: true });
  await expect(badges).toHaveCount(proCount);
  await expect(badges.first()).toHaveCSS('background-color', 'rgb(225, 29, 72)');
  for (const s of scenarios.filter((x) => x.isPro)) {
    const proCard = cards(page).filter({ has: page.getByRole('heading', { name: s.position, exact: true }) });
    await expect(proCard.getByText('PRO', { exact: true })).toBeVisible();
  }

  // Search by a skill, in another case.
  const skill = many.skills[0];
  await searchBox(page).fill(skill.toUpperCase());
  await expect.poll(() => cardTitles(page)).toEqual(matching(scenarios, skill));
  expect(matching(scenarios, skill).length).toBeLessThan(scenarios.length);

  // Search by a company name, lower case.
  const company = companyName(sorted(scenarios)[3]);
  await searchBox(page).fill(company.toLowerCase());
  await expect.poll(() => cardTitles(page)).toEqual(matching(scenarios, company));

  // The exact category, offered from the data.
  await searchBox(page).fill('');
  const categories = [...new Set(scenarios.map((s) => s.category))].sort((a, b) => a.localeCompare(b, 'en'));
  await expect(categorySelect(page).getByRole('option')).toHaveText(['All categories', ...categories]);
  const category = categories[1];
  await categorySelect(page).selectOption(category);
  await expect
    .poll(() => cardTitles(page))
    .toEqual(sorted(scenarios).filter((s) => s.category === category).map((s) => s.position));

  // Nothing matches: the spec's text, then Clear filters brings every job back.
  await searchBox(page).fill('no such job anywhere zzz');
  await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
  await expect(jobList(page)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(scenarios.length);
  await expect(searchBox(page)).toHaveValue('');
  await expect(categorySelect(page)).toHaveValue('');
});

test('a PRO job stops the free user; a normal job shows every field and Start Interview', async ({ page, request, isMobile }) => {
  const { email, scenarios } = await freeUserWithCatalogue(request, 'jobs-detail');
  await signIn(page, email);
  await openJobsFromNav(page);
  await expect(cards(page)).toHaveCount(scenarios.length);

  const pro = sorted(scenarios).find((s) => s.isPro)!;
  await jobList(page).getByRole('link', { name: pro.position, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobtalkai/jobs/${pro.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: pro.position })).toBeVisible();
  await expect(page.getByText('Requires Pro Subscription')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/jobtalkai/subscription');
  await expect(page.getByRole('link', { name: 'Start Interview' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: /Back to jobs/ }).click();
  await expect(cards(page)).toHaveCount(scenarios.length);

  const job = sorted(scenarios).find((s) => !s.isPro && s.participants.some((p) => p.welcomeMessage))!;
  await jobList(page).getByRole('link', { name: job.position, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.position })).toBeVisible();
  const main = page.getByRole('main');
  const fact = (term: string) => main.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Company')).toHaveText(companyName(job));
  await expect(fact('Location')).toHaveText(job.location);
  await expect(fact('Job type')).toHaveText(job.jobType);
  await expect(fact('Experience')).toHaveText(job.experience);
  await expect(fact('Salary')).toHaveText(job.salary);
  await expect(fact('Posted')).toHaveText(
    new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(job.postedDate)),
  );
  await expect(fact('Category')).toHaveText(job.category);
  await expect(fact('Source')).toHaveText(job.metadata.source);
  await expect(fact('System standards').getByRole('listitem')).toHaveText(job.metadata.systemStandards);
  await expect(fact('Security compliance').getByRole('listitem')).toHaveText(job.metadata.securityCompliance);
  await expect(main.getByText(job.description, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Skills' }).getByRole('listitem')).toHaveText(job.skills);
  await expect(page.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).toHaveText(job.requirements);
  await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveText(job.responsibilities);
  const panel = page.getByRole('region', { name: 'Your interviewers' });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(job.participants.map((p) => p.name));
  for (const person of job.participants) {
    await expect(panel.getByText(person.role, { exact: true })).toBeVisible();
    if (person.welcomeMessage) await expect(panel.getByText(person.welcomeMessage, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Interview' })).toHaveAttribute('href', `/jobtalkai/interview/${job.id}`);
  await expect(page.getByText('Requires Pro Subscription')).toHaveCount(0);
  // On a phone the button comes before the description, within the first screen; on a desktop beside it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const start = (await page.getByRole('link', { name: 'Start Interview' }).boundingBox())!;
  const about = (await page.locator('#job-about').boundingBox())!;
  if (isMobile) {
    expect(start.y).toBeLessThan(about.y);
    expect(start.y + start.height).toBeLessThan(page.viewportSize()!.height);
  } else {
    expect(start.x).toBeGreaterThan(about.x + about.width - 1);
  }
  await expectAccessible(page);
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToCard(page: Page, card: Locator): Promise<number> {
  await card.scrollIntoViewIfNeeded();
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Let the scroll settle before reading it.
  let last = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return last;
}

test('Back from a job returns to the same place in the list', async ({ page, request }) => {
  const { email, scenarios } = await freeUserWithCatalogue(request, 'jobs-scroll');
  await signIn(page, email);
  await openJobsFromNav(page);
  await expect(cards(page)).toHaveCount(scenarios.length);
  expect(await scrollY(page)).toBe(0);

  // Far down the list, open a job; the browser's Back returns to the same offset.
  const target = sorted(scenarios)[Math.floor(scenarios.length * 0.7)];
  const link = jobList(page).getByRole('link', { name: target.position, exact: true });
  const saved = await scrollToCard(page, link);
  expect(saved).toBeGreaterThan(500);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: target.position })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('jobsPageScrollManualSave'))).toBe('true');
  expect(Number(await page.evaluate(() => sessionStorage.getItem('jobsPageScrollPosition')))).toBeCloseTo(saved, -1);
  await page.goBack();
  await expect(page).toHaveURL(/\/jobtalkai\/jobs$/);
  await expect(cards(page)).toHaveCount(scenarios.length);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(saved - 5);
  expect(Math.abs((await scrollY(page)) - saved)).toBeLessThanOrEqual(4);
  expect(await page.evaluate(() => sessionStorage.getItem('jobsPageScrollManualSave'))).toBeNull();

  // The page's own "Back to jobs" link returns there too.
  const other = sorted(scenarios)[Math.floor(scenarios.length * 0.4)];
  const otherLink = jobList(page).getByRole('link', { name: other.position, exact: true });
  const savedAgain = await scrollToCard(page, otherLink);
  await otherLink.click();
  await expect(page.getByRole('heading', { level: 1, name: other.position })).toBeVisible();
  await page.getByRole('link', { name: /Back to jobs/ }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/jobs$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - savedAgain)).toBeLessThanOrEqual(4);

  // Arriving any other way starts at the top.
  await page.goto('dashboard');
  await openJobsFromNav(page);
  await expect(cards(page)).toHaveCount(scenarios.length);
  expect(await scrollY(page)).toBe(0);
});

test('an unknown job id shows "Job Not Found" with a way back', async ({ page, request }) => {
  const { email } = await freeUserWithCatalogue(request, 'jobs-missing');
  await signIn(page, email);
  await page.goto('jobs/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/jobs$/);
  await expect(cards(page).first()).toBeVisible();
});
