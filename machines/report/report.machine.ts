/**
 * The /report/{id} page (spec §2 /report/{id}, §3 report cache and Report, §4 "Report screen", §8
 * Report, §9 report polling and PDF). Created by the route with the conversation id; lives as long as
 * the page.
 *
 * A complete report (status 2) cached in sessionStorage for this conversation is shown at once;
 * otherwise the report is fetched. Queued or generating (status 0/1, or HTTP 202) shows a progress
 * screen and asks again every 5 s (Refresh asks now); a poll that gets no answer (network, 5xx) keeps
 * the screen and polling. A 404 before any other answer is retried 4 times,
 * 5 s apart; then the conversations list says whether the interview exists (its title, company and
 * date go on the status 0 progress screen, polling on) or not ("does not exist or has been deleted").
 * Status 3 is "Report generation failed...". Once shown: the active tab, the two modals and the PDF
 * export, whose failure is a notice "Failed to generate PDF: {reason}".
 *
 * Every side effect is a named actor or action (`createReportActors`, `createReportActions`).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { REPORT_NOT_FOUND_RETRIES, REPORT_NOT_FOUND_RETRY_DELAY_MS, REPORT_POLL_INTERVAL_MS } from '../shared/constants';
import { failureCode, isFlowFailure, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type {
  AnswerCorrection,
  ConversationIdInput,
  ConversationSummary,
  CorrectionInput,
  FetchOutcome,
  NoticeInput,
  Report,
  ReportEvent,
  ReportFailureCode,
  ReportInput,
  ReportPdfInput,
  ReportTab,
} from './report.events';
import { failureText, isCompleteReport, withOverallScore } from './report.rules';

export type { ConversationSummary, Report, ReportTab };

/**
 * How far the page got: `initial` nothing but 404s so far (they are retried); `known` the server has
 * answered for this report (a later 404 means it was deleted); `fallback` the report does not exist
 * yet but the conversation does (404s are expected while polling).
 */
export type ReportPhase = 'initial' | 'known' | 'fallback';

/** The progress screen: the status shown (null: "Report Not Created Yet") and what the conversation list said. */
export interface ReportProgress {
  status: 0 | 1 | null;
  summary: ConversationSummary | null;
}

/** Which error screen: every one is titled "Report Not Found"; `auth` adds the Login button. */
export type ReportErrorKind = 'missingId' | 'auth' | 'notFound' | 'generationFailed' | 'loadFailed';

export interface ReportContext {
  conversationId: string;
  /** The user's plan (PRO: breakdown, recommendations, PDF). */
  hasPro: boolean;
  /** The report shown (status 2, its overall score settled), or null. */
  report: Report | null;
  phase: ReportPhase;
  /** 404s retried so far (at most `REPORT_NOT_FOUND_RETRIES`). */
  notFoundRetries: number;
  /** The progress screen while the report is queued, generating or not created yet; null otherwise. */
  progress: ReportProgress | null;
  error: UiText | null;
  errorKind: ReportErrorKind | null;
  /** Why generation failed (status 3), shown under the spec's text: a known reason from the catalogue, else the server's words. */
  failureReason: UiText | null;
  /** The file name of the last PDF saved. */
  pdfFileName: string | null;
  /** "Failed to generate PDF: {reason}" of the last failed export. */
  pdfError: UiText | null;
  /** The correction editor of an answer in the conversation modal, or null. */
  correction: AnswerCorrection | null;
}

const ERROR_TEXTS: Record<ReportErrorKind, UiText> = {
  missingId: { key: 'report.noId' },
  auth: { key: 'report.authRequired' },
  notFound: { key: 'report.notFound' },
  generationFailed: { key: 'report.generationFailed' },
  loadFailed: { key: 'report.loadError' },
};

/** The error screen's context for a kind. */
export function errorOf(kind: ReportErrorKind): Pick<ReportContext, 'error' | 'errorKind'> {
  return { error: ERROR_TEXTS[kind], errorKind: kind };
}

/** The status a progress screen shows for an answer that is not a finished report. */
export function pendingStatusOf(outcome: FetchOutcome): 0 | 1 {
  if (outcome.kind === 'pending') return outcome.status;
  return outcome.report.status === 1 ? 1 : 0;
}

/** The notice of a failed export: the actor's text, else "Failed to generate PDF: {reason}". */
export function pdfFailureText(error: unknown): UiText {
  if (isFlowFailure(error)) return error.text;
  const reason = error instanceof Error && error.message.trim() ? error.message : String(error);
  return { key: 'report.pdfFailed', values: { reason } };
}

const isNotFound = (error: unknown): boolean => failureCode(error) === 'notFound';

