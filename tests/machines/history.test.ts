import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { createHistoryActors, createHistoryStorage, readStoredHistory } from '../../machines/history/history.actors';
import type { HistoryInput, SyncOutput } from '../../machines/history/history.events';
import { historyMachine, syncFailureTexts } from '../../machines/history/history.machine';
import {
  conversationRow,
  dropOldest,
  historyRows,
  isTempRecordListed,
  MANUAL_TEMP_MATCH_WINDOW_MS,
  mergeServerIntoCache,
  parseConversationCache,
  parseTempInterview,
  effectiveReportStatus,
  pendingTempRecord,
  quotaDropCount,
  reportedScore,
  resultBadge,
  scoreOf,
  sortNewestFirst,
  tempRow,
  writeWithEviction,
  makeConversationCache,
  type ConversationCache,
  type HistoryConversation,
  type TempInterviewRecord,
} from '../../machines/history/history.records';
import {
  selectError,
  selectErrorDetail,
  selectIsEmpty,
  selectIsInitialLoading,
  selectIsSyncing,
  selectRows,
  selectScorePoints,
  selectShowsScoreChart,
  scorePoints,
  SCORE_CHART_MIN_POINTS,
} from '../../machines/history/history.selectors';
import { CONVERSATION_CACHE_VERSION, HISTORY_POLL_INTERVAL_MS } from '../../machines/shared/constants';
import { flowFailure } from '../../machines/shared/failure';
import { BUSY } from '../../machines/shared/tags';
import { STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { createSafeStorage } from '../../src/storage/safeStorage';
import type { WriteResult } from '../../machines/shared/ports';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { ManualClock, MemoryTokenStorage } from './support/fakeStorage';
import { runModelBasedTest } from './support/modelBased';
import { listedConversation } from '../support/fixtures';

type HistorySnapshot = SnapshotFrom<typeof historyMachine>;

const reportsPending = (s: HistorySnapshot) =>
  s.context.temp !== null || s.context.conversations.some((c) => effectiveReportStatus(c) === 0 || effectiveReportStatus(c) === 1);

const conversation = (id: string, startTime: string, extra: Partial<HistoryConversation> = {}): HistoryConversation =>
  listedConversation(id, startTime, { reportStatus: 0, ...extra });

const message = (id: string) => ({ id, role: 'USER', text: `Answer ${id}`, timestamp: '2026-05-01T10:01:00.000Z' });

function temp(id: string, extra: Partial<TempInterviewRecord> = {}): TempInterviewRecord {
  return {
    id,
    jobTitle: 'Frontend Engineer',
    company: 'Sumlark',
    date: '2026-05-03T10:30:00.000Z',
    score: 0,
    hasReport: false,
    reportStatus: 0,
    isTemporary: true,
    ...extra,
  };
}

const cached: HistoryConversation[] = [
  conversation('c1', '2026-05-01T10:00:00.000Z', { reportStatus: 2, overallScore: 9.2 }),
  conversation('c2', '2026-05-02T10:00:00.000Z', { reportStatus: 1 }),
];
const cache: ConversationCache = makeConversationCache(cached, '2026-05-02T12:00:00.000Z');
const synced: SyncOutput = {
  conversations: sortNewestFirst([...cached, conversation('c3', '2026-05-03T10:00:00.000Z', { reportStatus: 3 })]),
  temp: null,
  lastSyncTime: '2026-05-03T11:00:00.000Z',
};
/** A list with a trend: two completed interviews with a score (one through a cached report), one without. */
const syncedWithScores: SyncOutput = {
  conversations: sortNewestFirst([
    ...cached,
    conversation('c4', '2026-05-04T10:00:00.000Z', { reportStatus: 0, report: { overallScore: 6.5 } }),
    conversation('c5', '2026-05-05T10:00:00.000Z', { reportStatus: 2, overallScore: null }),
  ]),
  temp: null,
  lastSyncTime: '2026-05-05T11:00:00.000Z',
};

// ---------------------------------------------------------------- model-based

describe('history machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const inputs: HistoryInput[] = [{}, { cache, temp: temp('r-9') }];
    const report = await runModelBasedTest({
      machine: historyMachine,
      inputs,
      events: {
        'xstate.done.actor.syncConversations': [
          { type: 'xstate.done.actor.syncConversations', output: synced },
          { type: 'xstate.done.actor.syncConversations', output: syncedWithScores },
          { type: 'xstate.done.actor.syncConversations', output: { conversations: [], temp: null, lastSyncTime: '2026-05-03T11:00:00.000Z' } },
        ],
        'xstate.error.actor.syncConversations': [
          {
            type: 'xstate.error.actor.syncConversations',
            error: flowFailure({ key: 'history.loadFailedStatus', values: { status: 500 } }, 'server'),
          },
          { type: 'xstate.error.actor.syncConversations', error: flowFailure({ key: 'history.authRequired' }, 'auth') },
          { type: 'xstate.error.actor.syncConversations', error: new Error('bug') },
        ],
      },
      invariants: {
        '*': (s) => {
          const times = s.context.conversations.map((c) => Date.parse(c.startTime));
          expect(times).toEqual([...times].sort((a, b) => b - a));
          expect(selectError(s) !== null).toBe(s.matches('failed'));
          expect(selectIsSyncing(s)).toBe(s.matches('syncing'));
          // The temporary record, while pending, is always the first row.
          if (s.context.temp) expect(selectRows(s)[0]).toMatchObject({ id: s.context.temp.id, isTemporary: true });
          // The progress chart: oldest first, only rows with a score badge, shown from two points.
          const points = selectScorePoints(s);
          const pointTimes = points.map((p) => Date.parse(p.date));
          expect(pointTimes).toEqual([...pointTimes].sort((a, b) => a - b));
          const percentRows = selectRows(s).filter((r) => !r.isTemporary && r.result.tone === 'score');
          expect(points.map((p) => p.id).sort()).toEqual(percentRows.map((r) => r.id).sort());
          expect(selectShowsScoreChart(s)).toBe(points.length >= SCORE_CHART_MIN_POINTS);
        },
        syncing: (s, { calls, previous, input, event }) => {
          expect(s.hasTag(BUSY)).toBe(true);
          // Polled only while a report is still to come.
          if (event.type.startsWith('xstate.after.')) expect(reportsPending(previous!)).toBe(true);
          expect(selectErrorDetail(s)).toBeNull();
          expect(calls.map((c) => c.src)).toEqual(['syncConversations']);
          // It merges into what is on screen: the cache at first, the last list afterwards.
          expect(calls[0].input).toEqual({ cached: s.context.conversations });
          if (!previous) {
            const given = input as HistoryInput;
            expect(s.context.conversations.map((c) => c.id)).toEqual(sortNewestFirst(given.cache?.conversations ?? []).map((c) => c.id));
            expect(s.context.temp).toEqual(given.temp ?? null);
            expect(selectIsInitialLoading(s)).toBe(!given.cache && !given.temp);
          } else {
            // Rows stay on screen while a refresh runs.
            expect(s.context.conversations).toBe(previous.context.conversations);
          }
        },
        synced: (s, { event, previous }) => {
          expect(s.hasTag(BUSY)).toBe(false);
          if (event.type.startsWith('xstate.after.')) {
            // Nothing pending: the poll does nothing.
            expect(reportsPending(previous!)).toBe(false);
            expect(s.context).toEqual(previous!.context);
            return;
          }
          const output = (event as unknown as { output: SyncOutput }).output;
          expect(s.context.conversations).toBe(output.conversations);
          expect(s.context.temp).toBe(output.temp);
          expect(s.context.lastSyncTime).toBe(output.lastSyncTime);
          expect(selectIsEmpty(s)).toBe(output.conversations.length === 0);
        },
        failed: (s, { event, previous }) => {
          expect(s.hasTag(BUSY)).toBe(false);
          expect(selectIsEmpty(s)).toBe(false);
          const error = (event as unknown as { error: unknown }).error;
          const before = previous!.context;
          expect(s.context.conversations).toBe(before.conversations);
          expect({ error: s.context.error, errorDetail: s.context.errorDetail }).toEqual(
            syncFailureTexts(error, before.conversations.length > 0 || before.temp !== null),
          );
        },
      },
    });
    expect(report.stateNodes).toBe(4);
    expect(report.paths).toBeGreaterThan(0);
  });
});

