/** Real implementation of the verification call over the typed API client. */
import { fromPromise } from 'xstate';
import { callApi, serverText } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';
import type { VerifyEmailRequest, VerifyEmailResult } from './verifyEmail.machine';

export interface VerifyEmailDeps {
  api: Api;
}

export function createVerifyEmailActors({ api }: VerifyEmailDeps) {
  return {
    verifyEmail: fromPromise<VerifyEmailResult, VerifyEmailRequest>(async ({ input, signal }) => {
      const result = await callApi(() =>
        api.GET('/web-api/auth/verify-email', { params: { query: input }, signal }),
      );
      if (!result.ok) {
        throw flowFailure(serverText(result) ?? { key: 'verify.failedDetail' });
      }
      return { email: result.data.email };
    }),
  };
}
