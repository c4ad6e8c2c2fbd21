import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { createReportActions, createReportActors, type ReportPdfModule } from '../../machines/report/report.actors';
import type { ConversationSummary, FetchOutcome, Report, ReportInput } from '../../machines/report/report.events';
import { errorOf, pdfFailureText, pendingStatusOf, reportMachine, type ReportErrorKind } from '../../machines/report/report.machine';
import {
  formatDuration,
  isAuthMessage,
  overallScoreOf,
  parseCachedReport,
  withOverallScore,
} from '../../machines/report/report.rules';
import {
  selectActiveTab,
  selectError,
  selectErrorKind,
  selectIsConversationOpen,
  selectIsGeneratingPdf,
  selectIsRecommendationsOpen,
  selectCorrection,
  selectIsRefreshing,
  selectPdfError,
  selectProgress,
  selectReport,
  selectScreen,
  recommendationsView,
  reportSections,
} from '../../machines/report/report.selectors';
import { REPORT_NOT_FOUND_RETRIES, REPORT_NOT_FOUND_RETRY_DELAY_MS, REPORT_POLL_INTERVAL_MS } from '../../machines/shared/constants';
import { flowFailure } from '../../machines/shared/failure';
import { BUSY } from '../../machines/shared/tags';
import type { UiText } from '../../src/i18n';
import { reportCacheKey, STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { createSafeStorage } from '../../src/storage/safeStorage';
import { listedConversation } from '../support/fixtures';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

// ---------------------------------------------------------------- fixtures

const evidence = (quote: string) => [{ quote, time: '2026-05-01T10:03:00.000Z', messageId: 'u1' }];

function fullReport(extra: Partial<Report> = {}): Report {
  return {
    id: 'rep-1',
    conversationId: 'conv-1',
    status: 2,
    jobTitle: 'Frontend Engineer',
    company: 'Sumlark',
    interviewDate: '2026-05-01T10:00:00.000Z',
    duration: 725,
    overallScore: 7.4,
    isFullReport: true,
    hardSkills: {
      score: 7,
      skills: [{ skill: 'React', score: 8, comment: 'Concrete', evidence: evidence('I split the bundles by route') }],
      recommendation: 'Quantify results.',
    },
    softSkills: {
      score: 7.5,
      communication: { score: 8 },
      teamwork: { score: 7, evidence: evidence('we agreed on a plan together') },
      problemSolving: { score: 8 },
      adaptability: { score: 7 },
      leadership: { score: 6 },
      recommendation: 'Use STAR.',
    },
    englishProficiency: {
      score: 7.7,
      vocabulary: { score: 8 },
      grammar: { score: 7 },
      fluency: { score: 8 },
      comprehension: { score: 8 },
      recommendation: 'Fewer fillers.',
    },
    additionalObservations: { strengths: ['Specific'], areasForImprovement: ['Pace'], behavioralIndicators: ['Ownership'] },
    recommendations: [{ area: 'Technical', recommendation: 'Quantify results.' }],
    conversation: [{ id: 'u1', role: 'USER', text: 'I split the bundles by route', timestamp: '2026-05-01T10:03:00.000Z' }],
    ...extra,
  };
}

function freeReport(extra: Partial<Report> = {}): Report {
  const { hardSkills, softSkills, englishProficiency, additionalObservations, recommendations, ...rest } = fullReport();
  void hardSkills, void softSkills, void englishProficiency, void additionalObservations, void recommendations;
  return { ...rest, isFullReport: false, ...extra };
}

const failedReport = (): Report => freeReport({ status: 3, error: 'The scorer failed', overallScore: 0 });
const summary: ConversationSummary = { jobTitle: 'Frontend Engineer', company: 'Sumlark', date: '2026-05-01T10:00:00.000Z' };

const notFound = flowFailure({ key: 'report.notFound' }, 'notFound');
const authFailure = flowFailure({ key: 'report.authRequired' }, 'auth');
const serverFailure = flowFailure({ key: 'report.loadError' }, 'server');

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const ERROR_TEXTS: Record<ReportErrorKind, UiText> = {
  missingId: { key: 'report.noId' },
  auth: { key: 'report.authRequired' },
  notFound: { key: 'report.notFound' },
  generationFailed: { key: 'report.generationFailed' },
  loadFailed: { key: 'report.loadError' },
};

const BUSY_STATES = ['checkingCache', 'fetching', 'retryingNotFound', 'lookingUpConversation'] as const;

// ---------------------------------------------------------------- model-based

describe('report machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const inputs: ReportInput[] = [{ conversationId: 'conv-1' }, { conversationId: 'conv-1', hasPro: true }, { conversationId: '  ' }];
    const result = await runModelBasedTest({
      machine: reportMachine,
      inputs,
      // The conversation modal's correction editor adds three states to the parallel ready state.
      limit: 100_000,
      // What the guards read is part of the key: the plan, the report shown (full or free), the phase,
      // the 404 retries (bounded by 4) and the progress screen.
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.hasPro,
          s.context.report?.isFullReport ?? null,
          s.context.phase,
          s.matches('ready') ? null : s.context.notFoundRetries,
          s.context.progress ? [s.context.progress.status, s.context.progress.summary !== null] : null,
        ]),
      events: {
        'report.selectTab': [
          { type: 'report.selectTab', tab: 'technical' },
          { type: 'report.selectTab', tab: 'soft' },
          { type: 'report.selectTab', tab: 'language' },
        ],
        'report.planChanged': [
          { type: 'report.planChanged', hasPro: true },
          { type: 'report.planChanged', hasPro: false },
        ],
        'xstate.done.actor.readCachedReport': [
          done('readCachedReport', null),
          done('readCachedReport', fullReport()),
          done('readCachedReport', freeReport({ overallScore: undefined as unknown as number })),
        ],
        'xstate.error.actor.readCachedReport': [failed('readCachedReport', new Error('storage blocked'))],
        'xstate.done.actor.fetchReport': [
          done('fetchReport', { kind: 'report', report: fullReport() } satisfies FetchOutcome),
          done('fetchReport', { kind: 'report', report: freeReport() } satisfies FetchOutcome),
          done('fetchReport', { kind: 'report', report: failedReport() } satisfies FetchOutcome),
          done('fetchReport', { kind: 'pending', status: 0 } satisfies FetchOutcome),
          done('fetchReport', { kind: 'pending', status: 1 } satisfies FetchOutcome),
        ],
        'xstate.error.actor.fetchReport': [
          failed('fetchReport', notFound),
          failed('fetchReport', authFailure),
          failed('fetchReport', serverFailure),
        ],
        'xstate.done.actor.lookupConversation': [done('lookupConversation', summary), done('lookupConversation', null)],
        'xstate.error.actor.lookupConversation': [failed('lookupConversation', serverFailure)],
        'xstate.done.actor.generatePdf': [done('generatePdf', 'JobTalk_AI_Report_Frontend_Engineer.pdf')],
        'xstate.error.actor.generatePdf': [
          failed('generatePdf', flowFailure({ key: 'report.pdfFailed', values: { reason: 'fonts missing' } })),
          failed('generatePdf', new Error('boom')),
        ],
        'xstate.done.actor.showNotice': [done('showNotice', undefined)],
        'xstate.error.actor.showNotice': [failed('showNotice', new Error('no window'))],
        'report.editAnswer': [{ type: 'report.editAnswer', messageId: 'u1', text: 'react and tide has crept' }],
        'report.saveAnswer': [
          { type: 'report.saveAnswer', text: ' React and TypeScript ' },
          { type: 'report.saveAnswer', text: '   ' },
          { type: 'report.saveAnswer', text: 'react and tide has crept' },
        ],
        'xstate.done.actor.saveCorrection': [done('saveCorrection', undefined)],
        'xstate.error.actor.saveCorrection': [failed('saveCorrection', flowFailure({ key: 'serverError.interview_running', values: {} }))],
      },
      recordActions: ['cacheReport', 'forgetReport'],
      invariants: {
        '*': (s, { event, previous, actions }) => {
          // A stored correction: the cached report is dropped and the report, made again, fetched.
          const forgotten = actions.filter((a) => a.name === 'forgetReport').map((a) => a.params);
          if (event.type === 'xstate.done.actor.saveCorrection' && previous?.matches({ ready: { conversation: { open: 'saving' } } })) {
            expect(forgotten).toEqual([{ conversationId: 'conv-1' }]);
            expect(s.matches('fetching')).toBe(true);
          } else {
            expect(forgotten).toEqual([]);
          }
          // The plan is followed everywhere; only over a free report does it change the state.
          if (event.type === 'report.planChanged') {
            expect(s.context.hasPro).toBe((event as { hasPro?: boolean }).hasPro);
            if (!previous!.matches('ready')) expect(s.value).toEqual(previous!.value);
          }
          expect(s.hasTag(BUSY)).toBe(BUSY_STATES.some((state) => s.matches(state)));
          expect(s.context.notFoundRetries).toBeLessThanOrEqual(REPORT_NOT_FOUND_RETRIES);
          const screen = selectScreen(s);
          expect(screen === 'report').toBe(s.matches('ready'));
          expect(screen === 'error').toBe(s.matches('failed') || s.matches('error'));
          expect(screen === 'progress').toBe(s.context.progress !== null && (s.matches('waiting') || s.matches('fetching')));
          expect(selectError(s) !== null).toBe(screen === 'error');
          expect(selectReport(s) !== null).toBe(screen === 'report');
          expect(selectIsRefreshing(s)).toBe(s.matches('fetching') && screen === 'progress');
          // PRO-only parts never show for a free user.
          if (selectIsRecommendationsOpen(s)) expect(s.context.hasPro).toBe(true);
          // The correction editor exists only while the conversation modal edits or saves an answer.
          const editing = s.matches({ ready: { conversation: { open: 'editing' } } }) || s.matches({ ready: { conversation: { open: 'saving' } } });
          expect(s.context.correction !== null).toBe(editing);
          expect(selectCorrection(s)?.saving ?? false).toBe(s.matches({ ready: { conversation: { open: 'saving' } } }));
        },
        'ready.conversation.open.editing': (s, { event }) => {
          const correction = s.context.correction!;
          expect(correction).toMatchObject({ messageId: 'u1', original: 'react and tide has crept' });
          if (event.type === 'report.saveAnswer') expect(correction.error).toEqual({ key: 'correction.empty' });
          if (event.type === 'xstate.error.actor.saveCorrection') {
            // Why, in the UI's words, and what was typed is kept.
            expect(correction.draft).toBe('React and TypeScript');
            expect(correction.error).toEqual(
              (event as { error?: unknown }).error instanceof Error ? { key: 'correction.failed' } : { key: 'serverError.interview_running', values: {} },
            );
          }
        },
        'ready.conversation.open.saving': (s, { calls, previous }) => {
          if (previous?.matches({ ready: { conversation: { open: 'saving' } } })) return expect(calls.filter((c) => c.src === 'saveCorrection')).toEqual([]);
          expect(calls).toEqual([{ src: 'saveCorrection', id: 'saveCorrection', input: { conversationId: 'conv-1', messageId: 'u1', text: 'React and TypeScript' } }]);
        },
        checkingCache: (s, { calls, previous }) => {
          // A plan change while it runs does not start it again.
          if (previous?.matches('checkingCache')) return expect(calls).toEqual([]);
          expect(calls).toEqual([{ src: 'readCachedReport', id: 'readCachedReport', input: { conversationId: 'conv-1' } }]);
          expect(selectScreen(s)).toBe('loading');
        },
        fetching: (s, { calls, previous, event }) => {
          if (previous?.matches('fetching')) return expect(calls).toEqual([]);
          expect(calls.map((c) => [c.src, c.input])).toEqual([['fetchReport', { conversationId: 'conv-1' }]]);
          if (previous?.matches('retryingNotFound')) expect(event.type).toBe('xstate.after.notFoundRetryDelay.report.retryingNotFound');
          if (previous?.matches('waiting')) {
            expect(['report.refresh', 'xstate.after.reportPollInterval.report.waiting']).toContain(event.type);
            // The progress screen stays while the poll runs.
            expect(selectProgress(s)).toBe(previous.context.progress);
          }
          if (previous?.matches('ready') && event.type !== 'xstate.done.actor.saveCorrection') {
            // Became PRO over a free report: the full one is fetched.
            expect(event).toEqual({ type: 'report.planChanged', hasPro: true });
            expect(previous.context.report!.isFullReport).toBe(false);
          }
        },
        retryingNotFound: (s, { previous }) => {
          expect(selectScreen(s)).toBe('loading');
          expect(s.context.phase).toBe('initial');
          if (previous?.matches('retryingNotFound')) return expect(s.context.notFoundRetries).toBe(previous.context.notFoundRetries);
          expect(s.context.notFoundRetries).toBe(previous!.context.notFoundRetries + 1);
        },
        lookingUpConversation: (s, { calls, previous }) => {
          // Only after the first answer and all 4 retries were 404s.
          expect(s.context.notFoundRetries).toBe(REPORT_NOT_FOUND_RETRIES);
          if (previous?.matches('lookingUpConversation')) return expect(calls).toEqual([]);
          expect(calls.map((c) => [c.src, c.input])).toEqual([['lookupConversation', { conversationId: 'conv-1' }]]);
          expect(selectScreen(s)).toBe('loading');
        },
        waiting: (s, { event, previous }) => {
          expect(selectScreen(s)).toBe('progress');
          const progress = selectProgress(s)!;
          if (previous?.matches('waiting')) return expect(progress).toBe(previous.context.progress);
          if (event.type === 'xstate.done.actor.lookupConversation') {
            expect(progress).toEqual({ status: 0, summary });
            expect(s.context.phase).toBe('fallback');
          } else if (event.type === 'xstate.error.actor.lookupConversation') {
            expect(progress).toEqual({ status: null, summary: null });
          } else if (event.type === 'xstate.done.actor.fetchReport') {
            expect(progress.status).toBe(pendingStatusOf((event as unknown as { output: FetchOutcome }).output));
            expect(progress.summary).toBe(previous!.context.progress?.summary ?? null);
            expect(s.context.phase).toBe('known');
          } else {
            expect(event.type).toBe('xstate.error.actor.fetchReport');
            const error = (event as unknown as { error: unknown }).error;
            expect(progress).toBe(previous!.context.progress);
            // A 404 while the conversation list vouches for the interview, or a poll without an answer
            // (the server restarting): still waiting, still polling.
            if (error === notFound) expect(s.context.phase).toBe('fallback');
            else expect(error).toBe(serverFailure);
          }
        },
        ready: (s, { event, actions }) => {
          const report = selectReport(s)!;
          expect(report.status).toBe(2);
          expect(report.overallScore).toBe(overallScoreOf(report));
          expect(s.context.progress).toBeNull();
          expect(s.context.phase).toBe('known');
          if (event.type === 'xstate.done.actor.fetchReport') {
            // A complete report from the server is cached for the conversation.
            expect(actions).toEqual([{ name: 'cacheReport', params: { conversationId: 'conv-1', report } }]);
          } else {
            expect(actions).toEqual([]);
          }
          if (event.type === 'xstate.done.actor.readCachedReport') {
            // A free cached report is not used for a PRO user.
            expect(report.isFullReport || !s.context.hasPro).toBe(true);
          }
          if (event.type === 'report.selectTab') expect(selectActiveTab(s)).toBe((event as { tab?: string }).tab);
          if (event.type === 'report.openConversation') expect(selectIsConversationOpen(s)).toBe(true);
          if (event.type === 'report.openRecommendations') expect(selectIsRecommendationsOpen(s)).toBe(s.context.hasPro);
        },
        'ready.pdf.generating': (s, { calls, event }) => {
          expect(selectIsGeneratingPdf(s)).toBe(true);
          if (event.type === 'report.downloadPdf') {
            // Only a PRO user starts an export.
            expect(s.context.hasPro).toBe(true);
            expect(calls.map((c) => [c.src, c.input])).toEqual([['generatePdf', { report: s.context.report }]]);
          }
        },
        'ready.pdf.failed': (s, { calls, event }) => {
          expect(selectPdfError(s)).toEqual(s.context.pdfError);
          // (Saving a correction in the conversation modal runs beside it.)
          if (event.type !== 'xstate.error.actor.generatePdf') return expect(calls.filter((c) => c.src !== 'saveCorrection')).toEqual([]);
          const error = (event as unknown as { error: unknown }).error;
          expect(s.context.pdfError).toEqual(pdfFailureText(error));
          expect(selectPdfError(s)).toEqual(s.context.pdfError);
          expect(calls.map((c) => [c.src, c.input])).toEqual([['showNotice', { text: s.context.pdfError }]]);
        },
        'ready.pdf.idle': (s, { event }) => {
          if (event.type === 'xstate.done.actor.generatePdf') expect(s.context.pdfFileName).toBe('JobTalk_AI_Report_Frontend_Engineer.pdf');
          expect(selectPdfError(s)).toBeNull();
        },
        failed: (s, { event, previous }) => {
          if (previous?.matches('failed')) return expect(event.type).toBe('report.planChanged');
          expect((event as unknown as { output: FetchOutcome }).output).toMatchObject({ kind: 'report', report: { status: 3 } });
          expect(selectError(s)).toEqual({ key: 'report.generationFailed' });
          expect(selectErrorKind(s)).toBe('generationFailed');
        },
        error: (s, { event, input, previous }) => {
          const kind = selectErrorKind(s)!;
          expect(selectError(s)).toEqual(ERROR_TEXTS[kind]);
          expect(selectProgress(s)).toBeNull();
          if (previous?.matches('error')) return expect(event.type).toBe('report.planChanged');
          if ((input as ReportInput).conversationId.trim() === '') {
            expect(kind).toBe('missingId');
            return;
          }
          if (event.type === 'xstate.done.actor.lookupConversation') {
            // The final not-found: the conversation list does not know the interview either.
            expect(kind).toBe('notFound');
            return;
          }
          const error = (event as unknown as { error: unknown }).error;
          if (error === notFound) {
            // A 404 after the report was known (deleted), never during the initial period.
            expect(kind).toBe('notFound');
            expect(previous!.context.phase).toBe('known');
          } else {
            expect(kind).toBe(error === authFailure ? 'auth' : 'loadFailed');
            // A failed poll is retried, not an error: only the first load fails this way.
            if (kind === 'loadFailed') expect(previous!.context.progress).toBeNull();
          }
        },
      },
    });
    // 24 before the correction editor's reading, editing and saving.
    expect(result.stateNodes).toBe(27);
    expect(result.transitions).toBeGreaterThan(30);
    expect(result.paths).toBeGreaterThan(0);
  }, 300_000);

  it('names its delays from the spec §9 constants', () => {
    expect(REPORT_POLL_INTERVAL_MS).toBe(5000);
    expect(REPORT_NOT_FOUND_RETRY_DELAY_MS).toBe(5000);
    expect(REPORT_NOT_FOUND_RETRIES).toBe(4);
    expect(reportMachine.implementations.delays).toMatchObject({
      reportPollInterval: REPORT_POLL_INTERVAL_MS,
      notFoundRetryDelay: REPORT_NOT_FOUND_RETRY_DELAY_MS,
    });
  });
});

