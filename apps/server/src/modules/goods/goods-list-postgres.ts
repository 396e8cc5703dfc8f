import type { PageQuery } from '@retail/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { readPlannedWithValues } from '../../db/planned-read';
import { withoutSort } from '../../db/connection-settings';
import { GOODS_NAME_LOOKUP } from '../../db/migrations/0208-goods-name-lookup';
import { NAME_PAIRS } from '../../db/migrations/0224-goods-name-pairs-postgres';
import { GOODS_ID_SPANS } from '../../db/migrations/0230-goods-id-spans-postgres';
import type { Page } from '../../lib/route';
import { type Span, spanOf } from '../../resources/list-page';
import { containsLowered } from '../../lib/text-match';
import { pageInSpans, SPANS_FROM } from './goods-id-spans';
import { rowWallRead } from '../../scope/row-security';
import { scopeFiltersBypassed } from '../../scope/scope';
import { scopeCondition, type ScopeView } from '../../scope/scoped-db';

// The goods list on PostgreSQL (issue 15, goal 3). Under the row-level wall (row-security.ts)
// the planner estimates every goods query to keep about 1 % of the rows it reads, whatever the
// caller sees, so it sorts a whole table rather than walk an index newest first (a platform
// administrator's page 3,000: a sequential scan and a sort of a million rows), and it may not
// use a name's trigram index at all (`like` is not leakproof, so it must run after the wall's
// conditions). Here the list decides from the exact counters how a page is read, reads its ids
// from indexes that hold the wall's columns (0207-goods-list-postgres: no goods row is read
// for a goods it passes), then the page's rows; a name is looked up in a table of its own.

/** Rows of the page, newest first, for the ids read first. */
type RowsOf<Row> = (ids: readonly number[]) => Promise<Row[]>;

/**
 * How a page's ids are read: walking an index in id order (the view holds most of what the
 * index walks past), taking the view's goods from its path range and sorting them, or as the
 * planner finds best (a filter's own index decides).
 */
type Order = 'walk' | 'sort' | 'plan';

/** Where a page's ids come from: `key` (the goods id) of `from` where `where`. */
type Source = { from: Expression<unknown>; key: Expression<number>; where: Expression<SqlBool> };

/**
 * A view this small (exact, from the counters) is searched from its own goods, each tested
 * for the name; a larger one from the name's matches, each tested for the view.
 */
const SMALL_VIEW = 20_000;

/** The index entries a walk passes to reach `reach` goods of the view. */
const passedTo = (reach: number, inView: number, inAll: number): number =>
  (reach * inAll) / Math.max(1, inView);

/**
 * Walking the index costs one step per goods passed (`inAll` over `inView` of them per page
 * row); sorting the view costs a step per goods of the view. Both exact, from the counters.
 */
const orderOf = (reach: number, inView: number, inAll: number): Order =>
  passedTo(reach, inView, inAll) <= inView ? 'walk' : 'sort';

/**
 * "Name contains" on the names' table, which holds each name lowered (0227): its `like`, found
 * through the trigram index, or for two characters with the pair, which the pairs index finds
 * (0224): containing the pair of the lowered text is what containing the text means then.
 */
export const namedOnLookup = (name: string): Expression<SqlBool> => {
  const column = `${GOODS_NAME_LOOKUP}.loweredName`;
  const like = containsLowered(column, name);
  const lowered = name.toLowerCase();
  if ([...lowered].length !== 2) return like;
  return sql<SqlBool>`${sql.raw(NAME_PAIRS)}(${sql.ref(column)}) @> array[${lowered}]::text[] and ${like}`;
};

/**
 * "Name contains", through the names' own table (0208-goods-name-lookup) and its indexes:
 * the wall on goods still decides which of the matching goods the caller sees. The view's
 * tenant, when it has one, keeps the search to that tenant's part of the names (0227).
 */
export const nameCondition = (name: string, view: ScopeView): Expression<SqlBool> =>
  sql<SqlBool>`"goods"."id" in (select "goods_id" from ${sql.table(GOODS_NAME_LOOKUP)}
    where ${inTenantNamed(view, name)})`;

/** The name's matches on the names' table, within the view's tenant if it has one. */
const inTenantNamed = (view: ScopeView, name: string) =>
  all([
    ...(view.tenantId !== null && !scopeFiltersBypassed()
      ? [sql<SqlBool>`${sql.ref(`${GOODS_NAME_LOOKUP}.tenantId`)} = ${view.tenantId}`]
      : []),
    namedOnLookup(name),
  ]);

/** The condition as SQL: `1 = 1` for none. */
const all = (conditions: readonly Expression<SqlBool>[]): Expression<SqlBool> =>
  conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

/**
 * `spansFrom`: from it a page of every status is read through the counts per span of ids (both
 * databases); `smallView` (PostgreSQL): below it a view is searched from its own goods. Tests
 * set them to reach the other reads.
 */
