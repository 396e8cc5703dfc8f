import type { PageQuery } from '@retail/contract';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { AnyDb } from '../db/migrations/columns';
import { readPlannedWithValues } from '../db/planned-read';
import type { Page } from '../lib/route';
import { scopeFiltersBypassed } from '../scope/scope';
import { scopeCondition, type ScopeView } from '../scope/scoped-db';

// One page of a registry list at any depth (issue 15, goal 3). The page's ids are read first
// (from an index alone when one holds the filter, the owner columns and the id: 0218-list-
// filter-indexes), then only those rows; a page past the middle of the exact total is read
// from the other end of the order and turned round, so the last page costs what the first
// does. The order always ends with the unique id, so both ends give the same rows.

// The helper is table-generic; Kysely cannot type a query over a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

/** The rows `offset…offset + limit` of `total`, read from whichever end of the order is nearer. */
export type Span = { limit: number; offset: number; reversed: boolean };

export const spanOf = (total: number, { pageNum, pageSize }: PageQuery): Span | undefined => {
  const offset = (pageNum - 1) * pageSize;
  if (offset >= total) return undefined;
  const end = Math.min(total, offset + pageSize);
  const fromOtherEnd = total - end;
  return fromOtherEnd < offset
    ? { limit: end - offset, offset: fromOtherEnd, reversed: true }
    : { limit: end - offset, offset, reversed: false };
};

/**
 * The view's condition, `tenant_id = …` alone when the view is its tenant's whole tree: every
 * row of a tenant is under the tenant's root (owner columns are always derived), so it is the
 * same condition, and unlike the path range it leaves the (tenant_id, …, id) indexes whole for
 * the order by id (as the goods list does, modules/goods/goods-list-reads.ts).
 */
export const listCondition = (view: ScopeView): Expression<SqlBool> =>
  isWholeTenant(view) ? sql<SqlBool>`tenant_id = ${view.tenantId}` : scopeCondition(view);

/** The view is its tenant's whole tree: its rows are read in id order from an index. */
export const isWholeTenant = (view: ScopeView): boolean => {
  const parts = view.organPath.split('/');
  return (
    isPlain(view) &&
    view.tenantId !== null &&
    parts.length === 4 &&
    parts[2] === String(view.tenantId)
  );
};

/** A view narrowed by nothing but its tenant and subtree (no selection, no shared rows). */
const isPlain = (view: ScopeView) =>
  !view.empty && !view.organIds && !view.alsoAt?.length && !scopeFiltersBypassed();

/**
 * Whether a view is the platform's of every tenant: platform staff at the platform's root
 * ('/1/', the root of every path), no tenant, nothing else narrowing it; its rows are all of a
 * table's.
 */
export const isWholePlatform = (view: ScopeView): boolean =>
  isPlain(view) && view.tenantId === null && view.organPath.split('/').length === 3;

/** The list's order: the declared columns ascending, then the id (newest first or not). */
export type ListOrder = { columns: readonly string[]; newestFirst: boolean };

const ordered = (select: AnySelect, order: ListOrder, reversed: boolean): AnySelect => {
  const up = reversed ? 'desc' : 'asc';
  let query = select;
  for (const column of order.columns) query = query.orderBy(column, up);
  return query.orderBy('id', order.newestFirst !== reversed ? 'desc' : 'asc');
};

/**
 * The span's ids of the parts together: each part's first `offset + limit` in the order, merged
 * in the same order (the order's columns and the id selected to merge by).
 */
const mergedIds = (db: AnyDb, parts: readonly AnySelect[], order: ListOrder, span: Span) => {
  const columns = [...order.columns, 'id'];
  const [first, ...more] = parts.map((part, at) =>
    db
      .selectFrom(
        ordered(part.select(columns), order, span.reversed)
          .limit(span.offset + span.limit)
          .as(`p${String(at)}`),
      )
      .select(columns),
  ) as AnySelect[];
  const all = more.reduce((union, part) => union.unionAll(part), first as AnySelect);
  return ordered(db.selectFrom(all.as('m')).select('id'), order, span.reversed)
    .limit(span.limit)
    .offset(span.offset);
};

/**
 * The number of rows `matching` selects; with `capped`, counted no further than its `cap` rows
 * (a subquery with a limit, on `db`); with `planned`, planned with its values on every call
 * (`readPlannedWithValues`).
 */
export const countOf = async (
  matching: AnySelect,
  capped?: { db: AnyDb; cap: number },
  planned?: AnyDb,
): Promise<number> => {
  const counting = capped
    ? capped.db
        .selectFrom(
          matching
            .select(sql`1`.as('one'))
            .limit(capped.cap)
            .as('capped'),
        )
        .select(sql<number | string>`count(*)`.as('count'))
    : matching.select(sql<number | string>`count(*)`.as('count'));
  const row = (
    planned
      ? (await readPlannedWithValues(planned, counting.compile()))[0]
      : await counting.executeTakeFirst()
  ) as { count?: number | string } | undefined;
  return Number(row?.count ?? 0);
};

