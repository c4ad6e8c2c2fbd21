/** Real implementations of the reset-password calls over the typed API client. */
import { fromPromise } from 'xstate';
import { callApi, errorCode, serverText } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';
import { INVALID_RESET_TOKEN, type ResetPasswordRequest } from './resetPassword.machine';

export interface ResetPasswordDeps {
  api: Api;
}

export function createResetPasswordActors({ api }: ResetPasswordDeps) {
  return {
    validateResetToken: fromPromise<{ email: string | null }, { token: string }>(async ({ input, signal }) => {
      const result = await callApi(() => api.POST('/web-api/auth/validate-reset-token', { body: input, signal }));
      if (result.ok && result.data.valid) return { email: result.data.email ?? null };
      // A 400 (or a 200 saying "not valid") is a bad link; anything else may pass on a new try.
      if ((result.ok && !result.data.valid) || (!result.ok && result.kind === 'http' && result.status === 400)) {
        throw flowFailure({ key: 'reset.invalidToken' }, INVALID_RESET_TOKEN);
      }
      throw flowFailure({ key: 'reset.validateFailed' });
    }),

    resetPassword: fromPromise<void, ResetPasswordRequest>(async ({ input, signal }) => {
      const result = await callApi(() => api.POST('/web-api/auth/reset-password', { body: input, signal }));
      if (result.ok) return;
      if (result.kind === 'network') throw flowFailure({ key: 'reset.unexpected' });
      if (errorCode(result) === INVALID_RESET_TOKEN) {
        throw flowFailure({ key: 'reset.invalidToken' }, INVALID_RESET_TOKEN);
      }
      throw flowFailure(serverText(result) ?? { key: 'reset.failedRetry' });
    }),
  };
}
