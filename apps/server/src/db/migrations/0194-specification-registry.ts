import type { Migration } from 'kysely';
import { type AnyDb, createIndexes } from './columns';

/**
 * Specifications on the resource registry (issue 13): the list filters on "navigation" by its
 * exact value, so an index has the column (registry-tables.test.ts).
 */
export const specificationRegistry = (): Migration => ({
  async up(db: AnyDb) {
    await createIndexes(db, 'goods_specification', [['is_nav']]);
  },

  async down(db: AnyDb) {
    await db.schema.dropIndex('goods_specification_is_nav_idx').ifExists().execute();
  },
});
