import type { Migration } from 'kysely';
import { type AnyDb, createIndexes } from './columns';

/**
 * Indexes the category boards' enabled filter, which the registry's table check asks for since
 * the boards became a registry resource.
 */
export const goodsTypeBoardEnable = (): Migration => ({
  async up(db: AnyDb) {
    await createIndexes(db, 'goods_type_board', [['enable']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('goods_type_board_enable_idx').execute();
  },
});
