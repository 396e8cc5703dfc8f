import type { GoodsFilter, PageQuery } from '@retail/contract';
import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db, ReadNow } from '../../db/database';
import type { SqlDialect } from '../../db/dialect';
import { GOODS_NAME_SEARCH } from '../../db/migrations/0015-goods-name-search';
import type { GoodsTable } from '../../db/schema-goods';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import { updatedStamp } from '../../scope/scope';
import { ownedInsert, scoped, scopedUpdate, type ScopeView } from '../../scope/scoped-db';

/** The list columns: everything but the (possibly large) rich-text description. */
const LIST_COLUMNS = [
  'goods.id',
  'goods.goodsName',
  'goods.goodsCode',
  'goods.goodsTypeId',
  'goods.brandId',
  'goods.goodsImg',
  'goods.status',
  'goods.remark',
  'goods.tenantId',
  'goods.organId',
  'goods.organPath',
  'goods.createBy',
  'goods.createDate',
  'goods.updateBy',
  'goods.updateDate',
] as const;

/** The row keys of LIST_COLUMNS, in their order. */
const LIST_KEYS = LIST_COLUMNS.map((column) => column.slice('goods.'.length));

/** A row read as values (ReadNow), in LIST_COLUMNS' order, as the query builder names it. */
const listRowOf = (values: readonly unknown[]): GoodsRow => {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < LIST_KEYS.length; index += 1)
    row[LIST_KEYS[index] ?? ''] = values[index];
  return row as GoodsRow;
};

/** LIST_COLUMNS as SQL (snake_case, as the CamelCase plugin names them). */
const LIST_SQL = LIST_COLUMNS.map((column) => {
  const [table, name = ''] = column.split('.');
  return `"${table}"."${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`;
}).join(', ');

export type GoodsRow = Omit<Selectable<GoodsTable>, 'goodsDescribe'>;

export type GoodsQuery = GoodsFilter & {
  /** "Has a price at this store", built by the price module. */
  atStore?: Expression<SqlBool> | undefined;
};

/**
 * A sorted row costs about this many index steps: walking the tenant's goods newest first is
 * cheaper than sorting the scope's range unless the walk passes this many times more goods.
 */
const SORTED_ROW_STEPS = 50;

/**
 * Whether to walk the tenant's goods in id order (testing the scope on each) rather than read
 * the scope's organisation-path range and sort it. `reach` rows of `inScope` are needed, and
 * the scope holds `inScope` of the tenant's `inTenant` goods (all exact, from the counters).
 */
const walkIsCheaper = (reach: number, inScope: number, inTenant: number): boolean => {
  const passed = Math.min(reach, inScope);
  return (passed * inTenant) / inScope <= inScope + SORTED_ROW_STEPS * passed;
};

/** Characters a name search needs before its trigram index can serve it. */
const TRIGRAM = 3;

/**
 * SQLite: the goods whose names hold the text, from the trigram index of
 * 0015-goods-name-search; every match of the case-insensitive `like` is among them (the index
 * folds case at least as widely), and the `like` still decides. Texts shorter than a trigram
 * get no condition. PostgreSQL's trigram index serves the `like` itself.
 */
const indexedNameSearch = (text: string): Expression<SqlBool> | undefined =>
  [...text].length < TRIGRAM
    ? undefined
    : sql<SqlBool>`"goods"."id" in (select "rowid" from ${sql.table(GOODS_NAME_SEARCH)}
        where ${sql.table(GOODS_NAME_SEARCH)} match ${`"${text.replaceAll('"', '""')}"`})`;

