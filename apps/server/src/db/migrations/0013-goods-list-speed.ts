import type { Migration } from 'kysely';
import { type AnyDb, createIndexes } from './columns';

/**
 * A tenant's goods newest first, with the path beside the id: the goods list walks this index
 * when the caller's scope holds most of the tenant's goods (see goods.repository.ts), testing
 * the scope on the index entry alone instead of reading and sorting every goods in the range.
 */
export const goodsListSpeed = (): Migration => ({
  async up(db: AnyDb) {
    await createIndexes(db, 'goods', [['tenant_id', 'id', 'organ_path']]);
  },

  async down(db: AnyDb) {
    await db.schema.dropIndex('goods_tenant_id_id_organ_path_idx').ifExists().execute();
  },
});
