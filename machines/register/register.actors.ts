/** Real implementation of the registration call over the typed API client. */
import { fromPromise } from 'xstate';
import { callApi, errorCode, serverMessage, serverText } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import { serverFieldErrors } from '../shared/fieldErrors';
import type { Api } from '../shared/ports';
import { USER_EXISTS, type RegisterRequest } from './register.machine';

export interface RegisterDeps {
  api: Api;
}

export function createRegisterActors({ api }: RegisterDeps) {
  return {
    register: fromPromise<void, RegisterRequest>(async ({ input, signal }) => {
      const result = await callApi(() => api.POST('/web-api/auth/register', { body: input, signal }));
      if (result.ok) return;
      if (result.kind === 'network') throw flowFailure({ key: 'register.unexpectedError' });
      const message = serverMessage(result);
      if (result.status === 409 || message?.toLowerCase().includes('already exists')) {
        throw flowFailure({ key: 'register.userExists' }, USER_EXISTS);
      }
      // The contract's own wording ("password must NOT have fewer than 8 characters") is not for people:
      // each field's rule is said next to it, in the UI's language.
      if (errorCode(result) === 'validation_error') throw flowFailure({ key: 'register.invalidDetails' }, undefined, serverFieldErrors(result));
      throw flowFailure(serverText(result) ?? { key: 'register.defaultError' });
    }),
  };
}
