import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { GOODS_NAME_LOOKUP, SYNC as SYNC_0208 } from './0208-goods-name-lookup';
import type { AnyDb } from './columns';

// A region's name search on PostgreSQL (issue 15, goal 3). The names' table of 0208 held no
// organisation path, so a region's (or a store's) search found the tenant's matches there and
// probed each on goods for the region: 30,000 probes for a common word, 140–180 ms a request.
// Here each name carries its goods' organisation path (byte-wise, as on goods) with an index
// beside the tenant's, so a region's matches are counted and paged on this table alone. It
// still has no policy (a policy would cost it the trigram index: `like` is not leakproof): the
// list asks the wall's read condition itself on every read of it (`rowWallRead`,
// docs/security.md). The trigger keeps the path as it keeps the name. SQLite: nothing (its
// FTS5 tables, 0185 and after).

export const SYNC = `create or replace function goods_name_lookup_sync() returns trigger language plpgsql as $$
  begin
    insert into ${GOODS_NAME_LOOKUP} (goods_id, tenant_id, organ_path, goods_name)
    values (NEW.id, NEW.tenant_id, NEW.organ_path, NEW.goods_name)
    on conflict (goods_id) do update
    set tenant_id = excluded.tenant_id, organ_path = excluded.organ_path,
      goods_name = excluded.goods_name;
    return null;
  end $$`;

const PATH_INDEX = `${GOODS_NAME_LOOKUP}_tenant_id_organ_path_idx`;

const trigger = (columns: string) =>
  sql.raw(`create trigger goods_name_lookup_sync after insert or update of ${columns} on goods
    for each row execute function goods_name_lookup_sync()`);

export const goodsNameLookupPaths = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    const table = sql.table(GOODS_NAME_LOOKUP);
    // Filled again rather than updated: a million updated rows would leave as many dead ones
    // and a table twice its size until a vacuum.
    await sql`truncate ${table}`.execute(db);
    await sql`alter table ${table} add column organ_path varchar(255) collate "C" not null`.execute(
      db,
    );
    await sql`insert into ${table} (goods_id, tenant_id, organ_path, goods_name)
      select id, tenant_id, organ_path, goods_name from goods`.execute(db);
    await sql.raw(SYNC).execute(db);
    await sql`drop trigger goods_name_lookup_sync on goods`.execute(db);
    await trigger('goods_name, tenant_id, organ_path').execute(db);
    await sql
      .raw(`create index ${PATH_INDEX} on ${GOODS_NAME_LOOKUP} (tenant_id, organ_path)`)
      .execute(db);
    // The planner's figures for the new column (the list chooses its plan from them).
    await sql`analyze ${table}`.execute(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    const table = sql.table(GOODS_NAME_LOOKUP);
    await sql`drop trigger goods_name_lookup_sync on goods`.execute(db);
    await sql`drop function goods_name_lookup_sync()`.execute(db);
    await sql.raw(SYNC_0208).execute(db);
    await trigger('goods_name, tenant_id').execute(db);
    await sql.raw(`drop index if exists ${PATH_INDEX}`).execute(db);
    await sql`alter table ${table} drop column organ_path`.execute(db);
  },
});
