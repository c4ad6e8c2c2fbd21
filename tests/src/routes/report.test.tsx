import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '../../../machines/report/report.events';
import { changeLocale } from '../../../src/i18n';
import { listedConversation } from '../../support/fixtures';
import { json, ownedBy, renderApp, signedInRoutes, stopApp, subscriptionBody, type RenderedApp, type Route } from '../support/appHarness';

// The PDF module (pdfmake) is loaded on demand by the report machine's actor; here it is a stand-in.
const downloadReportPdf = vi.fn<(report: Report) => Promise<string>>();
vi.mock('../../../src/pdf/reportPdf', () => ({ downloadReportPdf: (report: Report) => downloadReportPdf(report) }));

let rendered: RenderedApp | undefined;
beforeEach(() => {
  downloadReportPdf.mockReset();
});
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// ---------------------------------------------------------------- fixtures

const quote = (text: string, time = '2026-11-02T10:04:00.000Z') => [{ quote: text, time, messageId: 'u1' }];

const messages = [
  { id: 'i1', role: 'Tech Lead', sender: 'Ann Lee', text: 'Tell us about a slow page you fixed.', timestamp: '2026-11-02T10:01:00.000Z' },
  { id: 'u1', role: 'USER', text: 'When our checkout page became slow I measured it first.', timestamp: '2026-11-02T10:04:00.000Z' },
];

function proReport(extra: Partial<Report> = {}): Report {
  return {
    id: 'rep-1',
    conversationId: 'conv-1',
    status: 2,
    jobTitle: 'Frontend Engineer',
    company: 'Sumlark',
    interviewDate: '2026-11-02T10:00:00.000Z',
    duration: 725,
    overallScore: 7.4,
    isFullReport: true,
    hardSkills: {
      score: 7.5,
      skills: [
        { skill: 'React', score: 8.5, comment: 'Specific, measured answers.', evidence: quote('I split the bundles by route') },
        { skill: 'Testing', score: 3 },
      ],
      recommendation: 'Name the numbers behind each result.',
    },
    softSkills: {
      score: 6.6,
      communication: { score: 7 },
      teamwork: { score: 6.5, evidence: quote('we agreed on a plan together') },
      problemSolving: { score: 8 },
      adaptability: { score: 6 },
      leadership: { score: 5.5 },
      recommendation: 'Close each story with what you learned.',
    },
    englishProficiency: {
      score: 8,
      vocabulary: { score: 8 },
      grammar: { score: 9, comment: '1 error per 100 words' },
      fluency: { score: 7 },
      comprehension: { score: 8 },
      recommendation: 'Fewer filler words.',
    },
    additionalObservations: {
      strengths: ['Concrete examples with numbers'],
      areasForImprovement: ['Testing strategy'],
      behavioralIndicators: ['Takes ownership'],
    },
    recommendations: [{ area: 'Testing', recommendation: 'Prepare one story about a test suite you built.', evidence: quote('we did not write tests') }],
    conversation: messages,
    ...extra,
  };
}

function freeReport(extra: Partial<Report> = {}): Report {
  const { hardSkills, softSkills, englishProficiency, additionalObservations, recommendations, ...rest } = proReport();
  void hardSkills, void softSkills, void englishProficiency, void additionalObservations, void recommendations;
  return { ...rest, isFullReport: false, ...extra };
}

const REPORT = 'GET /web-api/conversations/conv-1/report';
const LIST = 'GET /web-api/conversations/user';

function reportRoutes(answer: Route | Route[], options: { pro?: boolean; list?: Route } = {}): Record<string, Route | Route[]> {
  return {
    ...signedInRoutes(),
    ...(options.pro
      ? {
          'GET /web-api/auth/subscription': () =>
            json(200, subscriptionBody({ hasProSubscription: true, plan: { id: 'pro_monthly', name: 'PRO monthly' } })),
        }
      : {}),
    ...(options.list ? { [LIST]: options.list } : {}),
    [REPORT]: answer,
  };
}

async function openReport(routes: Record<string, Route | Route[]>, id = 'conv-1') {
  rendered = await renderApp({ path: `/report/${id}`, signedIn: 'local', routes });
  return rendered;
}

