import type { PageQuery } from '@retail/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, ReadNow } from '../../db/database';
import type { SqlDialect } from '../../db/dialect';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import { scopeCondition, type ScopeView } from '../../scope/scoped-db';
import { type GoodsRow, LIST_SQL, listRowOf } from './goods-list-columns';
import {
  createPostgresGoodsList,
  type GoodsListOptions,
  nameCondition,
  rowsByIds,
} from './goods-list-postgres';
import { mergedPageIds, type OrganCount, pagePlanOf, pathRangeIndex } from './goods-page-plans';
import { pageInSpans, type SpanCounts, SPANS_FROM } from './goods-id-spans';
import { GOODS_ID_SPANS } from '../../db/migrations/0230-goods-id-spans-postgres';
import { spanOf } from '../../resources/list-page';
import type { GoodsQuery } from './goods-query';
import {
  and,
  filterConditions,
  GOODS,
  plainView,
  searchRangeOf,
  viewCondition,
  wholeTenant,
} from './goods-list-views';
import { nameSearchOf, searchCount, searchRows } from './goods-search';
import {
  nameAlone,
  type OrganSearch,
  organRunsOf,
  organSearchCount,
  organSearchIds,
  organSearchOf,
  sortIsCheaper,
} from './goods-organ-search';
import {
  countInSlices,
  type IdSlice,
  pageInSlices,
  SEARCH_SLICE_IDS,
  slicesOf,
} from './goods-slices';

export type { GoodsQuery };

