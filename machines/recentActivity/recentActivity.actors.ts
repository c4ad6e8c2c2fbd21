/** Real implementations of the Recent Activity actors over the typed API client. */
import { fromPromise } from 'xstate';
import type { Api } from '../shared/ports';
import { callApi } from '../shared/apiCall';
import { SCENARIO_TYPE_JOBTALK } from '../shared/constants';
import { flowFailure } from '../shared/failure';
import type { Conversation } from './recentActivity.machine';

export interface RecentActivityDeps {
  api: Api;
}

export function createRecentActivityActors({ api }: RecentActivityDeps) {
  return {
    loadConversations: fromPromise<Conversation[]>(async ({ signal }) => {
      const result = await callApi(() =>
        api.GET('/web-api/conversations/user', {
          params: { query: { scenarioTypes: [SCENARIO_TYPE_JOBTALK] } },
          signal,
        }),
      );
      if (!result.ok || !Array.isArray(result.data)) {
        throw flowFailure({ key: 'dashboard.activityError' });
      }
      return result.data;
    }),
  };
}