/** Goods rows and the rows that hang on a goods (pictures, tags, carrying organisations). */
export const createGoodsRepository = (db: Db, dialect: SqlDialect, readNow?: ReadNow) => {
  const nameSearch = dialect === 'sqlite' ? indexedNameSearch : undefined;
  /**
   * The filtered goods of a view; every filter is an indexed column or the name. `walk`: the
   * scope condition is kept whole, `(…) is true`, so no index serves its path range, and the
   * tenant equality beside it lets the planner walk (tenant_id, id, organ_path) newest first
   * (0013-goods-list-speed) instead of sorting the range (which SQLite, without statistics,
   * otherwise always does: 60 ms for page 1 of a 600,000-goods tenant, a second for page 5000).
   */
  const filtered = (scope: Scope, view: ScopeView, filter: GoodsQuery, walk = false) => {
    const inScope = scoped(db, scope, view).where('goods');
    let query = db.selectFrom('goods').select(LIST_COLUMNS);
    query =
      walk && view.tenantId !== null
        ? query
            .where('goods.tenantId', '=', view.tenantId)
            .where(sql<SqlBool>`(${inScope}) is true`)
        : query.where(inScope);
    if (filter.goodsId) query = query.where('goods.id', '=', filter.goodsId);
    if (filter.goodsName) {
      const indexed = nameSearch?.(filter.goodsName);
      if (indexed) query = query.where(indexed);
      query = query.where(containsText('goods.goodsName', filter.goodsName));
    }
    if (filter.goodsCode) query = query.where('goods.goodsCode', '=', filter.goodsCode);
    if (filter.goodsTypeId) query = query.where('goods.goodsTypeId', '=', filter.goodsTypeId);
    if (filter.brandId) query = query.where('goods.brandId', '=', filter.brandId);
    if (filter.status !== undefined && filter.status !== null)
      query = query.where('goods.status', '=', filter.status);
    if (filter.atStore) query = query.where(filter.atStore);
    return query.orderBy('goods.id', 'desc');
  };

  return {
    /**
     * One page and its exact total. Filtered by scope and status only, the total is the sum of
     * the per-organisation counters (a few rows) instead of a count over every goods.
     */
    page: async (
      scope: Scope,
      view: ScopeView,
      filter: GoodsQuery,
      page: PageQuery,
    ): Promise<Page<GoodsRow>> => {
      const byCounters =
        !filter.goodsId &&
        !filter.goodsName &&
        !filter.goodsCode &&
        !filter.goodsTypeId &&
        !filter.brandId &&
        !filter.atStore;
      if (!byCounters) return fetchPage(filtered(scope, view, filter), page);
      // In a tenant, one pass over its counters gives the view's total and the tenant's (which
      // only chooses the plan; nothing of it is answered). This path is every plain list
      // call: its two fixed-shape statements are written as SQL around the scope layer's
      // condition, which costs a fraction of building and compiling them with the query
      // builder (that was most of the non-SQL time of a list call).
      const inView = scoped(db, scope, view).where();
      const status =
        filter.status !== undefined && filter.status !== null
          ? sql<SqlBool>` and "status" = ${filter.status}`
          : sql<SqlBool>``;
      type Sums = { inView: number | string | null; inTenant: number | string | null };
      // Across tenants (or for nothing) the view's own rows are all there is to add up.
      const summed =
        view.tenantId === null || view.empty
          ? sql<Sums>`
              select sum("goods_count") as "in_view", 0 as "in_tenant"
              from "goods_counter" where ${inView}${status}`
          : sql<Sums>`
              select sum(case when ${inView} then "goods_count" else 0 end) as "in_view",
                sum("goods_count") as "in_tenant"
              from "goods_counter" where "tenant_id" = ${view.tenantId}${status}`;
      const [sums] = (await summed.execute(db)).rows;
      const totalCount = Number(sums?.inView ?? 0);
      const inTenant = view.tenantId === null ? 0 : Number(sums?.inTenant ?? 0);
      const reach = page.pageNum * page.pageSize;
      const walk = inTenant > 0 && totalCount > 0 && walkIsCheaper(reach, totalCount, inTenant);
      // The same rows and plan choice as `filtered(scope, view, filter, walk)`.
      const inScope = scoped(db, scope, view).where('goods');
      const where =
        walk && view.tenantId !== null
          ? sql<SqlBool>`"goods"."tenant_id" = ${view.tenantId} and (${inScope}) is true`
          : inScope;
      const goodsStatus =
        filter.status !== undefined && filter.status !== null
          ? sql<SqlBool>` and "goods"."status" = ${filter.status}`
          : sql<SqlBool>``;
      const query = sql<GoodsRow>`
        select ${sql.raw(LIST_SQL)} from "goods" where ${where}${goodsStatus}
        order by "goods"."id" desc limit ${page.pageSize} offset ${reach - page.pageSize}`.compile(
        db,
      );
      const values = readNow?.values(query);
      const entities = values ? values.map(listRowOf) : (await db.executeQuery(query)).rows;
      return { entities, totalCount, pageSize: page.pageSize, currentPage: page.pageNum };
    },

    some: (scope: Scope, view: ScopeView, filter: GoodsQuery, limit: number): Promise<GoodsRow[]> =>
      filtered(scope, view, filter).limit(limit).execute(),

    byIds: async (scope: Scope, ids: readonly number[]): Promise<GoodsRow[]> =>
      ids.length === 0
        ? []
        : scoped(db, scope)
            .selectFrom('goods')
            .select(LIST_COLUMNS)
            .where('goods.id', 'in', [...new Set(ids)])
            .orderBy('goods.id', 'desc')
            .execute(),

    describeOf: async (scope: Scope, id: number): Promise<string | null> =>
      (
        await scoped(db, scope)
          .selectFrom('goods')
          .select('goodsDescribe')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.goodsDescribe ?? null,

    images: (scope: Scope, goodsId: number) =>
      scoped(db, scope)
        .selectFrom('goodsImage')
        .select(['fileId', 'fileUrl', 'sort'])
        .where('goodsId', '=', goodsId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** Pictures per goods (all of them: a picture is a fact about the goods, not a secret). */
    imageCounts: async (goodsIds: readonly number[]): Promise<Map<number, number>> => {
      const counts = new Map<number, number>();
      if (goodsIds.length === 0) return counts;
      const rows = await db
        .selectFrom('goodsImage')
        .select('goodsId')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('goodsId', 'in', [...goodsIds])
        .groupBy('goodsId')
        .execute();
      for (const row of rows) counts.set(row.goodsId, Number(row.count));
      return counts;
    },

    tagIds: async (scope: Scope, goodsId: number): Promise<number[]> =>
      (
        await scoped(db, scope)
          .selectFrom('goodsTagRef')
          .select('goodsTagId')
          .where('goodsId', '=', goodsId)
          .orderBy('goodsTagId')
          .execute()
      ).map((row) => row.goodsTagId),

    /** The goods' pictures become exactly these, in this order (run it in a transaction). */
    replaceImages: async (
      scope: Scope,
      goods: { id: number; organId: number },
      images: readonly { fileId: number; fileUrl: string }[],
    ): Promise<void> => {
      await scoped(db, scope).deleteFrom('goodsImage').where('goodsId', '=', goods.id).execute();
      for (const [sort, image] of images.entries())
        await ownedInsert(db, scope, 'goodsImage', {
          organId: goods.organId,
          goodsId: goods.id,
          fileId: image.fileId,
          fileUrl: image.fileUrl,
          sort,
        });
      await scopedUpdate(db, scope, 'goods', goods.id, { goodsImg: images[0]?.fileUrl ?? null });
    },

    /**
     * Rows that belong to the goods follow it when it moves to another organisation (run it in
     * the moving transaction): its SKUs, pictures and tag links are seen where it is seen.
     */
    carryOwner: async (
      scope: Scope,
      goods: { id: number; tenantId: number; organId: number; organPath: string },
    ): Promise<void> => {
      const owner = {
        tenantId: goods.tenantId,
        organId: goods.organId,
        organPath: goods.organPath,
      };
      for (const table of ['goodsSku', 'goodsImage', 'goodsTagRef'] as const)
        await scoped(db, scope)
          .updateTable(table)
          .set(owner)
          .where('goodsId', '=', goods.id)
          .where('organPath', '!=', goods.organPath)
          .execute();
    },

    /** The goods carries exactly these tags (run it in a transaction). */
    replaceTags: async (
      scope: Scope,
      goods: { id: number; organId: number },
      tagIds: readonly number[],
    ): Promise<void> => {
      await scoped(db, scope).deleteFrom('goodsTagRef').where('goodsId', '=', goods.id).execute();
      for (const goodsTagId of new Set(tagIds))
        await ownedInsert(db, scope, 'goodsTagRef', {
          organId: goods.organId,
          goodsId: goods.id,
          goodsTagId,
        });
    },

    setStatus: async (scope: Scope, ids: readonly number[], status: number): Promise<void> => {
      await scoped(db, scope)
        .updateTable('goods')
        .set({ status, ...updatedStamp(scope) })
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Names of the goods whose pictures include this file (the file module's usage guard). */
    namesUsingFile: async (fileId: number): Promise<string[]> =>
      (
        await db
          .selectFrom('goodsImage')
          .innerJoin('goods', 'goods.id', 'goodsImage.goodsId')
          .select('goods.goodsName')
          .distinct()
          .where('goodsImage.fileId', '=', fileId)
          .orderBy('goods.goodsName')
          .limit(20)
          .execute()
      ).map((row) => row.goodsName),
  };
};

export type GoodsRepository = ReturnType<typeof createGoodsRepository>;
