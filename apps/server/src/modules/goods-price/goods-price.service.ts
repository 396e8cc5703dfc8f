import {
  centsOf,
  GOODS_STATUS_OFF_SHELF,
  GOODS_STATUS_ON_SALE,
  type GoodsPriceByQuery,
  type GoodsPriceEdit,
  type GoodsPriceFilter,
  type GoodsPriceLaunch,
  type GoodsPriceModify,
  type GoodsPriceRecord,
  goodsStatusText,
  type Locale,
  moneyOf,
  type PageQuery,
  type SkuOnSaleQuery,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/route';
import type { Scope } from '../../scope/scope';
import {
  findOwnedOr404,
  narrowScope,
  notFound,
  ownedInsert,
  resolveOwner,
  scopedDelete,
  scopedUpdate,
} from '../../scope/scoped-db';
import type { GoodsPrices, GoodsService } from '../goods/goods.service';
import { createGoodsPriceRepository, type PriceRow } from './goods-price.repository';

/** query-for-list answers at most this many prices. */
const PRICE_QUERY_LIMIT = 500;

/** Checks that a store exists for the caller (404 otherwise); the store module answers. */
export type StoreVisibility = (scope: Scope, storeId: number) => Promise<void>;

/** What prices ask the SKU module: a SKU's texts, and whether it is one of the goods' own. */
export type SkuLookup = {
  byIds: (ids: readonly number[]) => Promise<{ id: number; specText: string; skuCode: string }[]>;
  /** Whether the SKU is one of the goods' (the caller sees the goods: checked before). */
  isOfGoods: (goodsId: number, skuId: number) => Promise<boolean>;
};

type Dependencies = {
  db: Db;
  goods: Pick<GoodsService, 'rowsOf' | 'findOr404'>;
  stores: StoreVisibility;
  skus: SkuLookup;
};

/**
 * What the goods module asks about prices (launch rules, product rows, store filter): read
 * from the price table alone, so the goods service gets it without the price service, which
 * itself looks goods up through the goods service.
 */
export const createPricesOfGoods = (db: Db): GoodsPrices => {
  const prices = createGoodsPriceRepository(db);
  return {
    summaryOf: (scope, goodsIds) => prices.summaryOf(scope, goodsIds),
    launchAllOf: (trx, scope, goodsId) =>
      createGoodsPriceRepository(trx).launchAllOf(scope, goodsId),
    atStore: (scope, storeId) => prices.atStore(scope, storeId),
  };
};

/** Prices of goods per store: exact cents inside, "12.50" strings outside. */
export const createGoodsPriceService = ({ db, goods, stores, skus }: Dependencies) => {
  const prices = createGoodsPriceRepository(db);

  const toRecords = async (
    scope: Scope,
    locale: Locale,
    rows: PriceRow[],
  ): Promise<GoodsPriceRecord[]> => {
    const named = await goods.rowsOf(
      scope,
      rows.map((row) => row.goodsId),
    );
    const byId = new Map(named.map((row) => [row.id, row]));
    const skuById = new Map(
      (await skus.byIds(rows.flatMap((row) => (row.skuId === null ? [] : [row.skuId])))).map(
        (sku) => [sku.id, sku],
      ),
    );
    return rows.map(({ priceCents, marketPriceCents, ...row }) => ({
      ...row,
      goodsName: byId.get(row.goodsId)?.goodsName ?? null,
      goodsCode: byId.get(row.goodsId)?.goodsCode ?? null,
      skuText: row.skuId === null ? null : (skuById.get(row.skuId)?.specText ?? null),
      skuCode: row.skuId === null ? null : (skuById.get(row.skuId)?.skuCode ?? null),
      price: moneyOf(Number(priceCents)),
      marketPrice: marketPriceCents === null ? null : moneyOf(Number(marketPriceCents)),
      statusText: goodsStatusText(row.status, locale),
    }));
  };

  const visibleOr404 = async (scope: Scope, ids: readonly number[]) => {
    const rows = await prices.byIds(scope, ids);
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows;
  };

  return {
    list: async (
      scope: Scope,
      locale: Locale,
      filter: GoodsPriceFilter,
      page: PageQuery,
    ): Promise<Page<GoodsPriceRecord>> => {
      const rows = await prices.page(scope, await narrowScope(db, scope, filter), filter, page);
      return { ...rows, entities: await toRecords(scope, locale, rows.entities) };
    },

    all: async (scope: Scope, locale: Locale, filter: GoodsPriceFilter) =>
      toRecords(
        scope,
        locale,
        await prices.some(scope, await narrowScope(db, scope, filter), filter, PRICE_QUERY_LIMIT),
      ),

    byGoods: async (scope: Scope, locale: Locale, query: GoodsPriceByQuery) => {
      await goods.findOr404(scope, query.goodsId);
      const view = await narrowScope(db, scope, {});
      return toRecords(
        scope,
        locale,
        await prices.some(
          scope,
          view,
          { goodsId: query.goodsId, storeId: query.storeId },
          PRICE_QUERY_LIMIT,
        ),
      );
    },

    onSale: async (scope: Scope, locale: Locale, query: SkuOnSaleQuery) => {
      await stores(scope, query.storeId);
      return toRecords(
        scope,
        locale,
        await prices.onSale(scope, query.storeId, query.goodsIds ?? null),
      );
    },

    edit: async (scope: Scope, locale: Locale, body: GoodsPriceEdit): Promise<GoodsPriceRecord> => {
      // Owner and target first: outside the scope is a 404 whatever else is wrong.
      if (body.id === undefined) await resolveOwner(db, scope, { organId: body.organId });
      else await findOwnedOr404(db, scope, 'goodsPrice', body.id);
      await goods.findOr404(scope, body.goodsId);
      await stores(scope, body.storeId);
      const skuId = body.skuId ?? null;
      // A price of a SKU names one of the goods' own SKUs.
      if (skuId !== null && !(await skus.isOfGoods(body.goodsId, skuId)))
        throw new AppError(400, 'goodsSku.notOfGoods', { field: 'skuId' });
      if (
        await prices.twin(scope, {
          id: body.id,
          goodsId: body.goodsId,
          storeId: body.storeId,
          skuId,
        })
      )
        throw new AppError(400, 'goodsPrice.exists', { field: 'storeId' });
      const values = {
        goodsId: body.goodsId,
        storeId: body.storeId,
        skuId,
        priceCents: centsOf(body.price),
        marketPriceCents:
          body.marketPrice === undefined || body.marketPrice === null
            ? null
            : centsOf(body.marketPrice),
        remark: body.remark ?? null,
        organId: body.organId,
      };
      const row =
        body.id === undefined
          ? await ownedInsert(db, scope, 'goodsPrice', {
              ...values,
              status: GOODS_STATUS_OFF_SHELF,
            })
          : await scopedUpdate(db, scope, 'goodsPrice', body.id, values);
      const [record] = await toRecords(scope, locale, [row]);
      if (!record) throw notFound();
      return record;
    },

    remove: (scope: Scope, id: number) => scopedDelete(db, scope, 'goodsPrice', id),

    launch: async (scope: Scope, body: GoodsPriceLaunch) => {
      await visibleOr404(scope, body.ids);
      const status = body.onSale ? GOODS_STATUS_ON_SALE : GOODS_STATUS_OFF_SHELF;
      return { changed: await prices.setStatus(scope, body.ids, status) };
    },

    /** All prices change or none: every id is checked before anything is written. */
    modify: async (scope: Scope, body: GoodsPriceModify) => {
      await visibleOr404(
        scope,
        body.items.map((item) => item.id),
      );
      await db.transaction().execute(async (trx) => {
        const rows = createGoodsPriceRepository(trx);
        for (const item of body.items)
          await rows.setPrice(scope, item.id, {
            priceCents: centsOf(item.price),
            ...(item.marketPrice === undefined
              ? {}
              : { marketPriceCents: item.marketPrice === null ? null : centsOf(item.marketPrice) }),
          });
      });
      return { changed: new Set(body.items.map((item) => item.id)).size };
    },
  };
};

export type GoodsPriceService = ReturnType<typeof createGoodsPriceService>;
