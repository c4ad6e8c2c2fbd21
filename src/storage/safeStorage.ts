/**
 * Web Storage that never throws. Browsers throw on access in some privacy modes (SecurityError),
 * on writes when full (QuotaExceededError) and Safari's private mode used to have a zero quota.
 */

import type { SafeStorage, StorageArea } from '../../machines/shared/ports';

export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Wraps a storage getter; the getter itself may throw (storage blocked) or return null. */
export function createSafeStorage(area: StorageArea, getStorage: () => Storage | null | undefined): SafeStorage {
  const storage = (): Storage | null => {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  };

  const safe: SafeStorage = {
    area,
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const target = storage();
      if (!target) return 'unavailable';
      try {
        target.setItem(key, value);
        return 'ok';
      } catch (error) {
        return isQuotaError(error) ? 'quota' : 'unavailable';
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to do: a storage we cannot touch holds nothing of ours.
      }
    },
    keys(prefix = '') {
      const target = storage();
      if (!target) return [];
      try {
        const found: string[] = [];
        for (let i = 0; i < target.length; i += 1) {
          const key = target.key(i);
          if (key !== null && key.startsWith(prefix)) found.push(key);
        }
        return found;
      } catch {
        return [];
      }
    },
    getJson<T>(key: string, isValid?: (value: unknown) => value is T): T | null {
      const raw = safe.get(key);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        if (isValid && !isValid(value)) return null;
        return value as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      let raw: string;
      try {
        raw = JSON.stringify(value);
      } catch {
        return 'unavailable';
      }
      return safe.set(key, raw);
    },
  };
  return safe;
}

/** The page's localStorage, safely. */
export const localArea: SafeStorage = createSafeStorage('local', () =>
  typeof window === 'undefined' ? null : window.localStorage,
);

/** The page's sessionStorage, safely. */
export const sessionArea: SafeStorage = createSafeStorage('session', () =>
  typeof window === 'undefined' ? null : window.sessionStorage,
);
