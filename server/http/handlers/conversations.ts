import type { Services } from '../../services';
import { userOf } from '../contract';
import { notFound } from '../errors';
import { respond, type OperationHandlers } from '../types';

/** JobTalk = 0, the only scenario type, is the default filter. */
const DEFAULT_SCENARIO_TYPES = [0] as const;

export const REPORT_NOT_FOUND = 'The requested interview report does not exist or has been deleted.';

/** Tag `conversations`: the user's interviews and the report of one of them. */
export function conversationHandlers({ conversations, reports }: Services): Pick<OperationHandlers, 'getUserConversations' | 'getConversationReport'> {
  return {
    getUserConversations: async (request, reply) => {
      const types = request.query?.scenarioTypes?.length ? request.query.scenarioTypes : DEFAULT_SCENARIO_TYPES;
      const list = await conversations.listForUser(userOf(request).id, types);
      return respond(reply, 'getUserConversations', 200, list);
    },
    getConversationReport: async (request, reply) => {
      const answer = await reports.forUser(userOf(request).id, request.params.id);
      // Another user's report is as unknown as a missing one.
      if (answer.kind === 'notFound') throw notFound('report_not_found', REPORT_NOT_FOUND);
      if (answer.kind === 'pending') return respond(reply, 'getConversationReport', 202, answer.body);
      return respond(reply, 'getConversationReport', 200, answer.body);
    },
  };
}
