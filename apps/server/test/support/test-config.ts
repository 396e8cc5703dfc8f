import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type AppConfig, readThreadsOf } from '../../src/config/config';
import type { Clock } from '../../src/lib/clock';

// A test app's configuration and clock, without vitest's test API: the run's global setup
// (global-setup.ts) starts apps with them too, to make the seeded templates.

export const ADMIN_PASSWORD = 'Admin#Pass1';

export type TestClock = Clock & {
  advance: (ms: number) => void;
  /** Every wait the server asked for (login throttling), in order; none is actually waited. */
  slept: number[];
};

export const createTestClock = (start = Date.now()): TestClock => {
  let now = start;
  const slept: number[] = [];
  return {
    now: () => now,
    advance: (ms) => (now += ms),
    slept,
    sleep: async (ms) => {
      slept.push(ms);
    },
  };
};

export const testConfig = (
  dataDir: string,
  database: AppConfig['database'],
  overrides: Partial<AppConfig> = {},
): AppConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  database,
  storage: { kind: 'local' },
  jwtSecret: randomBytes(32).toString('hex'),
  adminPassword: ADMIN_PASSWORD,
  captcha: true,
  apiDocs: true,
  seed: 'none',
  logLevel: 'silent',
  tokenTtlSeconds: 3600,
  bodyLimit: 1024 * 1024,
  uploadMaxBytes: 10 * 1024 * 1024,
  webDist: join(dataDir, 'no-console-here'),
  // CACHE=off npx vitest … runs the tests with every cache off.
  cache: { on: process.env.CACHE !== 'off' },
  workers: 1,
  jobs: true,
  // READ_THREADS=auto npx vitest … runs the tests with reads on reading threads (off by default).
  readThreads: readThreadsOf(process.env.READ_THREADS ?? 'off') ?? 0,
  // Every answer written both ways and compared (lib/answer-writer.ts); CHECK_ANSWERS=off not.
  checkAnswers: process.env.CHECK_ANSWERS !== 'off',
  ...overrides,
});
