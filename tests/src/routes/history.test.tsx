import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, ownedBy, renderApp, signedInRoutes, stopApp, type RenderedApp, type Route } from '../support/appHarness';
import { listedConversation } from '../../support/fixtures';
import { changeLocale, t } from '../../../src/i18n';
import { scoreTone } from '../../../src/styles/score';
import { scoreBadge } from '../../../src/routes/_app/-components/history/HistoryTable.css';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
});

const conversation = (id: string, startTime: string, overrides: Record<string, unknown> = {}) =>
  listedConversation(id, startTime, overrides);

const list = [
  conversation('a', '2026-11-01T10:00:00Z', { overallScore: 9.4 }),
  conversation('b', '2026-11-06T10:00:00Z', { reportStatus: 1 }),
  conversation('c', '2026-11-05T10:00:00Z', { reportStatus: 0 }),
  conversation('d', '2026-11-04T10:00:00Z', { scenarioData: { id: 'j', position: '', company: '' }, jobPosition: '', overallScore: 7.2 }),
  conversation('e', '2026-11-03T10:00:00Z', { scenarioData: { id: 'j', position: 'Designer', company: 'Acme' }, overallScore: 4 }),
  conversation('f', '2026-11-02T10:00:00Z', { reportStatus: 3 }),
  conversation('g', '2026-10-30T10:00:00Z'),
];

function historyRoutes(answer: Route | Route[] = () => json(200, list)): Record<string, Route | Route[]> {
  return { ...signedInRoutes(), 'GET /web-api/conversations/user': answer };
}

