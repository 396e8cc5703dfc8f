import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../../src/db/database';
import { createMigratedTestDatabase, type TestDatabase } from './test-database';

/**
 * A fresh database at the latest schema for the `describe` block this is called in: made
 * before its tests (a copy of the run's template; migrating it then checks there is nothing
 * left to do), dropped after them. Returns the handle's getter (it exists once they run).
 */
export const migratedDatabase = (): (() => DatabaseHandle) => {
  let testDb: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    testDb = await createMigratedTestDatabase();
    handle = createDatabase(testDb.database);
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await testDb?.drop();
  });
  return () => {
    if (!handle) throw new Error('The database exists only while the tests run');
    return handle;
  };
};
