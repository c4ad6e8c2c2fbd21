/**
 * Where the process is in its life, for what must change when it is asked to stop: from `drain()` (a
 * SIGTERM, before the server closes) the process admits no new interview (the live endpoint refuses it
 * so the client starts it on another process) and reports itself not ready (`/readyz`), so a proxy
 * stops sending it new work while the interviews it holds move on by the resume path.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Starts draining; idempotent. Listeners run once, in the order they were added. */
  drain(): void;
  /** Called when draining starts (at once if it has). */
  onDrain(listener: () => void): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  const listeners: Array<() => void> = [];
  return {
    get draining() {
      return draining;
    },
    drain() {
      if (draining) return;
      draining = true;
      for (const listener of listeners.splice(0)) listener();
    },
    onDrain(listener) {
      if (draining) listener();
      else listeners.push(listener);
    },
  };
}
