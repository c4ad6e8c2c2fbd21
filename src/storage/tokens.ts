import type { SafeStorage, StoredTokens, TokenStorage } from '../../machines/shared/ports';
import { STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { localArea, sessionArea } from './safeStorage';

const { accessToken: ACCESS, refreshToken: REFRESH, rememberMe: REMEMBER } = STORAGE_KEYS;

/**
 * Tokens in localStorage when remember-me is on, else in sessionStorage (spec §3). Reading prefers
 * localStorage, then sessionStorage (spec §6). Storage failures never throw.
 */
export function createTokenStorage(local: SafeStorage = localArea, session: SafeStorage = sessionArea): TokenStorage {
  const removeTokens = (area: SafeStorage) => {
    area.remove(ACCESS);
    area.remove(REFRESH);
  };

  const writeTo = (area: SafeStorage, accessToken: string, refreshToken: string | null | undefined): boolean => {
    if (area.set(ACCESS, accessToken) !== 'ok') {
      removeTokens(area);
      return false;
    }
    if (refreshToken) {
      if (area.set(REFRESH, refreshToken) !== 'ok') {
        removeTokens(area);
        return false;
      }
    } else {
      area.remove(REFRESH);
    }
    return true;
  };

  return {
    read(): StoredTokens | null {
      for (const area of [local, session]) {
        const accessToken = area.get(ACCESS);
        if (accessToken) {
          return { accessToken, refreshToken: area.get(REFRESH), rememberMe: area === local };
        }
      }
      return null;
    },

    write({ accessToken, refreshToken }, rememberMe) {
      const [target, other] = rememberMe ? [local, session] : [session, local];
      // Tokens left in the other area would shadow or outlive these (localStorage is read first).
      removeTokens(other);
      let stored = writeTo(target, accessToken, refreshToken);
      // A blocked or full storage should not lose the sign-in: keep it for this tab at least.
      if (!stored && target === local) stored = writeTo(session, accessToken, refreshToken);
      if (rememberMe && stored && local.get(ACCESS) === accessToken) local.set(REMEMBER, 'true');
      else local.remove(REMEMBER);
      session.remove(REMEMBER);
    },

    clear() {
      for (const area of [local, session]) {
        removeTokens(area);
        area.remove(REMEMBER);
      }
    },
  };
}

/** Whether the user last chose remember-me (to preset the login checkbox). */
export function readRememberMe(local: SafeStorage = localArea): boolean {
  return local.get(REMEMBER) === 'true';
}
