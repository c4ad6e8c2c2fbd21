import { describe, expect, it } from 'vitest';
import { createSafeStorage, isQuotaError } from '../../../src/storage/safeStorage';
import { REPORT_CACHE_PREFIX, reportCacheKey } from '../../../machines/shared/storageKeys';

function storageThatThrowsOnSet(error: unknown): Storage {
  const backing = new Map<string, string>();
  return {
    get length() {
      return backing.size;
    },
    key: (i: number) => Array.from(backing.keys())[i] ?? null,
    getItem: (k: string) => backing.get(k) ?? null,
    setItem: () => {
      throw error;
    },
    removeItem: (k: string) => void backing.delete(k),
    clear: () => backing.clear(),
  };
}

describe('safe storage', () => {
  it('reports a full storage as "quota" instead of throwing (the history cache evicts on it)', () => {
    const area = createSafeStorage('local', () =>
      storageThatThrowsOnSet(new DOMException('full', 'QuotaExceededError')),
    );
    expect(area.set('k', 'v')).toBe('quota');
    expect(area.setJson('k', { a: 1 })).toBe('quota');
  });

  it('reports other write failures as "unavailable"', () => {
    const area = createSafeStorage('local', () => storageThatThrowsOnSet(new DOMException('no', 'SecurityError')));
    expect(area.set('k', 'v')).toBe('unavailable');
    expect(createSafeStorage('local', () => null).set('k', 'v')).toBe('unavailable');
  });

  it('recognises the quota errors of the main engines', () => {
    expect(isQuotaError(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError(new TypeError('x'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('JSON: round trip, unparsable → null, failed guard → null', () => {
    const area = createSafeStorage('session', () => sessionStorage);
    sessionStorage.clear();
    expect(area.setJson('obj', { score: 7.5 })).toBe('ok');
    expect(area.getJson('obj')).toEqual({ score: 7.5 });
    sessionStorage.setItem('broken', '{nope');
    expect(area.getJson('broken')).toBeNull();
    const isNumber = (v: unknown): v is number => typeof v === 'number';
    expect(area.getJson('obj', isNumber)).toBeNull();
  });

  it('lists report cache keys by prefix', () => {
    sessionStorage.clear();
    const area = createSafeStorage('session', () => sessionStorage);
    area.set(reportCacheKey('c1'), '{}');
    area.set(reportCacheKey('c2'), '{}');
    area.set('other', '1');
    expect(area.keys(REPORT_CACHE_PREFIX).sort()).toEqual([reportCacheKey('c1'), reportCacheKey('c2')]);
  });
});