// ---------------------------------------------------------------- pure rules

describe('overall score rule (spec §4 "Report screen")', () => {
  it('keeps the given overall score', () => {
    expect(overallScoreOf({ overallScore: 6.3, hardSkills: { score: 9 }, softSkills: { score: 9 }, englishProficiency: { score: 9 } })).toBe(6.3);
    expect(overallScoreOf({ overallScore: 0 })).toBe(0);
  });

  it('is the rounded average of the hard, soft and English scores when missing and all three exist', () => {
    expect(overallScoreOf({ hardSkills: { score: 7 }, softSkills: { score: 8 }, englishProficiency: { score: 8 } })).toBe(8); // 7.67
    expect(overallScoreOf({ overallScore: null, hardSkills: { score: 6 }, softSkills: { score: 7 }, englishProficiency: { score: 7.4 } })).toBe(7); // 6.8
    expect(overallScoreOf({ hardSkills: { score: 6.5 }, softSkills: { score: 6.5 }, englishProficiency: { score: 6.5 } })).toBe(7); // half rounds up
    expect(overallScoreOf({ hardSkills: { score: 0 }, softSkills: { score: 0 }, englishProficiency: { score: 1 } })).toBe(0);
  });

  it('is 0 when missing and any of the three is missing', () => {
    expect(overallScoreOf({})).toBe(0);
    expect(overallScoreOf({ hardSkills: { score: 9 }, softSkills: { score: 9 } })).toBe(0);
    expect(overallScoreOf({ hardSkills: { score: 9 }, softSkills: { score: 9 }, englishProficiency: {} })).toBe(0);
    expect(overallScoreOf({ hardSkills: { score: 9 }, softSkills: { score: Number.NaN }, englishProficiency: { score: 9 } })).toBe(0);
  });

  it('stays within 0–10 and settles the report it is given', () => {
    expect(overallScoreOf({ overallScore: 14 })).toBe(10);
    expect(overallScoreOf({ overallScore: -1 })).toBe(0);
    const report = fullReport();
    expect(withOverallScore(report)).toBe(report);
    const missing = fullReport({ overallScore: undefined as unknown as number });
    expect(withOverallScore(missing).overallScore).toBe(7); // (7 + 7.5 + 7.7) / 3 = 7.4
  });
});

