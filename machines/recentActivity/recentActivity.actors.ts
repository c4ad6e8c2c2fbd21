/** Real implementations of the Recent Activity actors over the typed API client. */
import { fromPromise } from 'xstate';
import type { HistoryStorage } from '../history/history.actors';
import { withReportStatus } from '../history/history.records';
import type { Api } from '../shared/ports';
import { callApi } from '../shared/apiCall';
import { SCENARIO_TYPE_JOBTALK } from '../shared/constants';
import { flowFailure } from '../shared/failure';
import type { Conversation } from './recentActivity.machine';

export interface RecentActivityDeps {
  api: Api;
  /**
   * The signed-in account's history cache: a conversation it holds a report object for is completed
   * whatever the list says (spec §3, "the client forces 2 whenever a report object exists").
   */
  history?: Pick<HistoryStorage, 'readCache'>;
}

export function createRecentActivityActors({ api, history }: RecentActivityDeps) {
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
      const reports = new Map((history?.readCache()?.conversations ?? []).map((cached) => [cached.id, cached.report]));
      return result.data.map((conversation) => {
        const report = reports.get(conversation.id);
        if (!report) return conversation;
        const { reportStatus } = withReportStatus({ ...conversation, report });
        return reportStatus === conversation.reportStatus ? conversation : { ...conversation, reportStatus };
      });
    }),
  };
}
