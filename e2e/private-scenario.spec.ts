/**
 * Practise for your own job (issue 20): a signed-in free user pastes a job posting, reviews what was
 * read from it and leaves without saving (issue 36: nothing stored, the plan's count stays 0), reads it
 * again with a CV, changes a skill, saves (now it counts), finds it under "My jobs" on /jobs, opens it
 * again, and deletes it after a confirmation. At a desktop and a phone width, with axe on each screen.
 * Then a PRO user's whole journey: posting → review → a changed skill → Start interview → typed answers →
 * the report, whose technical skills are the posting's as stored (the changed one among them).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { connection, conversation, interviewerBubbles, typeAnswer } from './interview.support';
import { DESKTOP_ONLY, accessTokenOf, buyProMonthly, expectAccessible, signIn, verifiedUser } from './support';

const POSTING = readFileSync(new URL('../tests/fixtures/postings/dev/01-senior-backend-go.txt', import.meta.url), 'utf8');
const CV = [
  'Jamie Rivera — Backend Engineer',
  'Northwind Pay, Senior Software Engineer, 2021 – present',
  '- Moved the payments service to Kafka, cutting settlement delays from hours to minutes.',
].join('\n');

const RECIPE =
  'Heat the oven to two hundred degrees. Mix the flour, the sugar and the butter in a large bowl until the mixture ' +
  'looks like breadcrumbs, then add the eggs one at a time and stir well. Pour everything into the tin, bake it for ' +
  'forty minutes, and let the cake cool on a rack before you slice it and serve it with cream.';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const myJobs = (page: Page) => page.getByRole('region', { name: 'My jobs' });

/** The user's stored private scenarios, as the API lists them. */
async function storedJobs(request: APIRequestContext, token: string) {
  const listed = await request.get('/web-api/private-scenarios', { headers: { Authorization: `Bearer ${token}` } });
  expect(listed.ok()).toBeTruthy();
  return (await listed.json()) as Array<{ id: string; hasCv: boolean; scenario: { skills: string[]; participants: Array<{ welcomeMessage?: string }> } }>;
}

/** Each text area of a list section: its whole text in view (no hidden overflow), and its height in px. */
function textAreasOf(page: Page, section: string) {
  return page
    .getByRole('region', { name: section })
    .locator('textarea')
    .evaluateAll((areas) =>
      areas.map((a) => ({ text: (a as HTMLTextAreaElement).value, height: a.clientHeight, hidden: a.scrollHeight - a.clientHeight })),
    );
}

