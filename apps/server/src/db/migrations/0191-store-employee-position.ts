import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';

/**
 * Employees on the resource registry (issue 13): the employees list filters on the position,
 * so an index serves it (registry-tables.test.ts wants one on every exact filter).
 */
export const storeEmployeePosition = (_dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await createIndexes(db, 'store_employee', [['position']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('store_employee_position_idx').execute();
  },
});
