import { beforeEach, describe, expect, it } from 'vitest';
import { createHistoryStorage } from '../../../machines/history/history.actors';
import { makeConversationCache } from '../../../machines/history/history.records';
import { reportCacheKey, STORAGE_KEYS } from '../../../machines/shared/storageKeys';
import { localArea, sessionArea } from '../../../src/storage/safeStorage';
import { createOwnedStorage, createUserDataStorage, OWNER_FIELD } from '../../../src/storage/userData';

describe('per-user data in the browser (spec §3)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('clear() removes every per-user key from both storages and keeps the rest', () => {
    localStorage.setItem(STORAGE_KEYS.conversationsCache, '{"version":1}');
    localStorage.setItem(STORAGE_KEYS.tempInterview, '{}');
    localStorage.setItem(STORAGE_KEYS.sessionUid, 'uid-1');
    localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, '/history');
    sessionStorage.setItem(reportCacheKey('c1'), '{}');
    sessionStorage.setItem(reportCacheKey('c2'), '{}');
    sessionStorage.setItem(STORAGE_KEYS.jobsScrollPosition, '420');
    sessionStorage.setItem('unrelated', 'kept');

    createUserDataStorage().clear();

    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.redirectAfterLogin]);
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
  });

  it('an owned storage reads back only what the same account wrote', () => {
    let user: string | null = 'ann';
    const owned = createOwnedStorage(localArea, () => user);
    expect(owned.setJson('k', { a: 1 })).toBe('ok');
    expect(JSON.parse(localStorage.getItem('k') ?? 'null')).toEqual({ a: 1, [OWNER_FIELD]: 'ann' });
    expect(owned.getJson('k')).toMatchObject({ a: 1 });

    user = 'bob';
    expect(owned.getJson('k')).toBeNull();
    user = null;
    expect(owned.getJson('k')).toBeNull();
    expect(owned.setJson('k', { a: 2 })).toBe('unavailable');
  });

  it('ignores entries without an owner (written before, or by hand)', () => {
    sessionStorage.setItem(reportCacheKey('c1'), JSON.stringify({ id: 'c1', overallScore: 9 }));
    const owned = createOwnedStorage(sessionArea, () => 'ann');
    expect(owned.getJson(reportCacheKey('c1'))).toBeNull();
  });

  it("a history cache left behind by one account is not shown to the next", () => {
    let user = 'ann';
    const storage = createHistoryStorage(createOwnedStorage(localArea, () => user));
    const conversation = {
      id: 'c1',
      name: 'Interview',
      startTime: '2026-11-20T10:00:00Z',
      endTime: '2026-11-20T10:20:00Z',
      status: 2,
      scenarioType: 3,
      jobDetails: { position: 'Ann secret position', company: 'Ann Corp' },
    };
    storage.writeCache(makeConversationCache([conversation as never], '2026-11-20T10:30:00Z'));
    expect(storage.readCache()?.conversations).toHaveLength(1);

    user = 'bob';
    expect(storage.readCache()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.conversationsCache)).toContain('Ann secret position');
  });
});
