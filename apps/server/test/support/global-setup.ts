import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './test-database';

/**
 * Once per run of the API tests, before any file: the database template every test app and
 * migrated database is copied from (see createMigratedTestDatabase); dropped after the run.
 */
export const setup = async (project: TestProject): Promise<() => Promise<void>> => {
  const { template, drop } = await createDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return drop;
};
