/** Real implementations of the profile calls over the typed API client. */
import { fromPromise } from 'xstate';
import type { Schemas } from '../../openapi/types';
import { callApi, serverText } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import { serverFieldErrors } from '../shared/fieldErrors';
import type { Api } from '../shared/ports';
import type { PasswordChange, ProfileDetails } from './profile.machine';

export interface ProfileDeps {
  api: Api;
}

function toDetails(user: Schemas['User']): ProfileDetails {
  const name = user.name?.trim() || `${user.firstName} ${user.lastName}`.trim();
  return { email: user.email, firstName: user.firstName, lastName: user.lastName, name };
}

export function createProfileActors({ api }: ProfileDeps) {
  return {
    loadProfile: fromPromise<ProfileDetails>(async ({ signal }) => {
      const result = await callApi(() => api.GET('/web-api/auth/me', { signal }));
      if (!result.ok) {
        throw flowFailure(serverText(result) ?? { key: 'profile.loadFailed' });
      }
      return toDetails(result.data);
    }),

    updateProfile: fromPromise<ProfileDetails, { firstName: string; lastName: string }>(async ({ input, signal }) => {
      const result = await callApi(() => api.PUT('/web-api/profile', { body: input, signal }));
      if (!result.ok) {
        // Field errors are said by their rule in the UI's language, the names' next to them.
        const names = serverFieldErrors(result);
        const fields = Object.fromEntries(Object.entries(names).filter(([field]) => field === 'firstName' || field === 'lastName'));
        throw flowFailure(serverText(result) ?? { key: 'profile.updateFailed' }, undefined, fields);
      }
      return toDetails(result.data);
    }),

    changePassword: fromPromise<void, PasswordChange>(async ({ input, signal }) => {
      const result = await callApi(() => api.POST('/web-api/profile/change-password', { body: input, signal }));
      if (!result.ok) {
        throw flowFailure(serverText(result) ?? { key: 'profile.passwordFailed' });
      }
    }),

    deactivateAccount: fromPromise<void>(async ({ signal }) => {
      const result = await callApi(() => api.DELETE('/web-api/profile', { body: { anonymizeData: false }, signal }));
      if (!result.ok) throw flowFailure({ key: 'profile.deactivateFailed' });
    }),
  };
}