const reportHeading = () => screen.findByRole('heading', { level: 1, name: 'Interview Report' }, { timeout: 5000 });
const summary = () => screen.getByRole('region', { name: 'Summary' });

/** axe-core on the page as it is now: no serious or critical violation (colour contrast needs a real layout: e2e). */
async function expectAccessible() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// ---------------------------------------------------------------- the free view

describe('/report/{id}: the free view (spec §2, §6)', () => {
  it('shows the summary, the upgrade banner and links, the upsell in each tab, and caches the report', async () => {
    await openReport(reportRoutes(() => json(200, freeReport())));
    await reportHeading();
    expect(screen.getByRole('link', { name: /Back to History/ }).getAttribute('href')).toBe('/jobtalkai/history');

    // Summary: job title, company, the ring out of 10 in its colour band, date, duration m:ss.
    const card = summary();
    expect(within(card).getByRole('heading', { level: 2, name: 'Frontend Engineer' })).toBeTruthy();
    expect(within(card).getByText('Sumlark')).toBeTruthy();
    const ring = within(card).getByRole('img', { name: 'Overall score: 7.4 out of 10' });
    expect(ring.getAttribute('data-tone')).toBe('good');
    expect(within(card).getByText(/Nov 2, 2026/)).toBeTruthy();
    expect(within(card).getByText('12:05')).toBeTruthy();

    // Upgrade prompts instead of the PRO parts.
    expect(screen.getByText('Unlock Full Report Analysis')).toBeTruthy();
    for (const name of ['Upgrade Now', 'Upgrade for PDF', 'Upgrade for Recommendations', 'Upgrade to Pro']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/jobtalkai/subscription');
    }
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recommendations' })).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();

    // The tabs are there; every panel is the upsell.
    fireEvent.click(screen.getByRole('tab', { name: 'Language Skills' }));
    expect(screen.getByRole('tab', { name: 'Language Skills' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();

    expect(JSON.parse(sessionStorage.getItem('report_cache_conv-1')!)).toMatchObject({ id: 'rep-1', status: 2 });
    await expectAccessible();
  });

  it('opens the conversation: Position, Company, Duration, Score, then the messages with "Me" and times', async () => {
    await openReport(reportRoutes(() => json(200, freeReport())));
    await reportHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation' });
    const details = within(dialog).getAllByRole('definition').map((d) => d.textContent);
    expect(within(dialog).getAllByRole('term').map((d) => d.textContent)).toEqual(['Position', 'Company', 'Duration', 'Score']);
    expect(details).toEqual(['Frontend Engineer', 'Sumlark', '12:05', '7.4 / 10']);
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-sender'))).toEqual(['interviewer', 'user']);
    expect(within(items[0]).getByText('Ann Lee')).toBeTruthy();
    expect(within(items[1]).getByText('Me')).toBeTruthy();
    expect(within(items[1]).getByText(messages[1].text)).toBeTruthy();
    expect(items[1].querySelector('time')!.getAttribute('dateTime')).toBe(messages[1].timestamp);
    await expectAccessible();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "No conversation messages available." for an empty conversation, and uses the rounded average when the score is missing', async () => {
    const report = proReport({ conversation: [], overallScore: undefined as unknown as number });
    await openReport(reportRoutes(() => json(200, report), { pro: true }));
    await reportHeading();
    // (7.5 + 6.6 + 8) / 3 = 7.37 → 7
    expect(within(summary()).getByRole('img', { name: 'Overall score: 7 out of 10' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation' });
    expect(within(dialog).getByText('No conversation messages available.')).toBeTruthy();
  });
});

// ---------------------------------------------------------------- the PRO view

describe('/report/{id}: the PRO view (spec §2)', () => {
  it('shows the three tabs with score bars, the evidence quotes and the recommendation box', async () => {
    await openReport(reportRoutes(() => json(200, proReport()), { pro: true }));
    await reportHeading();
    expect(screen.queryByText('Unlock Full Report Analysis')).toBeNull();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Technical Skills', 'Soft Skills', 'Language Skills']);
    expect(screen.getByRole('tablist', { name: 'Skill analysis' })).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);

    let panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    const meters = within(panel).getAllByRole('meter');
    expect(meters.map((m) => [m.getAttribute('aria-label'), m.getAttribute('aria-valuenow'), m.getAttribute('aria-valuemax')])).toEqual([
      ['React', '8.5', '10'],
      ['Testing', '3', '10'],
    ]);
    expect(meters.map((m) => m.getAttribute('data-tone'))).toEqual(['excellent', 'low']);
    expect(within(panel).getByText('Specific, measured answers.')).toBeTruthy();
    expect(within(panel).getByText(/I split the bundles by route/)).toBeTruthy();
    expect(within(panel).getByText('Name the numbers behind each result.')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Recommendation' })).toBeTruthy();

    // Arrow keys move along the tabs and select them.
    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Soft Skills' }).getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Soft Skills' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('meter').map((m) => m.getAttribute('aria-label'))).toEqual([
      'Communication',
      'Teamwork',
      'Problem Solving',
      'Adaptability',
      'Leadership',
    ]);
    expect(within(panel).getByText(/we agreed on a plan together/)).toBeTruthy();
    expect(within(panel).getByText('Close each story with what you learned.')).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Soft Skills' }), { key: 'End' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Language Skills' }).getAttribute('aria-selected')).toBe('true'));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('meter').map((m) => m.getAttribute('aria-label'))).toEqual(['Vocabulary', 'Grammar', 'Fluency', 'Comprehension']);
    expect(within(panel).getByText('1 error per 100 words')).toBeTruthy();
    expect(within(panel).getByText('Fewer filler words.')).toBeTruthy();
    await expectAccessible();
  });

  it('shows fluency of a typed interview as "Not measured", without a bar', async () => {
    const typed = proReport();
    typed.englishProficiency = { ...typed.englishProficiency!, fluency: { score: 0, measured: false, comment: 'Not measured: the answers were typed.' } };
    await openReport(reportRoutes(() => json(200, typed), { pro: true }));
    await reportHeading();
    fireEvent.click(screen.getByRole('tab', { name: 'Language Skills' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Language Skills' }).getAttribute('aria-selected')).toBe('true'));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('meter').map((m) => m.getAttribute('aria-label'))).toEqual(['Vocabulary', 'Grammar', 'Comprehension']);
    expect(within(panel).getByText('Not measured')).toBeTruthy();
    expect(within(panel).getByText('Not measured: the answers were typed.')).toBeTruthy();
    await expectAccessible();
  });

  it('shows the delivery panel and the coaching answer by answer for PRO, with the candidate\'s words', async () => {
    const coached = proReport({
      delivery: {
        mode: 'spoken',
        wordsPerMinute: 149,
        targetWordsPerMinute: { low: 120, high: 160 },
        fillersPer100Words: 1.2,
        fillerWords: [{ word: 'um', count: 3 }, { word: 'like', count: 1 }],
        longPauses: 2,
        lexicalDiversity: 88.4,
        grammarIssues: [{ sentence: 'i am developer since five years', problem: 'since five years', message: "Use 'for' for a duration.", correction: 'i am developer for five years' }],
      },
      answerCoaching: [
        {
          question: 'How did you handle duplicate messages?',
          answer: { quote: 'we keyed events by account id', time: '2026-11-02T10:01:00.000Z' },
          words: 80,
          score: 8.6,
          verdict: 'answered',
          had: ['What you did: “we keyed events by account id”'],
          lacked: ['a result you measured: before and after, time, errors or users'],
          suggestion: 'Add the result in numbers.',
        },
        { question: 'Tell me about a release that went wrong.', answer: { quote: 'Kafka, Go, Redis', time: '2026-11-02T10:03:00.000Z' }, score: 0, verdict: 'keyword-list', had: [], lacked: ['sentences'], suggestion: 'Pick one tool and say what you did with it.' },
      ],
    });
    await openReport(reportRoutes(() => json(200, coached), { pro: true }));
    await reportHeading();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('149 words per minute (conversational: 120–160)')).toBeTruthy();
    expect(within(delivery).getByText(/1\.2 per 100 words — “um” ×3, “like” ×1/)).toBeTruthy();
    expect(within(delivery).getByText('88.4')).toBeTruthy();
    expect(within(delivery).getByText(/Suggested: “i am developer for five years”/)).toBeTruthy();
    const coaching = screen.getByRole('region', { name: 'Answer by answer' });
    const items = within(coaching).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { name: /Q1\. How did you handle duplicate messages\?/ })).toBeTruthy();
    expect(within(items[0]).getByText('8.6 / 10')).toBeTruthy();
    expect(within(items[0]).getByText(/we keyed events by account id/, { selector: 'blockquote' })).toBeTruthy();
    expect(within(items[0]).getByText('Add the result in numbers.')).toBeTruthy();
    expect(within(items[1]).getByText('Not scored: a list of keywords is not an answer.')).toBeTruthy();
    await expectAccessible();
  });

  it('shows neither panel to a free user', async () => {
    await openReport(reportRoutes(() => json(200, freeReport())));
    await reportHeading();
    expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Answer by answer' })).toBeNull();
    // What the score means is explained to everyone.
    expect(screen.getByText(/^What the score means: 8 and above, strong; 5 to 7.5, average; 2 to 4.5, weak; 2 and below/)).toBeTruthy();
  });

  it('opens the recommendations modal with its sections and per-area cards', async () => {
    await openReport(reportRoutes(() => json(200, proReport()), { pro: true }));
    await reportHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI-Powered Recommendations' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Key Strengths',
      'Growth Opportunities',
      'Behavioral Insights',
      'Recommendations by area',
    ]);
    expect(within(dialog).getByText('Concrete examples with numbers')).toBeTruthy();
    expect(within(dialog).getByText('Testing strategy')).toBeTruthy();
    expect(within(dialog).getByText('Takes ownership')).toBeTruthy();
    expect(within(dialog).getByText('Prepare one story about a test suite you built.')).toBeTruthy();
    expect(within(dialog).getByText(/we did not write tests/)).toBeTruthy();
    await expectAccessible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "No detailed recommendations available for this report." when there are none', async () => {
    const report = proReport({
      additionalObservations: { strengths: [], areasForImprovement: [], behavioralIndicators: [] },
      recommendations: [],
      hardSkills: { score: 5, skills: [], recommendation: '' },
      softSkills: { ...proReport().softSkills!, recommendation: '' },
      englishProficiency: { ...proReport().englishProficiency!, recommendation: '' },
    });
    await openReport(reportRoutes(() => json(200, report), { pro: true }));
    await reportHeading();
    expect(within(screen.getByRole('tabpanel')).getByText('No technical skills were assessed in this interview.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI-Powered Recommendations' });
    expect(within(dialog).getByText('No detailed recommendations available for this report.')).toBeTruthy();
  });

  it('shows the full report once the user upgrades on the page, even when its texts come in other shapes', async () => {
    // The PRO answer gives the technical recommendation as points, a list as one text, and entries
    // that are not text: the page (which trims every text) must draw it, not throw.
    const upgraded = {
      ...proReport(),
      hardSkills: { ...proReport().hardSkills!, recommendation: ['Name the numbers.', 'Say which tools you used.'] },
      softSkills: { ...proReport().softSkills!, recommendation: { text: 'not a text' } },
      additionalObservations: { strengths: 'Concrete examples with numbers', areasForImprovement: [7, 'Testing strategy'], behavioralIndicators: null },
    };
    const errors = vi.spyOn(console, 'error');
    await openReport({
      ...reportRoutes([() => json(200, freeReport()), () => json(200, upgraded)]),
      'GET /web-api/auth/subscription': [
        () => json(200, subscriptionBody()),
        () => json(200, subscriptionBody({ hasProSubscription: true, plan: { id: 'pro_monthly', name: 'PRO monthly' } })),
      ],
    });
    await reportHeading();
    expect(screen.getByText('Unlock Full Report Analysis')).toBeTruthy();

    await act(async () => {
      rendered!.app.subscription.send({ type: 'subscription.load' });
    });
    const recommendationsButton = await screen.findByRole('button', { name: 'Recommendations' }, { timeout: 5000 });
    expect(rendered!.server.callsTo(REPORT)).toHaveLength(2);
    expect(within(screen.getByRole('tabpanel')).getByText('Name the numbers. Say which tools you used.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Soft Skills' }));
    expect(within(screen.getByRole('tabpanel')).queryByRole('heading', { name: 'Recommendation' })).toBeNull();

    fireEvent.click(recommendationsButton);
    const dialog = await screen.findByRole('dialog', { name: 'AI-Powered Recommendations' });
    expect(within(dialog).getByText('Concrete examples with numbers')).toBeTruthy();
    expect(within(dialog).getByText('Testing strategy')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/TypeError|is not a function/);
  });

  it('downloads the PDF (showing its progress), and alerts "Failed to generate PDF: {reason}" when it fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let finish: (name: string) => void = () => {};
    downloadReportPdf.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    downloadReportPdf.mockRejectedValueOnce(new Error('font not found'));
    await openReport(reportRoutes(() => json(200, proReport()), { pro: true }));
    await reportHeading();

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = await screen.findByRole('button', { name: 'Generating PDF...' });
    expect(busy).toHaveProperty('disabled', true);
    await waitFor(() => expect(downloadReportPdf).toHaveBeenCalledTimes(1));
    expect(downloadReportPdf.mock.calls[0][0]).toMatchObject({ id: 'rep-1', isFullReport: true, overallScore: 7.4 });
    await act(async () => finish('JobTalk_AI_Report_Frontend_Engineer.pdf'));
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    expect(alert).not.toHaveBeenCalled();

    fireEvent.click(button);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to generate PDF: font not found'));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', false);
  });
});

