import type { SessionRefresher, SessionTokens, TokenStorage } from '../../machines/shared/ports';

/** The part of the Web Locks API the refresher uses (`navigator.locks`). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Tells the other tabs of this origin about a rotation (the browser's BroadcastChannel). A tab whose
 * tokens live in its own sessionStorage (remember-me off, a duplicated tab) holds a copy the others
 * cannot see: without the news it would present a spent refresh token later and end the session.
 */
export interface RotationChannel {
  post(rotation: Rotation): void;
  subscribe(listener: (rotation: Rotation) => void): void;
}

/** A refresh token that was spent, and the tokens that succeed it. */
export interface Rotation {
  previous: string;
  tokens: SessionTokens;
}

/** The channel every tab of this origin announces its rotations on. */
export const ROTATION_CHANNEL = 'jobtalkai-session-rotation';

function isRotation(value: unknown): value is Rotation {
  const v = value as Partial<Rotation> | null;
  return (
    typeof v?.previous === 'string' &&
    typeof v.tokens?.accessToken === 'string' &&
    v.tokens.accessToken !== '' &&
    typeof v.tokens.refreshToken === 'string'
  );
}

function browserChannel(): RotationChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(ROTATION_CHANNEL);
  // Outside a browser (Node) an open channel would keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  return {
    post: (rotation) => channel.postMessage(rotation),
    subscribe: (listener) =>
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (isRotation(event.data)) listener(event.data);
      }),
  };
}

export interface CreateSessionRefresherOptions {
  tokens: TokenStorage;
  /** One `POST /auth/refresh` with this refresh token: the new tokens, or null when refused or unreachable. */
  exchange: (refreshToken: string) => Promise<SessionTokens | null>;
  /** Told of every new pair of tokens this tab now holds (the auth actor keeps its copy current). */
  onRefreshed?: (tokens: SessionTokens) => void;
  /** Cross-tab mutual exclusion; the browser's Web Locks when present, else this tab alone is serialised. */
  locks?: RefreshLocks | null;
  /** Cross-tab news of rotations; the browser's BroadcastChannel when present. */
  channel?: RotationChannel | null;
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
  const channel = options.channel === undefined ? browserChannel() : options.channel;
  let running: Promise<SessionTokens | null> | null = null;

  // Another tab rotated a refresh token this tab holds too (its own sessionStorage copy): take the successor.
  channel?.subscribe(({ previous, tokens: next }) => {
    const stored = tokens.read();
    if (!stored?.refreshToken || stored.refreshToken !== previous) return;
    tokens.write(next, stored.rememberMe);
    onRefreshed?.(next);
  });

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
    channel?.post({ previous: stored.refreshToken, tokens: fresh });
    return fresh;
  }

  async function refreshOnce(): Promise<SessionTokens | null> {
    const seen = tokens.read()?.refreshToken;
    if (!seen) return null;
    try {
      return locks ? await locks.request(REFRESH_LOCK, () => refreshUnderLock(seen)) : await refreshUnderLock(seen);
    } catch (error) {
      console.warn('Session refresh failed; the caller goes on as signed out', error);
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
