import {
  GOODS_STATUS_ON_SALE,
  type GoodsPriceFilter,
  type PageQuery,
  SKU_ENABLED,
} from '@retail/contract';
import { type Expression, expressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { GoodsPriceTable } from '../../db/schema-goods';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import { type Scope, updatedStamp } from '../../scope/scope';
import { readTenantWide, scoped, type ScopeView } from '../../scope/scoped-db';

export type PriceRow = Selectable<GoodsPriceTable>;

/** Store prices of goods, in integer cents. */
export const createGoodsPriceRepository = (db: Db) => {
  const filtered = (scope: Scope, view: ScopeView, filter: GoodsPriceFilter) => {
    let query = db
      .selectFrom('goodsPrice')
      .selectAll('goodsPrice')
      .where(scoped(db, scope, view).where('goodsPrice'));
    if (filter.goodsId) query = query.where('goodsPrice.goodsId', '=', filter.goodsId);
    if (filter.storeId) query = query.where('goodsPrice.storeId', '=', filter.storeId);
    if (filter.skuId) query = query.where('goodsPrice.skuId', '=', filter.skuId);
    if (filter.status !== undefined && filter.status !== null)
      query = query.where('goodsPrice.status', '=', filter.status);
    if (filter.goodsName) {
      const name = filter.goodsName;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('goods')
            .select('goods.id')
            .whereRef('goods.id', '=', 'goodsPrice.goodsId')
            .where(containsText('goods.goodsName', name)),
        ),
      );
    }
    return query.orderBy('goodsPrice.goodsId', 'desc').orderBy('goodsPrice.id');
  };

  return {
    page: (
      scope: Scope,
      view: ScopeView,
      filter: GoodsPriceFilter,
      page: PageQuery,
    ): Promise<Page<PriceRow>> => fetchPage(filtered(scope, view, filter), page),

    some: (scope: Scope, view: ScopeView, filter: GoodsPriceFilter, limit: number) =>
      filtered(scope, view, filter).limit(limit).execute(),

    byIds: (scope: Scope, ids: readonly number[]): Promise<PriceRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : scoped(db, scope)
            .selectFrom('goodsPrice')
            .selectAll()
            .where('id', 'in', [...new Set(ids)])
            .execute(),

    /** Another price of the same goods, store and SKU in the tenant (one price each). */
    twin: (
      scope: Scope,
      price: { id?: number | undefined; goodsId: number; storeId: number; skuId: number | null },
    ) => {
      return readTenantWide(db, scope, (view) => {
        let query = scoped(db, scope, view)
          .selectFrom('goodsPrice')
          .select('id')
          .where('goodsId', '=', price.goodsId)
          .where('storeId', '=', price.storeId);
        query =
          price.skuId === null
            ? query.where('skuId', 'is', null)
            : query.where('skuId', '=', price.skuId);
        if (price.id !== undefined) query = query.where('id', '!=', price.id);
        return query.executeTakeFirst();
      });
    },

    summaryOf: async (scope: Scope, goodsIds: readonly number[]) => {
      const summary = new Map<number, { count: number; minCents: number; maxCents: number }>();
      if (goodsIds.length === 0) return summary;
      const rows = await scoped(db, scope)
        .selectFrom('goodsPrice')
        .select('goodsId')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.min<number | string>('priceCents').as('minCents'),
          eb.fn.max<number | string>('priceCents').as('maxCents'),
        ])
        .where('goodsId', 'in', [...new Set(goodsIds)])
        .groupBy('goodsId')
        .execute();
      for (const row of rows)
        summary.set(row.goodsId, {
          count: Number(row.count),
          minCents: Number(row.minCents),
          maxCents: Number(row.maxCents),
        });
      return summary;
    },

    setStatus: async (scope: Scope, ids: readonly number[], status: number) => {
      const result = await scoped(db, scope)
        .updateTable('goodsPrice')
        .set({ status, ...updatedStamp(scope) })
        .where('id', 'in', [...new Set(ids)])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    launchAllOf: async (scope: Scope, goodsId: number) => {
      await scoped(db, scope)
        .updateTable('goodsPrice')
        .set({ status: GOODS_STATUS_ON_SALE, ...updatedStamp(scope) })
        .where('goodsId', '=', goodsId)
        .execute();
    },

    setPrice: async (
      scope: Scope,
      id: number,
      cents: { priceCents: number; marketPriceCents?: number | null | undefined },
    ) => {
      await scoped(db, scope)
        .updateTable('goodsPrice')
        .set({ ...cents, ...updatedStamp(scope) })
        .where('id', '=', id)
        .execute();
    },

    /** What a store sells now: prices on sale of goods on sale (and of enabled SKUs). */
    onSale: (scope: Scope, storeId: number, goodsIds: readonly number[] | null) => {
      let query = db
        .selectFrom('goodsPrice')
        .innerJoin('goods', 'goods.id', 'goodsPrice.goodsId')
        .selectAll('goodsPrice')
        .where(scoped(db, scope).where('goodsPrice'))
        .where('goodsPrice.storeId', '=', storeId)
        .where('goodsPrice.status', '=', GOODS_STATUS_ON_SALE)
        .where('goods.status', '=', GOODS_STATUS_ON_SALE)
        // A disabled SKU is not sold, whatever its price says.
        .where((eb) =>
          eb.or([
            eb('goodsPrice.skuId', 'is', null),
            eb.exists(
              eb
                .selectFrom('goodsSku')
                .select('goodsSku.id')
                .whereRef('goodsSku.id', '=', 'goodsPrice.skuId')
                .where('goodsSku.status', '=', SKU_ENABLED),
            ),
          ]),
        );
      if (goodsIds) query = query.where('goodsPrice.goodsId', 'in', [...goodsIds, 0]);
      return query.orderBy('goodsPrice.goodsId', 'desc').limit(2000).execute();
    },

    /** "The goods has a price at this store the caller can see", on `goods.id`. */
    atStore: (scope: Scope, storeId: number): Expression<SqlBool> => {
      const eb = expressionBuilder<Database, 'goods'>();
      return eb.exists(
        eb
          .selectFrom('goodsPrice')
          .select('goodsPrice.id')
          .whereRef('goodsPrice.goodsId', '=', 'goods.id')
          .where('goodsPrice.storeId', '=', storeId)
          .where(scoped(db, scope).where('goodsPrice')),
      );
    },
  };
};

export type GoodsPriceRepository = ReturnType<typeof createGoodsPriceRepository>;