/** The CV as a minimal Word document (.docx), one paragraph per line. */
async function cvDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = CV.split('\n').map((line) => `<w:p><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

for (const viewport of WIDTHS) {
  test(`pastes a posting, edits a skill, saves, finds it under My jobs and deletes it (${viewport.width} px) ${DESKTOP_ONLY}`, async ({
    page,
    request,
  }) => {
    // Six axe checks and a posting read on two shared cores.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = await verifiedUser(request, `own-job-${viewport.name}`);
    await signIn(page, email);
    const token = await accessTokenOf(request, email);

    // /jobs: nothing of one's own yet, the free plan's count, and the way in.
    await page.goto('jobs');
    await expect(myJobs(page).getByText('0 of 3 used')).toBeVisible();
    await expect(myJobs(page).getByText(/^None yet\./)).toBeVisible();
    await expectAccessible(page);
    await myJobs(page).getByRole('link', { name: 'Practise for your own job' }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/jobs\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Practise for your own job' })).toBeVisible();
    await expect(page).toHaveTitle(/Practise for your own job/);

    // Too short first: said under the field, nothing sent.
    await page.getByLabel('Job posting').fill('Backend Engineer, Go.');
    await page.getByRole('button', { name: 'Read the posting' }).click();
    await expect(page.getByText(/This is too short to be a job posting/)).toBeVisible();
    await expectAccessible(page);

    // Long enough, but no posting: the server's refusal shows where the user is, beside the button (it
    // sat at the top of the form, out of the window after pressing the button at its bottom).
    await page.getByLabel('Job posting').fill(RECIPE);
    await page.getByRole('button', { name: 'Read the posting' }).click();
    const refusal = page.getByText(/^This does not read like a job posting/);
    await expect(refusal).toBeVisible({ timeout: 20_000 });
    await expect(refusal).toBeInViewport({ ratio: 1 });
    expect(await storedJobs(request, token)).toEqual([]);

    await page.getByLabel('Job posting').fill(POSTING);
    await page.getByRole('button', { name: 'Read the posting' }).click();

    // The review: every field read from the posting, editable; nothing stored yet, and the page says so.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your interview' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Not saved yet: nothing is kept until you press Save/)).toBeVisible();
    expect(await storedJobs(request, token)).toEqual([]);
    await expect(page.getByLabel('Position')).toHaveValue('Senior Backend Engineer (Go)');
    // The category is the reader's guess, said to be one.
    const category = await page.getByLabel('Category').inputValue();
    await expect(page.getByText(`Suggested from the posting: ${category}. Change it if another field fits better.`)).toBeVisible();
    // Requirements and duties: text areas as tall as their text, every word in view at this width.
    for (const section of ['Requirements', 'Responsibilities']) {
      const areas = await textAreasOf(page, section);
      expect(areas.length, section).toBeGreaterThan(0);
      for (const area of areas) expect(area.hidden, `${section}: ${area.text}`).toBeLessThanOrEqual(1);
      // The longest wraps onto more lines than a one-line field holds (44 px).
      const longest = areas.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      if (longest.text.length > (viewport.width < 500 ? 40 : 110)) expect(longest.height, longest.text).toBeGreaterThan(50);
    }
    await page.getByLabel('Position').fill('Left unsaved');
    await expectAccessible(page);

    // Left without saving: nothing stored, the plan's count unchanged.
    await page.getByRole('link', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/jobs$/);
    await expect(myJobs(page).getByText('0 of 3 used')).toBeVisible();
    await expect(myJobs(page).getByText(/^None yet\./)).toBeVisible();
    expect(await storedJobs(request, token)).toEqual([]);

    // Again, with the CV: from a Word file, read by the server into the field; a text file is refused with a reason.
    await myJobs(page).getByRole('link', { name: 'Practise for your own job' }).click();
    await page.getByLabel('Job posting').fill(POSTING);
    await page.getByLabel(/^Or upload your CV/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(CV) });
    await expect(page.getByText(/^Only PDF and Word \(\.docx\) files can be read/)).toBeVisible();
    await page.getByLabel(/^Or upload your CV/).setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await cvDocx(),
    });
    await expect(page.getByLabel('Your CV (optional)')).toHaveValue(CV.split('\n').join('\n\n'));
    await page.getByRole('button', { name: 'Read the posting' }).click();

    // The review, read again: still nothing stored until Save.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your interview' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Position')).toHaveValue('Senior Backend Engineer (Go)');
    const skills = page.getByRole('region', { name: 'Skills' });
    const skillBoxes = skills.getByRole('textbox');
    const firstSkills = await skillBoxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(firstSkills).toContain('Go');
    expect(firstSkills).toContain('Kafka');
    await expect(page.getByRole('region', { name: 'The interview panel' }).getByLabel('Name').first()).not.toHaveValue('');
    await expectAccessible(page);

    // Change "Kafka" to "RabbitMQ", add "Terraform", remove the first skill; an empty one is refused.
    const kafka = firstSkills.indexOf('Kafka');
    await skills.getByLabel(`Skill ${kafka + 1}`, { exact: true }).fill('RabbitMQ');
    await skills.getByRole('button', { name: 'Add a skill' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Some fields need your attention: see the messages below them.')).toBeVisible();
    await expect(skills.getByText('This field cannot be empty.')).toBeVisible();
    await expectAccessible(page);
    await skills.getByLabel(`Skill ${firstSkills.length + 1}`, { exact: true }).fill('Terraform');
    await skills.getByRole('button', { name: /^Remove Skill 1: / }).click();
    // Nothing stored by any of it.
    expect(await storedJobs(request, token)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. You will find this job under My jobs.')).toBeVisible();
    await expect(page.getByText(/^Not saved yet/)).toHaveCount(0);

    const expected = [...firstSkills.slice(1).map((s) => (s === 'Kafka' ? 'RabbitMQ' : s)), 'Terraform'];
    // Stored by Save, once: the API gives the changed skills back.
    const [stored, ...more] = await storedJobs(request, token);
    expect(more).toEqual([]);
    expect(stored!.scenario.skills).toEqual(expected);
    expect(stored!.hasCv).toBe(true);
    // A later change is stored in place.
    await page.getByLabel('Position').fill('Senior Backend Engineer (Go)  ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    expect(await storedJobs(request, token)).toHaveLength(1);

    // My jobs lists it, with the count; edit opens the stored form.
    await page.getByRole('link', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL(/\/jobtalkai\/jobs$/);
    await expect(myJobs(page).getByText('1 of 3 used')).toBeVisible();
    await expect(myJobs(page).getByRole('listitem')).toHaveCount(1);
    await expect(myJobs(page).getByText('With your CV')).toBeVisible();

    await myJobs(page).getByRole('link', { name: 'Edit Senior Backend Engineer (Go)' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobtalkai/jobs/mine/${stored!.id}$`));
    const reopened = page.getByRole('region', { name: 'Skills' }).getByRole('textbox');
    await expect.poll(() => reopened.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(expected);

    // Delete it, after saying no once.
    await page.getByRole('link', { name: 'Back to jobs' }).click();
    const remove = myJobs(page).getByRole('button', { name: 'Delete Senior Backend Engineer (Go)' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this job?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(myJobs(page).getByRole('listitem')).toHaveCount(1);
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(myJobs(page).getByText('The job is deleted.')).toBeVisible();
    await expect(myJobs(page).getByRole('listitem')).toHaveCount(0);
    await expect(myJobs(page).getByText('0 of 3 used')).toBeVisible();
    expect(await storedJobs(request, token)).toEqual([]);
  });
}

