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

type GoodsRow = {
  id: number;
  goodsName: string;
  goodsImg: string | null;
  status: number;
  goodsTypeId: number | null;
};

/**
 * Each line as the store sells it now; refused when it is not on sale there (the first such
 * line named). Four reads whatever the cart's size: goods, SKUs, prices, stock.
 */
export const cartUnitsOf = async (
  db: Db,
  storeId: number,
  tenantId: number,
  lines: readonly CartLine[],
): Promise<CartUnit[]> => {
  const goodsIds = [...new Set(lines.map((line) => line.goodsId))];
  const skuIds = [...new Set(lines.flatMap((line) => (line.skuId ? [line.skuId] : [])))];
  const [goodsRows, skuRows, priceRows, stockRows] = await Promise.all([
    untyped(db)
      .selectFrom('goods')
      .select(['id', 'goodsName', 'goodsImg', 'status', 'goodsTypeId'])
      .where('id', 'in', goodsIds)
      .where('tenantId', '=', tenantId)
      .execute() as Promise<GoodsRow[]>,
    skuIds.length === 0
      ? Promise.resolve([])
      : (untyped(db)
          .selectFrom('goodsSku')
          .select(['id', 'goodsId', 'specText', 'status'])
          .where('id', 'in', skuIds)
          .execute() as Promise<
          { id: number; goodsId: number; specText: string; status: number }[]
        >),
    untyped(db)
      .selectFrom('goodsPrice')
      .select(['goodsId', 'skuId', 'priceCents'])
      .where('goodsId', 'in', goodsIds)
      .where('storeId', '=', storeId)
      .where('status', '=', GOODS_STATUS_ON_SALE)
      .execute() as Promise<
      { goodsId: number; skuId: number | null; priceCents: number | string }[]
    >,
    untyped(db)
      .selectFrom('goodsStock')
      .select(['id', 'goodsId', 'unitKey', 'onHand', 'reserved'])
      .where('storeId', '=', storeId)
      .where('goodsId', 'in', goodsIds)
      .execute() as Promise<
      { id: number; goodsId: number; unitKey: number; onHand: number; reserved: number }[]
    >,
  ]);
  const goodsOf = new Map(goodsRows.map((row) => [row.id, row]));
  const skuOf = new Map(skuRows.map((row) => [row.id, row]));
  const unitKey = (goodsId: number, skuId: number | null) => `${goodsId}:${skuId ?? 0}`;
  const priceOf = new Map<string, (typeof priceRows)[number]>();
  for (const row of priceRows)
    if (!priceOf.has(unitKey(row.goodsId, row.skuId)))
      priceOf.set(unitKey(row.goodsId, row.skuId), row);
  const stockOf = new Map(stockRows.map((row) => [unitKey(row.goodsId, row.unitKey || null), row]));
  const seen = new Set<string>();
  return lines.map((line) => {
    const skuId = line.skuId ?? null;
    const key = unitKey(line.goodsId, skuId);
    const goods = goodsOf.get(line.goodsId);
    const name = goods?.goodsName ?? `#${line.goodsId}`;
    if (seen.has(key))
      throw new AppError(400, 'order.duplicateLine', { field: 'lines', values: { goods: name } });
    seen.add(key);
    const sku = skuId ? skuOf.get(skuId) : undefined;
    const price = priceOf.get(key);
    if (
      !goods ||
      goods.status !== GOODS_STATUS_ON_SALE ||
      (skuId && (!sku || sku.goodsId !== line.goodsId || sku.status !== 1)) ||
      !price
    )
      throw new AppError(400, 'order.offShelf', { field: 'lines', values: { goods: name } });
    const stock = stockOf.get(key);
    return {
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
    };
  });
};
