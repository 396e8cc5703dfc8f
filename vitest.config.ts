import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure functions and components, no server), `api` (the real
// Fastify app through app.inject, on the database DATABASE_URL names) and `e2e` (a real
// browser against a real server).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.{ts,tsx}',
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/test/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // Both cores (vitest's default leaves one of two idle) and the files of a worker share
          // its modules: loading React, antd and the screens anew for each of 161 files was
          // two thirds of the stage (bench/README.md, Test suite speed). The files of a worker
          // share its window too (vitest sets the environment up once per worker), so a file
          // leaves it as it found it: testing-library.setup.ts checks that none navigated it
          // away. The setup files below run again for each file.
          maxWorkers: 2,
          isolate: false,
          // Two files at a time on two cores: a screen's test may take several seconds.
          testTimeout: 15_000,
          // The scheduler's gate first: it must be in place before react-dom is loaded.
          setupFiles: [
            'apps/web/test/react-scheduler.setup.ts',
            'apps/web/test/testing-library.setup.ts',
            'apps/web/test/happy-dom-gaps.setup.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          // `*.postgres.test.ts`: what only PostgreSQL has (row-level security), run on it alone.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['apps/server/test/**/*.postgres.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Two files at a time on two cores (vitest's default is one): on SQLite the stage took
          // 6 min 16 s with one and 3 min 21 s with two (bench/README.md, Test suite speed).
          maxWorkers: 2,
          // Migrates once per run into a template that each test database is copied from.
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          // Files share their worker's modules (each still starts its own app on its own
          // database): loading the server's modules anew for every file was most of the time.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser tests: Debian's Chromium against a running server at E2E_BASE_URL
        // (scripts/test-all.mjs starts one per shard). One file at a time per server and browser.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          // The files share their worker's modules (playwright-core, the contract, the support
          // steps; none keeps state of its own): loading them anew for each file was about a
          // minute of each shard (bench/README.md, Test suite speed). Each file still launches
          // its own browser; its tests share one tab, emptied between them (e2e/support/browser.ts).
          isolate: false,
          // A whole journey (page builder, payments, coupons at checkout) took 46–58 s on a slow
          // 2-core machine with the other shard beside it: two minutes before one counts as hung.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // A poll often waits for a lazily loaded screen: give it the time a locator gets.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