/** Opens /history; `stored` is put in localStorage first (the app clears it on start, so go via /profile, which does not list conversations). */
/** Opens /history with `stored` in local storage, written for the signed-in account unless `owner` says another. */
async function openHistory(routes: Record<string, Route | Route[]>, stored: Record<string, object> = {}, owner = 'u1') {
  rendered = await renderApp({ path: '/profile', signedIn: 'local', routes });
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(ownedBy(value, owner)));
  await act(async () => {
    await rendered!.app.router.navigate({ to: '/history' });
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Interview History' })).toBeTruthy();
}

const historyTable = () => screen.findByRole('table', { name: 'Your interviews, newest first' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** A server answer the test releases. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { route: () => answer, release };
}

describe('/history (spec §2)', () => {
  it('lists the interviews newest first with the columns, fallbacks, result badges and View Report on completed rows', async () => {
    await openHistory(historyRoutes());
    const table = await historyTable();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Position',
      'Company',
      'Date',
      'Result',
      'Actions',
    ]);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(7));
    const rows = bodyRows(table);
    const cells = rows.map(cellTexts);
    expect(cells.map((c) => c[0])).toEqual([
      'PositionPosition b',
      'PositionPosition c',
      'PositionUnknown Position',
      'PositionDesigner',
      'PositionPosition f',
      'PositionPosition a',
      'PositionPosition g',
    ]);
    expect(cells[2][1]).toBe('CompanyUnknown Company');
    expect(cells[3][1]).toBe('CompanyAcme');
    expect(cells.map((c) => c[3])).toEqual([
      'ResultProcessing',
      'ResultQueued',
      'Result7.2 / 10',
      'Result4 / 10',
      'ResultNo answersThe interview ended before any answer, so there was nothing to score.',
      'Result9.4 / 10',
      'ResultCompleted',
    ]);
    expect(within(rows[0]).getByText(/Nov 6, 2026/)).toBeTruthy();
    const reportLinks = rows.map((row) => within(row).queryByRole('link', { name: 'View Report' })?.getAttribute('href') ?? null);
    expect(reportLinks).toEqual([null, null, '/jobtalkai/report/d', '/jobtalkai/report/e', null, '/jobtalkai/report/a', '/jobtalkai/report/g']);
    expect(screen.queryByText('(Just completed)')).toBeNull();
    expect(rendered!.server.callsTo('GET /web-api/conversations/user').at(-1)!.query.get('scenarioTypes')).toBe('0');

    const stored = JSON.parse(localStorage.getItem('conversations_cache')!) as { version: number; lastSyncTime: string; conversations: Array<{ id: string }> };
    expect(stored.version).toBe(1);
    expect(typeof stored.lastSyncTime).toBe('string');
    expect(stored.conversations.map((c) => c.id)).toEqual(['b', 'c', 'd', 'e', 'f', 'a', 'g']);
  });

  it('shows a score as the report does (8.8 / 10, in the band colour of the report), a failure with its reason, an interview without answers as such', async () => {
    const greeting = { id: 'm1', role: 'Lead Developer', text: 'Tell us about yourself.', timestamp: '2026-11-02T10:00:01Z' };
    const answer = { id: 'm2', role: 'USER', text: 'I build dashboards.', timestamp: '2026-11-02T10:00:09Z' };
    await openHistory(
      historyRoutes(() =>
        json(200, [
          conversation('s', '2026-11-03T10:00:00Z', { overallScore: 8.8 }),
          conversation('y', '2026-11-02T12:00:00Z', { overallScore: 6.4 }),
          conversation('f', '2026-11-02T11:00:00Z', {
            reportStatus: 3,
            reportError: 'The report could not be generated. Please try again with a new interview.',
            messages: [greeting, answer],
          }),
          conversation('n', '2026-11-02T10:00:00Z', { reportStatus: 3, reportError: 'No answers were given in this interview.', messages: [greeting] }),
        ]),
      ),
    );
    const table = await historyTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
    const [scored, middling, failed, unanswered] = bodyRows(table);
    const result = (row: HTMLElement) => within(row).getAllByRole('cell')[3];
    expect(result(scored).textContent).toBe('Result8.8 / 10');
    expect(within(table).queryByText(/%/)).toBeNull();
    // The report's bands: 8.8 is green ("excellent") on the report's ring, so here too; 6.4 yellow ("good").
    const badge = within(result(scored)).getByText('8.8 / 10');
    expect(badge.getAttribute('data-tone')).toBe(scoreTone(8.8));
    expect(badge.getAttribute('data-tone')).toBe('excellent');
    expect(badge.parentElement!.className).toContain(scoreBadge.excellent);
    expect(badge.parentElement!.getAttribute('title')).toBe('Overall score: 8.8 out of 10');
    expect(within(result(middling)).getByText('6.4 / 10').parentElement!.className).toContain(scoreBadge.good);
    expect(result(failed).textContent).toBe('ResultFailedThe report could not be generated. Please try again with a new interview.');
    expect(result(unanswered).textContent).toBe('ResultNo answersThe interview ended before any answer, so there was nothing to score.');
    expect(within(unanswered).queryByText('Failed')).toBeNull();

    // In Russian: the decimal comma, "Нет ответов" with its reason.
    try {
      await act(() => changeLocale('ru'));
      expect(await within(result(scored)).findByText('8,8 / 10')).toBeTruthy();
      expect(within(result(unanswered)).getByText('Нет ответов')).toBeTruthy();
      expect(within(result(unanswered)).getByText('Собеседование закончилось до первого ответа — оценивать было нечего.')).toBeTruthy();
      expect(within(result(failed)).getByText('Не удалось составить отчёт. Пройдите новое собеседование.')).toBeTruthy();
    } finally {
      await act(() => changeLocale('en'));
    }
  });

  it('in Russian marks the position and company the interview named lang="en", not the Russian fallbacks', async () => {
    await openHistory(historyRoutes());
    await historyTable();
    const langOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') ?? null;
    try {
      await act(() => changeLocale('ru'));
      const table = await screen.findByRole('table', { name: t('history.caption') });
      const named = bodyRows(table).find((row) => within(row).queryByText('Designer'))!;
      expect(langOf(within(named).getByText('Designer'))).toBe('en');
      expect(langOf(within(named).getByText('Acme'))).toBe('en');
      const unnamed = bodyRows(table).find((row) => within(row).queryByText(t('common.unknownPosition')))!;
      expect(langOf(within(unnamed).getByText(t('common.unknownPosition')))).not.toBe('en');
      expect(langOf(within(unnamed).getByText(t('common.unknownCompany')))).not.toBe('en');
      // The chart's table of points names the same position.
      const points = screen.getAllByText('Designer').filter((element) => !table.contains(element));
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) expect(langOf(point)).toBe('en');
    } finally {
      await act(() => changeLocale('en'));
    }
  });

  it('says "You don\'t have any completed interviews yet." for an empty list', async () => {
    await openHistory(historyRoutes(() => json(200, [])));
    expect(await screen.findByText("You don't have any completed interviews yet.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a just-finished interview on top with "(Just completed)" until the server lists it', async () => {
    const temp = {
      id: 'rep-new',
      jobTitle: 'Data Engineer',
      company: 'Orbitly',
      date: '2026-11-07T09:30:00.000Z',
      score: 0,
      hasReport: false,
      reportStatus: 0,
      isTemporary: true,
    };
    const answers = [() => json(200, list), () => json(200, [conversation('rep-new', '2026-11-07T09:00:00Z', { reportStatus: 1, scenarioData: { id: 'j', position: 'Data Engineer', company: 'Orbitly' } }), ...list])];
    await openHistory(historyRoutes(answers), { temp_interview: temp });
    const table = await historyTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(8));
    const first = bodyRows(table)[0];
    expect(cellTexts(first)[0]).toBe('PositionData Engineer(Just completed)');
    expect(cellTexts(first)[1]).toBe('CompanyOrbitly');
    expect(cellTexts(first)[3]).toBe('ResultQueued');
    expect(within(first).queryByRole('link')).toBeNull();
    expect(localStorage.getItem('temp_interview')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText('(Just completed)')).toBeNull());
    expect(cellTexts(bodyRows(table)[0])[0]).toBe('PositionData Engineer');
    expect(cellTexts(bodyRows(table)[0])[3]).toBe('ResultProcessing');
    expect(bodyRows(table)).toHaveLength(8);
    expect(localStorage.getItem('temp_interview')).toBeNull();
  });

  it("never shows another account's cached interviews, even when the sync fails", async () => {
    const cache = { version: 1, lastSyncTime: '2026-11-01T00:00:00.000Z', conversations: [conversation('theirs', '2026-10-01T10:00:00Z', { overallScore: 8 })] };
    await openHistory(historyRoutes(() => json(500, { error: 'internal', message: 'Boom' })), { conversations_cache: cache }, 'someone-else');
    expect(await screen.findByText(/Error loading history data/)).toBeTruthy();
    expect(screen.queryByText(/Position theirs/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the cache at once, and Refresh says "Syncing..." while the sync runs', async () => {
    const first = deferred();
    const second = deferred();
    const cache = { version: 1, lastSyncTime: '2026-11-01T00:00:00.000Z', conversations: [conversation('old', '2026-10-01T10:00:00Z', { overallScore: 8 })] };
    await openHistory(historyRoutes([first.route, second.route]), { conversations_cache: cache });
    const table = await historyTable();
    expect(bodyRows(table).map((row) => cellTexts(row)[0])).toEqual(['PositionPosition old']);
    expect(screen.getByRole('button', { name: 'Syncing...' })).toHaveProperty('disabled', true);

    await act(async () => first.release(json(200, list)));
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    expect(bodyRows(table)).toHaveLength(7);
    fireEvent.click(refresh);
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeTruthy();
    await act(async () => second.release(json(200, [list[0]])));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', false);
    expect(rendered!.server.callsTo('GET /web-api/conversations/user').length).toBeGreaterThanOrEqual(2);
  });
});

