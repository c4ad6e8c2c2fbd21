import { beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../../src/storage/safeStorage';
import { createTokenStorage, readRememberMe } from '../../../src/storage/tokens';
import { STORAGE_KEYS } from '../../../machines/shared/storageKeys';

const { accessToken: ACCESS, refreshToken: REFRESH, rememberMe: REMEMBER } = STORAGE_KEYS;

describe('token storage (spec §3)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps tokens in localStorage with remember-me on', () => {
    const tokens = createTokenStorage();
    tokens.write({ accessToken: 'a1', refreshToken: 'r1' }, true);

    expect(localStorage.getItem(ACCESS)).toBe('a1');
    expect(localStorage.getItem(REFRESH)).toBe('r1');
    expect(localStorage.getItem(REMEMBER)).toBe('true');
    expect(sessionStorage.getItem(ACCESS)).toBeNull();
    expect(tokens.read()).toEqual({ accessToken: 'a1', refreshToken: 'r1', rememberMe: true });
    expect(readRememberMe()).toBe(true);
  });

  it('keeps tokens in sessionStorage with remember-me off', () => {
    const tokens = createTokenStorage();
    tokens.write({ accessToken: 'a2', refreshToken: 'r2' }, false);

    expect(sessionStorage.getItem(ACCESS)).toBe('a2');
    expect(sessionStorage.getItem(REFRESH)).toBe('r2');
    expect(localStorage.getItem(ACCESS)).toBeNull();
    expect(localStorage.getItem(REMEMBER)).toBeNull();
    expect(tokens.read()).toEqual({ accessToken: 'a2', refreshToken: 'r2', rememberMe: false });
  });

  it('reads localStorage first, then sessionStorage', () => {
    sessionStorage.setItem(ACCESS, 'from-session');
    localStorage.setItem(ACCESS, 'from-local');
    expect(createTokenStorage().read()?.accessToken).toBe('from-local');

    localStorage.removeItem(ACCESS);
    expect(createTokenStorage().read()).toEqual({ accessToken: 'from-session', refreshToken: null, rememberMe: false });
  });

  it('switching remember-me off removes the persistent tokens so they cannot shadow the new ones', () => {
    const tokens = createTokenStorage();
    tokens.write({ accessToken: 'old', refreshToken: 'old-r' }, true);
    tokens.write({ accessToken: 'new', refreshToken: 'new-r' }, false);

    expect(localStorage.getItem(ACCESS)).toBeNull();
    expect(localStorage.getItem(REFRESH)).toBeNull();
    expect(localStorage.getItem(REMEMBER)).toBeNull();
    expect(tokens.read()?.accessToken).toBe('new');
  });

  it('a sign-in without a refresh token (Google, Apple) drops a stale one', () => {
    const tokens = createTokenStorage();
    tokens.write({ accessToken: 'a', refreshToken: 'stale' }, true);
    tokens.write({ accessToken: 'b' }, true);
    expect(tokens.read()).toEqual({ accessToken: 'b', refreshToken: null, rememberMe: true });
  });

  it('clear() removes access, refresh and remember-me from both storages and nothing else', () => {
    localStorage.setItem(ACCESS, 'a');
    localStorage.setItem(REFRESH, 'r');
    localStorage.setItem(REMEMBER, 'true');
    sessionStorage.setItem(ACCESS, 'a');
    sessionStorage.setItem(REFRESH, 'r');
    localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, '/history');

    createTokenStorage().clear();

    for (const area of [localStorage, sessionStorage]) {
      expect(area.getItem(ACCESS)).toBeNull();
      expect(area.getItem(REFRESH)).toBeNull();
      expect(area.getItem(REMEMBER)).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBe('/history');
    expect(createTokenStorage().read()).toBeNull();
  });
});

describe('token storage when the browser refuses', () => {
  function quotaExceeded(): never {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }

  function fullStorage(): Storage {
    const backing = new Map<string, string>();
    return {
      get length() {
        return backing.size;
      },
      key: (i: number) => Array.from(backing.keys())[i] ?? null,
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: () => quotaExceeded(),
      removeItem: (k: string) => void backing.delete(k),
      clear: () => backing.clear(),
    };
  }

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a full localStorage does not throw and keeps the sign-in for this tab', () => {
    const local = createSafeStorage('local', fullStorage);
    const session = createSafeStorage('session', () => sessionStorage);
    const tokens = createTokenStorage(local, session);

    expect(() => tokens.write({ accessToken: 'a', refreshToken: 'r' }, true)).not.toThrow();
    expect(tokens.read()).toEqual({ accessToken: 'a', refreshToken: 'r', rememberMe: false });
  });

  it('blocked storage (SecurityError on access) reads as signed out and never throws', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const tokens = createTokenStorage(createSafeStorage('local', blocked), createSafeStorage('session', blocked));

    expect(() => tokens.write({ accessToken: 'a', refreshToken: 'r' }, true)).not.toThrow();
    expect(tokens.read()).toBeNull();
    expect(() => tokens.clear()).not.toThrow();
  });
});
