export {
  STORAGE_KEYS,
  CONVERSATIONS_CACHE_VERSION,
  REPORT_CACHE_PREFIX,
  reportCacheKey,
  type StorageKey,
} from '../../machines/shared/storageKeys';
export { createSafeStorage, isQuotaError, localArea, sessionArea } from './safeStorage';
export type { SafeStorage, StorageArea, WriteResult } from '../../machines/shared/ports';
export { createTokenStorage, readRememberMe } from './tokens';
export { createRedirectStorage, toRedirectTarget } from './redirect';
