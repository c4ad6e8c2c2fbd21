import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, ownedBy, renderApp, signedInRoutes, stopApp, subscriptionBody, type RenderedApp } from '../support/appHarness';

let rendered: RenderedApp | undefined;
afterEach(() => {
  stopApp(rendered);
  rendered = undefined;
});

const conversation = (id: string, startTime: string, overrides: Record<string, unknown> = {}) => ({
  id,
  startTime,
  scenarioType: 0,
  scenarioData: { position: `Position ${id}`, company: { name: `Company ${id}` } },
  jobPosition: `Position ${id}`,
  messages: [],
  reportStatus: 2,
  ...overrides,
});

describe('/dashboard (spec §2)', () => {
  it('shows the free plan with the interviews left and the reset date, and the quick actions', async () => {
    rendered = await renderApp({ path: '/dashboard', signedIn: 'local', routes: signedInRoutes() });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('Free Plan')).toBeTruthy();
    expect(within(plan).getByText('7 remaining')).toBeTruthy();
    expect(within(plan).getByText('Sessions reset Dec 1, 2026')).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/jobtalkai/subscription');

    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(actions).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Find JobsBrowse job scenarios to rehearse', '/jobtalkai/jobs'],
      ['Practice InterviewStart a spoken interview with an AI panel', '/jobtalkai/jobs'],
      ['View ReportsRead the scored reports of your interviews', '/jobtalkai/history'],
    ]);
  });

  it('shows a PRO plan with its expiry date', async () => {
    rendered = await renderApp({
      path: '/dashboard',
      signedIn: 'local',
      routes: {
        ...signedInRoutes(),
        'GET /web-api/auth/subscription': () =>
          json(
            200,
            subscriptionBody({
              hasProSubscription: true,
              availableSessions: 58,
              subscriptionExpiresAt: '2027-01-15T10:00:00.000Z',
              plan: { id: 'pro_monthly', name: 'PRO monthly' },
            }),
          ),
      },
    });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('Pro Subscription')).toBeTruthy();
    expect(within(plan).getByText('58 remaining')).toBeTruthy();
    expect(within(plan).getByText('Subscription expires Jan 15, 2027')).toBeTruthy();
  });

  it('lists the 5 most recent interviews with fallbacks, statuses and links', async () => {
    const list = [
      conversation('a', '2026-11-01T10:00:00Z'),
      conversation('b', '2026-11-06T10:00:00Z', { reportStatus: 1 }),
      conversation('c', '2026-11-05T10:00:00Z', { reportStatus: 0 }),
      conversation('d', '2026-11-04T10:00:00Z', { scenarioData: { position: '', company: '' }, jobPosition: '' }),
      conversation('e', '2026-11-03T10:00:00Z', { scenarioData: { position: 'Designer', company: 'Acme' } }),
      conversation('f', '2026-11-02T10:00:00Z'),
    ];
    rendered = await renderApp({
      path: '/dashboard',
      signedIn: 'local',
      routes: { ...signedInRoutes(), 'GET /web-api/conversations/user': () => json(200, list) },
    });
    const table = await screen.findByRole('table', { name: 'Your five most recent interviews' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map((c) => c[0])).toEqual([
      'PositionPosition b',
      'PositionPosition c',
      'PositionUnknown Position',
      'PositionDesigner',
      'PositionPosition f',
    ]);
    expect(cells[2][1]).toBe('CompanyUnknown Company');
    expect(cells.map((c) => c[3])).toEqual([
      'StatusProcessing',
      'StatusFinished',
      'StatusCompleted',
      'StatusCompleted',
      'StatusCompleted',
    ]);
    const hrefs = rows.map((row) => within(row).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual([
      '/jobtalkai/history',
      '/jobtalkai/history',
      '/jobtalkai/report/d',
      '/jobtalkai/report/e',
      '/jobtalkai/report/f',
    ]);
    expect(rendered.server.callsTo('GET /web-api/conversations/user')[0].query.get('scenarioTypes')).toBe('0');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/jobtalkai/history');
  });

  it('counts an interview whose report this browser holds as Completed, linking to the report (spec §3)', async () => {
    const list = [conversation('c', '2026-11-05T10:00:00Z', { reportStatus: 0 }), conversation('g', '2026-11-04T10:00:00Z', { reportStatus: 1 })];
    const cache = (owner: string) =>
      JSON.stringify(
        ownedBy(
          {
            version: 1,
            lastSyncTime: '2026-11-05T11:00:00Z',
            conversations: [
              { ...list[0], report: { id: 'rep-c', status: 2, overallScore: 7 } },
              { ...list[1], report: { id: 'rep-g', status: 2, overallScore: 6 } },
            ],
          },
          owner,
        ),
      );
    for (const [owner, statuses, hrefs] of [
      ['u1', ['StatusCompleted', 'StatusCompleted'], ['/jobtalkai/report/c', '/jobtalkai/report/g']],
      ['someone-else', ['StatusFinished', 'StatusProcessing'], ['/jobtalkai/history', '/jobtalkai/history']],
    ] as const) {
      rendered = await renderApp({
        path: '/profile',
        signedIn: 'local',
        routes: { ...signedInRoutes(), 'GET /web-api/conversations/user': () => json(200, list) },
      });
      localStorage.setItem('conversations_cache', cache(owner));
      await act(async () => {
        await rendered!.app.router.navigate({ to: '/dashboard' });
      });
      const table = await screen.findByRole('table', { name: 'Your five most recent interviews' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(statuses);
      expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(hrefs);
      stopApp(rendered);
      rendered = undefined;
      localStorage.clear();
    }
  });

  it('says when there is no activity yet', async () => {
    rendered = await renderApp({ path: '/dashboard', signedIn: 'local', routes: signedInRoutes() });
    expect(await screen.findByText(/You haven't practised any interviews yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('"Failed to load recent activities" with a Retry that loads again', async () => {
    rendered = await renderApp({
      path: '/dashboard',
      signedIn: 'local',
      routes: {
        ...signedInRoutes(),
        'GET /web-api/conversations/user': [() => json(500), () => json(200, [conversation('a', '2026-11-01T10:00:00Z')])],
      },
    });
    const region = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(await within(region).findByText('Failed to load recent activities')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Position a')).toBeTruthy();
  });
});