describe('history sync failure texts (spec §7, §8)', () => {
  it('says "Authentication required. Please login..." / "Error loading history data." with nothing shown, "Authentication required to sync with server." / "Error synchronizing with server." over the cache', () => {
    expect(syncFailureTexts(flowFailure({ key: 'history.authRequired' }, 'auth'), false)).toEqual({
      error: { key: 'history.authRequired' },
      errorDetail: null,
    });
    expect(syncFailureTexts(flowFailure({ key: 'history.authRequired' }, 'auth'), true)).toEqual({
      error: { key: 'history.syncAuthRequired' },
      errorDetail: null,
    });
    const server = flowFailure({ key: 'history.loadFailedStatus', values: { status: 503 } }, 'server');
    expect(syncFailureTexts(server, false)).toEqual({
      error: { key: 'history.loadError' },
      errorDetail: { key: 'history.loadFailedStatus', values: { status: 503 } },
    });
    expect(syncFailureTexts(server, true).error).toEqual({ key: 'history.syncError' });
    expect(syncFailureTexts(new Error('bug'), true)).toEqual({ error: { key: 'history.syncError' }, errorDetail: null });
    expect(syncFailureTexts(flowFailure({ key: 'history.invalidFormat' }, 'invalidFormat'), false).error).toEqual({
      key: 'history.invalidFormat',
    });
  });
});