describe('/history progress chart', () => {
  const chart = () => screen.queryByRole('figure', { name: 'Your progress' });

  it('charts the completed interviews with a score, oldest first, with their data for screen readers', async () => {
    await openHistory(historyRoutes());
    const table = await historyTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(7));
    const figure = chart();
    expect(figure).not.toBeNull();
    // Above the table.
    expect(figure!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure!.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(figure!.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The overall score of each completed interview, out of 10, oldest first.',
    );

    // a (Nov 1, 9.4), e (Nov 3, 4), d (Nov 4, 7.2); not the processing, queued, failed or unscored ones.
    const image = within(figure!).getByRole('img');
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('width')).toBe('100%');
    expect(image.hasAttribute('viewBox')).toBe(false);
    expect(within(figure!).getByRole('img', { name: 'Overall scores of 3 completed interviews from Nov 1, 2026 to Nov 4, 2026. Latest: 7.2 out of 10.' })).toBe(image);
    const points = [...image.querySelectorAll('circle')];
    expect(points.map((point) => point.querySelector('title')!.textContent)).toEqual([
      expect.stringMatching(/^Interview 1 of 3: Position a, Nov 1, 2026, .+, 9\.4 out of 10$/),
      expect.stringMatching(/^Interview 2 of 3: Designer, Nov 3, 2026, .+, 4 out of 10$/),
      expect.stringMatching(/^Interview 3 of 3: Unknown Position, Nov 4, 2026, .+, 7\.2 out of 10$/),
    ]);
    expect(points.map((point) => point.getAttribute('data-tone'))).toEqual(['excellent', 'fair', 'good']);
    const xs = points.map((point) => parseFloat(point.getAttribute('cx')!));
    expect(xs).toEqual([0, 50, 100]);
    const ys = points.map((point) => Number(point.getAttribute('cy')));
    expect(ys[0]).toBeLessThan(ys[2]); // 9.4 above 7.2
    expect(ys[2]).toBeLessThan(ys[1]); // 7.2 above 4
    expect([...image.querySelectorAll('line[data-tick]')].map((line) => line.getAttribute('data-tick'))).toEqual(['0', '2', '4', '6', '8', '10']);

    const data = within(figure!).getByRole('table', { name: 'Overall score of each completed interview, oldest first' });
    expect(within(data).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Interview', 'Position', 'Date', 'Score']);
    const dataRows = within(data).getAllByRole('row').slice(1);
    expect(dataRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['1', '2', '3']);
    expect(dataRows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Position a', expect.stringMatching(/^Nov 1, 2026/), '9.4 / 10'],
      ['Designer', expect.stringMatching(/^Nov 3, 2026/), '4 / 10'],
      ['Unknown Position', expect.stringMatching(/^Nov 4, 2026/), '7.2 / 10'],
    ]);
  });

  it('counts a cached report as completed, and is hidden with fewer than two scored interviews', async () => {
    const sync = deferred();
    const cache = {
      version: 1,
      lastSyncTime: null,
      conversations: [conversation('p', '2026-11-02T10:00:00Z', { reportStatus: 1, report: { overallScore: 6 } })],
    };
    await openHistory(historyRoutes(sync.route), { conversations_cache: cache });
    const table = await historyTable();
    // Only the cached interview has a score while the sync runs: one point, no chart.
    expect(bodyRows(table)).toHaveLength(1);
    expect(chart()).toBeNull();
    // The server lists p as processing without a score; its cached report makes it completed: two points.
    await act(async () =>
      sync.release(json(200, [conversation('one', '2026-11-01T10:00:00Z', { overallScore: 8 }), conversation('p', '2026-11-02T10:00:00Z', { reportStatus: 1 })])),
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const figure = await waitFor(() => {
      const found = chart();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(figure).getByRole('img', { name: /^Overall scores of 2 completed interviews from Nov 1, 2026 to Nov 2, 2026\. Latest: 6 out of 10\.$/ })).toBeTruthy();
    expect(figure.querySelectorAll('circle')).toHaveLength(2);
  });

  it('labels its axis with two dates on different days, and on one day with the date once and the two times (never the same label twice)', async () => {
    const axis = (figure: HTMLElement) =>
      [...figure.querySelectorAll('text[data-axis-label]')].map((label) => [label.getAttribute('data-axis-label'), label.textContent]);
    // Local times of one day, whatever the time zone of the test run.
    const at = (hour: number, minute: number, day = 28) => new Date(2026, 10, day, hour, minute).toISOString();
    await openHistory(
      historyRoutes(() =>
        json(200, [
          conversation('late', at(14, 20), { overallScore: 7 }),
          conversation('mid', at(11, 45), { overallScore: 6 }),
          conversation('early', at(10, 3), { overallScore: 8.8 }),
        ]),
      ),
    );
    const figure = await waitFor(() => {
      const found = chart();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(axis(figure)).toEqual([
      ['start', '10:03 AM'],
      ['middle', 'Nov 28, 2026'],
      ['end', '2:20 PM'],
    ]);
    expect(within(figure).getByRole('img', { name: /^Overall scores of 3 completed interviews from Nov 28, 2026, 10:03 AM to Nov 28, 2026, 2:20 PM\./ })).toBeTruthy();

    // Different days: the first and the last date, at the ends.
    stopApp(rendered);
    await openHistory(historyRoutes(() => json(200, [conversation('b', at(9, 0, 29), { overallScore: 7 }), conversation('a', at(9, 0), { overallScore: 6 })])));
    const twoDays = await waitFor(() => {
      const found = chart();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(axis(twoDays).map(([anchor]) => anchor)).toEqual(['start', 'end']);
    expect(axis(twoDays).map(([, label]) => label)).toEqual(['Nov 28, 2026', 'Nov 29, 2026']);
  });

  it('is hidden with one completed interview and with none', async () => {
    await openHistory(historyRoutes(() => json(200, [
      conversation('one', '2026-11-01T10:00:00Z', { overallScore: 8 }),
      conversation('unscored', '2026-11-02T10:00:00Z'),
      conversation('failed', '2026-11-03T10:00:00Z', { reportStatus: 3, overallScore: 5 }),
    ])));
    const table = await historyTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(chart()).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});

describe('/history errors (spec §7, §8)', () => {
  it('says "Authentication required. Please login to access your interview history." for a 530', async () => {
    await openHistory(historyRoutes(() => json(530, { error: 'auth', message: 'Authentication required' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Authentication required. Please login to access your interview history.');
  });

  it('says "Error loading history data." with the status when nothing is cached', async () => {
    await openHistory(historyRoutes(() => json(500, { error: 'internal', message: 'Boom' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading history data.');
    expect(alert.textContent).toContain('Failed to load data: 500');
    expect(screen.queryByText("You don't have any completed interviews yet.")).toBeNull();
  });

  it('says "Authentication required to sync with server." for a 530 over the cached rows', async () => {
    const cache = { version: 1, lastSyncTime: null, conversations: [conversation('old', '2026-10-01T10:00:00Z')] };
    await openHistory(historyRoutes(() => json(530, { error: 'auth', message: 'Authentication required' })), { conversations_cache: cache });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Authentication required to sync with server.');
    expect(bodyRows(await historyTable()).map((row) => cellTexts(row)[0])).toEqual(['PositionPosition old']);
  });

  it('says "Error synchronizing with server." over the cached rows, and Refresh recovers', async () => {
    const cache = { version: 1, lastSyncTime: null, conversations: [conversation('old', '2026-10-01T10:00:00Z')] };
    await openHistory(historyRoutes([() => json(503, { error: 'down', message: 'Down' }), () => json(200, list)]), { conversations_cache: cache });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error synchronizing with server.');
    const table = await historyTable();
    expect(bodyRows(table).map((row) => cellTexts(row)[0])).toEqual(['PositionPosition old']);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(7));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
