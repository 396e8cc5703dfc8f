import { type Migration, sql } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { type AnyDb, withAudit, withId, withOwner } from './columns';

// A deep page of goods on PostgreSQL (issue 15, goal 3). Page 4,929 of a region newest first
// walked past 98,560 of its goods in an index (about 0.2 µs each under the wall: 19–24 ms). The
// goods are counted here per span of GOODS_ID_SPAN ids, kept by a trigger on `goods` in the
// writing transaction (as 0010's counters per status are): the page's span is found from the
// view's sums per span, and only the rest of the offset inside it is walked
// (goods-id-spans.ts). SQLite has the same tables from 0231-goods-id-spans-sqlite.
//
// Two tables: each organisation's goods per span (`goods_id_span`, owned, so the wall and the
// scope layer hold for it, for a subtree's sums), and each tenant's (`goods_tenant_id_span`, for
// a whole tenant's and the platform's: 62 rows a tenant at a million ids instead of one per
// organisation and span, 12,485 for a bench tenant). The tenant's table is keyed by the tenant
// alone, as `change_counter` is: a row of it belongs to no organisation, so no wall stands on it
// (a store's insert of goods moves its tenant's count); the list reads only the caller's
// tenant's rows, or every tenant's for the platform.

/** How many consecutive goods ids one counter row covers. */
export const GOODS_ID_SPAN = 16_384;

export const GOODS_ID_SPANS = 'goods_id_span';
export const GOODS_TENANT_ID_SPANS = 'goods_tenant_id_span';

/** The span of a goods id, as the trigger and the list compute it. */
export const spanOfId = (id: number): number => Math.floor(id / GOODS_ID_SPAN);

/** +1 for the row's (organisation, span) and (tenant, span); a missing counter row is created. */
const bump = `insert into ${GOODS_ID_SPANS} (tenant_id, organ_id, organ_path, span, goods_count)
    values (NEW.tenant_id, NEW.organ_id, NEW.organ_path, NEW.id / ${GOODS_ID_SPAN}, 1)
    on conflict (organ_id, span) do update set goods_count = ${GOODS_ID_SPANS}.goods_count + 1;
  insert into ${GOODS_TENANT_ID_SPANS} (tenant_id, span, goods_count)
    values (NEW.tenant_id, NEW.id / ${GOODS_ID_SPAN}, 1)
    on conflict (tenant_id, span) do update set goods_count = ${GOODS_TENANT_ID_SPANS}.goods_count + 1`;

/**
 * −1 for the row's (organisation, span) and (tenant, span); a counter at 0 goes (an
 * organisation's would block its removal).
 */
const drop = `update ${GOODS_ID_SPANS} set goods_count = goods_count - 1
    where organ_id = OLD.organ_id and span = OLD.id / ${GOODS_ID_SPAN};
  delete from ${GOODS_ID_SPANS}
    where organ_id = OLD.organ_id and span = OLD.id / ${GOODS_ID_SPAN} and goods_count <= 0;
  update ${GOODS_TENANT_ID_SPANS} set goods_count = goods_count - 1
    where tenant_id = OLD.tenant_id and span = OLD.id / ${GOODS_ID_SPAN};
  delete from ${GOODS_TENANT_ID_SPANS}
    where tenant_id = OLD.tenant_id and span = OLD.id / ${GOODS_ID_SPAN} and goods_count <= 0`;

/**
 * The counts made again from the goods (the migrations; the benches' bulk loads, their triggers
 * off): the organisations' from one scan of the goods, the tenants' from the organisations'.
 */
export const COUNT_GOODS_ID_SPANS: readonly string[] = [
  `delete from ${GOODS_ID_SPANS}`,
  `delete from ${GOODS_TENANT_ID_SPANS}`,
  `insert into ${GOODS_ID_SPANS} (tenant_id, organ_id, organ_path, span, goods_count)
   select tenant_id, organ_id, organ_path, id / ${GOODS_ID_SPAN}, count(*) from goods
   group by tenant_id, organ_id, organ_path, id / ${GOODS_ID_SPAN}`,
  `insert into ${GOODS_TENANT_ID_SPANS} (tenant_id, span, goods_count)
   select tenant_id, span, sum(goods_count) from ${GOODS_ID_SPANS} group by tenant_id, span`,
];

export const countGoodsIdSpans = async (db: AnyDb): Promise<void> => {
  for (const statement of COUNT_GOODS_ID_SPANS) await sql.raw(statement).execute(db);
};

/**
 * The two tables and their indexes, as both databases have them: a view's sums per span come
 * from the index alone (its tenant and path range, then the span, with the count).
 */
export const createGoodsIdSpanTables = async (db: AnyDb, dialect: SqlDialect): Promise<void> => {
  await withAudit(
    withOwner(
      withId(db.schema.createTable(GOODS_ID_SPANS), dialect)
        .addColumn('span', 'integer', (col) => col.notNull())
        .addColumn('goods_count', 'integer', (col) => col.notNull()),
    ),
  ).execute();
  await prepareOwnedTable(db, dialect, GOODS_ID_SPANS);
  await sql
    .raw(
      `create unique index ${GOODS_ID_SPANS}_organ_id_span_key on ${GOODS_ID_SPANS} (organ_id, span)`,
    )
    .execute(db);
  await sql
    .raw(
      dialect === 'postgres'
        ? `create index ${GOODS_ID_SPANS}_tenant_id_organ_path_span_idx on ${GOODS_ID_SPANS}
            (tenant_id, organ_path, span) include (goods_count)`
        : `create index ${GOODS_ID_SPANS}_tenant_id_organ_path_span_idx on ${GOODS_ID_SPANS}
            (tenant_id, organ_path, span, goods_count)`,
    )
    .execute(db);
  await sql
    .raw(
      `create table ${GOODS_TENANT_ID_SPANS} (tenant_id integer not null, span integer not null,
        goods_count integer not null, primary key (tenant_id, span))`,
    )
    .execute(db);
};

/** What the triggers do when a goods row is written: `OLD` counted out, `NEW` in. */
export const GOODS_ID_SPAN_WRITES = { bump, drop } as const;

export const goodsIdSpansPostgres = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await createGoodsIdSpanTables(db, dialect);
    await sql
      .raw(
        `create function ${GOODS_ID_SPANS}_sync() returns trigger language plpgsql as $$
         begin
           if tg_op in ('UPDATE', 'DELETE') then ${drop}; end if;
           if tg_op in ('INSERT', 'UPDATE') then ${bump}; end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${GOODS_ID_SPANS}_sync after insert or delete or update of organ_id, id on goods
         for each row execute function ${GOODS_ID_SPANS}_sync()`,
      )
      .execute(db);
    await countGoodsIdSpans(db);
    await sql.raw(`analyze ${GOODS_ID_SPANS}, ${GOODS_TENANT_ID_SPANS}`).execute(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql.raw(`drop trigger if exists ${GOODS_ID_SPANS}_sync on goods`).execute(db);
    await sql.raw(`drop function if exists ${GOODS_ID_SPANS}_sync()`).execute(db);
    await db.schema.dropTable(GOODS_TENANT_ID_SPANS).ifExists().execute();
    await db.schema.dropTable(GOODS_ID_SPANS).ifExists().execute();
  },
});