// ---------------------------------------------------------------- pure rules

describe('history merge (spec §4 History)', () => {
  it('replaces the cache with the server list, keeping local messages and a local report where the server has none', () => {
    const local = [
      conversation('a', '2026-05-01T10:00:00Z', { messages: [message('m1')], report: { overallScore: 8 } }),
      conversation('b', '2026-05-02T10:00:00Z', { messages: [message('m2')] }),
      conversation('local_1', '2026-05-04T10:00:00Z'),
    ];
    const server = [
      conversation('a', '2026-05-01T10:00:00Z', { reportStatus: 1 }),
      conversation('b', '2026-05-02T10:00:00Z', { messages: [message('s1')], reportStatus: 2, overallScore: 6 }),
      conversation('c', '2026-05-03T10:00:00Z'),
    ];
    const merged = mergeServerIntoCache(server, local);
    expect(merged.map((c) => c.id)).toEqual(['c', 'b', 'a']); // local-only dropped, newest first
    const a = merged.find((c) => c.id === 'a')!;
    expect(a.messages).toEqual([message('m1')]);
    expect(a.report).toEqual({ overallScore: 8 });
    expect(a.reportStatus).toBe(2); // forced: a report object exists
    expect(a.isSynced).toBe(true);
    const b = merged.find((c) => c.id === 'b')!;
    expect(b.messages).toEqual([message('s1')]); // the server's own messages win
    expect(b.report).toBeUndefined();
    expect(merged.find((c) => c.id === 'c')!.reportStatus).toBe(0);
  });

  it('prefers the server report and sorts newest first with undated ones last', () => {
    const merged = mergeServerIntoCache(
      [conversation('x', '', { report: { overallScore: 7 } }), conversation('y', '2026-01-01T00:00:00Z'), conversation('z', '2026-02-01T00:00:00Z')],
      [conversation('x', '', { report: { overallScore: 2 } })],
    );
    expect(merged.map((c) => c.id)).toEqual(['z', 'y', 'x']);
    expect(merged[2].report).toEqual({ overallScore: 7 });
  });
});

