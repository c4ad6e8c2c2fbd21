/**
 * A report with data for the report specs: an interview typed over the live socket (the protocol the
 * SPA speaks) and ended by the candidate, then the report polled until it is scored.
 */
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { freeScenario } from './interview.support';
import { accessTokenOf, buyProMonthly, PASSWORD, signIn, verifiedUser } from './support';
import { LiveStatus, type RoleMessage, type ServerMessage } from '../openapi/live-protocol';
import { LiveClient } from '../tests/server/live/support/client';

/** The server refuses an answer while the panel is still speaking: the answer is sent again after this. */
const RETRY_ANSWER_MS = 1_000;

/**
 * A whole interview typed over the live socket, ended by the candidate; resolves the conversation id.
 * An answer the server refuses (the panel is still speaking) is sent again until it is taken.
 */
export async function typedInterview(origin: string, token: string, jobId: string, answers: readonly string[]): Promise<string> {
  const client = await LiveClient.connect(origin);
  try {
    const uid = client.start(token, jobId);
    await client.next((m): m is ServerMessage => m.type === 'status' && m.status === LiveStatus.connected, { timeoutMs: 30_000 });
    for (const text of answers) {
      for (let attempt = 0; ; attempt += 1) {
        expect(attempt, `answer "${text.slice(0, 30)}…" never taken`).toBeLessThan(120);
        const from = client.messages.length;
        client.send({ type: 'answer_text', uid, text });
        const reply = await client.next(
          (m): m is ServerMessage => m.type === 'error' || (m.type === 'role' && m.role === 'USER' && m.isFinal && m.text === text),
          { from, timeoutMs: 30_000 },
        );
        if (reply.type === 'role') break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_ANSWER_MS));
      }
    }
    // The panel's reply to the last answer, then the candidate ends the interview.
    const answered = client.messages.length;
    await client.next((m): m is RoleMessage => m.type === 'role' && m.role !== 'USER' && m.isFinal, { from: answered, timeoutMs: 60_000 });
    client.send({ type: 'end_interview', uid });
    const done = await client.next(
      (m): m is Extract<ServerMessage, { type: 'status' }> => m.type === 'status' && m.status === LiveStatus.complete,
      { timeoutMs: 30_000 },
    );
    expect(client.invalid).toEqual([]);
    expect(done.reportId).toBeTruthy();
    return done.reportId!;
  } finally {
    client.close();
  }
}

export interface ReportBody {
  status: number;
  overallScore: number;
  conversation: Array<{ text: string; role: string }>;
}

export async function scoredReport(request: APIRequestContext, token: string, id: string, language = 'en'): Promise<ReportBody> {
  let body: ReportBody | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/web-api/conversations/${id}/report`, {
          headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
        });
        body = res.ok() ? ((await res.json()) as ReportBody) : null;
        return body?.status ?? res.status();
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(2);
  return body!;
}

/**
 * A PRO user with one typed interview: a verified account signs in on `page`, buys PRO Monthly in the
 * sandbox provider and types `answers` for `jobId` (a free catalogue job with a panel when absent).
 * Resolves the account, its access token and the conversation's id; the report may still be scoring.
 */
export async function proUserWithInterview(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  who: { tag: string; name: string },
  answers: readonly string[],
  jobId?: string,
): Promise<{ email: string; token: string; id: string }> {
  const email = await verifiedUser(request, who.tag, who.name);
  await signIn(page, email);
  await buyProMonthly(page);
  const token = await accessTokenOf(request, email);
  const job = jobId ?? (await freeScenario(request, token)).id;
  const id = await typedInterview(new URL(baseURL).origin, token, job, answers);
  return { email, token, id };
}

/** The sign-in form's labels in the reader's language. */
export interface SignInLabels {
  locale: string;
  email: string;
  password: string;
  signIn: string;
}

/** Signs in through the sign-in form, its labels in the page's language, and waits for the dashboard. */
export async function signInThroughForm(page: Page, language: SignInLabels, email: string): Promise<void> {
  await page.goto('login');
  await page.getByLabel(language.email).fill(email);
  await page.getByLabel(language.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: language.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/jobtalkai\/dashboard/);
}

/** The widths a person reads a report at: a laptop and a phone. */
export const READING_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * The report of conversation `id` as its owner reads it in `language` at each of `READING_VIEWPORTS`:
 * a fresh browser context at that width and locale signs in through the form and opens the report,
 * then `read` looks at it; `where` names the language and width for messages.
 */
export async function readReportAt(
  browser: Browser,
  baseURL: string,
  email: string,
  id: string,
  language: SignInLabels,
  read: (page: Page, where: string, viewport: (typeof READING_VIEWPORTS)[number]) => Promise<void>,
): Promise<void> {
  for (const viewport of READING_VIEWPORTS) {
    const context = await browser.newContext({ baseURL, locale: language.locale, viewport });
    try {
      const page = await context.newPage();
      await signInThroughForm(page, language, email);
      await page.goto(`report/${id}`);
      await read(page, `${language.locale} at ${viewport.width}x${viewport.height}`, viewport);
    } finally {
      await context.close();
    }
  }
}

/** The line is brought into view and seen there whole (not cut sideways by its box), saying `says`. */
export async function expectSeenWhole(line: Locator, where: string, says: string): Promise<void> {
  await line.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(line, where).toBeInViewport();
  await expect(line, where).toContainText(says);
  expect(await line.evaluate((el) => el.scrollWidth > el.clientWidth + 1), `the line is cut sideways (${where})`).toBe(false);
}
