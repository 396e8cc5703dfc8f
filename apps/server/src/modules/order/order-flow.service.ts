import {
  CANCEL_TYPE,
  DELIVERY_TYPE,
  type OrderPayment,
  ORDER_STATUS,
  PAY_ORDER_STATE,
  SANDBOX_IF_CODE,
  STOCK_REASON,
} from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import { formatDateTime, parseDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import type { Coupons } from '../marketing/coupon.service';
import { giveBackSeckill } from '../marketing/seckill.service';
import { grouponDone, grouponLeft, grouponPaid } from '../marketing/groupon/groupon-life';
import { giveBackBargain } from '../marketing/bargain/bargain-checkout';
import type { PayOrderRow, Payments } from '../payment/payment.service';
import { rewardCompletedOrder } from '../customer/customer-rewards';
import { moveRecord } from './order-log';
import { orderItems, orderRow, type OrderRow, shopperOrderRow } from './order-reads';
import { moveStock } from './store-stock';
import { appIdOf, tradeConfigOf } from './trade-config';
import { newVerifyCode } from './pick-up';

/**
 * The merchant order number of an order's pay order: its own number, or after a price
 * adjustment (the first pay order closed) the number with `-1`, for the new amount.
 */
export const payOrderNoOf = (order: { orderNo: string; adjustPrice: number | string }) =>
  Number(order.adjustPrice) === 0 ? order.orderNo : `${order.orderNo}-1`;

// An order's life after checkout (docs/orders.md): paid through the payment platform (the
// order follows its pay order in the transaction that records the payment: stock reserved
// becomes stock sold), cancelled while unpaid (by the shopper, staff or the clock: reserved
// stock released, the pay order closed first), shipped by staff, received by the shopper or
// by the clock (points and experience earned). Every step is a compare-and-set with a row of the
// state log.
// A cancelled order gives its coupon and its flash sale units back (docs/marketing.md), in the
// same transaction; a group buy order's payment counts its member in, its cancel frees the seat.

type PaymentsPart = Pick<
  Payments,
  'unifiedOrder' | 'query' | 'close' | 'notify' | 'sandboxNotification' | 'onOutcome'
>;

const SYSTEM = 'system';

/** Why a paid order cannot be shipped now (an error code of the contract's messages). */
export type Unshippable = 'order.pickUpNotShipped' | 'order.refundOpen' | 'groupon.notDone';

/** The field each refusal of a shipment names, if any. */
const UNSHIPPABLE_FIELD: Record<Unshippable, { field: string } | undefined> = {
  'order.pickUpNotShipped': { field: 'deliveryType' },
  'order.refundOpen': undefined,
  'groupon.notDone': { field: 'status' },
};

const stateError = (status: number) =>
  new AppError(400, 'state.illegal', {
    field: 'status',
    values: { state: String(status), stateOf: 'order' },
  });

export const createOrderFlow = ({
  db,
  now,
  payments,
  coupons,
  log,
}: {
  db: Db;
  now: () => number;
  payments: PaymentsPart;
  /** A cancelled order's coupon is given back in the cancel's transaction. */
  coupons: Pick<Coupons, 'giveBack'>;
  log?: FastifyBaseLogger | undefined;
}) => {
  /** Reserved stock becomes sold (paid) or is released (cancelled), line by line. */
  const settleStock = async (trx: Db, order: OrderRow, sold: boolean, by: string, date: string) => {
    const lines = [...(await orderItems(trx, order.id))].sort((a, b) => a.stockId - b.stockId);
    for (const line of lines) {
      const moved = await moveStock(trx, line.stockId, {
        onHand: sold ? -line.count : 0,
        reserved: -line.count,
        reason: sold ? STOCK_REASON.sell : STOCK_REASON.release,
        orderNo: order.orderNo,
        by,
        date,
      });
      if (!moved)
        throw new Error(`stock ${line.stockId} does not hold order ${order.orderNo}'s reservation`);
    }
  };

  /** The pay order's outcome moves the order (in the payment's own transaction). */
  const followPayment = async (trx: Db, pay: PayOrderRow, at: number) => {
    if (pay.state !== PAY_ORDER_STATE.success) return;
    const order = (await untyped(trx)
      .selectFrom('tradeOrder')
      .selectAll()
      .where('mchAppId', '=', pay.mchAppId)
      .where('payOrderId', '=', pay.payOrderId)
      .executeTakeFirst()) as OrderRow | undefined;
    if (!order) return;
    if (order.status !== ORDER_STATUS.unpaid || Number(order.payPrice) !== Number(pay.amount)) {
      // Paid after it was cancelled (or for another amount): staff must refund it.
      log?.warn(
        { orderNo: order.orderNo, payOrderId: pay.payOrderId },
        'payment of an order not awaiting it',
      );
      return;
    }
    const date = formatDateTime(at);
    const by = `channel:${pay.ifCode ?? 'unknown'}`;
    const moved = await moveRecord(trx, 'tradeOrder', order, {
      from: ORDER_STATUS.unpaid,
      to: ORDER_STATUS.paid,
      action: 'pay',
      by,
      date,
      // A pick-up order gets the code its shopper shows at the store.
      set: {
        payTime: date,
        ...(Number(order.deliveryType) === DELIVERY_TYPE.pickUp
          ? { pickUpVerifyCode: newVerifyCode() }
          : {}),
      },
    });
    if (!moved) return;
    await settleStock(trx, { ...order, payPrice: Number(order.payPrice) }, true, by, date);
    await grouponPaid(trx, order.id, by, date);
  };
  payments.onOutcome(async (trx, outcome, at) => {
    if (outcome.type === 'pay') await followPayment(trx, outcome.order, at);
  });

  /** The order's pay order, made once (the same one answered again while it can be paid). */
  const pay = async (shopper: ShopperIdentity, id: number): Promise<OrderPayment> => {
    const order = await shopperOrderRow(db, shopper, id);
    if (order.status !== ORDER_STATUS.unpaid) throw stateError(order.status);
    if (!order.mchAppId || !order.wayCode) throw new AppError(400, 'order.notTaking');
    const call = { trusted: true as const, appId: await appIdOf(db, order.mchAppId) };
    const left = order.payDeadline ? parseDateTime(order.payDeadline) - now() : 0;
    if (left <= 0) throw stateError(order.status);
    const answer = order.payOrderId
      ? await payments.query(call, { payOrderId: order.payOrderId })
      : await payments.unifiedOrder(call, {
          mchOrderNo: payOrderNoOf(order),
          wayCode: order.wayCode,
          amount: order.payPrice,
          subject: `Order ${order.orderNo}`,
          // The store the shopper ordered at: the statements per store count it there.
          storeId: order.storeId,
          expiredMinutes: Math.max(1, Math.min(1440, Math.floor(left / 60_000))),
        });
    if (!order.payOrderId)
      await untyped(db)
        .updateTable('tradeOrder')
        .set({ payOrderId: answer.payOrderId })
        .where('id', '=', order.id)
        .where('payOrderId', 'is', null)
        .execute();
    return {
      payOrderId: answer.payOrderId,
      amount: answer.amount,
      wayCode: answer.wayCode,
      payData: (answer.payData as Record<string, unknown> | null) ?? null,
    };
  };

  /** The sandbox cashier's "pay": the sandbox channel reports the payment as a channel would. */
  const sandboxPay = async (shopper: ShopperIdentity, id: number) => {
    const order = await shopperOrderRow(db, shopper, id);
    if (order.status === ORDER_STATUS.paid) return order;
    const payment = await pay(shopper, id);
    const payOrder = (await untyped(db)
      .selectFrom('payOrder')
      .select(['ifCode', 'state'])
      .where('payOrderId', '=', payment.payOrderId)
      .executeTakeFirstOrThrow()) as { ifCode: string | null; state: number };
    if (payOrder.ifCode !== SANDBOX_IF_CODE) throw new AppError(400, 'order.sandboxOnly');
    await payments.notify(SANDBOX_IF_CODE, await payments.sandboxNotification(payment.payOrderId));
    return orderRow(db, id);
  };

  /**
   * Cancels an unpaid order: its pay order is closed first (a payment that already went
   * through keeps the order: it is paid), then the reserved stock is released.
   */
  const cancel = async (
    order: OrderRow,
    cancelType: number,
    by: string,
    remark?: string | null,
  ) => {
    if (order.status === ORDER_STATUS.cancelled) return orderRow(db, order.id);
    if (order.status !== ORDER_STATUS.unpaid) throw stateError(order.status);
    if (order.payOrderId && order.mchAppId) {
      try {
        await payments.close(
          { trusted: true, appId: await appIdOf(db, order.mchAppId) },
          { payOrderId: order.payOrderId },
        );
      } catch (error) {
        if (isAppError(error) && error.key === 'pay.notClosable')
          throw stateError((await orderRow(db, order.id)).status);
        throw error;
      }
    }
    const date = formatDateTime(now());
    await db.transaction().execute(async (trx) => {
      const moved = await moveRecord(trx, 'tradeOrder', order, {
        from: ORDER_STATUS.unpaid,
        to: ORDER_STATUS.cancelled,
        action: 'cancel',
        by,
        date,
        remark: remark ?? null,
        set: { cancelType, cancelTime: date },
      });
      if (!moved) throw new AppError(400, 'state.changed');
      await settleStock(trx, order, false, by, date);
      await coupons.giveBack(trx, order.id, by, parseDateTime(date));
      await giveBackSeckill(trx, order.id, by, date);
      await grouponLeft(trx, order.id, by, date);
      await giveBackBargain(trx, order.id, by, date);
    });
    return orderRow(db, order.id);
  };

  const cancelByShopper = async (shopper: ShopperIdentity, id: number) =>
    cancel(
      await shopperOrderRow(db, shopper, id),
      CANCEL_TYPE.member,
      `customer:${shopper.customerId}`,
    );

  /** The order completes (received, or picked up at the store). */
  const complete = async (order: OrderRow, from: number, action: string, by: string) => {
    const date = formatDateTime(now());
    await db.transaction().execute(async (trx) => {
      const moved = await moveRecord(trx, 'tradeOrder', order, {
        from,
        to: ORDER_STATUS.completed,
        action,
        by,
        date,
        set: { receiveTime: date },
      });
      if (!moved) throw new AppError(400, 'state.changed');
      // Points and experience earned (docs/customers.md).
      await rewardCompletedOrder(trx, await orderRow(trx, order.id), by, date);
    });
    return orderRow(db, order.id);
  };

  const receive = async (order: OrderRow, by: string) => {
    if (order.status === ORDER_STATUS.completed) return orderRow(db, order.id);
    if (order.status !== ORDER_STATUS.shipped) throw stateError(order.status);
    return complete(order, ORDER_STATUS.shipped, 'receive', by);
  };

  /** A paid pick-up order handed over at its store (refused while a refund of it is open). */
  const pickUp = async (order: OrderRow, by: string) => {
    if (Number(order.deliveryType) !== DELIVERY_TYPE.pickUp)
      throw new AppError(400, 'order.notPickUp', { field: 'deliveryType' });
    if (order.status === ORDER_STATUS.completed) return orderRow(db, order.id);
    if (order.status !== ORDER_STATUS.paid) throw stateError(order.status);
    if (await refundOpen(db, order.id)) throw new AppError(400, 'order.refundOpen');
    return complete(order, ORDER_STATUS.paid, 'verifyPickUp', by);
  };

  const receiveByShopper = async (shopper: ShopperIdentity, id: number) =>
    receive(await shopperOrderRow(db, shopper, id), `customer:${shopper.customerId}`);

  /** Whether an after-sale of the order's lines is open. */
  const refundOpen = async (trx: Db, orderId: number) =>
    Boolean(
      await untyped(trx)
        .selectFrom('tradeOrderItem')
        .select('id')
        .where('orderId', '=', orderId)
        .where('afterSaleStatus', '=', 10)
        .executeTakeFirst(),
    );

  /**
   * Why a paid order cannot be shipped now, if it cannot: a pick-up order (handed over at the
   * store instead), an after-sale of it open, its group buy not complete.
   */
  const unshippable = async (trx: Db, orderId: number): Promise<Unshippable | undefined> => {
    const kind = (await untyped(trx)
      .selectFrom('tradeOrder')
      .select('deliveryType')
      .where('id', '=', orderId)
      .executeTakeFirst()) as { deliveryType: number } | undefined;
    if (Number(kind?.deliveryType) === DELIVERY_TYPE.pickUp) return 'order.pickUpNotShipped';
    if (await refundOpen(trx, orderId)) return 'order.refundOpen';
    if (!(await grouponDone(trx, orderId))) return 'groupon.notDone';
    return undefined;
  };

  /** The columns a shipment sets; refused while the order cannot be shipped (`unshippable`). */
  const shipment = async (trx: Db, order: { id: number; tenantId: number }, at: number) => {
    const why = await unshippable(trx, order.id);
    if (why) throw new AppError(400, why, UNSHIPPABLE_FIELD[why]);
    const config = await tradeConfigOf(trx, order.tenantId);
    return {
      deliveryTime: formatDateTime(at),
      receiveDeadline: formatDateTime(at + config.autoReceiveDays * 86_400_000),
    };
  };

  /** The clock's part: unpaid orders past their deadline cancelled, shipped ones received. */
  const runDue = async (limit = 200) => {
    const date = formatDateTime(now());
    const unpaid = (await untyped(db)
      .selectFrom('tradeOrder')
      .selectAll()
      .where('status', '=', ORDER_STATUS.unpaid)
      .where('payDeadline', '<=', date)
      .orderBy('id')
      .limit(limit)
      .execute()) as OrderRow[];
    let cancelled = 0;
    for (const order of unpaid) {
      try {
        await cancel({ ...order, payPrice: Number(order.payPrice) }, CANCEL_TYPE.timeout, SYSTEM);
        cancelled += 1;
      } catch (error) {
        // Paid meanwhile, or someone else's step first: left as it is.
        if (!isAppError(error)) throw error;
      }
    }
    const shipped = (await untyped(db)
      .selectFrom('tradeOrder')
      .selectAll()
      .where('status', '=', ORDER_STATUS.shipped)
      .where('receiveDeadline', '<=', date)
      .orderBy('id')
      .limit(limit)
      .execute()) as OrderRow[];
    let received = 0;
    for (const order of shipped) {
      try {
        await receive(order, SYSTEM);
        received += 1;
      } catch (error) {
        if (!isAppError(error)) throw error;
      }
    }
    return { cancelled, received };
  };

  return {
    pay,
    sandboxPay,
    cancel,
    cancelByShopper,
    receiveByShopper,
    pickUp,
    unshippable,
    shipment,
    runDue,
  };
};

export type OrderFlow = ReturnType<typeof createOrderFlow>;
