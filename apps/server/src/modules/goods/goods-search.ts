import type { PageQuery } from '@retail/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { GOODS_NAME_SEARCH } from '../../db/migrations/0015-goods-name-search';
import {
  GOODS_NAME_SEARCH_BY_TENANT,
  TENANT_ROWID_SPAN,
} from '../../db/migrations/goods-search-by-tenant';
import { trigramPhraseOf } from '../../lib/text-match';
import type { IdSlice } from './goods-slices';

const SEARCH = sql.table(GOODS_NAME_SEARCH);
const BY_TENANT = sql.table(GOODS_NAME_SEARCH_BY_TENANT);

/**
 * One tenant's entries in the tenant-keyed index (0203-goods-search-by-tenant): rowids from
 * `base` (the tenant's id × 2^32) to `base + 2^32 − 1`, each `base` + a goods id.
 */
export type TenantRange = { base: number };

/** The tenant's range, or undefined when its rowids would not be exact JavaScript numbers. */
export const tenantRangeOf = (tenantId: number): TenantRange | undefined => {
  const base = tenantId * TENANT_ROWID_SPAN;
  return Number.isSafeInteger(base + TENANT_ROWID_SPAN) ? { base } : undefined;
};

/**
 * SQLite: "name contains" as a query of the trigram index of 0185-goods-search-exact, or
 * undefined when the index cannot answer it (no text, or fewer characters than a trigram: the
 * list then applies `containsText` to the scope's goods). The index holds `lower(goods_name)`,
 * case sensitive, and the text is lowered as `containsText` lowers it, so the phrase (the
 * text's consecutive trigrams, quotes doubled) matches exactly the goods the `like` matches;
 * `%`, `_` and the query syntax's words are plain characters inside a phrase.
 */
export const nameSearchOf = trigramPhraseOf;

/**
 * A rowid (or a slice bound) written into the SQL: FTS5 narrows its reads to a rowid range
 * given as constants, not as parameters (3 ms against 43 ms for a slice of a million goods'
 * index).
 */
const rowidOf = (id: number) => {
  if (!Number.isSafeInteger(id)) throw new Error(`Not a goods id: ${id}`);
  return sql.lit(id);
};

/**
 * The index a search reads: across tenants the one keyed by goods id; for one tenant the one
 * keyed by tenant, narrowed to the tenant's range. Its rowid order is goods id order either way.
 */
const indexOf = (tenant: TenantRange | undefined, slice?: IdSlice) => {
  const base = tenant?.base ?? 0;
  const index = tenant ? BY_TENANT : SEARCH;
  const low = rowidOf(base + (slice?.low ?? 0));
  const high = rowidOf(base + (slice?.high ?? TENANT_ROWID_SPAN - 1));
  return {
    index,
    /** The match, within the range (the whole tenant, or a slice of it). */
    match: (search: string) =>
      tenant || slice
        ? sql<SqlBool>`${index} match ${search} and ${index}."rowid" between ${low} and ${high}`
        : sql<SqlBool>`${index} match ${search}`,
    /** Each match's goods. */
    goods: tenant
      ? sql`"goods" on "goods"."id" = ${index}."rowid" - ${rowidOf(base)}`
      : sql`"goods" on "goods"."id" = ${index}."rowid"`,
  };
};

/**
 * The goods matching the search and `where`, newest first: the index is walked in rowid (goods
 * id) order and each match joined to its goods, so a page stops after its rows.
 */
export const searchRows = <R>(
  columns: RawBuilder<unknown>,
  search: string,
  where: Expression<SqlBool>,
  { pageNum, pageSize }: PageQuery,
  tenant?: TenantRange,
): RawBuilder<R> => {
  const { index, match, goods } = indexOf(tenant);
  return sql<R>`select ${columns} from ${index} cross join ${goods}
    where ${match(search)} and ${where}
    order by ${index}."rowid" desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`;
};

/**
 * How many goods match the search (of the tenant, when given): on the index alone, or with
 * `where` on each match's goods (then per slice of the goods ids, see goods-slices.ts).
 */
export const searchCount = async (
  db: Db,
  search: string,
  {
    tenant,
    where,
  }: { tenant?: TenantRange; where?: { where: Expression<SqlBool>; slice: IdSlice } },
): Promise<number> => {
  const { index, match, goods } = indexOf(tenant, where?.slice);
  const query = where
    ? sql<{ count: number | string }>`select count(*) as "count" from ${index}
        cross join ${goods} where ${match(search)} and ${where.where}`
    : sql<{ count: number | string }>`select count(*) as "count" from ${index}
        where ${match(search)}`;
  const [row] = (await query.execute(db)).rows;
  return Number(row?.count ?? 0);
};
