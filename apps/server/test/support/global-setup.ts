import type { TestProject } from 'vitest/node';
import { createApp } from '../../src/app';
import { createTestClock, testConfig } from './test-config';
import {
  createDatabaseTemplate,
  createTestDatabase,
  type DatabaseTemplate,
  type SeedKind,
  templateOf,
} from './test-database';

/**
 * A template seeded as a test app with `seed` seeds its database: a copy of the migrated
 * template that a real app started on once, and closed.
 */
const seededTemplate = async (migrated: DatabaseTemplate, seed: SeedKind) => {
  const database = await createTestDatabase(migrated);
  try {
    const app = await createApp(testConfig(database.dataDir, database.database, { seed }), {
      clock: createTestClock(),
    });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  } catch (error) {
    await database.drop();
    throw error;
  }
  return templateOf(database);
};

/**
 * Once per run of the API tests, before any file: the database template every test app and
 * migrated database is copied from (see createMigratedTestDatabase), and the two that test apps
 * are copied from, already seeded (see startTestApp); all dropped after the run.
 */
export const setup = async (project: TestProject): Promise<() => Promise<void>> => {
  const { template, drop } = await createDatabaseTemplate();
  project.provide('databaseTemplate', template);
  const made = await Promise.allSettled([
    seededTemplate(template, 'none'),
    seededTemplate(template, 'demo'),
  ]);
  const dropAll = async () => {
    for (const result of made) if (result.status === 'fulfilled') await result.value.drop();
    await drop();
  };
  const [none, demo] = made;
  if (none.status === 'rejected' || demo.status === 'rejected') {
    await dropAll();
    throw none.status === 'rejected' ? none.reason : (demo as PromiseRejectedResult).reason;
  }
  project.provide('seededTemplates', { none: none.value.template, demo: demo.value.template });
  return dropAll;
};
