import type { SessionRefresher, SessionTokens, TokenStorage } from '../../machines/shared/ports';

/** The part of the Web Locks API the refresher uses (`navigator.locks`). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface CreateSessionRefresherOptions {
  tokens: TokenStorage;
  /** One `POST /auth/refresh` with this refresh token: the new tokens, or null when refused or unreachable. */
  exchange: (refreshToken: string) => Promise<SessionTokens | null>;
  /** Told of every new pair of tokens this tab now holds (the auth actor keeps its copy current). */
  onRefreshed?: (tokens: SessionTokens) => void;
  /** Cross-tab mutual exclusion; the browser's Web Locks when present, else this tab alone is serialised. */
  locks?: RefreshLocks | null;
}

/** The lock every tab of this origin takes around a refresh. */
export const REFRESH_LOCK = 'jobtalkai-session-refresh';

function browserLocks(): RefreshLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  if (!locks) return null;
  return { request: async (name, callback) => await locks.request(name, callback) };
}

/**
 * The SPA's single session refresher (the API client, the auth actor and the live interview all use
 * it). Within a tab, calls made while a refresh runs share it. Across tabs, the refresh runs under a
 * Web Lock and re-reads the stored tokens once it holds it: when another tab rotated them meanwhile,
 * their result is taken instead of presenting a spent refresh token (which would sign the user out).
 */
export function createSessionRefresher(options: CreateSessionRefresherOptions): SessionRefresher {
  const { tokens, exchange, onRefreshed } = options;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  let running: Promise<SessionTokens | null> | null = null;

  async function refreshUnderLock(seenRefreshToken: string): Promise<SessionTokens | null> {
    const stored = tokens.read();
    if (!stored?.refreshToken) return null;
    if (stored.refreshToken !== seenRefreshToken) {
      // Rotated by another tab while this one waited for the lock.
      const current = { accessToken: stored.accessToken, refreshToken: stored.refreshToken };
      onRefreshed?.(current);
      return current;
    }
    const fresh = await exchange(stored.refreshToken);
    if (!fresh) return null;
    const now = tokens.read();
    // Signed out meanwhile: these tokens belong to no one here now.
    if (!now?.refreshToken) return null;
    if (now.refreshToken !== stored.refreshToken) {
      // Stored meanwhile by a tab that refreshed without the lock (no Web Locks): theirs stand.
      const current = { accessToken: now.accessToken, refreshToken: now.refreshToken };
      onRefreshed?.(current);
      return current;
    }
    tokens.write(fresh, stored.rememberMe);
    onRefreshed?.(fresh);
    return fresh;
  }

  async function refreshOnce(): Promise<SessionTokens | null> {
    const seen = tokens.read()?.refreshToken;
    if (!seen) return null;
    try {
      return locks ? await locks.request(REFRESH_LOCK, () => refreshUnderLock(seen)) : await refreshUnderLock(seen);
    } catch {
      return null;
    }
  }

  return {
    refresh() {
      running ??= refreshOnce().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