describe('history temporary record (spec §3 temp_interview, §4)', () => {
  const list = [conversation('rep-1', '2026-05-03T10:00:00.000Z', { jobPosition: 'Frontend Engineer', scenarioData: { id: 'j', position: 'Frontend Engineer', company: 'Sumlark' } })];

  it('is removed once the server lists a conversation with its id, otherwise prepended', () => {
    expect(isTempRecordListed(temp('rep-1'), list)).toBe(true);
    expect(pendingTempRecord(temp('rep-1'), list)).toBeNull();
    expect(pendingTempRecord(temp('rep-2'), list)).toEqual(temp('rep-2'));
    const rows = historyRows(list, temp('rep-2'));
    expect(rows.map((r) => [r.id, r.isTemporary])).toEqual([
      ['rep-2', true],
      ['rep-1', false],
    ]);
    expect(historyRows(list, temp('rep-1')).map((r) => r.id)).toEqual(['rep-1']);
  });

  it('matches a manual_ record by job title and a start within a few minutes before its date', () => {
    const ended = Date.parse('2026-05-03T10:30:00.000Z');
    const manual = temp(`manual_${ended}`, { date: new Date(ended).toISOString() });
    const startedAt = (ms: number, title = 'Frontend Engineer') => [
      conversation('srv', new Date(ms).toISOString(), { scenarioData: { id: 'j', position: title, company: 'Sumlark' } }),
    ];
    expect(isTempRecordListed(manual, startedAt(ended - 3 * 60_000))).toBe(true);
    expect(isTempRecordListed(manual, startedAt(ended - 3 * 60_000, 'frontend engineer '))).toBe(true);
    expect(isTempRecordListed(manual, startedAt(ended - 3 * 60_000, 'Data Engineer'))).toBe(false);
    expect(isTempRecordListed(manual, startedAt(ended - MANUAL_TEMP_MATCH_WINDOW_MS - 60_000))).toBe(false);
    expect(isTempRecordListed(manual, startedAt(ended + 60_000))).toBe(false);
    // A longer interview: its end time is near the record's date.
    const long = [
      conversation('srv', new Date(ended - 40 * 60_000).toISOString(), {
        endTime: new Date(ended + 2_000).toISOString(),
        scenarioData: { id: 'j', position: 'Frontend Engineer', company: 'Sumlark' },
      }),
    ];
    expect(isTempRecordListed(manual, long)).toBe(true);
    // A non-manual record is matched by id only.
    expect(isTempRecordListed(temp('rep-9', { date: manual.date }), startedAt(ended - 60_000))).toBe(false);
  });

  it('reads the stored record defensively', () => {
    expect(parseTempInterview(temp('r'))).toEqual(temp('r'));
    expect(parseTempInterview({ id: '' })).toBeNull();
    expect(parseTempInterview('nope')).toBeNull();
    expect(parseTempInterview({ id: 'r' })).toEqual({
      id: 'r', jobTitle: '', company: '', date: '', score: 0, hasReport: false, reportStatus: 0, isTemporary: true,
    });
    const row = historyRows([], parseTempInterview({ id: 'r' }))[0];
    expect(row.position).toEqual({ key: 'common.unknownPosition' });
    expect(row.company).toEqual({ key: 'common.unknownCompany' });
    expect(row.date).toBeNull();
    expect(row.result).toMatchObject({ label: { key: 'history.statusQueued' } });
    expect(row.reportPath).toBeNull();
  });
});

describe('history cache and quota (spec §3 Cache metadata, §9)', () => {
  it('reads only version 1 caches and keeps their valid entries', () => {
    expect(CONVERSATION_CACHE_VERSION).toBe(1);
    expect(parseConversationCache({ version: 2, lastSyncTime: null, conversations: [] })).toBeNull();
    expect(parseConversationCache({ version: 1 })).toBeNull();
    const parsed = parseConversationCache({ version: 1, lastSyncTime: 'x', conversations: [cached[0], { nope: true }, null] });
    expect(parsed).toEqual({ version: 1, lastSyncTime: 'x', conversations: [cached[0]] });
  });

  it('drops the oldest 20 %, at least one', () => {
    expect(quotaDropCount(10)).toBe(2);
    expect(quotaDropCount(4)).toBe(1);
    expect(quotaDropCount(1)).toBe(1);
    expect(quotaDropCount(0)).toBe(0);
    const ten = Array.from({ length: 10 }, (_, i) => conversation(`c${i}`, `2026-01-${String(10 + i)}T00:00:00Z`));
    const kept = dropOldest([...ten].reverse());
    expect(kept.map((c) => c.id)).toEqual(['c9', 'c8', 'c7', 'c6', 'c5', 'c4', 'c3', 'c2']);
    expect(dropOldest([ten[3]])).toEqual([]);
  });

  it('retries the write after each eviction until it fits', () => {
    const ten = Array.from({ length: 10 }, (_, i) => conversation(`c${i}`, `2026-01-${String(10 + i)}T00:00:00Z`));
    const sizes: number[] = [];
    const stored = writeWithEviction(makeConversationCache(ten, 't'), (attempt): WriteResult => {
      sizes.push(attempt.conversations.length);
      return attempt.conversations.length > 6 ? 'quota' : 'ok';
    });
    expect(sizes).toEqual([10, 8, 7, 6]);
    expect(stored.map((c) => c.id)).toEqual(['c9', 'c8', 'c7', 'c6', 'c5', 'c4']);
    expect(writeWithEviction(makeConversationCache(ten, 't'), () => 'unavailable')).toEqual([]);
    let calls = 0;
    expect(writeWithEviction(makeConversationCache(ten.slice(0, 2), 't'), () => (calls++, 'quota'))).toEqual([]);
    expect(calls).toBe(3); // 2, 1, then 0 conversations
  });
});

