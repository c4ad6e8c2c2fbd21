export { STORAGE_KEYS, CONVERSATIONS_CACHE_VERSION, REPORT_CACHE_PREFIX, reportCacheKey, type StorageKey } from './keys';
export {
  createSafeStorage,
  isQuotaError,
  localArea,
  sessionArea,
  type SafeStorage,
  type StorageArea,
  type WriteResult,
} from './safeStorage';
export { createTokenStorage, readRememberMe } from './tokens';
export { createRedirectStorage, toRedirectTarget } from './redirect';
