import {
  type CheckoutPreview,
  DELIVERY_TYPE,
  type Locale,
  moneyOf,
  ORDER_STATUS,
  ORDER_TYPE,
  STOCK_REASON,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import type { Coupons } from '../marketing/coupon.service';
import { cartUnitsOf, storeOf } from '../marketing/pricing/cart-units';
import type { ActivityChoice, Pricing } from '../marketing/pricing/pricing.service';
import { holdSeat } from '../marketing/groupon/groupon-checkout';
import { takeBargain } from '../marketing/bargain/bargain-checkout';
import { holdCustomer, takeSeckill } from '../marketing/seckill.service';
import { orderRow, type OrderRow } from './order-reads';
import { writeOrderLog } from './order-log';
import {
  type CheckoutClient,
  lineShares,
  orderSnapshot,
  rememberOrderAddress,
} from './order-snapshot';
import { moveStock } from './store-stock';
import { removeOrderedFromCart } from './shopper-cart.service';
import { tradeConfigOf, tradeNumber } from './trade-config';
import { deliveryChoiceOf, pickUpSnapshot, shopperContactOf, withoutDelivery } from './pick-up';

// Checkout (docs/orders.md): the lines are priced again on the server from the store's prices,
// each unit must be on sale with its goods, the discounts are those of the one pricing engine
// (docs/marketing.md) with the coupon the shopper chose, and what is bought is reserved on the
// store's stock, all in one transaction: a changed price or total, an item off the shelf, too
// little stock, a coupon not theirs or not usable, or an address not the shopper's refuses the
// whole order and writes nothing. A flash sale order (docs/marketing.md) also takes its units
// from the flash sale's own stock (seckill.service.ts); a group buy order opens or joins a group
// and holds its seat (groupon/groupon-checkout.ts).

/** What an order was bought in (ORDER_TYPE). */
const orderTypeOf = (seckill: unknown, groupon: unknown, bargain: unknown) => {
  if (seckill) return ORDER_TYPE.seckill;
  if (groupon) return ORDER_TYPE.groupBuy;
  if (bargain) return ORDER_TYPE.bargain;
  return ORDER_TYPE.normal;
};

type Line = { goodsId: number; skuId?: number | null | undefined; count: number; price?: number };

export const createCheckout = ({
  db,
  now,
  pricing,
  coupons,
}: {
  db: Db;
  now: () => number;
  pricing: Pricing;
  coupons: Pick<Coupons, 'use'>;
}) => {
  /** The storefront's preview: the cart priced as the checkout would price it now. */
  const price = async (
    shopper: ShopperIdentity,
    body: {
      storeId: number;
      couponId?: number | null | undefined;
      deliveryType?: number | undefined;
      lines: Line[];
    } & ActivityChoice,
    locale?: Locale,
  ): Promise<CheckoutPreview> => {
    const { deliveryType, ...priced } = body;
    const cart = await pricing.forShopper(shopper, priced, locale);
    // Picked up at the store: no delivery charge.
    return deliveryType === DELIVERY_TYPE.pickUp ? withoutDelivery(cart) : cart;
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

  type Checkout = ActivityChoice & {
    storeId: number;
    lines: (Line & { price: number })[];
    addressId?: number | undefined;
    deliveryType?: number | undefined;
    pickUpStoreId?: number | null | undefined;
    couponId?: number | null | undefined;
    payPrice?: number | undefined;
    userRemark?: string | null | undefined;
    requestKey: string;
  };

  /** One attempt: everything in one transaction, the stock reserved last (its rows locked least). */
  const place = async (
    shopper: ShopperIdentity,
    body: Checkout,
    locale: Locale | undefined,
    client: CheckoutClient,
  ): Promise<number> => {
    const by = `customer:${shopper.customerId}`;
    // A flash sale or group buy order is one line (their services check the rest).
    if (body.seckillActivityId && body.lines.length !== 1)
      throw new AppError(400, 'seckill.notInSale', { field: 'lines' });
    if (body.grouponActivityId && body.lines.length !== 1)
      throw new AppError(400, 'groupon.notInSale', { field: 'lines' });
    return db.transaction().execute(async (trx) => {
      const store = await storeOf(trx, shopper.tenantId, body.storeId);
      const units = await cartUnitsOf(trx, body.storeId, shopper.tenantId, body.lines);
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
      const config = await tradeConfigOf(trx, shopper.tenantId);
      const delivery = deliveryChoiceOf(body, store.id, config.pickUpEnabled);
      const pickUp = delivery.deliveryType === DELIVERY_TYPE.pickUp;
      // An express order goes to one of the shopper's addresses; a pick-up order may name one
      // for its contact, else the shopper's own mobile is.
      const address =
        body.addressId === undefined
          ? undefined
          : ((await untyped(trx)
              .selectFrom('customerAddress')
              .select(['name', 'mobile', 'area', 'detailAddress'])
              .where('id', '=', body.addressId)
              .where('customerId', '=', shopper.customerId)
              .where('tenantId', '=', shopper.tenantId)
              .executeTakeFirst()) as
              | { name: string; mobile: string; area: string | null; detailAddress: string }
              | undefined);
      if (!address && (!pickUp || body.addressId !== undefined))
        throw new AppError(400, 'order.addressUnknown', { field: 'addressId' });
      const receiver = address ?? (await shopperContactOf(trx, shopper.customerId));
      const at = now();
      const date = formatDateTime(at);
      // Per-customer limits of activities: the customer's checkouts in them one at a time.
      if (body.seckillActivityId || body.grouponActivityId || body.bargainRecordId)
        await holdCustomer(trx, shopper.customerId);
      // The same pricing as the preview, at this moment; what the shopper was shown must hold.
      const priced = await pricing.priceUnits(
        trx,
        {
          store,
          customerId: shopper.customerId,
          units,
          couponId: body.couponId,
          seckillActivityId: body.seckillActivityId,
          grouponActivityId: body.grouponActivityId,
          grouponId: body.grouponId,
          bargainRecordId: body.bargainRecordId,
          at: date,
        },
        { locale },
      );
      const { seckill, groupon, bargain } = priced;
      const result = pickUp ? withoutDelivery(priced.result) : priced.result;
      if (body.payPrice !== undefined && body.payPrice !== result.payPrice)
        throw new AppError(400, 'order.totalChanged', {
          field: 'payPrice',
          values: { price: moneyOf(result.payPrice) },
        });
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
          orderType: orderTypeOf(seckill, groupon, bargain),
          productCount: units.reduce((sum, unit) => sum + unit.count, 0),
          totalPrice: result.totalPrice,
          discountPrice: result.discountPrice,
          couponPrice: result.couponPrice,
          deliveryPrice: result.deliveryPrice,
          payPrice: result.payPrice,
          refundPrice: 0,
          requestKey: body.requestKey,
          mchAppId: config.mchAppId,
          wayCode: config.wayCode,
          payDeadline: formatDateTime(at + config.payTimeoutMinutes * 60_000),
          receiverName: receiver.name,
          receiverMobile: receiver.mobile,
          receiverArea: receiver.area,
          receiverDetailAddress: receiver.detailAddress,
          userRemark: body.userRemark ?? null,
          ...delivery,
          ...orderSnapshot(result, config, client),
          ...(pickUp ? pickUpSnapshot : {}),
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      for (const [index, unit] of units.entries())
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
            totalPrice: result.lines[index]?.totalPrice ?? unit.price * unit.count,
            // Every discount's share of the line, the coupon's included (delivery is the order's).
            discountPrice: result.lines[index]?.discountPrice ?? 0,
            payPrice: result.lines[index]?.payPrice ?? unit.price * unit.count,
            ...lineShares(result, index),
            ...stamp,
          })
          .execute();
      // One row per discount (a waived delivery charge too), as the preview listed them.
      for (const adjustment of result.adjustments)
        await untyped(trx)
          .insertInto('tradeOrderPromotion')
          .values({
            ...owner,
            orderId: order.id,
            step: adjustment.step,
            sourceId: adjustment.sourceId ?? 0,
            name: adjustment.name.slice(0, 64),
            amount: adjustment.amount,
            ...stamp,
          })
          .execute();
      if (result.couponId !== null)
        await coupons.use(
          trx,
          {
            couponId: result.couponId,
            customerId: shopper.customerId,
            orderId: order.id,
            discount: result.couponPrice,
          },
          by,
          date,
        );
      if (address)
        await rememberOrderAddress(trx, {
          id: order.id,
          customerId: shopper.customerId,
          owner,
          address,
          by,
          date,
        });
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
      // A flash sale's own stock after the store's (a cancel gives them back in that order too).
      if (seckill)
        await takeSeckill(
          trx,
          seckill,
          { id: order.id, customerId: shopper.customerId, owner },
          by,
          date,
        );
      if (bargain) await takeBargain(trx, bargain, order.id, by, date);
      if (groupon)
        await holdSeat(
          trx,
          groupon,
          { id: order.id, customerId: shopper.customerId, owner },
          by,
          date,
        );
      // What was ordered leaves the shopper's cart with the order (nothing, if it was not there).
      await removeOrderedFromCart(trx, shopper.customerId, body.storeId, body.lines);
      return order.id;
    });
  };

  const create = async (
    shopper: ShopperIdentity,
    body: Checkout,
    locale?: Locale,
    client: CheckoutClient = {},
  ): Promise<OrderRow> => {
    const made = await existing(shopper, body.requestKey);
    if (made) return sameCheckout(made, body);
    // A clash of two new order numbers (the same second, the same random digits) tries again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await orderRow(db, await place(shopper, body, locale, client));
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