describe('history result badge (spec §2 /history, §9)', () => {
  it('shows a completed report with a score as its score out of 10, the scale of the report (not a percentage)', () => {
    expect(resultBadge(2, 8.8)).toEqual({ tone: 'score', score: 8.8 });
    expect(resultBadge(2, 9)).toEqual({ tone: 'score', score: 9 });
    expect(resultBadge(2, 0.1)).toEqual({ tone: 'score', score: 0.1 });
  });

  it('otherwise says Completed, Processing, Failed (with its reason) or Queued', () => {
    expect(resultBadge(2, 0)).toEqual({ label: { key: 'history.statusCompleted' }, tone: 'completed' });
    expect(resultBadge(1, 9)).toEqual({ label: { key: 'history.statusProcessing' }, tone: 'processing' });
    expect(resultBadge(3, 9)).toEqual({ label: { key: 'history.statusFailed' }, tone: 'failed', reason: { key: 'reportFailure.notGenerated' } });
    expect(resultBadge(3, 0, { error: 'The report could not be generated. Please try again with a new interview.', answered: true })).toEqual({
      label: { key: 'history.statusFailed' },
      tone: 'failed',
      reason: { key: 'reportFailure.failed' },
    });
    expect(resultBadge(3, 0, { error: 'Disk on fire', answered: true })).toMatchObject({ tone: 'failed', reason: { raw: 'Disk on fire' } });
    expect(resultBadge(0, 9)).toEqual({ label: { key: 'history.statusQueued' }, tone: 'queued' });
    expect(resultBadge(7, 0)).toMatchObject({ tone: 'queued' });
  });

  it('says "No answers" with the reason for an interview ended before any answer, not "Failed"', () => {
    const noAnswers = { label: { key: 'history.statusNoAnswers' }, tone: 'noAnswers', reason: { key: 'history.reasonNoAnswers' } };
    // The server's reason for it (server/conversations endInterview) ...
    expect(resultBadge(3, 0, { error: 'No answers were given in this interview.', answered: false })).toEqual(noAnswers);
    // ... or, without a reason, no answer among the messages.
    expect(resultBadge(3, 0, { error: null, answered: false })).toEqual(noAnswers);
    const row = (messages: HistoryConversation['messages'], reportError: string | null) =>
      conversationRow(conversation('x', '2026-11-02T10:00:00Z', { messages, reportStatus: 3, reportError })).result;
    const greeting = { id: 'm1', role: 'Lead Developer', text: 'Hello, tell us about yourself.', timestamp: '2026-11-02T10:00:01Z' };
    const answer = { id: 'm2', role: 'USER', text: 'I build dashboards.', timestamp: '2026-11-02T10:00:09Z' };
    expect(row([greeting], null)).toEqual(noAnswers);
    expect(row([greeting], 'No answers were given in this interview.')).toEqual(noAnswers);
    expect(row([greeting, answer], null)).toMatchObject({ tone: 'failed' });
    expect(tempRow({ id: 'r', jobTitle: 'P', company: 'C', date: '2026-11-02T10:05:00Z', score: 0, hasReport: false, reportStatus: 3, isTemporary: true }).result).toEqual(noAnswers);
  });

  it('takes the score from the report, else the listed overallScore, within 0–10', () => {
    expect(scoreOf({ report: { overallScore: 7.5 }, overallScore: 3 })).toBe(7.5);
    expect(scoreOf({ overallScore: 3 })).toBe(3);
    expect(scoreOf({ overallScore: null })).toBe(0);
    expect(scoreOf({ overallScore: 42 })).toBe(10);
  });

  it('maps a row: fallbacks, report link only when completed (a report object counts)', () => {
    const row = conversationRow(conversation('x y', '2026-01-01T00:00:00Z', { jobPosition: '', scenarioData: { id: 'j', position: ' ', company: '' } }));
    expect(row.position).toEqual({ key: 'common.unknownPosition' });
    expect(row.company).toEqual({ key: 'common.unknownCompany' });
    expect(row.reportPath).toBeNull();
    const withReport = conversationRow(conversation('x y', '', { report: { overallScore: 9.5 } }));
    expect(withReport.reportPath).toBe('/report/x%20y');
    expect(withReport.date).toBeNull();
    expect(withReport.result).toEqual({ tone: 'score', score: 9.5 });
    expect(conversationRow(conversation('s', '2026-01-01T00:00:00Z', { scenarioData: { id: 'j', position: 'P', company: 'Acme' } })).company).toEqual({ raw: 'Acme' });
  });
});

