/**
 * Real implementations of the report page's actors and actions over the typed API client and Web
 * Storage (spec §3 report cache, §4 "Report screen", §7 the report and the conversations list, §8
 * Report, §9 PDF). pdfmake is loaded only when a PDF is asked for, so it stays out of the main chunk.
 */
import { fromPromise } from 'xstate';
import type { UiText } from '../shared/text';
import { reportCacheKey } from '../shared/storageKeys';
import type { Api, SafeStorage } from '../shared/ports';
import { createHistoryStorage } from '../history/history.actors';
import { companyOf, positionOf, toConversations, type HistoryConversation } from '../history/history.records';
import { callApi, serverMessage, serverText } from '../shared/apiCall';
import { SCENARIO_TYPE_JOBTALK } from '../shared/constants';
import { flowFailure } from '../shared/failure';
import type {
  ConversationIdInput,
  ConversationSummary,
  CorrectionInput,
  FetchOutcome,
  NoticeInput,
  Report,
  ReportFailureCode,
  ReportPdfInput,
} from './report.events';
import { AUTH_STATUSES, isAuthMessage, isCompleteReport, parseCachedReport, readReport } from './report.rules';

/** The PDF module's one export (src/pdf/reportPdf.ts): resolves the file name, rejects with the reason. */
export interface ReportPdfModule {
  downloadReportPdf(report: Report): Promise<string>;
}

export interface ReportDeps {
  api: Api;
  /** sessionStorage in the SPA: the report cache, one entry per conversation id. */
  reportCache: SafeStorage;
  /** localStorage in the SPA: the history's conversations cache, read before asking the server. */
  historyArea: SafeStorage;
  /** Shows a notice the user acknowledges (`window.alert` of the rendered text in the SPA). */
  alert: (message: UiText) => void | Promise<void>;
  /** Loads the PDF module: in the SPA a lazy `import()` of src/pdf/reportPdf (its own chunk). */
  loadPdf: () => Promise<ReportPdfModule>;
  /** The UI's language, which the server writes the report's texts in: each language has its own cached copy. */
  language?: string;
}

function failure(text: UiText, code: ReportFailureCode) {
  return flowFailure<ReportFailureCode>(text, code);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the server answered with success: a report (status 2 or 3), or queued / generating. */
function toOutcome(status: number, data: unknown): FetchOutcome {
  if (!isObject(data) || typeof data.status !== 'number') {
    throw failure({ key: 'report.loadError' }, 'server');
  }
  if (status === 202 || data.status === 0 || data.status === 1) {
    return { kind: 'pending', status: data.status === 1 ? 1 : 0 };
  }
  return { kind: 'report', report: readReport(data) };
}

function summaryOf(conversation: HistoryConversation): ConversationSummary {
  return { jobTitle: positionOf(conversation), company: companyOf(conversation), date: conversation.startTime || null };
}

export function createReportActors({ api, reportCache, historyArea, alert, loadPdf, language }: ReportDeps) {
  const history = createHistoryStorage(historyArea);
  return {
    readCachedReport: fromPromise<Report | null, ConversationIdInput>(async ({ input }) =>
      parseCachedReport(reportCache.getJson<unknown>(reportCacheKey(input.conversationId, language)), input.conversationId),
    ),

    fetchReport: fromPromise<FetchOutcome, ConversationIdInput>(async ({ input, signal }) => {
      const result = await callApi(() =>
        api.GET('/web-api/conversations/{id}/report', { params: { path: { id: input.conversationId } }, signal }),
      );
      if (result.ok) return toOutcome(result.status, result.data);
      if (result.kind === 'network') throw failure({ key: 'report.loadError' }, 'network');
      if (result.status === 404) throw failure({ key: 'report.notFound' }, 'notFound');
      if (AUTH_STATUSES.has(result.status) || isAuthMessage(serverMessage(result)) || isAuthMessage(result.body.error)) {
        throw failure({ key: 'report.authRequired' }, 'auth');
      }
      throw failure({ key: 'report.loadError' }, 'server');
    }),

    /** The history cache first (no call), then the conversations list; null when neither lists it. */
    lookupConversation: fromPromise<ConversationSummary | null, ConversationIdInput>(async ({ input, signal }) => {
      const cached = history.readCache()?.conversations.find((conversation) => conversation.id === input.conversationId);
      if (cached) return summaryOf(cached);
      const result = await callApi(() =>
        api.GET('/web-api/conversations/user', { params: { query: { scenarioTypes: [SCENARIO_TYPE_JOBTALK] } }, signal }),
      );
      if (!result.ok) throw failure({ key: 'report.loadError' }, result.kind === 'network' ? 'network' : 'server');
      if (!Array.isArray(result.data)) throw failure({ key: 'report.loadError' }, 'server');
      const listed = toConversations(result.data).find((conversation) => conversation.id === input.conversationId);
      return listed ? summaryOf(listed) : null;
    }),

    generatePdf: fromPromise<string, ReportPdfInput>(async ({ input }) => {
      try {
        const { downloadReportPdf } = await loadPdf();
        return await downloadReportPdf(input.report);
      } catch (error) {
        const reason = error instanceof Error && error.message.trim() ? error.message : String(error);
        throw flowFailure({ key: 'report.pdfFailed', values: { reason } });
      }
    }),

    showNotice: fromPromise<void, NoticeInput>(async ({ input }) => {
      await alert(input.text);
    }),

    /** The owner corrects an answer; a refusal (404, 409, 400) is said in the UI's language where it is known. */
    saveCorrection: fromPromise<void, CorrectionInput>(async ({ input, signal }) => {
      const result = await callApi(() =>
        api.PUT('/web-api/conversations/{id}/messages/{messageId}', {
          params: { path: { id: input.conversationId, messageId: input.messageId } },
          body: { text: input.text },
          signal,
        }),
      );
      if (result.ok) return;
      throw flowFailure(result.kind === 'http' ? (serverText(result) ?? { key: 'correction.failed' }) : { key: 'correction.failed' });
    }),
  };
}

/** The report cache's writer: a complete report under `report_cache_<conversation id>` (spec §3). */
export function createReportActions({ reportCache, language }: Pick<ReportDeps, 'reportCache' | 'language'>) {
  return {
    cacheReport: (_: unknown, { conversationId, report }: { conversationId: string; report: Report }) => {
      if (isCompleteReport(report)) reportCache.setJson(reportCacheKey(conversationId, language), report);
    },
    forgetReport: (_: unknown, { conversationId }: { conversationId: string }) => reportCache.remove(reportCacheKey(conversationId, language)),
  };
}
