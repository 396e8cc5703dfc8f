import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure functions and components, no server) and `api` (the real
// Fastify app through app.inject, on the database DATABASE_URL names).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