describe('history progress chart points (spec §2 /history, §3, §9)', () => {
  it('keeps the completed interviews with a score, oldest first', () => {
    const points = scorePoints([
      conversation('newest', '2026-05-09T10:00:00.000Z', { reportStatus: 2, overallScore: 8.4 }),
      conversation('processing', '2026-05-08T10:00:00.000Z', { reportStatus: 1, overallScore: 7 }),
      conversation('failed', '2026-05-07T10:00:00.000Z', { reportStatus: 3, overallScore: 7 }),
      conversation('queued', '2026-05-06T10:00:00.000Z', { reportStatus: 0 }),
      conversation('no-score', '2026-05-05T10:00:00.000Z', { reportStatus: 2, overallScore: null }),
      conversation('zero', '2026-05-04T10:00:00.000Z', { reportStatus: 2, overallScore: 0 }),
      conversation('undated', 'soon', { reportStatus: 2, overallScore: 5 }),
      conversation('oldest', '2026-05-01T10:00:00.000Z', { reportStatus: 2, overallScore: 5.5, scenarioData: { id: 'j', position: 'Designer', company: 'Acme' } }),
      conversation('cached-report', '2026-05-03T10:00:00.000Z', { reportStatus: 1, report: { overallScore: 3 } }),
    ]);
    expect(points).toEqual([
      { id: 'oldest', date: '2026-05-01T10:00:00.000Z', score: 5.5, position: { raw: 'Designer' } },
      { id: 'cached-report', date: '2026-05-03T10:00:00.000Z', score: 3, position: { raw: 'Position cached-report' } },
      { id: 'newest', date: '2026-05-09T10:00:00.000Z', score: 8.4, position: { raw: 'Position newest' } },
    ]);
  });

  it('takes the cached report\'s score over the listed one, clamps to 0–10 and falls back to "Unknown Position"', () => {
    const points = scorePoints([
      conversation('a', '2026-05-02T10:00:00.000Z', { reportStatus: 2, overallScore: 4, report: { overallScore: 9 } }),
      conversation('b', '2026-05-01T10:00:00.000Z', { reportStatus: 2, overallScore: 14, jobPosition: '', scenarioData: { id: 'j', position: '', company: '' } }),
    ]);
    expect(points.map((p) => [p.id, p.score])).toEqual([
      ['b', 10],
      ['a', 9],
    ]);
    expect(points[0].position).toEqual({ key: 'common.unknownPosition' });
    expect(reportedScore({ report: {}, overallScore: 6 })).toBe(6);
    expect(reportedScore({ overallScore: undefined })).toBeNull();
    expect(effectiveReportStatus({ reportStatus: 1, report: { overallScore: 2 } })).toBe(2);
    expect(effectiveReportStatus({ reportStatus: 1, report: null })).toBe(1);
  });

  it('shows the chart from two points, not one, and not for the temporary record', () => {
    expect(SCORE_CHART_MIN_POINTS).toBe(2);
    const one = createActor(historyMachine, {
      input: { cache: makeConversationCache([cached[0]], null), temp: temp('r', { reportStatus: 2, score: 9 }) },
    });
    expect(selectScorePoints(one.getSnapshot()).map((p) => p.id)).toEqual(['c1']);
    expect(selectShowsScoreChart(one.getSnapshot())).toBe(false);
    const two = createActor(historyMachine, {
      input: { cache: makeConversationCache([cached[0], conversation('c9', '2026-04-01T10:00:00.000Z', { reportStatus: 2, overallScore: 6 })], null) },
    });
    expect(selectScorePoints(two.getSnapshot()).map((p) => p.id)).toEqual(['c9', 'c1']);
    expect(selectShowsScoreChart(two.getSnapshot())).toBe(true);
  });
});

// ---------------------------------------------------------------- the real actor over a fake server and storage

function memoryArea(options: { maxChars?: number } = {}) {
  const map = new Map<string, string>();
  const storage = {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (options.maxChars !== undefined && v.length > options.maxChars) {
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      }
      map.set(k, v);
    },
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  } as Storage;
  return { map, area: createSafeStorage('local', () => storage) };
}

