import type { Services } from '../../services';
import { reportLanguage } from '../../evaluation/phrases';
import { userOf } from '../contract';
import { notFound } from '../errors';
import { valueOf } from '../refusals';
import { respond, type OperationHandlers } from '../types';

/** JobTalk = 0, the only scenario type, is the default filter. */
const DEFAULT_SCENARIO_TYPES = [0] as const;

export const REPORT_NOT_FOUND = 'The requested interview report does not exist or has been deleted.';

/** Tag `conversations`: the user's interviews, the report of one of them, and corrections of its answers. */
export function conversationHandlers({
  conversations,
  reports,
}: Services): Pick<OperationHandlers, 'getUserConversations' | 'getConversationReport' | 'correctAnswer'> {
  return {
    getUserConversations: async (request, reply) => {
      const types = request.query?.scenarioTypes?.length ? request.query.scenarioTypes : DEFAULT_SCENARIO_TYPES;
      const list = await conversations.listForUser(userOf(request).id, types);
      return respond(reply, 'getUserConversations', 200, list);
    },
    getConversationReport: async (request, reply) => {
      // The report's texts in the language the SPA asks for (Accept-Language).
      const answer = await reports.forUser(userOf(request).id, request.params.id, reportLanguage(request.headers['accept-language']));
      // Another user's report is as unknown as a missing one.
      if (answer.kind === 'notFound') throw notFound('report_not_found', REPORT_NOT_FOUND);
      if (answer.kind === 'pending') return respond(reply, 'getConversationReport', 202, answer.body);
      return respond(reply, 'getConversationReport', 200, answer.body);
    },
    correctAnswer: async (request, reply) => {
      const input = { conversationId: request.params.id, messageId: request.params.messageId, text: request.body.text };
      return respond(reply, 'correctAnswer', 200, valueOf(await conversations.correctAnswer(userOf(request).id, input)));
    },
  };
}
