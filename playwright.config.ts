import { defineConfig } from '@playwright/test';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8091);
// Two suites can run side by side with their own port, data folder and built SPA.
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
// Every run starts from a clean data folder: the server migrates and seeds it from scratch. The
// folder is emptied by the server's command, not here: this file is loaded again in every worker,
// while the server is already using the folder.
const cleanData = process.env.E2E_REUSE_DATA ? '' : `rm -rf '${DATA_DIR}' && `;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/speech.setup.ts',
  fullyParallel: false,
  // Two files at a time: most of a test is waiting (audio in real time, polling, the server), so two
  // browsers share two cores; tests never share a user, and the restart test runs its own server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/jobtalkai/`,
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      // Tests tagged DESKTOP_ONLY (e2e/support.ts) do not depend on the width: run once, on the desktop.
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: `${cleanData}node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/jobtalkai/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      STATIC_DIR,
      LOG_LEVEL: 'warn',
      // The browser suite registers and signs in many times from one address.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_MAIL: '1000',
      RATE_LIMIT_ACCOUNT: '1000',
      // Every spec's uploads, postings and creations come from one address (127.0.0.1).
      RATE_LIMIT_ADDRESS_FACTOR: '100',
      // argon2id at the test cost (server/accounts/passwords.ts): every test registers and signs in.
      PASSWORD_HASH_COST: 'test',
      // Interviews a spec leaves (a closed page) stay resumable for two minutes and keep their place:
      // they must not make a later spec's start wait. e2e/panel-busy.spec.ts runs its own server at 1.
      LIVE_CAPACITY: '100',
    },
  },
});
