import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import SlowFirst from './tests/slowFirst.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // The default is one worker per core less one: a single worker on a 2-core machine. Most test
    // files wait on sockets, databases and timers, so two share two cores without starving.
    maxWorkers: 2,
    // The files that take minutes start first (tests/slowFirst.ts): a fresh clone has no timings to order by.
    sequence: { sequencer: SlowFirst },
    // Passwords are hashed with argon2id at a test cost (server/accounts/passwords.ts): the suites
    // register and sign in thousands of times; the production cost stays the default elsewhere.
    env: { PASSWORD_HASH_COST: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/build/**/*.test.ts'],
          // The model-based walks of every path are CPU-bound: 27.5 s for the report machine's in a
          // fresh-clone run with the other worker busy, so 30 s left no margin.
          testTimeout: 90000,
          hookTimeout: 60000,
          // A real PostgreSQL for the server tests (TEST_DATABASE_URL or a throwaway local cluster), and
          // one migrated PGlite data folder that every file's PGlite starts from.
          globalSetup: ['tests/server/support/postgres.globalSetup.ts', 'tests/server/support/pglite.globalSetup.ts'],
          // The OpenAPI meta-schema compiled once per test process, not once per server built.
          setupFiles: ['tests/server/support/contractValidator.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