function startHistory(answer: () => Response, options: { maxChars?: number; signedIn?: boolean; seed?: (map: Map<string, string>) => void } = {}) {
  const api = fakeApi(() => answer());
  const { map, area } = memoryArea(options);
  options.seed?.(map);
  const storage = createHistoryStorage(area);
  const tokens = new MemoryTokenStorage();
  if (options.signedIn !== false) tokens.write({ accessToken: 'a', refreshToken: 'r' }, true);
  const clock = new ManualClock(Date.parse('2026-05-03T11:00:00.000Z'));
  const actor = createActor(historyMachine.provide({ actors: createHistoryActors({ api, storage, tokens, clock }) }), {
    input: readStoredHistory(storage),
  }).start();
  return { actor, api, map, storage };
}

const settled = (actor: ReturnType<typeof startHistory>['actor']) => waitFor(actor, (s: HistorySnapshot) => !s.hasTag(BUSY));

describe('history polling while a report is pending', () => {
  it('asks again every 5 s while a report is queued or processing, and stops once every report is there', async () => {
    expect(HISTORY_POLL_INTERVAL_MS).toBe(5000);
    expect(historyMachine.implementations.delays).toMatchObject({ historyPollInterval: HISTORY_POLL_INTERVAL_MS });
    const lists = [
      [conversation('c1', '2026-05-01T10:00:00.000Z', { reportStatus: 0 })],
      [conversation('c1', '2026-05-01T10:00:00.000Z', { reportStatus: 1 })],
      [conversation('c1', '2026-05-01T10:00:00.000Z', { reportStatus: 2, overallScore: 8.1 })],
    ];
    let call = 0;
    const api = fakeApi(() => jsonResponse(200, lists[Math.min(call++, lists.length - 1)]));
    const { area } = memoryArea({});
    const storage = createHistoryStorage(area);
    const tokens = new MemoryTokenStorage();
    tokens.write({ accessToken: 'a', refreshToken: 'r' }, true);
    const clock = new SimulatedClock();
    const actor = createActor(
      historyMachine.provide({ actors: createHistoryActors({ api, storage, tokens, clock: new ManualClock(Date.parse('2026-05-03T11:00:00.000Z')) }) }),
      { input: readStoredHistory(storage), clock },
    ).start();
    const calls = () => api.requests.filter((r) => r.url.includes('/conversations/user')).length;

    await waitFor(actor, (s) => s.matches('synced'));
    expect(calls()).toBe(1);
    expect(selectRows(actor.getSnapshot())[0].result).toMatchObject({ label: { key: 'history.statusQueued' } });
    clock.increment(HISTORY_POLL_INTERVAL_MS - 1);
    expect(calls()).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('synced') && calls() === 2);
    expect(selectRows(actor.getSnapshot())[0].result).toMatchObject({ label: { key: 'history.statusProcessing' } });
    clock.increment(HISTORY_POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('synced') && calls() === 3);
    expect(selectRows(actor.getSnapshot())[0].result.tone).toBe('score');
    // Every report there: no more polling.
    clock.increment(HISTORY_POLL_INTERVAL_MS * 3);
    expect(actor.getSnapshot().value).toBe('synced');
    expect(calls()).toBe(3);
    actor.stop();
  });
});

