import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createRecentActivityActors } from '../../machines/recentActivity/recentActivity.actors';
import { mostRecent, recentActivityMachine, type Conversation } from '../../machines/recentActivity/recentActivity.machine';
import { selectIsEmpty, selectRows, toActivityRow } from '../../machines/recentActivity/recentActivity.selectors';
import { BUSY } from '../../machines/shared/tags';
import { fakeApi, jsonResponse } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';
import { listedConversation } from '../support/fixtures';

const conversation = (id: string, startTime: string, extra: Partial<Conversation> = {}): Conversation =>
  listedConversation(id, startTime, extra);

const seven = ['2024-01-03', '2024-01-07', '2024-01-01', '2024-01-05', '2024-01-02', '2024-01-06', '2024-01-04'].map(
  (day, i) => conversation(`c${i}`, `${day}T10:00:00.000Z`),
);

describe('recentActivity machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      machine: recentActivityMachine,
      events: {
        'xstate.done.actor.loadConversations': [
          { type: 'xstate.done.actor.loadConversations', output: seven },
          { type: 'xstate.done.actor.loadConversations', output: [] },
        ],
        'xstate.error.actor.loadConversations': [
          { type: 'xstate.error.actor.loadConversations', error: { text: { key: 'dashboard.activityError' } } },
        ],
      },
      invariants: {
        loading: (s, { calls }) => {
          expect(s.hasTag(BUSY)).toBe(true);
          expect(s.context.error).toBeNull();
          expect(calls.map((c) => c.src)).toEqual(['loadConversations']);
        },
        loaded: (s) => {
          expect(s.hasTag(BUSY)).toBe(false);
          expect(s.context.items.length).toBeLessThanOrEqual(5);
          const times = s.context.items.map((c) => Date.parse(c.startTime));
          expect(times).toEqual([...times].sort((a, b) => b - a));
        },
        failed: (s) => {
          expect(s.context.error).toEqual({ key: 'dashboard.activityError' });
          expect(s.context.items).toEqual([]);
        },
      },
    });
    expect(report.paths).toBeGreaterThan(0);
  });
});

describe('recentActivity behaviour', () => {
  it('keeps the 5 most recent by startTime, newest first', () => {
    expect(mostRecent(seven, 5).map((c) => c.startTime.slice(0, 10))).toEqual([
      '2024-01-07',
      '2024-01-06',
      '2024-01-05',
      '2024-01-04',
      '2024-01-03',
    ]);
  });

  it('asks the server for JobTalk conversations and shows an empty list as loaded', async () => {
    const api = fakeApi((request) => {
      expect(request.method).toBe('GET');
      const url = new URL(request.url);
      expect(url.pathname).toBe('/web-api/conversations/user');
      expect(url.searchParams.getAll('scenarioTypes')).toEqual(['0']);
      return jsonResponse(200, []);
    });
    const actor = createActor(recentActivityMachine.provide({ actors: createRecentActivityActors({ api }) })).start();
    const done = await waitFor(actor, (s) => !s.hasTag(BUSY));
    expect(done.value).toBe('loaded');
    expect(selectIsEmpty(done)).toBe(true);
    expect(api.requests).toHaveLength(1);
  });

  it('fails with "Failed to load recent activities" and retries', async () => {
    let status = 500;
    const api = fakeApi(() => (status === 500 ? jsonResponse(500, { error: 'internal', message: 'boom' }) : jsonResponse(200, seven)));
    const actor = createActor(recentActivityMachine.provide({ actors: createRecentActivityActors({ api }) })).start();
    const failed = await waitFor(actor, (s) => !s.hasTag(BUSY));
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toEqual({ key: 'dashboard.activityError' });
    status = 200;
    actor.send({ type: 'recentActivity.retry' });
    const loaded = await waitFor(actor, (s) => !s.hasTag(BUSY));
    expect(loaded.value).toBe('loaded');
    expect(selectRows(loaded)).toHaveLength(5);
  });

  it('maps rows: fallbacks, status labels and links', () => {
    const row = toActivityRow(
      conversation('x', '2024-01-01T00:00:00Z', {
        reportStatus: 1,
        jobPosition: '',
        scenarioData: { id: 'j', position: '', company: '' },
      }),
    );
    expect(row.position).toEqual({ key: 'common.unknownPosition' });
    expect(row.company).toEqual({ key: 'common.unknownCompany' });
    expect(row.status).toBe('dashboard.statusProcessing');
    expect(row.href).toBe('/history');
    const done = toActivityRow(conversation('y', '2024-01-01T00:00:00Z', { reportStatus: 2 }));
    expect(done.status).toBe('dashboard.statusCompleted');
    expect(done.href).toBe('/report/y');
    expect(toActivityRow(conversation('z', '2024-01-01T00:00:00Z', { reportStatus: 0 })).status).toBe(
      'dashboard.statusFinished',
    );
    // Only Completed opens the report; every other status goes to the history.
    for (const reportStatus of [0, 1, 3] as const) {
      expect(toActivityRow(conversation('s', '2024-01-01T00:00:00Z', { reportStatus })).href).toBe('/history');
    }
    // A blank scenario position falls back to jobPosition before "Unknown Position".
    const blank = toActivityRow(
      conversation('w', '2024-01-01T00:00:00Z', { jobPosition: ' Designer ', scenarioData: { id: 'j', position: '  ', company: { name: ' Acme ' } } }),
    );
    expect(blank.position).toEqual({ raw: 'Designer' });
    expect(blank.company).toEqual({ raw: 'Acme' });
  });

  it('puts undated conversations last when keeping the most recent', () => {
    const list = [conversation('u', ''), conversation('old', '2024-01-01T00:00:00Z'), conversation('new', '2024-02-01T00:00:00Z')];
    expect(mostRecent(list, 5).map((c) => c.id)).toEqual(['new', 'old', 'u']);
    expect(mostRecent(list, 2).map((c) => c.id)).toEqual(['new', 'old']);
  });
});
