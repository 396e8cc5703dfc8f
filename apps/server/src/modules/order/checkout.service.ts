import {
  type CheckoutPreview,
  GOODS_STATUS_ON_SALE,
  moneyOf,
  ORDER_STATUS,
  STOCK_REASON,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import { orderRow, type OrderRow } from './order-reads';
import { writeOrderLog } from './order-log';
import { moveStock } from './store-stock';
import { tradeConfigOf, tradeNumber } from './trade-config';

// Checkout (docs/orders.md): the lines are priced again on the server from the store's prices,
// each unit must be on sale with its goods, and what is bought is reserved on the store's stock,
// all in one transaction: a changed price, an item off the shelf, too little stock or an
// address not the shopper's refuses the whole order and writes nothing.

type Line = { goodsId: number; skuId?: number | null | undefined; count: number; price?: number };

type Unit = {
  goodsId: number;
  skuId: number | null;
  goodsName: string;
  specText: string | null;
  picUrl: string | null;
  price: number;
  stockId: number | null;
  available: number;
  count: number;
};

export const createCheckout = ({ db, now }: { db: Db; now: () => number }) => {
  /** The store of the shopper's tenant (404 for any other). */
  const storeOf = async (trx: Db, shopper: ShopperIdentity, storeId: number) => {
    const store = (await untyped(trx)
      .selectFrom('store')
      .select(['id', 'tenantId', 'organId', 'organPath', 'storeName'])
      .where('id', '=', storeId)
      .where('tenantId', '=', shopper.tenantId)
      .executeTakeFirst()) as
      | { id: number; tenantId: number; organId: number; organPath: string; storeName: string }
      | undefined;
    if (!store) throw new AppError(404, 'order.storeUnknown');
    return store;
  };

  /** Each line as the store sells it now; refused when it is not on sale there. */
  const unitsOf = async (
    trx: Db,
    storeId: number,
    tenantId: number,
    lines: Line[],
  ): Promise<Unit[]> => {
    const seen = new Set<string>();
    const units: Unit[] = [];
    for (const line of lines) {
      const skuId = line.skuId ?? null;
      const key = `${line.goodsId}:${skuId ?? 0}`;
      const goods = (await untyped(trx)
        .selectFrom('goods')
        .select(['id', 'goodsName', 'goodsImg', 'status'])
        .where('id', '=', line.goodsId)
        .where('tenantId', '=', tenantId)
        .executeTakeFirst()) as
        { id: number; goodsName: string; goodsImg: string | null; status: number } | undefined;
      const name = goods?.goodsName ?? `#${line.goodsId}`;
      if (seen.has(key))
        throw new AppError(400, 'order.duplicateLine', { field: 'lines', values: { goods: name } });
      seen.add(key);
      const sku = skuId
        ? ((await untyped(trx)
            .selectFrom('goodsSku')
            .select(['id', 'specText', 'status'])
            .where('id', '=', skuId)
            .where('goodsId', '=', line.goodsId)
            .executeTakeFirst()) as { id: number; specText: string; status: number } | undefined)
        : undefined;
      let priceQuery = untyped(trx)
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
      const stock = (await untyped(trx)
        .selectFrom('goodsStock')
        .select(['id', 'onHand', 'reserved'])
        .where('storeId', '=', storeId)
        .where('goodsId', '=', line.goodsId)
        .where('unitKey', '=', skuId ?? 0)
        .executeTakeFirst()) as { id: number; onHand: number; reserved: number } | undefined;
      units.push({
        goodsId: line.goodsId,
        skuId,
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

  const totals = async (trx: Db, tenantId: number, units: Unit[]) => {
    const config = await tradeConfigOf(trx, tenantId);
    const totalPrice = units.reduce((sum, unit) => sum + unit.price * unit.count, 0);
    const free = config.freeDeliveryOver > 0 && totalPrice >= config.freeDeliveryOver;
    const deliveryPrice = free ? 0 : config.deliveryPrice;
    return {
      config,
      totalPrice,
      deliveryPrice,
      discountPrice: 0,
      payPrice: totalPrice + deliveryPrice,
    };
  };

  const price = async (
    shopper: ShopperIdentity,
    body: { storeId: number; lines: Line[] },
  ): Promise<CheckoutPreview> => {
    await storeOf(db, shopper, body.storeId);
    const units = await unitsOf(db, body.storeId, shopper.tenantId, body.lines);
    const { totalPrice, deliveryPrice, discountPrice, payPrice } = await totals(
      db,
      shopper.tenantId,
      units,
    );
    return {
      lines: units.map((unit) => ({
        goodsId: unit.goodsId,
        skuId: unit.skuId,
        goodsName: unit.goodsName,
        specText: unit.specText,
        picUrl: unit.picUrl,
        price: unit.price,
        count: unit.count,
        totalPrice: unit.price * unit.count,
        discountPrice: 0,
        payPrice: unit.price * unit.count,
        available: unit.available,
      })),
      adjustments: [],
      totalPrice,
      deliveryPrice,
      discountPrice,
      couponPrice: 0,
      couponId: null,
      payPrice,
      coupons: [],
    };
  };

  const existing = async (shopper: ShopperIdentity, requestKey: string) =>
    (await untyped(db)
      .selectFrom('tradeOrder')
      .select(['id', 'storeId'])
      .where('customerId', '=', shopper.customerId)
      .where('requestKey', '=', requestKey)
      .executeTakeFirst()) as { id: number; storeId: number } | undefined;

  const lineKey = (line: { goodsId: number; skuId?: number | null | undefined; count: number }) =>
    `${line.goodsId}:${line.skuId ?? 0}:${line.count}`;

  /** The order a request key made: the same checkout again answers it, another one is refused. */
  const sameCheckout = async (
    made: { id: number; storeId: number },
    body: { storeId: number; lines: Line[] },
  ): Promise<OrderRow> => {
    const lines = (await untyped(db)
      .selectFrom('tradeOrderItem')
      .select(['goodsId', 'skuId', 'count'])
      .where('orderId', '=', made.id)
      .execute()) as { goodsId: number; skuId: number | null; count: number }[];
    const same =
      made.storeId === body.storeId &&
      lines.map(lineKey).sort().join() === body.lines.map(lineKey).sort().join();
    if (!same) throw new AppError(400, 'order.keyReused', { field: 'requestKey' });
    return orderRow(db, made.id);
  };

  /** What is left of a stock row now (a refusal names it as it is, not as it was read). */
  const availableNow = async (trx: Db, stockId: number | null) => {
    if (stockId === null) return 0;
    const row = (await untyped(trx)
      .selectFrom('goodsStock')
      .select(['onHand', 'reserved'])
      .where('id', '=', stockId)
      .executeTakeFirst()) as { onHand: number; reserved: number } | undefined;
    return row ? Math.max(0, row.onHand - row.reserved) : 0;
  };

  type Checkout = {
    storeId: number;
    lines: (Line & { price: number })[];
    addressId: number;
    userRemark?: string | null | undefined;
    requestKey: string;
  };

  /** One attempt: everything in one transaction, the stock reserved last (its rows locked least). */
  const place = async (shopper: ShopperIdentity, body: Checkout): Promise<number> => {
    const by = `customer:${shopper.customerId}`;
    return db.transaction().execute(async (trx) => {
      const store = await storeOf(trx, shopper, body.storeId);
      const units = await unitsOf(trx, body.storeId, shopper.tenantId, body.lines);
      for (const [index, unit] of units.entries()) {
        const asked = body.lines[index]?.price;
        if (asked !== unit.price)
          throw new AppError(400, 'order.priceChanged', {
            field: 'lines',
            values: { goods: unit.goodsName, price: moneyOf(unit.price) },
          });
      }
      const short = units.find((unit) => unit.stockId === null || unit.available < unit.count);
      if (short)
        throw new AppError(400, 'order.stockShort', {
          field: 'lines',
          values: { goods: short.goodsName, available: String(Math.max(0, short.available)) },
        });
      const address = (await untyped(trx)
        .selectFrom('customerAddress')
        .select(['name', 'mobile', 'area', 'detailAddress'])
        .where('id', '=', body.addressId)
        .where('customerId', '=', shopper.customerId)
        .where('tenantId', '=', shopper.tenantId)
        .executeTakeFirst()) as
        { name: string; mobile: string; area: string | null; detailAddress: string } | undefined;
      if (!address) throw new AppError(400, 'order.addressUnknown', { field: 'addressId' });
      const { config, totalPrice, deliveryPrice, discountPrice, payPrice } = await totals(
        trx,
        shopper.tenantId,
        units,
      );
      const at = now();
      const date = formatDateTime(at);
      const orderNo = tradeNumber('O', at);
      const owner = {
        tenantId: store.tenantId,
        organId: store.organId,
        organPath: store.organPath,
      };
      const stamp = { createBy: by, createDate: date, updateBy: by, updateDate: date };
      const order = (await untyped(trx)
        .insertInto('tradeOrder')
        .values({
          ...owner,
          orderNo,
          storeId: store.id,
          customerId: shopper.customerId,
          status: ORDER_STATUS.unpaid,
          productCount: units.reduce((sum, unit) => sum + unit.count, 0),
          totalPrice,
          discountPrice,
          couponPrice: 0,
          deliveryPrice,
          payPrice,
          refundPrice: 0,
          requestKey: body.requestKey,
          mchAppId: config.mchAppId,
          wayCode: config.wayCode,
          payDeadline: formatDateTime(at + config.payTimeoutMinutes * 60_000),
          receiverName: address.name,
          receiverMobile: address.mobile,
          receiverArea: address.area,
          receiverDetailAddress: address.detailAddress,
          userRemark: body.userRemark ?? null,
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      for (const unit of units)
        await untyped(trx)
          .insertInto('tradeOrderItem')
          .values({
            ...owner,
            orderId: order.id,
            goodsId: unit.goodsId,
            skuId: unit.skuId,
            stockId: unit.stockId,
            picUrl: unit.picUrl,
            goodsName: unit.goodsName,
            specText: unit.specText,
            price: unit.price,
            count: unit.count,
            totalPrice: unit.price * unit.count,
            discountPrice: 0,
            // No order-level discount yet: a line pays its own amount (delivery is the order's).
            payPrice: unit.price * unit.count,
            ...stamp,
          })
          .execute();
      await writeOrderLog(trx, {
        owner,
        resource: 'order',
        recordId: order.id,
        action: 'create',
        from: ORDER_STATUS.unpaid,
        to: ORDER_STATUS.unpaid,
        by,
        date,
      });
      // Stock rows in id order: two checkouts of the same units never wait on each other.
      for (const unit of [...units].sort((a, b) => (a.stockId ?? 0) - (b.stockId ?? 0))) {
        const moved =
          unit.stockId !== null &&
          (await moveStock(trx, unit.stockId, {
            onHand: 0,
            reserved: unit.count,
            reason: STOCK_REASON.reserve,
            orderNo,
            by,
            date,
          }));
        if (!moved)
          throw new AppError(400, 'order.stockShort', {
            field: 'lines',
            values: {
              goods: unit.goodsName,
              available: String(await availableNow(trx, unit.stockId)),
            },
          });
      }
      return order.id;
    });
  };

  const create = async (shopper: ShopperIdentity, body: Checkout): Promise<OrderRow> => {
    const made = await existing(shopper, body.requestKey);
    if (made) return sameCheckout(made, body);
    // A clash of two new order numbers (the same second, the same random digits) tries again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await orderRow(db, await place(shopper, body));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same checkout sent twice at once: the other one made the order.
        const other = await existing(shopper, body.requestKey);
        if (other) return sameCheckout(other, body);
        if (attempt >= 3) throw error;
      }
    }
  };

  return { price, create };
};