/** Failures a later poll may not meet again (the server restarting, a dropped connection). */
const TRANSIENT: ReadonlySet<string> = new Set<ReportFailureCode>(['network', 'server']);

/** The rejection of an invoked actor, as a guard's params. */
const rejection = ({ event }: { event: { error: unknown } }): unknown => event.error;

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
    tags: {} as MachineTag,
  },
  actors: {
    /** The report cached in sessionStorage for this conversation, or null. */
    readCachedReport: fromPromise<Report | null, ConversationIdInput>(notProvided('report', 'readCachedReport')),
    /**
     * GET /web-api/conversations/{id}/report. Rejects with a `FlowFailure<ReportFailureCode>`.
     */
    fetchReport: fromPromise<FetchOutcome, ConversationIdInput>(notProvided('report', 'fetchReport')),
    /** The conversation's title, company and date from the history cache or the conversations list; null when not listed. */
    lookupConversation: fromPromise<ConversationSummary | null, ConversationIdInput>(
      notProvided('report', 'lookupConversation'),
    ),
    /** Builds and saves the PDF (pdfmake, loaded on demand); resolves the file name. */
    generatePdf: fromPromise<string, ReportPdfInput>(notProvided('report', 'generatePdf')),
    /** Shows a notice the user acknowledges (window.alert in the SPA). */
    showNotice: fromPromise<void, NoticeInput>(notProvided('report', 'showNotice')),
    /** Stores the correction of an answer; the server queues the report again. Rejects with a `FlowFailure`. */
    saveCorrection: fromPromise<void, CorrectionInput>(notProvided('report', 'saveCorrection')),
  },
  actions: {
    /** Provided: store a complete report in sessionStorage under the conversation's key. */
    cacheReport: (_, _params: { conversationId: string; report: Report }) => {},
    /** Provided: drop the cached report (an answer was corrected: it is being made again). */
    forgetReport: (_, _params: { conversationId: string }) => {},
    closeCorrection: assign({ correction: null }),
    assignPlan: assign({
      hasPro: ({ context, event }) => (event.type === 'report.planChanged' ? event.hasPro : context.hasPro),
    }),
  },
  guards: {
    hasNoConversationId: ({ context }) => context.conversationId.trim() === '',
    hasPro: ({ context }) => context.hasPro,
    /** A cached report is used when complete, and full unless the user is free. */
    isUsableCache: ({ context }, report: Report | null) =>
      report !== null && isCompleteReport(report) && (report.isFullReport || !context.hasPro),
    isCompleteOutcome: (_, outcome: FetchOutcome) => outcome.kind === 'report' && outcome.report.status === 2,
    isFailedOutcome: (_, outcome: FetchOutcome) => outcome.kind === 'report' && outcome.report.status === 3,
    canRetryNotFound: ({ context }, error: unknown) =>
      isNotFound(error) && context.phase === 'initial' && context.notFoundRetries < REPORT_NOT_FOUND_RETRIES,
    isInitialNotFound: ({ context }, error: unknown) => isNotFound(error) && context.phase === 'initial',
    isExpectedNotFound: ({ context }, error: unknown) => isNotFound(error) && context.phase === 'fallback',
    isNotFound: (_, error: unknown) => isNotFound(error),
    isAuthFailure: (_, error: unknown) => failureCode(error) === 'auth',
    /** A poll that got no usable answer (network, 5xx) while the progress screen shows: keep waiting. */
    isPollFailure: ({ context }, error: unknown) => context.progress !== null && TRANSIENT.has(failureCode(error) ?? ''),
    hasSummary: (_, summary: ConversationSummary | null) => summary !== null,
    /** Became PRO while a free report is shown: fetch the full one. */
    isUpgradeToFull: ({ context, event }) =>
      event.type === 'report.planChanged' && event.hasPro && context.report !== null && !context.report.isFullReport,
    isTab: ({ event }, params: { tab: ReportTab }) => event.type === 'report.selectTab' && event.tab === params.tab,
    isBlankCorrection: ({ event }) => event.type === 'report.saveAnswer' && event.text.trim() === '',
    isUnchangedCorrection: ({ context, event }) =>
      event.type === 'report.saveAnswer' && event.text.trim() === (context.correction?.original ?? '').trim(),
  },
  delays: {
    reportPollInterval: REPORT_POLL_INTERVAL_MS,
    notFoundRetryDelay: REPORT_NOT_FOUND_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'report',
  description: 'One interview report: cache, fetch, progress polling, 404 retries, then the report with its tabs, modals and PDF.',
  initial: 'starting',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    hasPro: input.hasPro ?? false,
    report: null,
    phase: 'initial',
    notFoundRetries: 0,
    progress: null,
    error: null,
    errorKind: null,
    failureReason: null,
    pdfFileName: null,
    pdfError: null,
    correction: null,
  }),
  on: {
    'report.planChanged': { actions: 'assignPlan' },
  },
  states: {
    starting: {
      description: 'Checks the route gave a conversation id.',
      always: [
        { guard: 'hasNoConversationId', target: 'error', actions: assign(() => errorOf('missingId')) },
        { target: 'checkingCache' },
      ],
    },
    checkingCache: {
      description: 'Looks for a complete report of this conversation in sessionStorage.',
      tags: [BUSY],
      invoke: {
        id: 'readCachedReport',
        src: 'readCachedReport',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: [
          {
            guard: { type: 'isUsableCache', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => ({ report: withOverallScore(event.output!), phase: 'known' as const })),
          },
          { target: 'fetching' },
        ],
        onError: { target: 'fetching' },
      },
    },
    fetching: {
      description:
        'Asking the server for the report: the first load (loading text), a poll or Refresh (the progress screen stays), or a 404 retry.',
      tags: [BUSY],
      invoke: {
        id: 'fetchReport',
        src: 'fetchReport',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: [
          {
            guard: { type: 'isCompleteOutcome', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              assign(({ event }) => ({
                report: event.output.kind === 'report' ? withOverallScore(event.output.report) : null,
                phase: 'known' as const,
                progress: null,
              })),
              {
                type: 'cacheReport',
                params: ({ context }) => ({ conversationId: context.conversationId, report: context.report! }),
              },
            ],
          },
          {
            guard: { type: 'isFailedOutcome', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign(({ event }) => ({
              ...errorOf('generationFailed'),
              failureReason: event.output.kind === 'report' ? failureText(event.output.report.error) : null,
              phase: 'known' as const,
              progress: null,
            })),
          },
          {
            target: 'waiting',
            actions: assign(({ context, event }) => ({
              phase: 'known' as const,
              progress: { status: pendingStatusOf(event.output), summary: context.progress?.summary ?? null },
            })),
          },
        ],
        onError: [
          {
            guard: { type: 'canRetryNotFound', params: rejection },
            target: 'retryingNotFound',
            actions: assign({ notFoundRetries: ({ context }) => context.notFoundRetries + 1 }),
          },
          {
            guard: { type: 'isInitialNotFound', params: rejection },
            target: 'lookingUpConversation',
          },
          {
            guard: { type: 'isExpectedNotFound', params: rejection },
            target: 'waiting',
          },
          {
            guard: { type: 'isNotFound', params: rejection },
            target: 'error',
            actions: assign(() => ({ ...errorOf('notFound'), progress: null })),
          },
          {
            guard: { type: 'isPollFailure', params: rejection },
            target: 'waiting',
          },
          {
            guard: { type: 'isAuthFailure', params: rejection },
            target: 'error',
            actions: assign(() => ({ ...errorOf('auth'), progress: null })),
          },
          { target: 'error', actions: assign(() => ({ ...errorOf('loadFailed'), progress: null })) },
        ],
      },
    },
    retryingNotFound: {
      description: 'A 404 right after the interview: asking again in 5 s (4 times at most); the loading text stays.',
      tags: [BUSY],
      after: { notFoundRetryDelay: { target: 'fetching' } },
    },
    lookingUpConversation: {
      description: 'Still 404 after the retries: the conversations list says whether the interview exists, with its title, company and date.',
      tags: [BUSY],
      invoke: {
        id: 'lookupConversation',
        src: 'lookupConversation',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: [
          {
            guard: { type: 'hasSummary', params: ({ event }) => event.output },
            target: 'waiting',
            actions: assign(({ event }) => ({ phase: 'fallback' as const, progress: { status: 0 as const, summary: event.output } })),
          },
          { target: 'error', actions: assign(() => errorOf('notFound')) },
        ],
        onError: {
          target: 'waiting',
          actions: assign(() => ({ phase: 'fallback' as const, progress: { status: null, summary: null } })),
        },
      },
    },
    waiting: {
      description:
        'The progress screen ("Report Being Prepared" / "Being Generated" / "Not Created Yet"); asks again every 5 s, or now on Refresh.',
      after: { reportPollInterval: { target: 'fetching' } },
      on: { 'report.refresh': { target: 'fetching' } },
    },
    ready: {
      description: 'The report is shown: summary, tabs, modals and the PDF export run side by side.',
      type: 'parallel',
      on: {
        'report.planChanged': [
          { guard: 'isUpgradeToFull', target: 'fetching', actions: ['assignPlan', 'closeCorrection'] },
          { actions: 'assignPlan' },
        ],
      },
      states: {
        tab: {
          description: 'The active tab of the analysis.',
          initial: 'technical',
          on: {
            'report.selectTab': [
              { guard: { type: 'isTab', params: { tab: 'technical' } }, target: '.technical' },
              { guard: { type: 'isTab', params: { tab: 'soft' } }, target: '.soft' },
              { guard: { type: 'isTab', params: { tab: 'language' } }, target: '.language' },
            ],
          },
          states: {
            technical: { description: 'Technical Skills.' },
            soft: { description: 'Soft Skills.' },
            language: { description: 'Language Skills.' },
          },
        },
        recommendations: {
          description: 'The "AI-Powered Recommendations" modal (PRO only).',
          initial: 'closed',
          states: {
            closed: {
              description: 'Not shown; "Recommendations" opens it for a PRO user.',
              on: { 'report.openRecommendations': { guard: 'hasPro', target: 'open' } },
            },
            open: {
              description: 'Shown: key strengths, growth opportunities, behavioural insights and per-area cards.',
              on: { 'report.closeRecommendations': { target: 'closed' } },
            },
          },
        },
        conversation: {
          description: 'The conversation modal (every user).',
          initial: 'closed',
          states: {
            closed: {
              description: 'Not shown; "Conversation" opens it.',
              on: { 'report.openConversation': { target: 'open' } },
            },
            open: {
              description: 'Shown: position, company, duration, score, then the messages; the candidate may correct an answer.',
              initial: 'reading',
              on: { 'report.closeConversation': { target: 'closed', actions: 'closeCorrection' } },
              states: {
                reading: {
                  description: 'The messages; each of the candidate\'s answers has its edit action.',
                  on: {
                    'report.editAnswer': {
                      target: 'editing',
                      actions: assign({
                        correction: ({ event }) => ({ messageId: event.messageId, original: event.text, draft: event.text, error: null }),
                      }),
                    },
                  },
                },
                editing: {
                  description: 'The editor is open on one answer: Save (Enter) or Cancel (Escape).',
                  on: {
                    'report.saveAnswer': [
                      {
                        guard: 'isBlankCorrection',
                        actions: assign({ correction: ({ context }) => context.correction && { ...context.correction, error: { key: 'correction.empty' } } }),
                      },
                      { guard: 'isUnchangedCorrection', target: 'reading', actions: 'closeCorrection' },
                      {
                        target: 'saving',
                        actions: assign({
                          correction: ({ context, event }) => context.correction && { ...context.correction, draft: event.text.trim(), error: null },
                        }),
                      },
                    ],
                    'report.cancelEdit': { target: 'reading', actions: 'closeCorrection' },
                  },
                },
                saving: {
                  description: 'The correction is being stored; then the report, made again from it, is fetched.',
                  invoke: {
                    id: 'saveCorrection',
                    src: 'saveCorrection',
                    input: ({ context }) => ({
                      conversationId: context.conversationId,
                      messageId: context.correction?.messageId ?? '',
                      text: context.correction?.draft ?? '',
                    }),
                    onDone: {
                      target: '#report.fetching',
                      actions: ['closeCorrection', { type: 'forgetReport', params: ({ context }) => ({ conversationId: context.conversationId }) }],
                    },
                    onError: {
                      target: 'editing',
                      actions: assign({
                        correction: ({ context, event }) =>
                          context.correction && {
                            ...context.correction,
                            error: isFlowFailure(event.error) ? event.error.text : { key: 'correction.failed' },
                          },
                      }),
                    },
                  },
                },
              },
            },
          },
        },
        pdf: {
          description: 'The PDF export (PRO only).',
          initial: 'idle',
          states: {
            idle: {
              description: '"Download PDF" is ready.',
              on: { 'report.downloadPdf': { guard: 'hasPro', target: 'generating' } },
            },
            generating: {
              description: 'pdfmake builds and saves the file; the button shows its progress.',
              invoke: {
                id: 'generatePdf',
                src: 'generatePdf',
                input: ({ context }) => ({ report: context.report! }),
                onDone: {
                  target: 'idle',
                  actions: assign({ pdfFileName: ({ event }) => event.output, pdfError: null }),
                },
                onError: { target: 'failed', actions: assign({ pdfError: ({ event }) => pdfFailureText(event.error) }) },
              },
            },
            failed: {
              description: 'The notice "Failed to generate PDF: {reason}" is shown until acknowledged.',
              invoke: {
                id: 'showNotice',
                src: 'showNotice',
                input: ({ context }) => ({ text: context.pdfError ?? pdfFailureText(undefined) }),
                onDone: { target: 'idle' },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    failed: {
      description: 'Status 3: "Report generation failed. Please try creating a new report."',
    },
    error: {
      description: 'The error screen "Report Not Found" with its text; an authentication error adds Login.',
    },
  },
});
