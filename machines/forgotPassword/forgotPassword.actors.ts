/** Real implementation of the forgot-password call over the typed API client. */
import { fromPromise } from 'xstate';
import { callApi, serverText } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';

export interface ForgotPasswordDeps {
  api: Api;
}

export function createForgotPasswordActors({ api }: ForgotPasswordDeps) {
  return {
    requestPasswordReset: fromPromise<void, { email: string }>(async ({ input, signal }) => {
      const result = await callApi(() => api.POST('/web-api/auth/forgot-password', { body: input, signal }));
      if (!result.ok) {
        throw flowFailure(serverText(result) ?? { key: 'forgot.error' });
      }
    }),
  };
}
