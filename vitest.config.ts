import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** How many servers the browser tests have (scripts/test-all.mjs lists them in E2E_SERVER_LIST). */
const e2eServers = Math.max(
  1,
  process.env.E2E_SERVER_LIST ? (JSON.parse(process.env.E2E_SERVER_LIST) as unknown[]).length : 1,
);

/**
 * The browser files in name order, whatever vitest's cache holds (it runs files it has no
 * duration for first, in any order): the longest, the accessibility sweep, starts first and the
 * other worker takes the rest one by one. Other projects as vitest orders them.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const browser = files.filter((file) => file.project.name === 'e2e');
    const others = await super.sort(files.filter((file) => file.project.name !== 'e2e'));
    return [...others, ...browser.sort((a, b) => a.moduleId.localeCompare(b.moduleId))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: ByName },
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
          // The scheduler's gate first: it must be in place before react-dom is loaded.
          setupFiles: [
            'apps/web/test/react-scheduler.setup.ts',
            'apps/web/test/testing-library.setup.ts',
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
        // Browser tests: Debian's Chromium against running servers (E2E_SERVER_LIST, or one at
        // E2E_BASE_URL). One worker per server, each taking the next file when its last is done,
        // so one file at a time runs against a server (e2e/support/browser.ts); the files in
        // name order, the longest (the accessibility sweep) first.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: e2eServers,
          fileParallelism: e2eServers > 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A poll often waits for a lazily loaded screen: give it the time a locator gets.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
