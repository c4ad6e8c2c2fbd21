/**
 * The dashboard's Recent Activity table (spec §2 /dashboard, §7): the user's interviews, the
 * `RECENT_ACTIVITY_ROWS` most recent by startTime. Created by the dashboard route; the list is
 * fetched on start.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '../../openapi/types';
import type { UiText } from '../shared/text';
import { RECENT_ACTIVITY_ROWS } from '../shared/constants';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { RecentActivityEvent } from './recentActivity.events';

export type Conversation = Schemas['Conversation'];

export interface RecentActivityContext {
  /** At most `RECENT_ACTIVITY_ROWS` conversations, newest first. */
  items: Conversation[];
  error: UiText | null;
}

function startTimeOf(conversation: Conversation): number {
  const time = Date.parse(conversation.startTime);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The `limit` most recent conversations by startTime (undated ones last). */
export function mostRecent(conversations: readonly Conversation[], limit: number): Conversation[] {
  return [...conversations].sort((a, b) => startTimeOf(b) - startTimeOf(a)).slice(0, limit);
}

export const recentActivityMachine = setup({
  types: {
    context: {} as RecentActivityContext,
    events: {} as RecentActivityEvent,
    tags: {} as MachineTag,
  },
  actors: {
    loadConversations: fromPromise<Conversation[]>(notProvided('recentActivity', 'loadConversations')),
  },
}).createMachine({
  id: 'recentActivity',
  description: 'The five most recent interviews shown on the dashboard.',
  initial: 'loading',
  context: { items: [], error: null },
  states: {
    loading: {
      description: 'Fetching the user\'s interviews.',
      tags: [BUSY],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadConversations',
        src: 'loadConversations',
        onDone: {
          target: 'loaded',
          actions: assign({ items: ({ event }) => mostRecent(event.output, RECENT_ACTIVITY_ROWS) }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            items: [],
            error: ({ event }) => failureText(event.error, { key: 'dashboard.activityError' }),
          }),
        },
      },
    },
    loaded: {
      description: 'The rows are shown; an empty list shows the "no activity yet" text.',
    },
    failed: {
      description: 'The list could not be loaded; the error and a Retry button are shown.',
      on: { 'recentActivity.retry': 'loading' },
    },
  },
});
