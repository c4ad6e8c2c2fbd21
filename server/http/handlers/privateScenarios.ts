import type { Services } from '../../services';
import { userOf } from '../contract';
import { valueOf } from '../refusals';
import { respond, type OperationHandlers } from '../types';

type PrivateScenarioOperations =
  | 'listPrivateScenarios'
  | 'readPosting'
  | 'createPrivateScenario'
  | 'getPrivateScenario'
  | 'updatePrivateScenario'
  | 'deletePrivateScenario'
  | 'readDocument';

/** Tag `scenarios`: the user's own scenarios built from pasted job postings; another user's are unknown (404). */
export function privateScenarioHandlers({ privateScenarios }: Services): Pick<OperationHandlers, PrivateScenarioOperations> {
  return {
    listPrivateScenarios: async (request, reply) =>
      respond(reply, 'listPrivateScenarios', 200, await privateScenarios.list(userOf(request).id)),
    // A posting read into a draft to review: nothing is stored until createPrivateScenario.
    readPosting: async (request, reply) =>
      respond(reply, 'readPosting', 200, valueOf(await privateScenarios.draft(userOf(request).id, request.body))),
    createPrivateScenario: async (request, reply) =>
      respond(reply, 'createPrivateScenario', 201, valueOf(await privateScenarios.create(userOf(request).id, request.body))),
    getPrivateScenario: async (request, reply) =>
      respond(reply, 'getPrivateScenario', 200, valueOf(await privateScenarios.get(userOf(request).id, request.params.id))),
    updatePrivateScenario: async (request, reply) =>
      respond(
        reply,
        'updatePrivateScenario',
        200,
        valueOf(await privateScenarios.update(userOf(request).id, request.params.id, request.body)),
      ),
    deletePrivateScenario: async (request, reply) => {
      valueOf(await privateScenarios.remove(userOf(request).id, request.params.id));
      return respond(reply, 'deletePrivateScenario', 204, undefined);
    },
    // An uploaded posting or CV file read into text (its body may be larger: x-body-limit in the contract).
    readDocument: async (request, reply) =>
      respond(reply, 'readDocument', 200, valueOf(await privateScenarios.readDocument(userOf(request).id, request.body.data))),
  };
}