test(`posting → review → a changed skill → interview → the report scores the posting's skills ${DESKTOP_ONLY}`, async ({ page, request }) => {
  test.setTimeout(420_000);
  const email = await verifiedUser(request, 'own-job-report');
  await signIn(page, email);

  // PRO in the sandbox provider, so the report shows its technical skills.
  await buyProMonthly(page);

  await page.goto('jobs/new');
  await page.getByLabel('Job posting').fill(POSTING);
  await page.getByRole('button', { name: 'Read the posting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your interview' })).toBeVisible({ timeout: 20_000 });
  const skills = page.getByRole('region', { name: 'Skills' });
  const firstSkills = await skills.getByRole('textbox').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const kafka = firstSkills.indexOf('Kafka');
  expect(kafka).toBeGreaterThanOrEqual(0);
  await skills.getByLabel(`Skill ${kafka + 1}`, { exact: true }).fill('RabbitMQ');
  // Each interviewer's welcome, rewritten: the interview opens with the lead's, word for word.
  const welcomes = page.getByRole('region', { name: 'The interview panel' }).getByLabel('Welcome message');
  const panelSize = await welcomes.count();
  for (let i = 0; i < panelSize; i++) await welcomes.nth(i).fill(`Good to meet you, this is interviewer ${i + 1}.`);
  // Start interview stores the draft first, then opens the interview.
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/interview\/[0-9a-f-]{36}$/);
  const id = /interview\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const token = await accessTokenOf(request, email);
  const stored = (await (await request.get(`/web-api/private-scenarios/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    scenario: { position: string; skills: string[] };
  };
  expect(stored.scenario.skills).toContain('RabbitMQ');
  expect(stored.scenario.skills).not.toContain('Kafka');
  await expect(page.getByRole('heading', { level: 1, name: `${stored.scenario.position} Interview` })).toBeVisible();

  await expect(connection(page)).toHaveAttribute('data-connection', 'connection_confirmed', { timeout: 20_000 });
  await expect(interviewerBubbles(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(interviewerBubbles(page).first()).toContainText(/Good to meet you, this is interviewer [1-3]\./, { timeout: 60_000 });
  for (const answer of [
    'For five years I have built payment services in Go on PostgreSQL. When settlement got slow I profiled the queries, ' +
      'added two indexes and rewrote one report as a batch job, and the nightly run went from forty minutes to six.',
    'Last year I moved our order events from cron jobs to RabbitMQ with two colleagues: we agreed the message format together, ' +
      'I paired with the junior engineer every week, and we shipped it two weeks early without a single lost payment.',
  ]) {
    await typeAnswer(page, answer);
  }
  await page.getByRole('button', { name: 'End Interview' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End', exact: true }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/history$/);

  // The report, once scored: its technical skills are the stored posting's.
  const listed = await request.get('/web-api/conversations/user', { headers: { Authorization: `Bearer ${token}` } });
  const [newest] = (await listed.json()) as Array<{ id: string; jobPosition: string }>;
  expect(newest!.jobPosition).toBe(stored.scenario.position);
  await page.goto(`report/${newest!.id}`);
  await expect(page.getByRole('heading', { name: 'Interview Report' })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('tab', { name: 'Technical Skills' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('RabbitMQ');
  await expect(panel).not.toContainText('Kafka');
  const report = await request.get(`/web-api/conversations/${newest!.id}/report`, { headers: { Authorization: `Bearer ${token}` } });
  expect(report.ok()).toBeTruthy();
  const scored = JSON.stringify(await report.json());
  const named = [...scored.matchAll(/"skill":"([^"]+)"/g)].map((m) => m[1]!);
  expect(named.length).toBeGreaterThan(0);
  for (const skill of named) expect(stored.scenario.skills).toContain(skill);
  await expectAccessible(page);
});