describe('report rules', () => {
  it('formats the duration as m:ss, "N/A" when unknown', () => {
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(-3)).toBeNull();
  });

  it('reads a cached report defensively', () => {
    expect(parseCachedReport(fullReport(), 'conv-1')).toEqual(fullReport());
    expect(parseCachedReport(fullReport(), 'other')).toBeNull();
    expect(parseCachedReport({ id: 'x' }, 'conv-1')).toBeNull();
    expect(parseCachedReport('nope', 'conv-1')).toBeNull();
    expect(parseCachedReport({ id: 'x', status: 2, conversation: [] }, 'conv-1')).toMatchObject({ jobTitle: '', duration: 0, isFullReport: false });
  });

  it('recognises authentication messages (spec §4)', () => {
    expect(isAuthMessage('Unauthorized')).toBe(true);
    expect(isAuthMessage('Authentication required')).toBe(true);
    expect(isAuthMessage('auth failed')).toBe(true);
    expect(isAuthMessage('Report not found')).toBe(false);
    expect(isAuthMessage(null)).toBe(false);
  });

  it('maps outcomes and failures to the screens', () => {
    expect(pendingStatusOf({ kind: 'pending', status: 1 })).toBe(1);
    expect(pendingStatusOf({ kind: 'report', report: fullReport({ status: 0 }) })).toBe(0);
    expect(pdfFailureText(new Error('no fonts'))).toEqual({ key: 'report.pdfFailed', values: { reason: 'no fonts' } });
    expect(errorOf('auth')).toEqual({ error: { key: 'report.authRequired' }, errorKind: 'auth' });
  });
});

