import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// A goods name search on PostgreSQL under the row-level wall (issue 15, goal 3). `like` is not
// leakproof, so PostgreSQL evaluates it only after the wall's conditions, row by row, and never
// through the trigram index of 0015 on goods: every name search read the million goods (0.6–1
// s). This table holds each goods' name and tenant beside its id, with the trigram index, and
// no wall of its own: it holds no organisation path, the list reads its rows only as
// `goods.id in (…)`, so which goods a caller sees is still decided by the wall on goods, and
// counts on it alone only the matches of a view the wall lets wholly through: all goods, or a
// whole tenant's (docs/security.md). Triggers keep it (a goods' removal removes its name
// through the foreign key). SQLite: nothing (FTS5, 0185 and after).

export const GOODS_NAME_LOOKUP = 'goods_name_lookup';

/** The trigger's function as this migration makes it (0225 puts it back when it is undone). */
export const SYNC = `create function goods_name_lookup_sync() returns trigger language plpgsql as $$
  begin
    insert into ${GOODS_NAME_LOOKUP} (goods_id, tenant_id, goods_name)
    values (NEW.id, NEW.tenant_id, NEW.goods_name)
    on conflict (goods_id) do update
    set tenant_id = excluded.tenant_id, goods_name = excluded.goods_name;
    return null;
  end $$`;

export const goodsNameLookup = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql
      .raw(
        `create table ${GOODS_NAME_LOOKUP} (
          goods_id integer primary key references goods (id) on delete cascade,
          tenant_id integer not null,
          goods_name varchar(128) not null)`,
      )
      .execute(db);
    await sql.raw(SYNC).execute(db);
    await sql
      .raw(
        `create trigger goods_name_lookup_sync after insert or update of goods_name, tenant_id on goods
         for each row execute function goods_name_lookup_sync()`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into ${GOODS_NAME_LOOKUP} (goods_id, tenant_id, goods_name) select id, tenant_id, goods_name from goods`,
      )
      .execute(db);
    // pg_trgm is added by 0015 where it may be; without it the name is matched by a scan of
    // this narrow table, still right.
    const { rows } = await sql<{ present: boolean }>`
      select exists (select 1 from pg_opclass where opcname = 'gin_trgm_ops') as present`.execute(
      db,
    );
    if (rows[0]?.present)
      await sql
        .raw(
          `create index ${GOODS_NAME_LOOKUP}_trgm_idx on ${GOODS_NAME_LOOKUP} using gin (lower(goods_name) gin_trgm_ops)`,
        )
        .execute(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql`drop trigger if exists goods_name_lookup_sync on goods`.execute(db);
    await sql`drop function if exists goods_name_lookup_sync()`.execute(db);
    await sql.raw(`drop table if exists ${GOODS_NAME_LOOKUP}`).execute(db);
  },
});
