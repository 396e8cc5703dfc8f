import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';

// A status inside an organisation subtree on SQLite (issue 15, goal 2: the store operator's
// lists). The status index led with (tenant_id, status, id) and held no path, so a store's
// launched goods were found by reading the goods row of each of the tenant's launched goods to
// test its path (1.2–1.7 ms for a store's first page, 84–141 ms for a region's page 1,000),
// or by reading and sorting the whole subtree's rows. Now the walk newest first holds the path
// (tenant_id, status, id, organ_path), and the subtree's ids of a status are one range
// (tenant_id, status, organ_path, id) to sort alone (goods-list-reads.ts); the walk's index
// replaces the old one, of which it is a longer form. PostgreSQL keeps its own (0207).

const WALK = ['tenant_id', 'status', 'id', 'organ_path'];
const RANGE = ['tenant_id', 'status', 'organ_path', 'id'];
const OLD = ['tenant_id', 'status', 'id'];

const nameOf = (columns: readonly string[]) => `goods_${columns.join('_')}_idx`;

export const goodsStatusInScope = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'sqlite') return;
    await createIndexes(db, 'goods', [WALK, RANGE]);
    await db.schema.dropIndex(nameOf(OLD)).ifExists().execute();
  },

  async down(db: AnyDb) {
    if (dialect !== 'sqlite') return;
    await createIndexes(db, 'goods', [OLD]);
    for (const columns of [WALK, RANGE])
      await db.schema.dropIndex(nameOf(columns)).ifExists().execute();
  },
});
