import type { SafeStorage, UserDataStorage } from '../../machines/shared/ports';
import { REPORT_CACHE_PREFIX, STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { localArea, sessionArea } from './safeStorage';

/** Keys in localStorage that hold one account's data (spec §3); removed on every sign-out. */
const USER_LOCAL_KEYS = [STORAGE_KEYS.conversationsCache, STORAGE_KEYS.tempInterview, STORAGE_KEYS.sessionUid] as const;
/** Keys in sessionStorage that hold one account's data or position in the app. */
const USER_SESSION_KEYS = [STORAGE_KEYS.jobsScrollPosition, STORAGE_KEYS.jobsScrollManualSave] as const;

/** The field that names the account a cached object was written for. */
export const OWNER_FIELD = 'ownerId';

/**
 * Every per-user key, in both storages: the conversations cache, the just-finished interview, the
 * live session uid, the report cache (one key per conversation) and the jobs list's position.
 */
export function createUserDataStorage(local: SafeStorage = localArea, session: SafeStorage = sessionArea): UserDataStorage {
  return {
    clear() {
      for (const key of USER_LOCAL_KEYS) local.remove(key);
      for (const key of USER_SESSION_KEYS) session.remove(key);
      for (const area of [local, session]) {
        for (const key of area.keys(REPORT_CACHE_PREFIX)) area.remove(key);
      }
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A storage whose JSON objects belong to the signed-in account: each is written with the account's
 * id and read back only by that account, so a cache left behind by a failed removal never reaches
 * someone else. With nobody signed in nothing is read or written.
 */
export function createOwnedStorage(area: SafeStorage, currentUserId: () => string | null): SafeStorage {
  const owned: SafeStorage = {
    ...area,
    getJson<T>(key: string, isValid?: (value: unknown) => value is T): T | null {
      const owner = currentUserId();
      const value = area.getJson<unknown>(key);
      if (value === null) return null;
      if (!owner || !isRecord(value) || value[OWNER_FIELD] !== owner) return null;
      if (isValid && !isValid(value)) return null;
      return value as T;
    },
    setJson(key, value) {
      const owner = currentUserId();
      if (!owner) return 'unavailable';
      return area.setJson(key, isRecord(value) ? { ...value, [OWNER_FIELD]: owner } : value);
    },
  };
  return owned;
}
