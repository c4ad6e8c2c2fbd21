/** Events of the /history page's machine, its input and what its sync actor answers. */
import type { ConversationCache, HistoryConversation, TempInterviewRecord } from './history.records';

export type HistoryEvent =
  /** The Refresh button: sync with the server again (ignored while a sync runs). */
  { type: 'history.refresh' };

export interface HistoryInput {
  /** The conversations cache as stored (`HistoryStorage.readCache()`): shown at once, before the sync. */
  cache?: ConversationCache | null;
  /** The stored temporary record (`HistoryStorage.readTemp()`): shown first with "(Just completed)". */
  temp?: TempInterviewRecord | null;
}

/** What the sync actor is given: the conversations on screen (the cache as last known). */
export interface SyncInput {
  cached: HistoryConversation[];
}

/** A finished sync: the merged list (newest first), the temporary record still pending, the sync time. */
export interface SyncOutput {
  conversations: HistoryConversation[];
  temp: TempInterviewRecord | null;
  lastSyncTime: string;
}

/**
 * Why a sync failed (the actor's `FlowFailure.code`): `auth` a 401 after the one refresh-and-retry, or
 * a 530; `noToken` no stored token; `invalidResponse` no body; `invalidFormat` a body that is not a
 * list; `server` any other HTTP status; `network` no answer.
 */
export type HistoryFailureCode = 'auth' | 'noToken' | 'invalidResponse' | 'invalidFormat' | 'server' | 'network';
