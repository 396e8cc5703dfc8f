import { GOODS_STATUS_ON_SALE } from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { untyped } from '../../../scope/scoped-db';

// A cart's lines as a store sells them now (docs/orders.md, Checkout): the goods on sale with
// its SKU enabled, the store's price, its category and the stock left; refused otherwise. The
// storefront's preview, the checkout and the console's preview read the cart alike.

export type CartLine = { goodsId: number; skuId?: number | null | undefined; count: number };

export type CartUnit = {
  goodsId: number;
  skuId: number | null;
  categoryId: number | null;
  goodsName: string;
  specText: string | null;
  picUrl: string | null;
  price: number;
  stockId: number | null;
  available: number;
  count: number;
};

/** The store of a tenant (404 for any other). */
export const storeOf = async (db: Db, tenantId: number, storeId: number) => {
  const store = (await untyped(db)
    .selectFrom('store')
    .select(['id', 'tenantId', 'organId', 'organPath', 'storeName'])
    .where('id', '=', storeId)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst()) as
    | { id: number; tenantId: number; organId: number; organPath: string; storeName: string }
    | undefined;
  if (!store) throw new AppError(404, 'order.storeUnknown');
  return store;
};

export type CartStore = Awaited<ReturnType<typeof storeOf>>;

/** Each line as the store sells it now; refused when it is not on sale there. */
export const cartUnitsOf = async (
  db: Db,
  storeId: number,
  tenantId: number,
  lines: readonly CartLine[],
): Promise<CartUnit[]> => {
  const seen = new Set<string>();
  const units: CartUnit[] = [];
  for (const line of lines) {
    const skuId = line.skuId ?? null;
    const key = `${line.goodsId}:${skuId ?? 0}`;
    const goods = (await untyped(db)
      .selectFrom('goods')
      .select(['id', 'goodsName', 'goodsImg', 'status', 'goodsTypeId'])
      .where('id', '=', line.goodsId)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst()) as
      | {
          id: number;
          goodsName: string;
          goodsImg: string | null;
          status: number;
          goodsTypeId: number | null;
        }
      | undefined;
    const name = goods?.goodsName ?? `#${line.goodsId}`;
    if (seen.has(key))
      throw new AppError(400, 'order.duplicateLine', { field: 'lines', values: { goods: name } });
    seen.add(key);
    const sku = skuId
      ? ((await untyped(db)
          .selectFrom('goodsSku')
          .select(['id', 'specText', 'status'])
          .where('id', '=', skuId)
          .where('goodsId', '=', line.goodsId)
          .executeTakeFirst()) as { id: number; specText: string; status: number } | undefined)
      : undefined;
    let priceQuery = untyped(db)
      .selectFrom('goodsPrice')
      .select(['priceCents'])
      .where('goodsId', '=', line.goodsId)
      .where('storeId', '=', storeId)
      .where('status', '=', GOODS_STATUS_ON_SALE);
    priceQuery = skuId
      ? priceQuery.where('skuId', '=', skuId)
      : priceQuery.where('skuId', 'is', null);
    const price = (await priceQuery.executeTakeFirst()) as
      { priceCents: number | string } | undefined;
    if (
      !goods ||
      goods.status !== GOODS_STATUS_ON_SALE ||
      (skuId && (!sku || sku.status !== 1)) ||
      !price
    )
      throw new AppError(400, 'order.offShelf', { field: 'lines', values: { goods: name } });
    const stock = (await untyped(db)
      .selectFrom('goodsStock')
      .select(['id', 'onHand', 'reserved'])
      .where('storeId', '=', storeId)
      .where('goodsId', '=', line.goodsId)
      .where('unitKey', '=', skuId ?? 0)
      .executeTakeFirst()) as { id: number; onHand: number; reserved: number } | undefined;
    units.push({
      goodsId: line.goodsId,
      skuId,
      categoryId: goods.goodsTypeId ?? null,
      goodsName: goods.goodsName,
      specText: sku?.specText ?? null,
      picUrl: goods.goodsImg,
      price: Number(price.priceCents),
      stockId: stock?.id ?? null,
      available: stock ? stock.onHand - stock.reserved : 0,
      count: line.count,
    });
  }
  return units;
};
