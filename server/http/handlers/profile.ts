import type { Services } from '../../services';
import { userOf } from '../contract';
import { valueOf } from '../refusals';
import { respond, type OperationHandlers } from '../types';

/** Tag `profile`: names, password, deactivation. */
export function profileHandlers({ accounts, interviews }: Services): Pick<OperationHandlers, 'updateProfile' | 'deleteProfile' | 'changePassword'> {
  return {
    updateProfile: async (request, reply) =>
      respond(reply, 'updateProfile', 200, valueOf(await accounts.updateProfile(userOf(request).id, request.body))),
    // `anonymizeData` is accepted for the client's sake; deactivation always anonymises (DECISIONS.md).
    deleteProfile: async (request, reply) => {
      const user = userOf(request);
      const answer = valueOf(await accounts.deactivate(user));
      interviews.endForUser(user.id);
      return respond(reply, 'deleteProfile', 200, answer);
    },
    changePassword: async (request, reply) =>
      respond(reply, 'changePassword', 200, valueOf(await accounts.changePassword(userOf(request), request.body))),
  };
}
