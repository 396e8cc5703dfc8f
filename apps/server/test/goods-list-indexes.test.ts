import { goodsFilterSchema } from '@retail/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedDatabase } from './support/migrated-database';
import { namedOnLookup } from '../src/modules/goods/goods-list-postgres';
import { describeTable, type TableDescription } from './support/table-introspection';
import { usesPostgres } from './support/test-database';

// The goods screen is hand-written, not a registry resource, so registry-tables.test.ts does
// not see its filters: each filter of the goods list must have an index that serves it, both
// within a tenant (the index leads with tenant_id, then the column, then id for the order) and
// across tenants (the platform's list: an index that leads with the column). A new filter
// fails here until it says which index serves it.

type Served = { table: string; within: string[] | null; across: string[] | null } | 'search';

/** How each filter is served: null where the filter needs no index of its own. */
const SERVED_BY: Record<keyof typeof goodsFilterSchema.shape, Served> = {
  goodsId: { table: 'goods', within: null, across: null }, // the primary key
  goodsName: 'search',
  goodsCode: { table: 'goods', within: ['tenant_id', 'goods_code'], across: ['goods_code'] },
  goodsTypeId: {
    table: 'goods',
    within: ['tenant_id', 'goods_type_id', 'id'],
    across: ['goods_type_id'],
  },
  brandId: { table: 'goods', within: ['tenant_id', 'brand_id', 'id'], across: ['brand_id'] },
  status: { table: 'goods', within: ['tenant_id', 'status', 'id'], across: ['status'] },
  // A correlated probe of each goods' prices at the store.
  storeId: { table: 'goods_price', within: ['goods_id', 'store_id'], across: null },
  tenantId: { table: 'goods', within: ['tenant_id', 'id', 'organ_path'], across: null },
  organId: { table: 'goods', within: ['tenant_id', 'organ_path', 'id'], across: null },
  organIds: { table: 'goods', within: ['tenant_id', 'organ_path', 'id'], across: null },
};

/** An index whose leading columns are exactly `columns`, in order. */
const leads = (table: TableDescription | undefined, columns: readonly string[]) =>
  !!table?.indexes.some((index) => columns.every((column, at) => index.columns[at] === column));

describe(`goods list filters have indexes on ${usesPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const handle = migratedDatabase();

  it('names every filter of the goods list', () => {
    expect(Object.keys(SERVED_BY).sort()).toEqual(Object.keys(goodsFilterSchema.shape).sort());
  });

  it.each(Object.entries(SERVED_BY))('%s is served by an index', async (_filter, served) => {
    const db = handle().db;
    if (served === 'search') {
      const { rows } = await (
        usesPostgres()
          ? sql`select 1 from pg_indexes where indexname = 'goods_name_trgm_idx'`
          : sql`select 1 from sqlite_master where name = 'goods_name_search'`
      ).execute(db);
      expect(rows).toHaveLength(1);
      return;
    }
    const table = await describeTable(handle(), served.table);
    if (served.within) expect(leads(table, served.within), served.within.join(', ')).toBe(true);
    if (served.across) expect(leads(table, served.across), served.across.join(', ')).toBe(true);
  });

  // A region's or a store's list (0204, 0205): the filter's goods of the subtree are one range.
  it.each([
    ['brandId', ['tenant_id', 'brand_id', 'organ_path', 'id']],
    ['goodsTypeId', ['tenant_id', 'goods_type_id', 'organ_path', 'id']],
  ])('%s within a subtree is served by an index', async (_filter, columns) => {
    expect(leads(await describeTable(handle(), 'goods'), columns), columns.join(', ')).toBe(true);
  });

  // SQLite: trigrams keyed by organisation and each name's letter pairs (0205); PostgreSQL:
  // the names' own table with its trigram index and its pairs index, read under the row-level
  // wall (0208, 0224), and the list's own condition for two letters and for more planned
  // through them when a scan is priced out (a condition that does not match its index's
  // expression fails here).
  it('a name within a subtree is served by indexes made for it', async () => {
    const { rows } = usesPostgres()
      ? await sql`select indexname as name from pg_indexes
          where tablename = 'goods_name_lookup'
            and (indexdef like '%gin_trgm_ops%' or indexdef like '%goods_name_pairs(%')`.execute(
          handle().db,
        )
      : await sql`select name from sqlite_master
          where name in ('goods_name_search_by_organ', 'goods_name_pairs')`.execute(handle().db);
    expect(rows).toHaveLength(2);
    if (!usesPostgres()) return;
    const plans = await handle()
      .db.transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const planOf = async (text: string) =>
          (
            await sql<{ 'QUERY PLAN': string }>`explain select count(*) from goods_name_lookup
              where ${namedOnLookup(text)}`.execute(trx)
          ).rows
            .map((row) => row['QUERY PLAN'])
            .join('\n');
        return { two: await planOf('Ch'), three: await planOf('lemon') };
      });
    // The names' table is held in parts (0227): a plan reads the parts' own copies of an index.
    const partsOf = async (index: string) =>
      (
        await sql<{ name: string }>`select c.relname as "name" from pg_inherits i
          join pg_class c on c.oid = i.inhrelid where i.inhparent = ${index}::regclass`.execute(
          handle().db,
        )
      ).rows.map((row) => row.name);
    const uses = async (plan: string, index: string) => {
      const parts = await partsOf(index);
      expect(parts.length, index).toBeGreaterThan(1);
      expect(
        parts.some((part) => plan.includes(` on ${part} `)),
        `${index} in\n${plan}`,
      ).toBe(true);
    };
    await uses(plans.two, 'goods_name_lookup_pairs_idx');
    await uses(plans.three, 'goods_name_lookup_trgm_idx');
  });
});