export type GoodsListOptions = { spansFrom?: number; smallView?: number };

export const createPostgresGoodsList = <Row>(
  db: Db,
  rowsOf: RowsOf<Row>,
  { smallView = SMALL_VIEW, spansFrom = SPANS_FROM }: GoodsListOptions = {},
) => {
  /**
   * The ids of a page, one statement planned with its values (no parallel workers:
   * SERIAL_PLANS). A walk also needs no sort, the choice the planner's estimate would get wrong
   * under the wall: its connection carries that setting (`withoutSort`).
   */
  const idsOf = async (source: Source, order: Order, span: Span) => {
    // `id + 0` is no index's order: the view's goods are read from its range and sorted.
    const key = order === 'sort' ? sql`(${source.key} + 0)` : source.key;
    const read = sql<{ id: number }>`select ${source.key} as "id"
        from ${source.from} where ${source.where}
        order by ${key} ${span.reversed ? sql`asc` : sql`desc`}
        limit ${span.limit} offset ${span.offset}`.compile(db);
    const rows =
      order === 'walk'
        ? await withoutSort(() => readPlannedWithValues(db, read))
        : await readPlannedWithValues(db, read);
    return rows.map((row) => row.id);
  };

  /** A page of `totalCount` goods meeting `where`, read in `order` (given the span read). */
  const pageOf = async (
    source: Source | Expression<SqlBool>,
    order: Order | ((span: Span) => Order),
    totalCount: number,
    page: PageQuery,
    /** Another read of the page's ids, when it has one for the span. */
    idsFor?: (span: Span) => Promise<number[]> | undefined,
  ): Promise<Page<Row>> => {
    const span = spanOf(totalCount, page);
    const ids = span
      ? await (idsFor?.(span) ??
          idsOf(
            'from' in source
              ? source
              : { from: sql`"goods"`, key: sql`"goods"."id"`, where: source },
            typeof order === 'function' ? order(span) : order,
            span,
          ))
      : [];
    return {
      entities: await rowsOf(span?.reversed ? ids.reverse() : ids),
      totalCount,
      pageSize: page.pageSize,
      currentPage: page.pageNum,
    };
  };

  /**
   * The ids of a deep page from the view's counts per span of ids (goods-id-spans.ts). A view
   * that holds every goods of its tenant (or every goods) sums the tenant's counts (every
   * tenant's), a subtree its organisations'.
   */
  const spannedIds = async (
    view: ScopeView,
    whole: boolean,
    where: Expression<SqlBool>,
    span: Span,
  ): Promise<number[]> => {
    const start = await pageInSpans(
      db,
      whole
        ? { tenantId: view.tenantId }
        : { inView: all(viewConditions(view, whole, GOODS_ID_SPANS)) },
      span,
    );
    return start
      ? idsOf(
          { from: sql`"goods"`, key: sql`"goods"."id"`, where: all([where, start.edge]) },
          'walk',
          start.span,
        )
      : [];
  };

  /** Sums of the counters (0010-goods-counts): the view's, and its tenant's (or all goods). */
  const countersOf = async (view: ScopeView, status: number | undefined) => {
    const ofStatus = status === undefined ? sql`` : sql` and "status" = ${status}`;
    const ofTenant = view.tenantId === null ? sql`1 = 1` : sql`"tenant_id" = ${view.tenantId}`;
    const { rows } = await sql<{ inView: string | null; inAll: string | null }>`
      select sum(case when ${scopeCondition(view)} then "goods_count" else 0 end) as "in_view",
        sum("goods_count") as "in_all"
      from "goods_counter" where ${ofTenant}${ofStatus}`.execute(db);
    return { inView: Number(rows[0]?.inView ?? 0), inAll: Number(rows[0]?.inAll ?? 0) };
  };

  /** A view whose path range can be left out (no organisations picked, nothing above). */
  const plain = (view: ScopeView) =>
    !view.empty && !view.organIds && !view.alsoAt?.length && !scopeFiltersBypassed();
  /** The view's root is the platform's (3 parts) or a tenant's (4 parts). */
  const rootDepth = (view: ScopeView) => view.organPath.split('/').length;

  /** The view is a tenant's whole tree. */
  const tenantOnly = (view: ScopeView) =>
    plain(view) && view.tenantId !== null && rootDepth(view) === 4;

  /**
   * The view as conditions: none for every goods (the counters say the view holds them all),
   * the tenant alone for a tenant's whole tree (every goods of a tenant is in its tree).
   */
  const viewConditions = (
    view: ScopeView,
    whole: boolean,
    table = 'goods',
  ): Expression<SqlBool>[] => {
    if (plain(view) && view.tenantId === null && rootDepth(view) === 3 && whole) return [];
    if (tenantOnly(view)) return [sql<SqlBool>`${sql.ref(`${table}.tenantId`)} = ${view.tenantId}`];
    return [scopeCondition(view, table)];
  };

  /**
   * Filtered by scope and status only: the exact total from the counters. A page deep enough
   * that walking to it or sorting the view passes more than `spansFrom` entries is read through
   * the counts per span (which count every status).
   */
  const plainPage = async (view: ScopeView, status: number | undefined, page: PageQuery) => {
    const sums = await countersOf(view, status);
    const whole = sums.inView === sums.inAll;
    const conditions = viewConditions(view, whole);
    if (status !== undefined) conditions.push(sql<SqlBool>`"goods"."status" = ${status}`);
    const where = all(conditions);
    const order = (span: Span) => orderOf(span.offset + span.limit, sums.inView, sums.inAll);
    const deep = (span: Span) =>
      status === undefined &&
      (!whole || plain(view)) &&
      Math.min(passedTo(span.offset + span.limit, sums.inView, sums.inAll), sums.inView) >=
        spansFrom
        ? spannedIds(view, whole, where, span)
        : undefined;
    return pageOf(where, order, sums.inView, page, deep);
  };

  /** The count of `from` where `where`, planned with its values (no parallel workers). */
  const countOf = async (from: Expression<unknown>, where: Expression<SqlBool>) => {
    const [row] = await readPlannedWithValues(
      db,
      sql<{ count: string }>`select count(*) as "count" from ${from} where ${where}`.compile(db),
    );
    return Number(row?.count ?? 0);
  };

  /**
   * A name's matches (of the view's tenant, when it has one), each tested for `where` on its
   * goods (the view, the other filters and the wall): a lateral probe of the goods by id, so
   * the planner cannot read the view's goods first, which its estimate under the wall prefers.
   */
  const matchesOf = (view: ScopeView, name: string, where: Expression<SqlBool>): Source => ({
    from: sql`${sql.table(GOODS_NAME_LOOKUP)} cross join lateral (select 1 from "goods"
      where "goods"."id" = ${sql.ref(`${GOODS_NAME_LOOKUP}.goodsId`)} and ${where}
      offset 0) as "matched"`,
    key: sql<number>`${sql.ref(`${GOODS_NAME_LOOKUP}.goodsId`)}`,
    where: inTenantNamed(view, name),
  });

  /**
   * A name's matches in the view on the names' table alone (0225: each name carries its goods'
   * tenant and organisation path), with the wall's read condition, which that table has no
   * policy to add (`rowWallRead`): the view's conditions need no goods row. Not for a view of
   * picked organisations (the names' table holds no organisation id).
   */
  const namedInView = (view: ScopeView, whole: boolean, name: string): Source => ({
    from: sql.table(GOODS_NAME_LOOKUP),
    key: sql<number>`${sql.ref(`${GOODS_NAME_LOOKUP}.goodsId`)}`,
    where: all([
      rowWallRead(),
      ...viewConditions(view, whole, GOODS_NAME_LOOKUP),
      namedOnLookup(name),
    ]),
  });

  /**
   * Any other filter: the exact count over the filter's index (with the wall's columns in it),
   * then the page's ids as the planner reads them best. A name alone is searched on the names'
   * table alone; with other filters, from its matches, each probed on its goods, unless the view
   * is small (then from the view's goods, each tested for the name).
   */
  const filteredPage = async (
    view: ScopeView,
    filters: readonly Expression<SqlBool>[],
    name: string | null | undefined,
    page: PageQuery,
  ) => {
    const sums = await countersOf(view, undefined);
    const conditions = [...viewConditions(view, sums.inView === sums.inAll), ...filters];
    // A name alone is searched on the names' table whatever the view's size: its path index
    // holds a small view's names as its trigram index holds a large view's matches.
    const namesAlone = filters.length === 0 && !view.organIds;
    if (!name || (!namesAlone && sums.inView <= smallView && conditions.length > 0)) {
      const where = all(name ? [...conditions, nameCondition(name, view)] : conditions);
      return pageOf(where, 'plan', await countOf(sql`"goods"`, where), page);
    }
    const matches = namesAlone
      ? namedInView(view, sums.inView === sums.inAll, name)
      : matchesOf(view, name, all(conditions));
    const totalCount = await countOf(matches.from, matches.where);
    // Walking the names newest first passes the tenant's (or every) goods over the matches.
    const order = (span: Span) => orderOf(span.offset + span.limit, totalCount, sums.inAll);
    return pageOf(matches, order, totalCount, page);
  };

  return { plainPage, filteredPage };
};

/** The page's rows, newest first, for ids read first (LIST columns as the list selects them). */
export const rowsByIds =
  <Row>(db: Db, columns: RawBuilder<unknown>): RowsOf<Row> =>
  async (ids) =>
    ids.length === 0
      ? []
      : (
          await sql<Row>`select ${columns} from "goods" where "goods"."id" in (${sql.join(ids)})
            order by "goods"."id" desc`.execute(db)
        ).rows;
