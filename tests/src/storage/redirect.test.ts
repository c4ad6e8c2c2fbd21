import { beforeEach, describe, expect, it } from 'vitest';
import { createRedirectStorage, toRedirectTarget } from '../../../src/storage/redirect';
import { STORAGE_KEYS } from '../../../machines/shared/storageKeys';

describe('redirect_after_login (spec §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('saves a protected path and reads it back', () => {
    const redirect = createRedirectStorage();
    redirect.save('/history');
    expect(localStorage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBe('/history');
    expect(redirect.read()).toBe('/history');
  });

  it('stores paths without the /jobtalkai prefix, query kept', () => {
    const redirect = createRedirectStorage();
    redirect.save('/jobtalkai/report/42?tab=soft');
    expect(redirect.read()).toBe('/report/42?tab=soft');
  });

  it.each(['/', '/login', '/jobtalkai', '/jobtalkai/', '/jobtalkai/login', '/login?verified=true', '/login/'])(
    'never saves %s',
    (path) => {
      const redirect = createRedirectStorage();
      redirect.save('/jobs');
      redirect.save(path);
      expect(redirect.read()).toBe('/jobs');
    },
  );

  it.each(['https://evil.example/x', '//evil.example/x', 'jobs', ''])('refuses %s (not a path of this app)', (path) => {
    expect(toRedirectTarget(path)).toBeNull();
  });

  it('ignores a tampered stored value', () => {
    localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, '//evil.example');
    expect(createRedirectStorage().read()).toBeNull();
  });

  it('clear() forgets the target', () => {
    const redirect = createRedirectStorage();
    redirect.save('/profile');
    redirect.clear();
    expect(redirect.read()).toBeNull();
  });
});
