import { describe, expect, it, vi } from 'vitest';
import { memoryTokens } from '../support/memoryTokens';
import type { SessionTokens, StoredTokens } from '../../../machines/shared/ports';
import { createSessionRefresher, type RefreshLocks, type Rotation, type RotationChannel } from '../../../src/api/sessionRefresher';

/** Web Locks as the browser gives them to every tab of an origin: one holder at a time, in order. */
function browserLock(): RefreshLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** A server that rotates: each refresh token is good once and yields the next. */
function rotatingServer() {
  let generation = 1;
  const presented: string[] = [];
  const exchange = vi.fn(async (refreshToken: string): Promise<SessionTokens | null> => {
    presented.push(refreshToken);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (refreshToken !== `r${generation}`) return null; // a spent token: the real server would end the session
    generation += 1;
    return { accessToken: `a${generation}`, refreshToken: `r${generation}` };
  });
  return { exchange, presented };
}

const signedIn = (): StoredTokens => ({ accessToken: 'a1', refreshToken: 'r1', rememberMe: true });

describe('session refresher: one refresh at a time, in a tab and across tabs', () => {
  it('shares one refresh between calls made while it runs, stores the tokens and tells the auth actor once', async () => {
    const tokens = memoryTokens(signedIn());
    const server = rotatingServer();
    const onRefreshed = vi.fn();
    const refresher = createSessionRefresher({ tokens, exchange: server.exchange, onRefreshed, locks: null });

    const results = await Promise.all([refresher.refresh(), refresher.refresh(), refresher.refresh()]);

    expect(results).toEqual([{ accessToken: 'a2', refreshToken: 'r2' }, { accessToken: 'a2', refreshToken: 'r2' }, { accessToken: 'a2', refreshToken: 'r2' }]);
    expect(server.presented).toEqual(['r1']);
    expect(tokens.current).toEqual({ accessToken: 'a2', refreshToken: 'r2', rememberMe: true });
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    // A later refresh presents the successor.
    await refresher.refresh();
    expect(server.presented).toEqual(['r1', 'r2']);
  });

  it('two tabs refreshing at once: the second takes the first one\'s tokens instead of presenting a spent one', async () => {
    const tokens = memoryTokens(signedIn());
    const server = rotatingServer();
    const locks = browserLock();
    const seenByB = vi.fn();
    const tabA = createSessionRefresher({ tokens, exchange: server.exchange, locks });
    const tabB = createSessionRefresher({ tokens, exchange: server.exchange, onRefreshed: seenByB, locks });

    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);

    expect(server.presented).toEqual(['r1']);
    expect(a).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(b).toEqual(a);
    expect(seenByB).toHaveBeenCalledWith({ accessToken: 'a2', refreshToken: 'r2' });
    expect(tokens.current?.refreshToken).toBe('r2');
  });

  it('a refused refresh gives null and leaves the stored tokens as they were', async () => {
    const tokens = memoryTokens({ accessToken: 'a1', refreshToken: 'spent', rememberMe: false });
    const server = rotatingServer();
    const onRefreshed = vi.fn();
    const refresher = createSessionRefresher({ tokens, exchange: server.exchange, onRefreshed, locks: browserLock() });
    expect(await refresher.refresh()).toBeNull();
    expect(tokens.current).toEqual({ accessToken: 'a1', refreshToken: 'spent', rememberMe: false });
    expect(onRefreshed).not.toHaveBeenCalled();
  });

  it('without a stored refresh token there is nothing to refresh and no call', async () => {
    const server = rotatingServer();
    for (const stored of [null, { accessToken: 'a1', refreshToken: null, rememberMe: false }]) {
      const refresher = createSessionRefresher({ tokens: memoryTokens(stored), exchange: server.exchange, locks: null });
      expect(await refresher.refresh()).toBeNull();
    }
    expect(server.exchange).not.toHaveBeenCalled();
  });

  it('two tabs without Web Locks: the second answer to arrive keeps the tokens the first one stored', async () => {
    const tokens = memoryTokens(signedIn());
    // The server's reuse interval gives both the same successor.
    const exchange = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { accessToken: 'a2', refreshToken: 'r2' };
    });
    const tabA = createSessionRefresher({ tokens, exchange, locks: null });
    const tabB = createSessionRefresher({ tokens, exchange, locks: null });
    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(a).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(b).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(tokens.current?.refreshToken).toBe('r2');
  });

  it('a sign-out while the refresh is on the wire: the new tokens are dropped, not stored', async () => {
    const tokens = memoryTokens(signedIn());
    const server = rotatingServer();
    const refresher = createSessionRefresher({ tokens, exchange: server.exchange, locks: null });
    const pending = refresher.refresh();
    tokens.clear();
    expect(await pending).toBeNull();
    expect(tokens.current).toBeNull();
  });

  it('an unreachable server or a failing lock gives null; the next call tries again', async () => {
    const tokens = memoryTokens(signedIn());
    const exchange = vi
      .fn<(token: string) => Promise<SessionTokens | null>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ accessToken: 'a2', refreshToken: 'r2' });
    const refresher = createSessionRefresher({ tokens, exchange, locks: null });
    expect(await refresher.refresh()).toBeNull();
    expect(await refresher.refresh()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });

    const broken: RefreshLocks = { request: () => Promise.reject(new Error('lock manager gone')) };
    expect(await createSessionRefresher({ tokens, exchange, locks: broken }).refresh()).toBeNull();
  });

  it('a duplicated tab with its own copy of the tokens (remember-me off) takes the successor the other tab announces', async () => {
    const channel = broadcast();
    const server = rotatingServer();
    const session = (): StoredTokens => ({ accessToken: 'a1', refreshToken: 'r1', rememberMe: false });
    const storageA = memoryTokens(session());
    const storageB = memoryTokens(session());
    const seenByB = vi.fn();
    const tabA = createSessionRefresher({ tokens: storageA, exchange: server.exchange, locks: browserLock(), channel: channel.join() });
    const tabB = createSessionRefresher({ tokens: storageB, exchange: server.exchange, onRefreshed: seenByB, locks: browserLock(), channel: channel.join() });

    await tabA.refresh();
    // Tab B's sessionStorage now holds the successor, in its own area (remember-me stays off).
    expect(storageB.current).toEqual({ accessToken: 'a2', refreshToken: 'r2', rememberMe: false });
    expect(seenByB).toHaveBeenCalledWith({ accessToken: 'a2', refreshToken: 'r2' });
    // Later, tab B refreshes with the successor, not the spent token; tab A follows in turn.
    await tabB.refresh();
    expect(server.presented).toEqual(['r1', 'r2']);
    expect(storageA.current?.refreshToken).toBe('r3');
  });

  it('ignores news of a rotation of tokens it does not hold (another account, or signed out)', async () => {
    const channel = broadcast();
    const other = memoryTokens({ accessToken: 'x1', refreshToken: 'x-refresh', rememberMe: true });
    const signedOut = memoryTokens(null);
    createSessionRefresher({ tokens: other, exchange: rotatingServer().exchange, locks: null, channel: channel.join() });
    createSessionRefresher({ tokens: signedOut, exchange: rotatingServer().exchange, locks: null, channel: channel.join() });
    const tab = createSessionRefresher({ tokens: memoryTokens(signedIn()), exchange: rotatingServer().exchange, locks: null, channel: channel.join() });

    await tab.refresh();

    expect(other.current).toEqual({ accessToken: 'x1', refreshToken: 'x-refresh', rememberMe: true });
    expect(signedOut.current).toBeNull();
  });
});

/** A BroadcastChannel between tabs: a message reaches every other member, not the sender. */
function broadcast() {
  const members: Array<(rotation: Rotation) => void> = [];
  return {
    join(): RotationChannel {
      let self: ((rotation: Rotation) => void) | null = null;
      return {
        post: (rotation) => {
          for (const member of members) if (member !== self) member(structuredClone(rotation));
        },
        subscribe: (listener) => {
          self = listener;
          members.push(listener);
        },
      };
    },
  };
}
