/** Events of the /report/{id} page's machine, its input and what its actors answer. */
import type { Schemas } from '../../openapi/types';
import type { UiText } from '../shared/text';

/** The report as the server sends it (GET /web-api/conversations/{id}/report, 200). */
export type Report = Schemas['Report'];

/** The three tabs of the analysis (spec §2): Technical Skills, Soft Skills, Language Skills. */
export type ReportTab = 'technical' | 'soft' | 'language';
export const REPORT_TABS: readonly ReportTab[] = ['technical', 'soft', 'language'];

export type ReportEvent =
  /** "Refresh" on a progress screen: ask the server now instead of at the next 5 s poll. */
  | { type: 'report.refresh' }
  /** A tab of the analysis was chosen. */
  | { type: 'report.selectTab'; tab: ReportTab }
  /** "Recommendations" (PRO only): the "AI-Powered Recommendations" modal. */
  | { type: 'report.openRecommendations' }
  | { type: 'report.closeRecommendations' }
  /** "Conversation" (every user): the transcript modal. */
  | { type: 'report.openConversation' }
  | { type: 'report.closeConversation' }
  /** "Download PDF" (PRO only). */
  | { type: 'report.downloadPdf' }
  /** The edit action on one of the candidate's answers in the conversation modal (issue 19). */
  | { type: 'report.editAnswer'; messageId: string; text: string }
  /** The correction editor's Save (Enter). */
  | { type: 'report.saveAnswer'; text: string }
  /** The correction editor's Cancel (Escape). */
  | { type: 'report.cancelEdit' }
  /** The user's plan, forwarded from the subscription actor whenever it changes. */
  | { type: 'report.planChanged'; hasPro: boolean };

export interface ReportInput {
  /** The route's {id}: the conversation (= report) id. Blank: "No report ID specified." */
  conversationId: string;
  /** The user's plan when the page opens (the subscription actor's `hasProSubscription`). */
  hasPro?: boolean;
}

/** What `fetchReport` answers: the report (status 2, or 3 with `error`), or queued / generating (0, 1 or HTTP 202). */
export type FetchOutcome = { kind: 'report'; report: Report } | { kind: 'pending'; status: 0 | 1 };

/**
 * Why a fetch failed (the actor's `FlowFailure.code`): `notFound` a 404; `auth` a 401, a 530 or a
 * message saying authentication is required; `server` any other status; `network` no answer.
 */
export type ReportFailureCode = 'notFound' | 'auth' | 'server' | 'network';

/** What the conversations list (or the history cache) says about the interview whose report is missing. */
export interface ConversationSummary {
  jobTitle: string;
  company: string;
  /** ISO start time of the interview, or null. */
  date: string | null;
}

/** The actors' inputs. */
export interface ConversationIdInput {
  conversationId: string;
}
export interface ReportPdfInput {
  report: Report;
}
export interface NoticeInput {
  text: UiText;
}
/** A correction of one of the candidate's answers (PUT /web-api/conversations/{id}/messages/{messageId}). */
export interface CorrectionInput {
  conversationId: string;
  messageId: string;
  text: string;
}
/** The correction editor in the conversation modal: the answer, the text being saved, why it was not. */
export interface AnswerCorrection {
  messageId: string;
  original: string;
  draft: string;
  error: UiText | null;
}
