import type { Services } from '../../services';
import { respond, type OperationHandlers } from '../types';

/** Tag `scenarios`: the catalogue. Every scenario is listed, PRO-only ones flagged; starting one is gated live. */
export function scenarioHandlers({ scenarios }: Services): Pick<OperationHandlers, 'getScenariosByType'> {
  return {
    getScenariosByType: async (request, reply) =>
      respond(reply, 'getScenariosByType', 200, await scenarios.list(request.body.type)),
  };
}