// ---------------------------------------------------------------- progress, retries and errors

describe('/report/{id}: waiting, retries and errors (spec §4, §8, §9)', () => {
  it('shows "Report Being Prepared", polls every 5 s (through a failed poll) to "Report Being Generated", Refresh asks at once, then the report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openReport(
      reportRoutes([
        () => json(202, { id: 'rep-1', status: 0, message: 'Queued' }),
        () => json(503, { error: 'unavailable', message: 'Restarting' }),
        () => json(202, { id: 'rep-1', status: 1, message: 'Generating' }),
        () => json(200, proReport()),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Being Prepared' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to History' }).getAttribute('href')).toBe('/jobtalkai/history');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    await expectAccessible();
    const calls = () => rendered!.server.callsTo(REPORT).length;
    expect(calls()).toBe(1);
    await advance(4900);
    expect(calls()).toBe(1);
    await advance(200);
    await waitFor(() => expect(calls()).toBe(2));
    // The server did not answer this poll: the screen stays and polling goes on.
    expect(screen.getByRole('heading', { level: 1, name: 'Report Being Prepared' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(5000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Being Generated' })).toBeTruthy();
    expect(calls()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await reportHeading();
    expect(calls()).toBe(4);
    expect(screen.getByText('Unlock Full Report Analysis')).toBeTruthy();
  });

  it('retries a 404 four times 5 s apart, then shows the status 0 screen with the title, company and date from the conversation list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const listed = listedConversation('conv-1', '2026-11-02T10:00:00.000Z', {
      reportStatus: 0,
      scenarioData: { id: 'job-7', position: 'Data Engineer', company: { name: 'Orbitly' } },
    });
    const notFound = () => json(404, { error: 'report_not_found', message: 'Report not found' });
    await openReport(reportRoutes([notFound, notFound, notFound, notFound, notFound, notFound, () => json(200, freeReport())], { list: () => json(200, [listed]) }));
    const calls = () => rendered!.server.callsTo(REPORT).length;
    await waitFor(() => expect(calls()).toBe(1));
    expect(screen.getByText('Loading your interview report... This may take a few moments after the interview ends.')).toBeTruthy();
    for (let retry = 1; retry <= 4; retry += 1) {
      await advance(5000);
      await waitFor(() => expect(calls()).toBe(retry + 1));
    }
    const heading = await screen.findByRole('heading', { level: 1, name: 'Report Being Prepared' });
    const screenCard = heading.closest('section')!;
    expect(within(screenCard).getByText('Data Engineer')).toBeTruthy();
    expect(within(screenCard).getByText('Orbitly')).toBeTruthy();
    expect(within(screenCard).getByText(/Nov 2, 2026/)).toBeTruthy();
    expect(rendered!.server.callsTo(LIST)).not.toHaveLength(0);
    // Polling goes on: one more 404 keeps the screen, then the report.
    await advance(5000);
    await waitFor(() => expect(calls()).toBe(6));
    expect(screen.getByRole('heading', { level: 1, name: 'Report Being Prepared' })).toBeTruthy();
    await advance(5000);
    await reportHeading();
  });

  it('says "The requested interview report does not exist or has been deleted." when the list does not know it either', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openReport(reportRoutes(() => json(404, { error: 'report_not_found', message: 'Report not found' }), { list: () => json(200, []) }));
    for (let retry = 1; retry <= 4; retry += 1) await advance(5000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The requested interview report does not exist or has been deleted.');
    expect(screen.getByRole('link', { name: 'Back to History' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(rendered!.server.callsTo(REPORT)).toHaveLength(5);
  });

  it('says "Report generation failed. Please try creating a new report." for status 3, with the server\'s reason under it', async () => {
    await openReport(reportRoutes(() => json(200, freeReport({ status: 3, error: 'No answers were given in this interview.' }))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Report generation failed. Please try creating a new report.No answers were given in this interview.',
    );
    expect(sessionStorage.getItem('report_cache_conv-1')).toBeNull();
    await expectAccessible();
  });

  it('says a known reason of a failed report in the UI\'s language, an unknown one in the server\'s words', async () => {
    await changeLocale('ru');
    try {
      await openReport(reportRoutes(() => json(200, freeReport({ status: 3, error: 'No answers were given in this interview.' }))));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('В этом собеседовании не было ни одного ответа.'));
      expect(screen.getByRole('alert').textContent).not.toContain('No answers were given');
      stopApp(rendered);
      rendered = undefined;
      await openReport(reportRoutes(() => json(200, freeReport({ status: 3, error: 'The scorer stopped (exit code 1)' }))));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The scorer stopped (exit code 1)'));
    } finally {
      await act(async () => {
        await changeLocale('en');
      });
    }
  });

  it('says "Authentication required to access this report" with a Login button that signs out and comes back here', async () => {
    await openReport(reportRoutes(() => json(530, { error: 'auth', message: 'Authentication required' })));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Authentication required to access this report');
    expect(screen.getByRole('heading', { level: 1, name: 'Report Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to History' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(rendered!.path()).toBe('/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('redirect_after_login')).toBe('/report/conv-1');
  });

  it('says "Error loading report. Please try again later." for another failure', async () => {
    await openReport(reportRoutes(() => json(500, { error: 'internal', message: 'Boom' })));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Error loading report. Please try again later.');
  });

  it('shows a complete cached report without asking the server', async () => {
    rendered = await renderApp({ path: '/profile', signedIn: 'local', routes: reportRoutes(() => json(500, {})) });
    sessionStorage.setItem('report_cache_conv-1', JSON.stringify(ownedBy(freeReport({ jobTitle: 'Cached Engineer' }))));
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/report/$id', params: { id: 'conv-1' } });
    });
    await reportHeading();
    expect(within(summary()).getByRole('heading', { level: 2, name: 'Cached Engineer' })).toBeTruthy();
    expect(rendered.server.callsTo(REPORT)).toHaveLength(0);
  });

  it('asks again in the new language when the UI\'s language changes, and caches each language apart', async () => {
    const answer: Route = (call) =>
      json(200, call.language === 'ru' ? proReport({ hardSkills: { score: 8, skills: [], recommendation: 'Добавьте результат в цифрах.' } }) : proReport());
    await openReport(reportRoutes(answer, { pro: true }));
    await reportHeading();
    expect(rendered!.server.callsTo(REPORT).map((c) => c.language)).toEqual(['en']);
    try {
      await act(async () => {
        await changeLocale('ru');
      });
      await screen.findByRole('heading', { level: 1, name: 'Отчёт о собеседовании' }, { timeout: 5000 });
      expect(rendered!.server.callsTo(REPORT).map((c) => c.language)).toEqual(['en', 'ru']);
      expect(await screen.findByText('Добавьте результат в цифрах.')).toBeTruthy();
      expect(JSON.parse(sessionStorage.getItem('report_cache_conv-1:ru')!).hardSkills.recommendation).toBe('Добавьте результат в цифрах.');
      expect(JSON.parse(sessionStorage.getItem('report_cache_conv-1')!).hardSkills.recommendation).not.toBe('Добавьте результат в цифрах.');
    } finally {
      await act(async () => {
        await changeLocale('en');
      });
    }
    // Back in English: the English copy is shown from the cache.
    await reportHeading();
    expect(rendered!.server.callsTo(REPORT)).toHaveLength(2);
  });

  it("asks the server instead of showing a report cached for another account", async () => {
    rendered = await renderApp({ path: '/profile', signedIn: 'local', routes: reportRoutes(() => json(200, freeReport({ jobTitle: 'Mine' }))) });
    sessionStorage.setItem('report_cache_conv-1', JSON.stringify(ownedBy(freeReport({ jobTitle: 'Theirs' }), 'someone-else')));
    await act(async () => {
      await rendered!.app.router.navigate({ to: '/report/$id', params: { id: 'conv-1' } });
    });
    await reportHeading();
    expect(within(summary()).getByRole('heading', { level: 2, name: 'Mine' })).toBeTruthy();
    expect(rendered.server.callsTo(REPORT)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- English content in the Russian UI

/** The nearest `lang` an element is read in (its own or an ancestor's, up to the document's). */
const langOf = (element: Element | null): string | null => element?.closest('[lang]')?.getAttribute('lang') ?? null;

describe('/report/{id} in Russian: the interview\'s English is marked lang="en" (issue 36)', () => {
  it('marks the position, the company, the messages, the panel\'s names and the candidate\'s quoted words, not the Russian around them', async () => {
    await changeLocale('ru');
    try {
      const report = proReport({
        delivery: {
          mode: 'typed',
          wordsPerMinute: null,
          targetWordsPerMinute: { low: 120, high: 160 },
          fillersPer100Words: 0,
          fillerWords: [],
          longPauses: 0,
          lexicalDiversity: 80,
          grammarIssues: [{ sentence: 'i am developer since five years', problem: 'since five years', message: 'Используйте for.', correction: null }],
        },
        answerCoaching: [
          {
            question: 'How did you handle duplicate messages?',
            answer: { quote: 'we keyed events by account id', time: '2026-11-02T10:01:00.000Z' },
            score: 8.6,
            verdict: 'answered',
            had: [],
            lacked: [],
            suggestion: 'Add the result in numbers.',
          },
        ],
      } as Partial<Report>);
      await openReport(reportRoutes(() => json(200, report), { pro: true }));
      await screen.findByRole('heading', { level: 1, name: 'Отчёт о собеседовании' }, { timeout: 5000 });
      const card = screen.getByRole('region', { name: 'Итоги' });
      expect(langOf(within(card).getByText('Frontend Engineer'))).toBe('en');
      expect(langOf(within(card).getByText('Sumlark'))).toBe('en');
      // The Russian labels of the same card stay Russian.
      expect(langOf(within(card).getAllByRole('term')[0])).not.toBe('en');

      // The candidate's words behind a score, and the sentence the delivery panel quotes.
      const quoted = screen.getAllByText(/I split the bundles by route/);
      expect(quoted.length).toBeGreaterThan(0);
      for (const element of quoted) expect(langOf(element)).toBe('en');
      // The time a quote was said is in the UI's language.
      const said = quoted[0].closest('blockquote')!.querySelector('time');
      expect(langOf(said)).toBe('ru');
      expect(langOf(screen.getByText(/i am developer since five years/))).toBe('en');
      expect(langOf(screen.getByText('Используйте for.'))).not.toBe('en');
      // The panel's question an answer is coached on.
      expect(langOf(screen.getByText('How did you handle duplicate messages?'))).toBe('en');

      fireEvent.click(screen.getByRole('button', { name: 'Разговор' }));
      const dialog = await screen.findByRole('dialog', { name: 'Разговор' });
      expect(langOf(within(dialog).getByText('Frontend Engineer'))).toBe('en');
      expect(langOf(within(dialog).getByText('Sumlark'))).toBe('en');
      const items = within(dialog).getAllByRole('listitem');
      expect(langOf(within(items[0]).getByText('Ann Lee'))).toBe('en');
      expect(langOf(within(items[0]).getByText(messages[0].text))).toBe('en');
      expect(langOf(within(items[1]).getByText(messages[1].text))).toBe('en');
      expect(langOf(within(items[1]).getByText('Я'))).not.toBe('en');
    } finally {
      await act(async () => {
        await changeLocale('en');
      });
    }
  });
});