// ---------------------------------------------------------------- the real actors over a fake server and storage

function memoryArea(kind: 'local' | 'session') {
  const map = new Map<string, string>();
  const storage = {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  } as Storage;
  return { map, area: createSafeStorage(kind, () => storage) };
}

interface StartOptions {
  hasPro?: boolean;
  conversationId?: string;
  seed?: (session: Map<string, string>, local: Map<string, string>) => void;
  pdf?: ReportPdfModule;
}

function startReport(answer: (url: URL) => Response, options: StartOptions = {}) {
  const api = fakeApi((request) => answer(new URL(request.url)));
  const session = memoryArea('session');
  const local = memoryArea('local');
  options.seed?.(session.map, local.map);
  const alert = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    reportMachine.provide({
      actors: createReportActors({
        api,
        reportCache: session.area,
        historyArea: local.area,
        alert,
        loadPdf: async () => options.pdf ?? { downloadReportPdf: async () => 'file.pdf' },
      }),
      actions: createReportActions({ reportCache: session.area }),
    }),
    { input: { conversationId: options.conversationId ?? 'conv-1', hasPro: options.hasPro }, clock },
  ).start();
  return { actor, api, session: session.map, alert, clock };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

const reportPath = '/web-api/conversations/conv-1/report';

describe('report over the API and storage', () => {
  it('shows a 200 report, settling a missing overall score, and caches it in sessionStorage', async () => {
    const { actor, api, session } = startReport(() => jsonResponse(200, fullReport({ overallScore: undefined as unknown as number })));
    await flush();
    const s = actor.getSnapshot();
    expect(selectScreen(s)).toBe('report');
    expect(selectReport(s)!.overallScore).toBe(7);
    expect(new URL(api.requests[0].url).pathname).toBe(reportPath);
    expect(JSON.parse(session.get(reportCacheKey('conv-1'))!)).toMatchObject({ id: 'rep-1', status: 2, overallScore: 7 });
  });

  it('uses a complete cached report without a call; a free one is fetched again for a PRO user', async () => {
    const seed = (report: Report) => (session: Map<string, string>) => session.set(reportCacheKey('conv-1'), JSON.stringify(report));
    const cached = startReport(() => jsonResponse(500, {}), { seed: seed(fullReport()) });
    await flush();
    expect(selectScreen(cached.actor.getSnapshot())).toBe('report');
    expect(cached.api.requests).toHaveLength(0);

    const upgraded = startReport(() => jsonResponse(200, fullReport()), { hasPro: true, seed: seed(freeReport()) });
    await flush();
    expect(upgraded.api.requests).toHaveLength(1);
    expect(selectReport(upgraded.actor.getSnapshot())!.isFullReport).toBe(true);

    const notComplete = startReport(() => jsonResponse(202, { id: 'rep-1', status: 1, message: 'Generating' }), {
      seed: seed(fullReport({ status: 1 })),
    });
    await flush();
    expect(notComplete.api.requests).toHaveLength(1);
    expect(selectProgress(notComplete.actor.getSnapshot())).toEqual({ status: 1, summary: null });
  });

  it('reads a full report whose texts come in other shapes (a free one cached before upgrading, then the PRO answer) without throwing', async () => {
    // Lists given as one text, a recommendation given as points, entries that are not text: the
    // sections, the modal and the PDF trim every text, so none of these may reach them as is.
    const odd = {
      ...fullReport(),
      error: 42,
      hardSkills: {
        score: 7,
        skills: [{ skill: 'React', score: 8, comment: ['Concrete', 'measured'], evidence: [null, { quote: 'I split the bundles', time: 7 }] }, 'Vue'],
        recommendation: ['Quantify results.', 'Name the tools.'],
      },
      softSkills: { ...fullReport().softSkills, communication: { score: 8, comment: { text: 'clear' } }, recommendation: null },
      englishProficiency: { ...fullReport().englishProficiency, recommendation: 3 },
      additionalObservations: { strengths: 'Specific', areasForImprovement: ['Pace', { text: 'Tests' }, 5], behavioralIndicators: null },
      recommendations: [{ area: 'Technical', recommendation: ['Quantify results.', 'Say the numbers.'] }, 'Practise', { area: 7, recommendation: null }],
      conversation: [{ id: 'u1', role: 'USER', text: 'I split the bundles by route', timestamp: '2026-05-01T10:03:00.000Z', sender: 5 }],
    };
    const seed = (session: Map<string, string>) => session.set(reportCacheKey('conv-1'), JSON.stringify(freeReport()));
    const { actor, api } = startReport(() => jsonResponse(200, odd), { hasPro: true, seed });
    await flush();
    expect(api.requests).toHaveLength(1);
    const report = selectReport(actor.getSnapshot())!;
    const sections = reportSections(report);
    expect(sections.technical).toMatchObject({
      recommendation: 'Quantify results. Name the tools.',
      lines: [{ name: { raw: 'React' }, comment: 'Concrete measured', evidence: [{ quote: 'I split the bundles', time: '' }] }],
    });
    expect(sections.soft!.recommendation).toBeNull();
    expect(sections.soft!.lines[0]).toMatchObject({ id: 'communication', comment: null });
    expect(sections.language!.recommendation).toBeNull();
    expect(recommendationsView(report)).toMatchObject({
      strengths: ['Specific'],
      growth: ['Pace'],
      insights: [],
      areas: [{ area: { raw: 'Technical' }, recommendation: 'Quantify results. Say the numbers.' }],
      isEmpty: false,
    });
    expect(report.conversation[0].sender).toBe('');
    expect(report.error).toBe('');

    // The same report read back from the cache is read the same way.
    expect(parseCachedReport(odd, 'conv-1')).toEqual(report);
  });

  it('polls every 5 s while queued or generating, Refresh asks at once, then shows the report', async () => {
    const answers = [
      () => jsonResponse(202, { id: 'rep-1', status: 0, message: 'Queued' }),
      () => jsonResponse(202, { id: 'rep-1', status: 1, message: 'Generating' }),
      () => jsonResponse(202, { id: 'rep-1', status: 1, message: 'Generating' }),
      () => jsonResponse(200, fullReport()),
    ];
    let n = 0;
    const { actor, api, clock } = startReport(() => answers[Math.min(n++, answers.length - 1)]());
    await flush();
    expect(selectProgress(actor.getSnapshot())).toEqual({ status: 0, summary: null });
    clock.increment(REPORT_POLL_INTERVAL_MS - 1);
    await flush();
    expect(api.requests).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(api.requests).toHaveLength(2);
    expect(selectProgress(actor.getSnapshot())).toEqual({ status: 1, summary: null });
    actor.send({ type: 'report.refresh' });
    await flush();
    expect(api.requests).toHaveLength(3);
    clock.increment(REPORT_POLL_INTERVAL_MS);
    await flush();
    expect(api.requests).toHaveLength(4);
    expect(selectScreen(actor.getSnapshot())).toBe('report');
  });

  it('retries a 404 four times 5 s apart, then takes title, company and date from the conversation list and keeps polling', async () => {
    const listed = listedConversation('conv-1', '2026-05-01T10:00:00.000Z', {
      reportStatus: 0,
      scenarioData: { id: 'job-1', position: 'Data Engineer', company: { name: 'Orbitly' } },
    });
    let reportCalls = 0;
    const { actor, api, clock } = startReport((url) => {
      if (url.pathname === '/web-api/conversations/user') return jsonResponse(200, [listed]);
      reportCalls += 1;
      return reportCalls <= 7 ? jsonResponse(404, { error: 'report_not_found', message: 'Report not found' }) : jsonResponse(200, fullReport());
    });
    await flush();
    for (let retry = 1; retry <= REPORT_NOT_FOUND_RETRIES; retry += 1) {
      expect(selectScreen(actor.getSnapshot())).toBe('loading');
      expect(actor.getSnapshot().context.notFoundRetries).toBe(retry);
      clock.increment(REPORT_NOT_FOUND_RETRY_DELAY_MS);
      await flush();
    }
    expect(reportCalls).toBe(5);
    expect(selectProgress(actor.getSnapshot())).toEqual({
      status: 0,
      summary: { jobTitle: 'Data Engineer', company: 'Orbitly', date: '2026-05-01T10:00:00.000Z' },
    });
    expect(api.requests.filter((r) => new URL(r.url).pathname === '/web-api/conversations/user')).toHaveLength(1);
    // Still 404 at the next two polls: still waiting.
    clock.increment(REPORT_POLL_INTERVAL_MS);
    await flush();
    clock.increment(REPORT_POLL_INTERVAL_MS);
    await flush();
    expect(selectScreen(actor.getSnapshot())).toBe('progress');
    clock.increment(REPORT_POLL_INTERVAL_MS);
    await flush();
    expect(reportCalls).toBe(8);
    expect(selectScreen(actor.getSnapshot())).toBe('report');
  });

  it('finds the conversation in the history cache without a call, and says "does not exist" when nobody lists it', async () => {
    const cache = { version: 1, lastSyncTime: null, conversations: [listedConversation('conv-1', '2026-05-01T10:00:00.000Z')] };
    const fromCache = startReport((url) => (url.pathname === reportPath ? jsonResponse(404, {}) : networkError()), {
      seed: (_, local) => local.set(STORAGE_KEYS.conversationsCache, JSON.stringify(cache)),
    });
    await flush();
    for (let i = 0; i < REPORT_NOT_FOUND_RETRIES; i += 1) {
      fromCache.clock.increment(REPORT_NOT_FOUND_RETRY_DELAY_MS);
      await flush();
    }
    expect(selectProgress(fromCache.actor.getSnapshot())!.summary).toEqual({
      jobTitle: 'Position conv-1',
      company: 'Company conv-1',
      date: '2026-05-01T10:00:00.000Z',
    });
    expect(fromCache.api.requests.every((r) => new URL(r.url).pathname === reportPath)).toBe(true);

    const unknown = startReport((url) => (url.pathname === reportPath ? jsonResponse(404, {}) : jsonResponse(200, [])));
    await flush();
    for (let i = 0; i < REPORT_NOT_FOUND_RETRIES; i += 1) {
      unknown.clock.increment(REPORT_NOT_FOUND_RETRY_DELAY_MS);
      await flush();
    }
    expect(selectError(unknown.actor.getSnapshot())).toEqual({ key: 'report.notFound' });

    const listDown = startReport((url) => (url.pathname === reportPath ? jsonResponse(404, {}) : jsonResponse(500, {})));
    await flush();
    for (let i = 0; i < REPORT_NOT_FOUND_RETRIES; i += 1) {
      listDown.clock.increment(REPORT_NOT_FOUND_RETRY_DELAY_MS);
      await flush();
    }
    expect(selectProgress(listDown.actor.getSnapshot())).toEqual({ status: null, summary: null });
  });

  it.each([
    [() => jsonResponse(200, failedReport()), { key: 'report.generationFailed' }, 'generationFailed'],
    [() => jsonResponse(530, { error: 'auth', message: 'Authentication required' }), { key: 'report.authRequired' }, 'auth'],
    [() => jsonResponse(403, { error: 'forbidden', message: 'Unauthorized' }), { key: 'report.authRequired' }, 'auth'],
    [() => jsonResponse(500, { error: 'internal', message: 'Boom' }), { key: 'report.loadError' }, 'loadFailed'],
    [() => networkError(), { key: 'report.loadError' }, 'loadFailed'],
  ])('maps a failure to its §8 text (%#)', async (answer, text, kind) => {
    const { actor } = startReport(answer);
    await flush();
    expect(selectError(actor.getSnapshot())).toEqual(text);
    expect(selectErrorKind(actor.getSnapshot())).toBe(kind);
  });

  it('says "No report ID specified." without a call for a blank id', async () => {
    const { actor, api } = startReport(() => jsonResponse(200, fullReport()), { conversationId: '' });
    await flush();
    expect(selectError(actor.getSnapshot())).toEqual({ key: 'report.noId' });
    expect(api.requests).toHaveLength(0);
  });

  it('keeps polling through a poll without an answer (the server restarting)', async () => {
    const answers = [
      () => jsonResponse(202, { id: 'r', status: 0, message: 'Queued' }),
      () => networkError(),
      () => jsonResponse(503, { error: 'unavailable', message: 'Restarting' }),
      () => jsonResponse(200, fullReport()),
    ];
    let n = 0;
    const { actor, clock } = startReport(() => answers[Math.min(n++, answers.length - 1)]());
    await flush();
    for (let poll = 0; poll < 2; poll += 1) {
      clock.increment(REPORT_POLL_INTERVAL_MS);
      await flush();
      expect(selectScreen(actor.getSnapshot())).toBe('progress');
      expect(selectProgress(actor.getSnapshot())).toEqual({ status: 0, summary: null });
    }
    clock.increment(REPORT_POLL_INTERVAL_MS);
    await flush();
    expect(selectScreen(actor.getSnapshot())).toBe('report');
  });

  it('a 404 after the report was queued means it was deleted', async () => {
    let n = 0;
    const { actor, clock } = startReport(() => (n++ === 0 ? jsonResponse(202, { id: 'r', status: 0, message: 'Queued' }) : jsonResponse(404, {})));
    await flush();
    clock.increment(REPORT_POLL_INTERVAL_MS);
    await flush();
    expect(selectError(actor.getSnapshot())).toEqual({ key: 'report.notFound' });
  });

  it('exports the PDF for a PRO user, and shows "Failed to generate PDF: {reason}" when it fails', async () => {
    const downloadReportPdf = vi.fn(async (report: Report) => `JobTalk_AI_Report_${report.jobTitle.replace(/\s+/g, '_')}.pdf`);
    const pro = startReport(() => jsonResponse(200, fullReport()), { hasPro: true, pdf: { downloadReportPdf } });
    await flush();
    pro.actor.send({ type: 'report.downloadPdf' });
    expect(selectIsGeneratingPdf(pro.actor.getSnapshot())).toBe(true);
    await flush();
    expect(downloadReportPdf).toHaveBeenCalledWith(fullReport());
    expect(pro.actor.getSnapshot().context.pdfFileName).toBe('JobTalk_AI_Report_Frontend_Engineer.pdf');
    expect(pro.alert).not.toHaveBeenCalled();

    const broken = startReport(() => jsonResponse(200, fullReport()), {
      hasPro: true,
      pdf: { downloadReportPdf: () => Promise.reject(new Error('font not found')) },
    });
    await flush();
    broken.actor.send({ type: 'report.downloadPdf' });
    await flush();
    expect(broken.alert).toHaveBeenCalledWith({ key: 'report.pdfFailed', values: { reason: 'font not found' } });
    expect(selectIsGeneratingPdf(broken.actor.getSnapshot())).toBe(false);
    expect(broken.actor.getSnapshot().matches({ ready: { pdf: 'idle' } })).toBe(true);

    const free = startReport(() => jsonResponse(200, freeReport()));
    await flush();
    free.actor.send({ type: 'report.downloadPdf' });
    free.actor.send({ type: 'report.openRecommendations' });
    expect(selectIsGeneratingPdf(free.actor.getSnapshot())).toBe(false);
    expect(selectIsRecommendationsOpen(free.actor.getSnapshot())).toBe(false);
  });

  it('fetches the full report when the plan turns PRO over a free one', async () => {
    let n = 0;
    const { actor, api } = startReport(() => jsonResponse(200, n++ === 0 ? freeReport() : fullReport()));
    await flush();
    expect(selectReport(actor.getSnapshot())!.isFullReport).toBe(false);
    actor.send({ type: 'report.planChanged', hasPro: true });
    await flush();
    expect(api.requests).toHaveLength(2);
    expect(selectReport(actor.getSnapshot())!.isFullReport).toBe(true);
    expect(selectIsRecommendationsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'report.openRecommendations' });
    expect(selectIsRecommendationsOpen(actor.getSnapshot())).toBe(true);
  });
});

export type { ReportSnapshot };
