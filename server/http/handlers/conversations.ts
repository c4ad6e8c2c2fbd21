import type { Services } from '../../services';
import { userOf } from '../contract';
import { respond, type OperationHandlers } from '../types';

/** JobTalk = 0, the only scenario type, is the default filter. */
const DEFAULT_SCENARIO_TYPES = [0] as const;

/** Tag `conversations` (the report of one interview comes with the evaluation step: notImplemented.ts). */
export function conversationHandlers({ conversations }: Services): Pick<OperationHandlers, 'getUserConversations'> {
  return {
    getUserConversations: async (request, reply) => {
      const types = request.query?.scenarioTypes?.length ? request.query.scenarioTypes : DEFAULT_SCENARIO_TYPES;
      const list = await conversations.listForUser(userOf(request).id, types);
      return respond(reply, 'getUserConversations', 200, list);
    },
  };
}
