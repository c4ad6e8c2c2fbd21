/**
 * Interviews held at 2 whatever their answers' grades (issue 38): a truck driver's road stories typed
 * for a Node.js backend job's questions (about another line of work throughout), and one memorised
 * paragraph typed for every question (one answer given again). The report holds the overall score at 2
 * and its behavioural insights (PRO, the recommendations dialog) say why, in English and in Russian,
 * where the reader sees it at 1280×800 and 390×844. Screenshots go to $REPORT_HELD_SHOTS when set.
 */
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { DESKTOP_ONLY } from './support';
import { expectSeenWhole, proUserWithInterview, readReportAt, scoredReport } from './typedInterview';

const JOB = 'backend-nodejs-parcelrun';
const ANSWERS = [
  'What is worth measuring, I learned on the road. The tachograph measures everything but what really matters is driving hours, fridge temperature and fuel. Once near Antwerp the fridge went from 2 to 7 degrees with a load of yoghurt, 20 pallets. I stopped, fixed the door seal, and since then I set the alarm at 5 degrees.',
  'Real time pressure: the ferry from Calais at 22:00, and I was stuck in Belgium behind an accident for two hours. I called the dispatcher, we changed to the later Eurotunnel and I took my 45 minute break at the terminal, so the fresh salads were at the supermarket in the morning.',
  'Unhappy customer: a warehouse manager in Birmingham, I came 3 hours late because of the border. He was shouting that his team waited for nothing. I did not argue, I helped to unload with the pallet jack myself and gave him the dispatcher number to claim the overtime.',
  "Several people needed me at once: the dispatcher wanted me to take an extra load, my wife needed me home on Friday for our daughter's school concert, and the mechanic said the truck must come in for service. I did the service on Monday morning, said no to the extra load and was home on Friday.",
];
// A memorised paragraph, typed again for every question after the first.
const PASTED =
  'I am a passionate backend developer with five years of experience in Node.js and TypeScript. In my last company I built the order service for a delivery platform, which handled thousands of orders a day. I always write clean code, I care about testing and monitoring, and I work closely with product and the team to deliver value on time.';
const SHOTS = process.env.REPORT_HELD_SHOTS;

const LANGUAGES = [
  { locale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign In', open: 'Recommendations', held: 'no higher than 2.0' },
  { locale: 'ru-RU', email: 'Эл. почта', password: 'Пароль', signIn: 'Войти', open: 'Рекомендации', held: 'не выше 2' },
] as const;
type Language = (typeof LANGUAGES)[number];

const CASES = [
  { what: 'an interview about another line of work', shot: 'held', tag: 'reportheld', name: 'Marek Nowak', answers: ANSWERS, said: { 'en-US': 'Most answers were about another line of work', 'ru-RU': 'Большинство ответов были о другой работе' } },
  { what: 'one answer given again for every question', shot: 'repeated', tag: 'reportrepeated', name: 'Lena Fischer', answers: [PASTED, PASTED, PASTED, PASTED], said: { 'en-US': 'The same answer was given again for 3 of 4 questions', 'ru-RU': 'Один и тот же ответ повторён на 3 из 4 вопросов' } },
] as const;

async function readWhy(browser: Browser, baseURL: string, email: string, id: string, language: Language, held: (typeof CASES)[number]): Promise<void> {
  await readReportAt(browser, baseURL, email, id, language, async (page, where, viewport) => {
    await page.getByRole('button', { name: language.open, exact: true }).click();
    await expectSeenWhole(page.getByRole('dialog').getByText(held.said[language.locale]).first(), where, language.held);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${held.shot}-${language.locale}-${viewport.width}.png`) });
  });
}

for (const held of CASES) {
  test(`${held.what} is held at 2 and the report says why, in English and Russian, at desktop and phone widths`,
    // Opens its own browser contexts at each width it checks: the phone project would run the same.
    { tag: DESKTOP_ONLY },
    async ({ page, browser, request, baseURL }) => {
    test.setTimeout(300_000);
    const { email, token, id } = await proUserWithInterview(page, request, baseURL!, { tag: held.tag, name: held.name }, [...held.answers], JOB);
    const report = await scoredReport(request, token, id);
    expect(report.overallScore).toBeLessThanOrEqual(2);
    for (const language of LANGUAGES) await readWhy(browser, baseURL!, email, id, language, held);
  });
}
