import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// The goods list on PostgreSQL at a million goods (issue 15, goal 3; goods-list-postgres.ts).
// The row-level wall tests each goods' tenant_id and organ_path, so an index without them
// reads the goods row of every entry it passes: a platform administrator's page 3,000 read
// 60,000 rows, a store operator's first page every goods of the store. These indexes hold
// the wall's columns (and the status, the plain list's one filter) beside their keys, so a
// page's ids, a filter's count and a walk newest first read the index alone; only the page's
// own rows are read. SQLite has no wall: nothing to add there.

/** Name, keys and the columns carried beside them. */
const INDEXES = [
  // Every goods newest first (the platform's lists, walked by id).
  ['goods_id_wall_idx', '"id"', '"tenant_id", "organ_path", "status"'],
  // A tenant's goods newest first (walked), with the path for a subtree's test.
  ['goods_tenant_id_id_wall_idx', '"tenant_id", "id"', '"organ_path", "status"'],
  // A subtree's goods (its path range, sorted newest first).
  ['goods_tenant_id_organ_path_id_wall_idx', '"tenant_id", "organ_path", "id"', '"status"'],
  // A brand's or a category's goods across tenants.
  ['goods_brand_id_id_wall_idx', '"brand_id", "id"', '"tenant_id", "organ_path"'],
  ['goods_goods_type_id_id_wall_idx', '"goods_type_id", "id"', '"tenant_id", "organ_path"'],
] as const;

export const goodsListPostgres = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const [name, keys, carried] of INDEXES)
      await sql
        .raw(`create index if not exists ${name} on goods (${keys}) include (${carried})`)
        .execute(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
  },
});
