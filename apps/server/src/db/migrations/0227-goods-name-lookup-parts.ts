import { type Migration, sql } from 'kysely';
import { keepPathStatistics } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { GOODS_NAME_LOOKUP } from './0208-goods-name-lookup';
import { NAME_PAIRS } from './0224-goods-name-pairs-postgres';
import { SYNC as SYNC_0225 } from './0225-goods-name-lookup-paths';
import type { AnyDb } from './columns';
import { leaveOldTenantPart, partedByTenant, tenantPartsOf } from './tenant-parts';

// A tenant's name search on PostgreSQL (issue 15, goal 3). A common word's count rechecked
// every candidate of the names' table (0208, 0225) on about 10,000 heap pages, the tenants'
// rows interleaved by id: 46–59 ms for a tenant's "soda" alone. Here the table is parted by a
// hash of the tenant (tenant-parts.ts), so a tenant's search reads only its part's index and
// heap, and holds each name lowered as the search lowers it, so no `lower()` runs on a recheck
// (19–28 ms in psql; bench/README.md). The trigger writes the lowered name and moves a goods
// that changes tenant to its new part. Still no policy (rowWallRead, docs/security.md); its parts are owner
// copies too (`isOwnerCopy`, scoped-db.ts). SQLite: nothing (its FTS5 tables).

const SYNC = `create or replace function goods_name_lookup_sync() returns trigger language plpgsql as $$
  begin
    ${leaveOldTenantPart(GOODS_NAME_LOOKUP, 'goods_id')}
    insert into ${GOODS_NAME_LOOKUP} (goods_id, tenant_id, organ_path, lowered_name)
    values (NEW.id, NEW.tenant_id, NEW.organ_path, lower(NEW.goods_name))
    on conflict (goods_id, tenant_id) do update
    set organ_path = excluded.organ_path, lowered_name = excluded.lowered_name;
    return null;
  end $$`;

const trigger = sql.raw(`create trigger goods_name_lookup_sync
  after insert or update of goods_name, tenant_id, organ_path on goods
  for each row execute function goods_name_lookup_sync()`);

const hasTrigrams = async (db: AnyDb): Promise<boolean> => {
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from pg_opclass where opcname = 'gin_trgm_ops') as present`.execute(db);
  return rows[0]?.present ?? false;
};

/** The indexes of the names in `column` (`lower(goods_name)` before, `lowered_name` now). */
const indexNames = async (db: AnyDb, column: string) => {
  // pg_trgm is added by 0015 where it may be; without it a name is matched by a scan.
  if (await hasTrigrams(db))
    await sql
      .raw(
        `create index ${GOODS_NAME_LOOKUP}_trgm_idx on ${GOODS_NAME_LOOKUP}
          using gin ((${column}) gin_trgm_ops)`,
      )
      .execute(db);
  await sql
    .raw(
      `create index ${GOODS_NAME_LOOKUP}_pairs_idx on ${GOODS_NAME_LOOKUP}
        using gin (${NAME_PAIRS}(${column}))`,
    )
    .execute(db);
  await sql
    .raw(
      `create index ${GOODS_NAME_LOOKUP}_tenant_id_organ_path_idx on ${GOODS_NAME_LOOKUP}
        (tenant_id, organ_path)`,
    )
    .execute(db);
  await keepPathStatistics(db, GOODS_NAME_LOOKUP);
  await sql`analyze ${sql.table(GOODS_NAME_LOOKUP)}`.execute(db);
};

/**
 * A layout of the names' table: how it is made, whether in parts by tenant, which column holds
 * the name, from what, what its indexes index, and its trigger's function.
 */
type Layout = {
  create: string;
  parted: boolean;
  name: string;
  from: string;
  indexed: string;
  sync: string;
};

/** Makes the names' table again in `layout`, fills it from goods, and keeps and indexes it. */
const remake = async (db: AnyDb, layout: Layout) => {
  await sql`drop trigger goods_name_lookup_sync on goods`.execute(db);
  await sql.raw(`drop table ${GOODS_NAME_LOOKUP}`).execute(db);
  await sql.raw(layout.create).execute(db);
  if (layout.parted)
    for (const part of tenantPartsOf(GOODS_NAME_LOOKUP)) await sql.raw(part).execute(db);
  await sql
    .raw(
      `insert into ${GOODS_NAME_LOOKUP} (goods_id, tenant_id, organ_path, ${layout.name})
        select id, tenant_id, organ_path, ${layout.from} from goods`,
    )
    .execute(db);
  await sql.raw(layout.sync).execute(db);
  await trigger.execute(db);
  await indexNames(db, layout.indexed);
};

export const goodsNameLookupParts = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await remake(db, {
      create: `create table ${GOODS_NAME_LOOKUP} (
        goods_id integer not null references goods (id) on delete cascade,
        tenant_id integer not null,
        organ_path varchar(255) collate "C" not null,
        lowered_name varchar(128) not null,
        ${partedByTenant('goods_id')}`,
      parted: true,
      name: 'lowered_name',
      from: 'lower(goods_name)',
      indexed: 'lowered_name',
      sync: SYNC,
    });
  },

  // The table of 0225: one table, the names as written, indexed lowered.
  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await remake(db, {
      create: `create table ${GOODS_NAME_LOOKUP} (
        goods_id integer primary key references goods (id) on delete cascade,
        tenant_id integer not null,
        goods_name varchar(128) not null,
        organ_path varchar(255) collate "C" not null)`,
      parted: false,
      name: 'goods_name',
      from: 'goods_name',
      indexed: 'lower(goods_name)',
      sync: SYNC_0225,
    });
  },
});
