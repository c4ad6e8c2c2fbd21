/**
 * Every key the SPA keeps in the browser (spec §3), in one place. The token keys and
 * `redirect_after_login` are the spec's own names; the others are named here.
 */
export const STORAGE_KEYS = {
  /** Access token: localStorage when remember-me is on, else sessionStorage. */
  accessToken: 'access_token',
  /** Refresh token: stored beside the access token. */
  refreshToken: 'refresh_token',
  /** `"true"` in localStorage while remember-me is on. */
  rememberMe: 'rememberMe',
  /** Where to go after signing in (a path without the /jobtalkai prefix); localStorage. */
  redirectAfterLogin: 'redirect_after_login',
  /** The live interview's session uid, set when the connection confirms; localStorage. */
  sessionUid: 'session_uid',
  /** The jobs list's scroll position; sessionStorage. */
  jobsScrollPosition: 'jobsPageScrollPosition',
  /** Set when the jobs page saved its scroll position on purpose (leaving for a job), so it is restored. */
  jobsScrollManualSave: 'jobsPageScrollManualSave',
  /** A just-finished interview shown at the top of History until the server lists it; localStorage. */
  tempInterview: 'temp_interview',
  /** The conversations (history) cache: `{ version: 1, lastSyncTime, conversations }`; localStorage. */
  conversationsCache: 'conversations_cache',
  /**
   * The UI's language the visitor chose (`en` or `ru`); localStorage. Not per user: it outlives a
   * sign-out. Absent until a choice is made: the browser's languages decide (src/storage/language.ts).
   */
  language: 'language',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Current shape version of the conversations cache (spec §3 "Cache metadata: version (1)"). */
export const CONVERSATIONS_CACHE_VERSION = 1;

/**
 * Reports are cached in sessionStorage, one entry per conversation id and language (the server writes
 * the report's texts in the UI's language): `report_cache_<id>` in English, `report_cache_<id>:ru`.
 */
export const REPORT_CACHE_PREFIX = 'report_cache_';

export function reportCacheKey(conversationId: string, language = 'en'): string {
  return `${REPORT_CACHE_PREFIX}${conversationId}${language === 'en' ? '' : `:${language}`}`;
}
