import { GOODS_NAME_SEARCH } from './0015-goods-name-search';

// The second trigram index of goods names (0203-goods-search-by-tenant): the same lowered names
// as GOODS_NAME_SEARCH, each under a rowid that puts its tenant first, so that one tenant's
// matches are one rowid range, which FTS5 reads (and counts) without the rest.

/** SQLite: the FTS5 table of goods names keyed by tenant, then goods id. */
export const GOODS_NAME_SEARCH_BY_TENANT = 'goods_name_search_by_tenant';

/**
 * Goods ids stay below this (2^32; the trigger refuses a larger one): a goods' rowid in the
 * index is its tenant's id times this plus its own id.
 */
export const TENANT_ROWID_SPAN = 4_294_967_296;

/** The rowid of a goods row (`NEW`, `OLD`, or the table) in GOODS_NAME_SEARCH_BY_TENANT. */
export const tenantRowidOf = (row: string): string =>
  `coalesce(${row}.tenant_id, 0) * ${TENANT_ROWID_SPAN} + ${row}.id`;

/** Fills the tenant-keyed index from the goods. */
export const FILL_BY_TENANT = `insert into ${GOODS_NAME_SEARCH_BY_TENANT} (rowid, goods_name)
  select ${tenantRowidOf('goods')}, lower(goods_name) from goods`;

/**
 * Fills both name search indexes from the goods, for a bulk loader that dropped their triggers
 * (several statements: run it with better-sqlite3's `exec`).
 */
export const FILL_NAME_SEARCHES = `insert into ${GOODS_NAME_SEARCH} (rowid, goods_name)
  select id, lower(goods_name) from goods;
${FILL_BY_TENANT}`;
