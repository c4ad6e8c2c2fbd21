/**
 * A server process of a spec's own, for specs that stop, kill or restart it on the same data folder
 * (the shared webServer of playwright.config must stay up for every other spec).
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface OwnServer {
  readonly origin: string;
  start(extraEnv?: Record<string, string>): ChildProcess;
  waitUntilUp(): Promise<void>;
  stop(server: ChildProcess | null, signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * How long a started process may take to answer: it migrates and seeds a fresh data folder and loads
 * its models first. 60 s was not enough once (2026-11-29) with both cores busy beside the suite; the
 * shared server of playwright.config.ts is given 120 s.
 */
export const UP_WITHIN_MS = 150_000;

export function ownServer(port: number, dataDir: string): OwnServer {
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    start(extraEnv = {}) {
      return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: origin,
          // The built SPA the suite was started with (E2E_STATIC_DIR, playwright.config.ts).
          STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_LOGIN: '1000',
          RATE_LIMIT_MAIL: '1000',
          RATE_LIMIT_ACCOUNT: '1000',
          // Every spec's uploads, postings and creations come from one address (127.0.0.1).
          RATE_LIMIT_ADDRESS_FACTOR: '100',
          // A stop closes at once: no proxy polls /readyz here (a spec that tests the drain sets its own).
          DRAIN_DELAY_MS: '0',
          // As the shared server (playwright.config.ts); a spec about admission passes its own.
          LIVE_CAPACITY: '100',
          ...extraEnv,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    },
    async waitUntilUp() {
      const deadline = Date.now() + UP_WITHIN_MS;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${origin}/jobtalkai/config.json`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server on port ${port} did not come up`);
    },
    async stop(server, signal = 'SIGTERM') {
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill(signal);
      await exited;
    },
  };
}