/** The goods lists' reads: a page with its exact total, or the first rows of a filter. */
export const createGoodsListReads = (
  db: Db,
  dialect: SqlDialect,
  readNow?: ReadNow,
  options: GoodsListOptions = {},
) => {
  const { spansFrom = SPANS_FROM } = options;
  /** The rows of a compiled page query (LIST_COLUMNS first), directly when SQLite allows. */
  const rowsOf = async (query: RawBuilder<GoodsRow>): Promise<GoodsRow[]> => {
    const compiled = query.compile(db);
    const values = readNow?.values(compiled);
    return values ? values.map(listRowOf) : (await db.executeQuery(compiled)).rows;
  };

  // PostgreSQL reads its pages its own way, under the row-level wall (goods-list-postgres.ts).
  const postgres =
    dialect === 'postgres'
      ? createPostgresGoodsList(db, rowsByIds<GoodsRow>(db, LIST_SQL), options)
      : undefined;

  /**
   * One page of goods meeting `where`, newest first. Past the first page, or when the ids come
   * from another index than the goods' own order (`idsFrom`), the ids are paged alone (an
   * index-only read where an index holds every condition) and only the page's rows are read
   * whole (a deferred join): neither an offset nor a sort reads the full row of every goods
   * it passes.
   */
  const pageRows = (
    where: Expression<SqlBool>,
    { pageNum, pageSize }: PageQuery,
    idsFrom: RawBuilder<unknown> = GOODS,
  ) => {
    const offset = (pageNum - 1) * pageSize;
    const direct = offset === 0 && idsFrom === GOODS;
    return rowsOf(
      direct
        ? sql<GoodsRow>`select ${LIST_SQL} from "goods" where ${where}
            order by "goods"."id" desc limit ${pageSize}`
        : sql<GoodsRow>`select ${LIST_SQL} from "goods" where "goods"."id" in (
            select "goods"."id" from ${idsFrom} where ${where}
            order by "goods"."id" desc limit ${pageSize} offset ${offset})
          order by "goods"."id" desc`,
    );
  };

  /** Sums of the counters (0010-goods-counts): the view's and its tenant's (or all goods). */
  const countersOf = async (view: ScopeView, status: number | undefined) => {
    const inView = scopeCondition(view);
    const ofStatus = status === undefined ? sql`` : sql` and "status" = ${status}`;
    const from =
      view.tenantId === null || view.empty
        ? sql`"goods_counter" where 1 = 1`
        : sql`"goods_counter" where "tenant_id" = ${view.tenantId}`;
    type Sums = { inView: number | string | null; inAll: number | string | null };
    const [sums] = (
      await sql<Sums>`
        select sum(case when ${inView} then "goods_count" else 0 end) as "in_view",
          sum("goods_count") as "in_all"
        from ${from}${ofStatus}`.execute(db)
    ).rows;
    return { inView: Number(sums?.inView ?? 0), inAll: Number(sums?.inAll ?? 0) };
  };

  /** The view's organisations that own goods (of the status), from the counters. */
  const organCountsOf = async (
    view: ScopeView,
    status: number | undefined,
  ): Promise<OrganCount[]> => {
    const ofStatus = status === undefined ? sql`` : sql` and "status" = ${status}`;
    const { rows } = await sql<{ organPath: string; count: number | string }>`
      select "organ_path", sum("goods_count") as "count" from "goods_counter"
      where ${scopeCondition(view)}${ofStatus}
      group by "organ_path" having sum("goods_count") > 0`.execute(db);
    return rows.map((row) => ({ organPath: row.organPath, count: Number(row.count) }));
  };

  /**
   * The view holds every goods (of the status): the platform's whole tree. The path range is
   * then left out, as for a whole tenant; the counters say so, as the platform's root is one
   * root among possible others.
   */
  const platformTree = (view: ScopeView) =>
    view.tenantId === null && plainView(view) && view.organPath.split('/').length === 3;
  const wholePlatform = (view: ScopeView, sums: { inView: number; inAll: number }) =>
    platformTree(view) && sums.inView === sums.inAll;

  /**
   * Filtered by scope and status only: the total is the sum of the per-organisation counters
   * (a few rows) instead of a count over every goods. Its statements are written as SQL around
   * the scope layer's condition (building them with the query builder was most of the non-SQL
   * time of a plain list call).
   */
  const plainPage = async (
    view: ScopeView,
    status: number | undefined,
    page: PageQuery,
  ): Promise<Page<GoodsRow>> => {
    const sums = await countersOf(view, status);
    const totalCount = sums.inView;
    const paged = (entities: GoodsRow[]) => ({
      entities,
      totalCount,
      pageSize: page.pageSize,
      currentPage: page.pageNum,
    });
    const ofStatus =
      status === undefined ? sql<SqlBool>`1 = 1` : sql<SqlBool>`"goods"."status" = ${status}`;
    const reach = page.pageNum * page.pageSize;
    /**
     * The page through the counts per span, when it is of every status and `steps` deep (the
     * counts' condition made only then: most pages are not).
     */
    const spanned = async (counts: () => SpanCounts, walked: Expression<SqlBool>, steps: number) =>
      status === undefined && steps >= spansFrom
        ? paged(await spannedPage(counts(), walked, totalCount, page))
        : undefined;
    let where: Expression<SqlBool>;
    if (wholeTenant(view)) {
      where = sql`"goods"."tenant_id" = ${view.tenantId} and ${ofStatus}`;
      const deep = await spanned(() => ({ tenantId: view.tenantId }), where, reach);
      if (deep) return deep;
    } else if (wholePlatform(view, sums)) {
      where = ofStatus;
      const deep = await spanned(() => ({ tenantId: null }), where, reach);
      if (deep) return deep;
    } else {
      // A subtree's page is walked, sorted or merged by organisation, whichever passes fewest
      // index entries (goods-page-plans.ts): a store's page 1 at 1M goods 4.9 → 0.2 ms, a
      // region's page 1,000 17 → 11 ms; deeper than that, through the counts per span. Kept
      // whole, `(…) is true`, no index serves the range, and the tenant equality beside it
      // makes SQLite walk (tenant_id[, status], id, organ_path) newest first
      // (0013-goods-list-speed, 0223-goods-status-in-scope).
      const inScope = scopeCondition(view, 'goods');
      const inCounts = () => ({ inView: scopeCondition(view, GOODS_ID_SPANS) });
      const tenantId = view.tenantId;
      if (tenantId === null || sums.inAll === 0 || totalCount === 0) {
        where = sql`${inScope} and ${ofStatus}`;
        const deep = await spanned(inCounts, where, (reach * sums.inAll) / Math.max(1, totalCount));
        if (deep) return deep;
      } else {
        const organs = plainView(view) ? await organCountsOf(view, status) : undefined;
        const { plan, steps } = pagePlanOf(reach, totalCount, sums.inAll, organs);
        const walked = sql<SqlBool>`"goods"."tenant_id" = ${tenantId} and (${inScope}) is true and ${ofStatus}`;
        const deep = await spanned(inCounts, walked, steps);
        if (deep) return deep;
        if (plan === 'walk') where = walked;
        else {
          const offset = (page.pageNum - 1) * page.pageSize;
          return paged(
            plan === 'merge' && organs?.length
              ? await rowsOf(sql<GoodsRow>`select ${LIST_SQL} from "goods" where "goods"."id" in (
                  ${mergedPageIds(tenantId, status, organs, { limit: page.pageSize, offset })})
                  order by "goods"."id" desc`)
              : await pageRows(
                  sql`${inScope} and ${ofStatus}`,
                  page,
                  plainView(view) ? sql`"goods" indexed by ${pathRangeIndex(status)}` : GOODS,
                ),
          );
        }
      }
    }
    return paged(await pageRows(where, page));
  };

  /**
   * A deep page from the view's counts per span of ids (goods-id-spans.ts): its ids walked
   * (`walked`: the view's condition as a walk newest first reads it) from its span's edge, newest
   * first or, nearer the view's oldest goods, oldest first; then the page's rows.
   */
  const spannedPage = async (
    counts: SpanCounts,
    walked: Expression<SqlBool>,
    totalCount: number,
    page: PageQuery,
  ): Promise<GoodsRow[]> => {
    const span = spanOf(totalCount, page);
    const start = span && (await pageInSpans(db, counts, span));
    if (!start) return [];
    return rowsOf(sql<GoodsRow>`select ${LIST_SQL} from "goods" where "goods"."id" in (
        select "goods"."id" from "goods" where ${walked} and ${start.edge}
        order by "goods"."id" ${start.span.reversed ? sql`asc` : sql`desc`}
        limit ${start.span.limit} offset ${start.span.offset})
      order by "goods"."id" desc`);
  };

  const countOf = async (where: Expression<SqlBool>, from = sql`"goods"`) => {
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as "count" from ${from} where ${where}`.execute(db);
    return Number(rows[0]?.count ?? 0);
  };

  /**
   * A name too short for the trigram index: the view's goods are scanned, slice by slice of
   * the primary key (`not indexed`: an index on the view's columns would make every slice
   * walk the whole view), so that other requests are served between slices.
   */
  const scanInSlices = async (where: Expression<SqlBool>, { pageNum, pageSize }: PageQuery) => {
    const slices = await slicesOf(db);
    const inSlice = ({ low, high }: IdSlice) =>
      sql<SqlBool>`"goods"."id" between ${low} and ${high} and ${where}`;
    const count = (slice: IdSlice) => countOf(inSlice(slice), sql`"goods" not indexed`);
    return [
      pageInSlices(
        slices,
        { limit: pageSize, offset: (pageNum - 1) * pageSize },
        count,
        (slice, limit, offset) =>
          rowsOf(sql<GoodsRow>`select ${LIST_SQL} from "goods" not indexed where ${inSlice(slice)}
            order by "goods"."id" desc limit ${limit} offset ${offset}`),
      ),
      countInSlices(slices, count),
    ] as const;
  };

  /**
   * A name search through the trigram index: the page walks the index newest first; the total
   * is the index's own count when nothing else is asked (all goods, or a tenant's whole tree,
   * whose range of the tenant-keyed index is that tenant's goods), otherwise each match's
   * goods is tested, slice by slice.
   */
  const searchPage = (
    view: ScopeView,
    search: string,
    filters: readonly Expression<SqlBool>[],
    everything: boolean,
    page: PageQuery,
  ) => {
    const tenant = searchRangeOf(view);
    // The tenant's range already says `tenant_id = …`: a whole tree needs nothing more.
    const byIndexAlone = everything || (tenant !== undefined && wholeTenant(view));
    const conditions = byIndexAlone ? filters : [viewCondition(view), ...filters];
    const where = and(conditions);
    return [
      rowsOf(searchRows<GoodsRow>(LIST_SQL, search, where, page, tenant)),
      conditions.length === 0
        ? searchCount(db, search, { tenant })
        : slicesOf(db, SEARCH_SLICE_IDS).then((slices) =>
            countInSlices(slices, (slice) =>
              searchCount(db, search, { tenant, where: { where, slice } }),
            ),
          ),
    ] as const;
  };

  /**
   * A name search alone, from the indexes keyed by organisation (goods-organ-search.ts): the
   * count from the view's ranges; the page walks newest first (the tenant's trigram index, or
   * the goods for a pair) while that passes few goods per row of the page, else the view's
   * matches are sorted. A whole tenant's or all goods' trigram search keeps its own index
   * (undefined: the caller's path).
   */
  const organSearchPage = async (
    view: ScopeView,
    text: string,
    search: OrganSearch,
    page: PageQuery,
  ) => {
    const sums = await countersOf(view, undefined);
    const whole = wholePlatform(view, sums);
    if (search.kind === 'trigram' && (whole || wholeTenant(view))) return undefined;
    const runs = whole ? undefined : await organRunsOf(db, view);
    const totalCount = await organSearchCount(db, search, runs);
    const reach = page.pageNum * page.pageSize;
    // Goods walked per page row: the tenant's (or every) goods or trigram matches over the view's.
    const passes =
      (reach * sums.inAll) / Math.max(1, search.kind === 'pairs' ? totalCount : sums.inView);
    let entities: GoodsRow[];
    if (sortIsCheaper(passes, totalCount)) {
      const ids = (await organSearchIds(db, search, runs, reach)).slice(reach - page.pageSize);
      entities = await rowsOf(sql<GoodsRow>`select ${LIST_SQL} from "goods"
        where "goods"."id" in (${sql.join([0, ...ids])}) order by "goods"."id" desc`); // 0: no goods
    } else if (search.kind === 'trigram')
      entities = await rowsOf(
        searchRows<GoodsRow>(
          LIST_SQL,
          search.match,
          viewCondition(view),
          page,
          searchRangeOf(view),
        ),
      );
    else {
      // Kept whole (`is true`), the scope leaves (tenant_id, id, organ_path) to walk newest first.
      const inScope = sql<SqlBool>`(${whole ? sql`1 = 1` : scopeCondition(view, 'goods')}) is true`;
      const inTenant =
        view.tenantId === null ? [] : [sql<SqlBool>`"goods"."tenant_id" = ${view.tenantId}`];
      entities = await pageRows(
        and([...inTenant, inScope, containsText('goods.goodsName', text)]),
        page,
      );
    }
    return { entities, totalCount, pageSize: page.pageSize, currentPage: page.pageNum };
  };

  /** Any other filter: the rows and an exact count over the filter's own index. */
  const filteredPage = async (
    view: ScopeView,
    filter: GoodsQuery,
    page: PageQuery,
  ): Promise<Page<GoodsRow>> => {
    const organSearch =
      dialect === 'sqlite' && nameAlone(filter) && plainView(view)
        ? organSearchOf(filter.goodsName)
        : undefined;
    const byOrgan =
      organSearch && (await organSearchPage(view, filter.goodsName ?? '', organSearch, page));
    if (byOrgan) return byOrgan;
    const search = dialect === 'sqlite' ? nameSearchOf(filter.goodsName) : undefined;
    // A filter of all goods needs no scope condition: a search counts on its index alone (13
    // ms for 50,000 matches, against 80 for reading each match's scope columns), a brand or a
    // category on its own index (24 ms → 1 ms for 24,000 goods of a brand).
    const everything = platformTree(view) && wholePlatform(view, await countersOf(view, undefined));
    const filters = filterConditions(filter, !search);
    const where = and([...(everything ? [] : [viewCondition(view)]), ...filters]);
    const [entities, totalCount] = await Promise.all(
      search
        ? searchPage(view, search, filters, everything, page)
        : dialect === 'sqlite' && filter.goodsName
          ? await scanInSlices(where, page)
          : [pageRows(where, page), countOf(where)],
    );
    return { entities, totalCount, pageSize: page.pageSize, currentPage: page.pageNum };
  };

  return {
    /** One page and its exact total. */
    page: (view: ScopeView, filter: GoodsQuery, page: PageQuery) => {
      const plain =
        !filter.goodsId &&
        !filter.goodsName &&
        !filter.goodsCode &&
        !filter.goodsTypeId &&
        !filter.brandId &&
        !filter.atStore;
      if (postgres)
        return plain
          ? postgres.plainPage(view, filter.status ?? undefined, page)
          : postgres.filteredPage(view, filterConditions(filter, false), filter.goodsName, page);
      return plain
        ? plainPage(view, filter.status ?? undefined, page)
        : filteredPage(view, filter, page);
    },

    /** The first `limit` goods of a filter, newest first (choosers, exports). */
    some: (view: ScopeView, filter: GoodsQuery, limit: number) => {
      const search = dialect === 'sqlite' ? nameSearchOf(filter.goodsName) : undefined;
      const conditions = [viewCondition(view), ...filterConditions(filter, !search && !postgres)];
      if (postgres && filter.goodsName) conditions.push(nameCondition(filter.goodsName, view));
      const where = and(conditions);
      return rowsOf(
        search
          ? searchRows<GoodsRow>(
              LIST_SQL,
              search,
              where,
              { pageNum: 1, pageSize: limit },
              searchRangeOf(view),
            )
          : sql<GoodsRow>`select ${LIST_SQL} from "goods" where ${where}
              order by "goods"."id" desc limit ${limit}`,
      );
    },
  };
};