describe('history sync over the API and storage', () => {
  it('shows the cache at once, then syncs, stores { version: 1, lastSyncTime, conversations } and drops a listed temp record', async () => {
    const server = [
      conversation('c1', '2026-05-01T10:00:00.000Z', { reportStatus: 2, overallScore: 9.2 }),
      conversation('rep-1', '2026-05-03T10:00:00.000Z'),
    ];
    const { actor, api, map } = startHistory(() => jsonResponse(200, server), {
      seed: (m) => {
        m.set(STORAGE_KEYS.conversationsCache, JSON.stringify(makeConversationCache([conversation('c1', '2026-05-01T10:00:00.000Z', { messages: [message('m')] })], null)));
        m.set(STORAGE_KEYS.tempInterview, JSON.stringify(temp('rep-1')));
      },
    });
    const first = actor.getSnapshot();
    expect(first.value).toBe('syncing');
    expect(selectRows(first).map((r) => [r.id, r.isTemporary])).toEqual([
      ['rep-1', true],
      ['c1', false],
    ]);
    const done = await settled(actor);
    expect(done.value).toBe('synced');
    expect(selectRows(done).map((r) => [r.id, r.isTemporary])).toEqual([
      ['rep-1', false],
      ['c1', false],
    ]);
    expect(map.has(STORAGE_KEYS.tempInterview)).toBe(false);
    const stored = JSON.parse(map.get(STORAGE_KEYS.conversationsCache)!) as ConversationCache;
    expect(stored.version).toBe(1);
    expect(stored.lastSyncTime).toBe('2026-05-03T11:00:00.000Z');
    expect(stored.conversations.map((c) => c.id)).toEqual(['rep-1', 'c1']);
    expect(stored.conversations[1].messages).toEqual([message('m')]);
    const url = new URL(api.requests[0].url);
    expect(url.pathname).toBe('/web-api/conversations/user');
    expect(url.searchParams.getAll('scenarioTypes')).toEqual(['0']);
  });

  it('keeps an unlisted temp record in storage and on top', async () => {
    const { actor, map } = startHistory(() => jsonResponse(200, []), {
      seed: (m) => m.set(STORAGE_KEYS.tempInterview, JSON.stringify(temp('rep-new'))),
    });
    const done = await settled(actor);
    expect(selectRows(done).map((r) => r.id)).toEqual(['rep-new']);
    expect(selectIsEmpty(done)).toBe(false);
    expect(map.has(STORAGE_KEYS.tempInterview)).toBe(true);
  });

  it('evicts the oldest cached conversations when the storage is full', async () => {
    const many = Array.from({ length: 10 }, (_, i) => conversation(`c${i}`, `2026-01-${String(10 + i)}T00:00:00.000Z`));
    const oneSize = JSON.stringify(makeConversationCache([{ ...many[0], isSynced: true }], 'x')).length;
    const { actor, map } = startHistory(() => jsonResponse(200, many), { maxChars: oneSize * 7 });
    const done = await settled(actor);
    expect(selectRows(done)).toHaveLength(10); // the page shows everything
    const stored = JSON.parse(map.get(STORAGE_KEYS.conversationsCache)!) as ConversationCache;
    expect(stored.conversations.length).toBeLessThan(10);
    expect(stored.conversations[0].id).toBe('c9'); // the newest are kept
  });

  it.each([
    [401, { key: 'history.authRequired' }, null],
    [530, { key: 'history.authRequired' }, null],
    [500, { key: 'history.loadError' }, { key: 'history.loadFailedStatus', values: { status: 500 } }],
  ])('a %i fails with the §8 text', async (status, error, detail) => {
    const { actor } = startHistory(() => jsonResponse(status, { error: 'x', message: 'y' }));
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(selectError(failed)).toEqual(error);
    expect(selectErrorDetail(failed)).toEqual(detail);
  });

  it('says "Authentication required to sync with server." when a 530 comes over cached rows', async () => {
    const { actor } = startHistory(() => jsonResponse(530, { error: 'auth', message: 'Authentication required' }), {
      seed: (m) => m.set(STORAGE_KEYS.conversationsCache, JSON.stringify(cache)),
    });
    const failed = await settled(actor);
    expect(selectError(failed)).toEqual({ key: 'history.syncAuthRequired' });
    expect(selectRows(failed).map((r) => r.id)).toEqual(['c2', 'c1']);
  });

  it('says "Error synchronizing with server." over the cache, and Refresh syncs again', async () => {
    let down = true;
    const { actor, api } = startHistory(() => (down ? networkError() : jsonResponse(200, cached)), {
      seed: (m) => m.set(STORAGE_KEYS.conversationsCache, JSON.stringify(cache)),
    });
    const failed = await settled(actor);
    expect(selectError(failed)).toEqual({ key: 'history.syncError' });
    expect(selectRows(failed).map((r) => r.id)).toEqual(['c2', 'c1']);
    down = false;
    actor.send({ type: 'history.refresh' });
    expect(selectIsSyncing(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    const done = await settled(actor);
    expect(done.value).toBe('synced');
    expect(api.requests).toHaveLength(2);
  });

  it('rejects a body that is not a list, and a sync without a stored token', async () => {
    const notList = startHistory(() => jsonResponse(200, { conversations: [] }));
    expect(selectError(await settled(notList.actor))).toEqual({ key: 'history.invalidFormat' });
    const noToken = startHistory(() => jsonResponse(200, []), { signedIn: false });
    expect(selectError(await settled(noToken.actor))).toEqual({ key: 'history.tokenNotFound' });
    expect(noToken.api.requests).toHaveLength(0);
  });
});
