/** Real implementations of the "My jobs" calls over the typed API client. */
import { fromPromise } from 'xstate';
import { callApi, serverText } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';
import type { PrivateScenario } from '../postingDraft/postingDraft.rules';

export function createMyJobsActors({ api }: { api: Api }) {
  return {
    listScenarios: fromPromise<PrivateScenario[]>(async ({ signal }) => {
      const result = await callApi(() => api.GET('/web-api/private-scenarios', { signal }));
      if (!result.ok || !Array.isArray(result.data)) throw flowFailure({ key: 'myJobs.loadFailed' });
      return result.data;
    }),
    deleteScenario: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      const result = await callApi(() => api.DELETE('/web-api/private-scenarios/{id}', { params: { path: { id: input.id } }, signal }));
      if (!result.ok) throw flowFailure(serverText(result) ?? { key: 'myJobs.deleteFailed' });
    }),
  };
}
