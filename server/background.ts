import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that finishes after the answer was sent (e.g. a mail whose sending must not change how long
 * the answer takes). Failures are logged, never thrown; `drain()` waits for everything under way
 * (graceful shutdown, tests).
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err, task: label }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
