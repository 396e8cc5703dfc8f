import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// A goods code inside an organisation subtree on PostgreSQL (issue 15, goal 3). A code is
// unique in its tenant, but the only index holding it within a tenant was (tenant_id,
// goods_code), without the path: under the row-level wall the planner priced a store's path
// range as low as the code's one row and read every goods of the store to test its code (a
// store operator's count of one code: 24 ms over 2,024 goods). This index holds the path
// after the code, so a subtree's goods of a code are one range of it, counted and listed from
// the index alone (0.8 ms). SQLite picks the unique (tenant_id, goods_code) itself: nothing there.

const NAME = 'goods_tenant_id_goods_code_organ_path_idx';

export const goodsCodeInScopePostgres = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql
      .raw(
        `create index if not exists ${NAME} on goods (tenant_id, goods_code, organ_path) include (id)`,
      )
      .execute(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql.raw(`drop index if exists ${NAME}`).execute(db);
  },
});
