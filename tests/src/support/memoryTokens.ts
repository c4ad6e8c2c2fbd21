import type { StoredTokens, TokenStorage } from '../../../machines/shared/ports';

/** A token storage in memory whose `current` value tests read and set (one browser's, shared by its "tabs"). */
export function memoryTokens(initial: StoredTokens | null): TokenStorage & { current: StoredTokens | null } {
  const store = {
    current: initial,
    read: () => store.current,
    write: (tokens: { accessToken: string; refreshToken?: string | null }, rememberMe: boolean) => {
      store.current = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? null, rememberMe };
    },
    clear: () => {
      store.current = null;
    },
  };
  return store;
}