/** How a page's total is had, and its ids when an index holds the matches. */
export type ListPageOptions = {
  /**
   * The page's ids from an index that holds the matches (a text index), in the order the span
   * reads them, else from `matching` (without parallel workers).
   */
  spanIds?: (span: Span) => Promise<number[]>;
  /**
   * Count no further than this many (LIST_COUNT_CAP: a "contains" search): past it the page
   * says `totalCountCapped`, and its rows are read from the start of the order.
   */
  cap?: number;
  /**
   * The platform's view of every tenant as one part per tenant (`matching` with that tenant
   * alone): each part's ids read in order by its (tenant_id, …, id) indexes and merged, and the
   * total added up part by part. Without them a filter's page across tenants sorted every
   * match (a state that 700,000 of 1,000,000 orders hold: 36 ms, bench/README.md).
   */
  parts?: readonly AnySelect[];
};

/**
 * The tenants that own rows of `table`, each found by one seek of its (tenant_id, …) indexes
 * (a loose index scan: the next tenant after the last one found).
 */
export const tenantIdsOf = async (db: AnyDb, table: string): Promise<number[]> => {
  const { rows } = await sql<{ tenant: number | null }>`with recursive t(tenant) as (
      select min(tenant_id) from ${sql.table(table)}
      union all
      select (select min(tenant_id) from ${sql.table(table)} where tenant_id > t.tenant)
      from t where t.tenant is not null
    ) select tenant from t where tenant is not null`.execute(db);
  return rows.map((row) => Number(row.tenant));
};

/**
 * The page of `matching` (the filtered, scoped rows, nothing selected yet) in the list's order
 * and its total: `total(limit)` when known without counting (the row counters, an index; at
 * most `limit` when given), else counted.
 */
export const fetchListPage = async <Row>(
  db: AnyDb,
  matching: AnySelect,
  order: ListOrder,
  page: PageQuery,
  total: (limit?: number) => Promise<number | undefined>,
  { spanIds, cap, parts: given }: ListPageOptions = {},
): Promise<Page<Row>> => {
  // No tenant owns a row yet: the plain read, as fast.
  const parts = given?.length ? given : undefined;
  // One past the cap tells "more than the cap" from "exactly the cap".
  const limit = cap === undefined ? undefined : cap + 1;
  const countedIn = (select: AnySelect, planned?: AnyDb) =>
    countOf(select, limit === undefined ? undefined : { db, cap: limit }, planned);
  // A tenant's part planned with its tenant: a kept generic plan of one part, made for no
  // tenant, counted 700,000 rows on PostgreSQL in 680 ms against 44.
  const counted = async () =>
    (await total(limit)) ??
    (parts
      ? (await Promise.all(parts.map((part) => countedIn(part, db)))).reduce(
          (sum, each) => sum + each,
          0,
        )
      : countedIn(matching));
  const idsOf = async (span: Span): Promise<number[]> => {
    const ids = spanIds
      ? await spanIds(span)
      : (
          (await readPlannedWithValues(
            db,
            (parts
              ? mergedIds(db, parts, order, span)
              : ordered(matching.select('id'), order, span.reversed)
                  .limit(span.limit)
                  .offset(span.offset)
            ).compile(),
          )) as { id: number }[]
        ).map((row) => row.id);
    return span.reversed ? ids.reverse() : ids;
  };
  // The first page needs no total to be read: both at once.
  const firstPage = page.pageNum <= 1;
  const [count, early] = await Promise.all([
    counted(),
    firstPage ? idsOf({ limit: page.pageSize, offset: 0, reversed: false }) : undefined,
  ]);
  const capped = cap !== undefined && count > cap;
  const totalCount = capped ? cap : count;
  // Past the cap the other end is unknown: the page is read from the start.
  const span = firstPage
    ? undefined
    : capped
      ? { limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize, reversed: false }
      : spanOf(totalCount, page);
  const ids = early ?? (span ? await idsOf(span) : []);
  // The parts' rows each by its own tenant: across tenants a filter's index over every
  // tenant's subtree was preferred to the ids (700,000 entries passed for 20 rows: 45 ms).
  // Each planned with its tenant and ids, as its count is.
  const rowsIn = async (select: AnySelect, planned?: AnyDb) => {
    const byIds = select.selectAll().where('id', 'in', ids);
    return (
      planned ? await readPlannedWithValues(planned, byIds.compile()) : await byIds.execute()
    ) as (Row & { id: number })[];
  };
  const rows =
    ids.length === 0
      ? []
      : parts
        ? (await Promise.all(parts.map((part) => rowsIn(part, db)))).flat()
        : await rowsIn(matching);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    entities: ids.flatMap((id) => byId.get(id) ?? []),
    totalCount,
    ...(capped ? { totalCountCapped: true } : {}),
    pageSize: page.pageSize,
    currentPage: page.pageNum,
  };
};
