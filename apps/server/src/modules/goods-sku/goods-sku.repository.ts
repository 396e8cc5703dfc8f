import { GOODS_STATUS_ON_SALE, type GoodsSkuFilter, type PageQuery } from '@retail/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { GoodsSkuTable } from '../../db/schema-goods-sku';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import { type Scope, updatedStamp } from '../../scope/scope';
import { readTenantWide, scoped, type ScopeView } from '../../scope/scoped-db';

export type SkuRow = Selectable<GoodsSkuTable>;

/**
 * SKUs, the goods' specification values, and the store prices that name a SKU. SKUs are part of
 * their goods: who sees the goods sees its SKUs (the goods may have moved to another
 * organisation since they were made), so reads go through the goods' scope.
 */
export const createGoodsSkuRepository = (db: Db) => ({
  page: (scope: Scope, view: ScopeView, filter: GoodsSkuFilter, page: PageQuery) => {
    let query = db
      .selectFrom('goodsSku')
      .selectAll('goodsSku')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('goods')
            .select('goods.id')
            .whereRef('goods.id', '=', 'goodsSku.goodsId')
            .where(scoped(db, scope, view).where('goods')),
        ),
      );
    if (filter.goodsId) query = query.where('goodsSku.goodsId', '=', filter.goodsId);
    if (filter.hasBarCode) query = query.where('goodsSku.barCode', 'is not', null);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('goodsSku.skuCode', keyword),
          containsText('goodsSku.barCode', keyword),
          eb.exists(
            eb
              .selectFrom('goods')
              .select('goods.id')
              .whereRef('goods.id', '=', 'goodsSku.goodsId')
              .where(containsText('goods.goodsName', keyword)),
          ),
        ]),
      );
    }
    return fetchPage(
      query.orderBy('goodsSku.goodsId', 'desc').orderBy('goodsSku.sort').orderBy('goodsSku.id'),
      page,
    ) as Promise<Page<SkuRow>>;
  },

  /** The SKUs of a goods the caller was found to see. */
  ofGoods: (goodsId: number): Promise<SkuRow[]> =>
    db
      .selectFrom('goodsSku')
      .selectAll()
      .where('goodsId', '=', goodsId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),

  /** SKUs by id whatever the scope: the caller already sees what names them (a price). */
  byIds: (ids: readonly number[]): Promise<SkuRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('goodsSku')
          .selectAll()
          .where('id', 'in', [...new Set(ids)])
          .execute(),

  byId: (id: number) =>
    db.selectFrom('goodsSku').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The SKU with this id when it is one of the goods' (a goods the caller was found to see). */
  ofGoodsById: (goodsId: number, id: number) =>
    db
      .selectFrom('goodsSku')
      .select('id')
      .where('id', '=', id)
      .where('goodsId', '=', goodsId)
      .executeTakeFirst(),

  /** The SKU with this bar code among the goods the caller sees. */
  byBarCode: (scope: Scope, barCode: string) =>
    db
      .selectFrom('goodsSku')
      .innerJoin('goods', 'goods.id', 'goodsSku.goodsId')
      .selectAll('goodsSku')
      .where(scoped(db, scope).where('goods'))
      .where('goodsSku.barCode', '=', barCode)
      .executeTakeFirst(),

  /** The goods with this code in the caller's scope (a bar code may be the goods' own code). */
  goodsByCode: (scope: Scope, goodsCode: string) =>
    scoped(db, scope)
      .selectFrom('goods')
      .select(['id', 'goodsName', 'goodsCode', 'status'])
      .where('goodsCode', '=', goodsCode)
      .limit(1)
      .execute(),

  /** Another SKU of the tenant with this bar code (bar codes are unique per tenant). */
  barCodeTwin: (scope: Scope, barCode: string, id: number) =>
    readTenantWide(db, scope, (view) =>
      scoped(db, scope, view)
        .selectFrom('goodsSku')
        .select('id')
        .where('barCode', '=', barCode)
        .where('id', '!=', id)
        .executeTakeFirst(),
    ),

  codeTwin: (goodsId: number, skuCode: string, id: number) =>
    db
      .selectFrom('goodsSku')
      .select('id')
      .where('goodsId', '=', goodsId)
      .where('skuCode', '=', skuCode)
      .where('id', '!=', id)
      .executeTakeFirst(),

  /** Store prices per SKU the caller can see. */
  priceCounts: async (scope: Scope, skuIds: readonly number[]): Promise<Map<number, number>> => {
    if (skuIds.length === 0) return new Map();
    const rows = await scoped(db, scope)
      .selectFrom('goodsPrice')
      .select(['skuId', sql<number | string>`count(*)`.as('count')])
      .where('skuId', 'in', [...new Set(skuIds)])
      .groupBy('skuId')
      .execute();
    return new Map(rows.map((row) => [row.skuId ?? 0, Number(row.count)]));
  },

  /** The first of these SKUs that has a price on sale at some store (any owner). */
  onSaleAmong: (skuIds: readonly number[]) =>
    skuIds.length === 0
      ? Promise.resolve(undefined)
      : db
          .selectFrom('goodsPrice')
          .select('skuId')
          .where('skuId', 'in', [...new Set(skuIds)])
          .where('status', '=', GOODS_STATUS_ON_SALE)
          .executeTakeFirst(),

  /** Removes SKUs and every store price naming them (inside the caller's transaction). */
  removeWithPrices: async (skuIds: readonly number[]) => {
    if (skuIds.length === 0) return;
    const ids = [...new Set(skuIds)];
    await db.deleteFrom('goodsPrice').where('skuId', 'in', ids).execute();
    await db.deleteFrom('goodsSku').where('id', 'in', ids).execute();
  },

  /** Changes a SKU of a goods the caller was found to see. */
  update: (scope: Scope, id: number, changes: Partial<Omit<SkuRow, 'id'>>) =>
    db
      .updateTable('goodsSku')
      .set({ ...changes, ...updatedStamp(scope) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  /** The goods' specification values with their texts, in order (whatever the items' owner). */
  specValuesOf: (goodsId: number) =>
    db
      .selectFrom('goodsSpecValue')
      .innerJoin('goodsSpecificationItem', 'goodsSpecificationItem.id', 'goodsSpecValue.itemId')
      .innerJoin('goodsSpecification', 'goodsSpecification.id', 'goodsSpecValue.specificationId')
      .select([
        'goodsSpecValue.specificationId',
        'goodsSpecValue.itemId',
        'goodsSpecificationItem.itemValue',
        'goodsSpecification.parameterName',
      ])
      .where('goodsSpecValue.goodsId', '=', goodsId)
      .orderBy('goodsSpecValue.sort')
      .execute(),

  removeSpecValuesOf: (goodsId: number) =>
    db.deleteFrom('goodsSpecValue').where('goodsId', '=', goodsId).execute(),
});

export type GoodsSkuRepository = ReturnType<typeof createGoodsSkuRepository>;
