import { readAllowance } from '../billing/allowance';
import { conversationMessages } from '../conversations/repository';
import type { Queryable } from '../db/database';
import type { operations } from '../../openapi/types';
import { localize, type ReportLanguage } from './phrases';
import { findUserReport } from './repository';

/** The contract's bodies of `getConversationReport` (the service answers in the contract's terms, not HTTP's). */
type ReportResponses = operations['getConversationReport']['responses'];
type ReportBody = ReportResponses[200]['content']['application/json'];
type PendingBody = ReportResponses[202]['content']['application/json'];

export type ReportAnswer =
  | { kind: 'notFound' }
  | { kind: 'pending'; body: PendingBody }
  | { kind: 'ready'; body: ReportBody };

export const REPORT_QUEUED_MESSAGE = 'The report is queued and will be generated shortly.';
export const REPORT_GENERATING_MESSAGE = 'The report is being generated.';
export const REPORT_RUNNING_MESSAGE = 'The interview is still in progress; its report is generated when it ends.';

export interface ReportService {
  /**
   * One of the user's reports as the contract sends it. A free user gets what the free plan shows
   * (overall score, dates, duration, conversation), never the breakdown: it is left out here, on the
   * server, whatever the client shows. Its texts are in `language` (English by default); the
   * candidate's words stay as said.
   */
  forUser(userId: string, conversationId: string, language?: ReportLanguage): Promise<ReportAnswer>;
}

export function createReportService(deps: { db: Queryable; now: () => Date }): ReportService {
  return {
    async forUser(userId, conversationId, language = 'en') {
      const row = await findUserReport(deps.db, userId, conversationId);
      if (!row) return { kind: 'notFound' };
      if (row.status === null || row.status === 0 || row.status === 1) {
        const status = row.status === 1 ? 1 : 0;
        const message = row.status === null ? REPORT_RUNNING_MESSAGE : status === 1 ? REPORT_GENERATING_MESSAGE : REPORT_QUEUED_MESSAGE;
        return { kind: 'pending', body: { id: row.conversationId, status, message } };
      }
      const facts = row.scenario;
      const ended = row.endedAt ?? row.startedAt;
      const base = {
        id: row.conversationId,
        conversationId: row.conversationId,
        jobTitle: facts.position,
        company: facts.company,
        interviewDate: row.startedAt.toISOString(),
        duration: Math.max(0, Math.round((ended.getTime() - row.startedAt.getTime()) / 1000)),
        conversation: await conversationMessages(deps.db, row.conversationId),
      };
      if (row.status === 3 || !row.report) {
        return {
          kind: 'ready',
          body: { ...base, status: 3, error: row.error ?? 'The report could not be generated.', overallScore: 0, generatedAt: null, isFullReport: false },
        };
      }
      const analysis = localize(row.report.analysis, row.report.analysis.texts, language);
      const summary = { ...base, status: 2 as const, overallScore: analysis.overallScore, generatedAt: row.generatedAt?.toISOString() ?? null };
      const { hasProSubscription } = await readAllowance(deps.db, userId, deps.now());
      if (!hasProSubscription) return { kind: 'ready', body: { ...summary, isFullReport: false } };
      return {
        kind: 'ready',
        body: {
          ...summary,
          isFullReport: true,
          hardSkills: analysis.hardSkills,
          softSkills: analysis.softSkills,
          englishProficiency: analysis.englishProficiency,
          additionalObservations: analysis.additionalObservations,
          recommendations: analysis.recommendations,
          ...(analysis.answerCoaching ? { answerCoaching: analysis.answerCoaching } : {}),
          ...(analysis.delivery ? { delivery: analysis.delivery } : {}),
        },
      };
    },
  };
}
