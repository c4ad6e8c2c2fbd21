/** Real implementation of the resend call over the typed API client. */
import { fromPromise } from 'xstate';
import { callApi, serverText } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';
import type { ResendRequest } from './resendCooldown.machine';

export interface ResendCooldownDeps {
  api: Api;
}

export function createResendCooldownActors({ api }: ResendCooldownDeps) {
  return {
    resendVerification: fromPromise<void, ResendRequest>(async ({ input, signal }) => {
      const result = await callApi(() => api.POST('/web-api/auth/resend-verification', { body: input, signal }));
      if (!result.ok) {
        throw flowFailure(serverText(result) ?? { key: 'checkEmail.resendFailed' });
      }
    }),
  };
}
