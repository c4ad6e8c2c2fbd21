/**
 * Real implementations of the history actor over the typed API client and Web Storage (spec §3
 * `temp_interview` and the conversations cache, §7 the conversations list, §8, §9 the cache's quota).
 */
import { fromPromise } from 'xstate';
import type { UiText } from '../shared/text';
import { STORAGE_KEYS } from '../shared/storageKeys';
import type { Api, Clock, SafeStorage, TokenStorage } from '../shared/ports';
import { callApi } from '../shared/apiCall';
import { SCENARIO_TYPE_JOBTALK } from '../shared/constants';
import { flowFailure } from '../shared/failure';
import type { HistoryFailureCode, HistoryInput, SyncInput, SyncOutput } from './history.events';
import {
  makeConversationCache,
  mergeServerIntoCache,
  parseConversationCache,
  parseTempInterview,
  pendingTempRecord,
  toConversations,
  writeWithEviction,
  type ConversationCache,
  type HistoryConversation,
  type TempInterviewRecord,
} from './history.records';

/** The history's two localStorage entries. */
export interface HistoryStorage {
  /** `conversations_cache` as `{ version: 1, lastSyncTime, conversations }`, or null (absent, other version, malformed). */
  readCache(): ConversationCache | null;
  /**
   * Stores the cache; on a quota error drops the oldest 20 % (at least one) and tries again.
   * Returns the conversations that were stored.
   */
  writeCache(cache: ConversationCache): HistoryConversation[];
  /** `temp_interview` (spec §3), or null when absent or unusable. */
  readTemp(): TempInterviewRecord | null;
  clearTemp(): void;
}

/** The history's storage over one area (localStorage in the SPA). */
export function createHistoryStorage(area: SafeStorage): HistoryStorage {
  const { conversationsCache: CACHE, tempInterview: TEMP } = STORAGE_KEYS;
  return {
    readCache: () => parseConversationCache(area.getJson<unknown>(CACHE)),
    writeCache: (cache) => writeWithEviction(cache, (attempt) => area.setJson(CACHE, attempt)),
    readTemp: () => parseTempInterview(area.getJson<unknown>(TEMP)),
    clearTemp: () => area.remove(TEMP),
  };
}

/** The machine's input: what storage holds now, shown before the first sync. */
export function readStoredHistory(storage: HistoryStorage): HistoryInput {
  return { cache: storage.readCache(), temp: storage.readTemp() };
}

export interface HistoryDeps {
  api: Api;
  storage: HistoryStorage;
  /** When given, a sync without a stored token fails with "Authentication token not found." */
  tokens?: Pick<TokenStorage, 'read'>;
  /** The sync time's source (the app's clock); the system time otherwise. */
  clock?: Clock;
}

/** spec §7: a 530 means authentication required (a 401 has already had its one refresh and retry). */
const AUTH_STATUSES: ReadonlySet<number> = new Set([401, 530]);

function failure(text: UiText, code: HistoryFailureCode) {
  return flowFailure<HistoryFailureCode>(text, code);
}

export function createHistoryActors({ api, storage, tokens, clock }: HistoryDeps) {
  return {
    syncConversations: fromPromise<SyncOutput, SyncInput>(async ({ input, signal }) => {
      if (tokens && !tokens.read()) throw failure({ key: 'history.tokenNotFound' }, 'noToken');
      const result = await callApi(() =>
        api.GET('/web-api/conversations/user', {
          params: { query: { scenarioTypes: [SCENARIO_TYPE_JOBTALK] } },
          signal,
        }),
      );
      if (!result.ok) {
        if (result.kind === 'network') throw failure({ key: 'history.syncError' }, 'network');
        if (AUTH_STATUSES.has(result.status)) throw failure({ key: 'history.authRequired' }, 'auth');
        throw failure({ key: 'history.loadFailedStatus', values: { status: result.status } }, 'server');
      }
      const data: unknown = result.data;
      if (data === undefined || data === null) throw failure({ key: 'history.invalidResponse' }, 'invalidResponse');
      if (!Array.isArray(data)) throw failure({ key: 'history.invalidFormat' }, 'invalidFormat');

      // The stored cache is the local truth; what the page held fills in what storage lost (quota).
      const local = new Map(input.cached.map((conversation) => [conversation.id, conversation]));
      for (const conversation of storage.readCache()?.conversations ?? []) local.set(conversation.id, conversation);
      const conversations = mergeServerIntoCache(toConversations(data), [...local.values()]);

      const lastSyncTime = new Date(clock ? clock.now() : Date.now()).toISOString();
      storage.writeCache(makeConversationCache(conversations, lastSyncTime));

      const stored = storage.readTemp();
      const temp = pendingTempRecord(stored, conversations);
      if (stored && !temp) storage.clearTemp();
      return { conversations, temp, lastSyncTime };
    }),
  };
}
