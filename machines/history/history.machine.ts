/**
 * The /history page (spec §2 /history, §3, §4 History, §7, §8 History and cache, §9): the cached
 * conversations are shown at once (`input.cache`), with the just-finished interview kept in
 * `temp_interview` on top (`input.temp`); then the list is synced with the server, again on Refresh,
 * and every 5 s while a report is queued or processing, so a report that is ready shows without a
 * Refresh. Created by the route; lives as long as the page.
 *
 * One actor does the sync's I/O (`createHistoryActors`): fetch the list, merge it into the stored
 * cache (quota eviction included), drop the temporary record once the server lists it. The rules it
 * applies are the pure helpers of `history.records.ts`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { failureCode, failureText, notProvided } from '../shared/failure';
import { HISTORY_POLL_INTERVAL_MS } from '../shared/constants';
import { BUSY, type MachineTag } from '../shared/tags';
import type { HistoryEvent, HistoryFailureCode, HistoryInput, SyncInput, SyncOutput } from './history.events';
import { effectiveReportStatus, sortNewestFirst, type HistoryConversation, type TempInterviewRecord } from './history.records';

export type { HistoryConversation, TempInterviewRecord };

export interface HistoryContext {
  /** The conversations shown, newest first: the cache until the first sync, then the merged list. */
  conversations: HistoryConversation[];
  /** The just-finished interview not yet listed by the server, or null. */
  temp: TempInterviewRecord | null;
  /** When the list was last synced (from the cache at first), or null. */
  lastSyncTime: string | null;
  /** The §8 text of the last failed sync, or null. */
  error: UiText | null;
  /** What went wrong in detail ("Failed to load data: 500"), when known. */
  errorDetail: UiText | null;
}

const SERVER_SIDE: ReadonlySet<string> = new Set<HistoryFailureCode>(['server', 'network']);

/**
 * The texts of a failed sync (spec §7, §8). Token and format failures carry their own text. The
 * others depend on what is on screen: with nothing shown, loading the history failed
 * ("Authentication required. Please login to access your interview history." / "Error loading
 * history data."); over cached rows, syncing them failed ("Authentication required to sync with
 * server." / "Error synchronizing with server."). A server failure gives its status as the detail.
 */
export function syncFailureTexts(error: unknown, hasRows: boolean): Pick<HistoryContext, 'error' | 'errorDetail'> {
  const code = failureCode(error);
  if (code === 'auth') {
    return { error: hasRows ? { key: 'history.syncAuthRequired' } : { key: 'history.authRequired' }, errorDetail: null };
  }
  if (code !== undefined && !SERVER_SIDE.has(code)) {
    return { error: failureText(error, { key: 'history.loadError' }), errorDetail: null };
  }
  return {
    error: { key: hasRows ? 'history.syncError' : 'history.loadError' },
    errorDetail: code === 'server' ? failureText(error, { key: 'history.loadError' }) : null,
  };
}

export const historyMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    input: {} as HistoryInput,
    tags: {} as MachineTag,
  },
  actors: {
    /**
     * GET /web-api/conversations/user, merged into the stored cache; the temporary record is removed
     * once listed. Rejects with a `FlowFailure<HistoryFailureCode>`.
     */
    syncConversations: fromPromise<SyncOutput, SyncInput>(notProvided('history', 'syncConversations')),
  },
  guards: {
    /** A report still to come: a listed one queued or processing, or the finished interview not listed yet. */
    reportsPending: ({ context }) =>
      context.temp !== null || context.conversations.some((c) => [0, 1].includes(effectiveReportStatus(c))),
  },
  delays: {
    historyPollInterval: HISTORY_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'history',
  description: 'The interview history: the cache at once, then synced with the server; Refresh syncs again.',
  initial: 'syncing',
  context: ({ input }) => ({
    conversations: sortNewestFirst(input.cache?.conversations ?? []),
    temp: input.temp ?? null,
    lastSyncTime: input.cache?.lastSyncTime ?? null,
    error: null,
    errorDetail: null,
  }),
  states: {
    syncing: {
      description: 'Fetching the list and merging it into the cache; the cached rows stay shown, Refresh says "Syncing...".',
      tags: [BUSY],
      entry: assign({ error: null, errorDetail: null }),
      invoke: {
        id: 'syncConversations',
        src: 'syncConversations',
        input: ({ context }) => ({ cached: context.conversations }),
        onDone: {
          target: 'synced',
          actions: assign(({ event }) => ({
            conversations: event.output.conversations,
            temp: event.output.temp,
            lastSyncTime: event.output.lastSyncTime,
            error: null,
            errorDetail: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) =>
            syncFailureTexts(event.error, context.conversations.length > 0 || context.temp !== null),
          ),
        },
      },
    },
    synced: {
      description: 'The server\'s list is shown (or "You don\'t have any completed interviews yet."); while a report is pending it is synced again after 5 s.',
      on: { 'history.refresh': 'syncing' },
      after: { historyPollInterval: { guard: 'reportsPending', target: 'syncing' } },
    },
    failed: {
      description: 'The sync failed: its §8 text is shown above whatever the cache held; Refresh tries again.',
      on: { 'history.refresh': 'syncing' },
    },
  },
});
