import {
  AFTER_SALE_STATUS,
  AFTER_SALE_WAY,
  CANCEL_TYPE,
  LINE_AFTER_SALE_STATUS,
  ORDER_REFUND_STATUS,
  ORDER_STATUS,
  REFUND_ORDER_STATE,
  STOCK_REASON,
} from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import type { Payments, RefundRow } from '../payment/payment.service';
import { moveRecord } from './order-log';
import {
  type AfterSaleRow,
  orderItems,
  orderRow,
  type OrderRow,
  shopperAfterSale,
  shopperOrderRow,
  withNumbers,
} from './order-reads';
import { grouponDone, grouponFailed } from '../marketing/groupon/groupon-life';
import { type AfterSaleRequest, openRequest } from './after-sale-request';
import { reverseOrderReward } from '../customer/customer-rewards';
import { moveStock } from './store-stock';
import { appIdOf } from './trade-config';

// After-sales (docs/orders.md): a shopper asks for a refund of some lines of a paid order, per
// line and quantity; staff agree (refund only → awaiting refund; return and refund → awaiting
// the parcel) or reject with a reason; a returned parcel is received (its goods back in stock)
// or refused; the refund is sent to the payment platform and the request completes when the
// refund succeeds, in the transaction that records it. A line has one open request at a time;
// refunds never exceed what the line was paid less what it was refunded already.

type AfterSaleItem = { orderItemId: number; count: number; refundPrice: number };

const REFUNDABLE: readonly number[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.shipped,
  ORDER_STATUS.completed,
];

export const createAfterSales = ({
  db,
  now,
  payments,
  log,
}: {
  db: Db;
  now: () => number;
  payments: Pick<Payments, 'refund' | 'onOutcome'>;
  log?: FastifyBaseLogger | undefined;
}) => {
  const rowOf = async (trx: Db, id: number) =>
    withNumbers(
      (await untyped(trx)
        .selectFrom('tradeAfterSale')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as AfterSaleRow,
    );

  const itemsOf = async (trx: Db, refundId: number) =>
    (
      (await untyped(trx)
        .selectFrom('tradeAfterSaleItem')
        .select(['orderItemId', 'count', 'refundPrice'])
        .where('refundId', '=', refundId)
        .execute()) as AfterSaleItem[]
    ).map((item) => ({ ...item, refundPrice: Number(item.refundPrice) }));

  /** The request's lines are free again (rejected, cancelled, parcel refused). */
  const freeLines = async (trx: Db, refundId: number) => {
    for (const item of await itemsOf(trx, refundId))
      await untyped(trx)
        .updateTable('tradeOrderItem')
        .set((eb) => ({
          afterSaleStatus: eb
            .case()
            .when('refundedCount', '>', 0)
            .then(LINE_AFTER_SALE_STATUS.refunded)
            .else(LINE_AFTER_SALE_STATUS.none)
            .end(),
        }))
        .where('id', '=', item.orderItemId)
        .execute();
  };

  const apply = async (
    shopper: ShopperIdentity,
    body: AfterSaleRequest & { orderId: number },
  ): Promise<AfterSaleRow> => {
    const by = `customer:${shopper.customerId}`;
    const id = await db.transaction().execute(async (trx) => {
      const order = await shopperOrderRow(trx, shopper, body.orderId);
      if (!REFUNDABLE.includes(order.status))
        throw new AppError(400, 'afterSale.notRefundable', {
          field: 'orderId',
          values: { state: String(order.status), stateOf: 'order' },
        });
      if (body.way === AFTER_SALE_WAY.returnAndRefund && order.status === ORDER_STATUS.paid)
        throw new AppError(400, 'afterSale.returnBeforeShipment', { field: 'way' });
      // A group buy's order is refunded by request once its group succeeded (a failed one is
      // refunded by the closing).
      if (!(await grouponDone(trx, order.id)))
        throw new AppError(400, 'groupon.notDone', { field: 'orderId' });
      return openRequest(trx, order, body, {
        by,
        at: now(),
        status: AFTER_SALE_STATUS.applied,
        action: 'apply',
      });
    });
    return rowOf(db, id);
  };

  /**
   * The system's refund of a whole paid order (its group buy failed): a refund-only request of
   * every line, awaiting its refund, then sent like staff's Refund. Sent again, the open request
   * is sent again (the same refund number: never two refunds).
   */
  const refundWhole = async (order: OrderRow, reason: string, by: string) => {
    const open = (await untyped(db)
      .selectFrom('tradeAfterSale')
      .select('id')
      .where('orderId', '=', order.id)
      .where('status', '=', AFTER_SALE_STATUS.awaitingRefund)
      .executeTakeFirst()) as { id: number } | undefined;
    const id =
      open?.id ??
      (await db.transaction().execute(async (trx) =>
        openRequest(
          trx,
          order,
          {
            way: AFTER_SALE_WAY.refundOnly,
            applyReason: reason,
            whole: true,
            lines: (await orderItems(trx, order.id))
              .filter((item) => item.count > item.refundedCount)
              .map((item) => ({ orderItemId: item.id, count: item.count - item.refundedCount })),
          },
          { by, at: now(), status: AFTER_SALE_STATUS.awaitingRefund, action: 'create' },
        ),
      ));
    return refund(await rowOf(db, id), by);
  };

  /** A shopper's step on their request (withdraw, send the parcel back). */
  const shopperStep = async (
    shopper: ShopperIdentity,
    id: number,
    step: { from: readonly number[]; to: number; action: string; set?: Record<string, unknown> },
  ) => {
    const row = await shopperAfterSale(db, shopper, id);
    if (row.status === step.to) return rowOf(db, id);
    if (!step.from.includes(row.status))
      throw new AppError(400, 'state.illegal', {
        field: 'status',
        values: { state: String(row.status), stateOf: 'refund' },
      });
    await db.transaction().execute(async (trx) => {
      const moved = await moveRecord(trx, 'tradeAfterSale', row, {
        from: row.status,
        to: step.to,
        action: step.action,
        by: `customer:${shopper.customerId}`,
        date: formatDateTime(now()),
        ...(step.set ? { set: step.set } : {}),
      });
      if (!moved) throw new AppError(400, 'state.changed');
      if (step.to === AFTER_SALE_STATUS.cancelled) await freeLines(trx, id);
    });
    return rowOf(db, id);
  };

  const cancelByShopper = (shopper: ShopperIdentity, id: number) =>
    shopperStep(shopper, id, {
      from: [AFTER_SALE_STATUS.applied, AFTER_SALE_STATUS.agreed],
      to: AFTER_SALE_STATUS.cancelled,
      action: 'cancel',
    });

  const shipBack = (shopper: ShopperIdentity, body: { id: number; logisticsNo: string }) =>
    shopperStep(shopper, body.id, {
      from: [AFTER_SALE_STATUS.agreed],
      to: AFTER_SALE_STATUS.returned,
      action: 'shipBack',
      set: { returnLogisticsNo: body.logisticsNo },
    });

  /** Goods back on hand (a received parcel, or a refund of goods never shipped). */
  const restock = async (trx: Db, row: AfterSaleRow, by: string, date: string) => {
    const order = await orderRow(trx, row.orderId);
    const items = new Map((await orderItems(trx, row.orderId)).map((item) => [item.id, item]));
    for (const item of await itemsOf(trx, row.id)) {
      const line = items.get(item.orderItemId);
      if (!line) continue;
      await moveStock(trx, line.stockId, {
        onHand: item.count,
        reserved: 0,
        reason: STOCK_REASON.returned,
        orderNo: order.orderNo,
        remark: row.refundNo,
        by,
        date,
      });
    }
  };

  /** The refund succeeded: the request, its lines and its order take it in. */
  const complete = async (trx: Db, refund: RefundRow, at: number) => {
    const row = (await untyped(trx)
      .selectFrom('tradeAfterSale')
      .selectAll()
      .where('refundNo', '=', refund.mchRefundNo)
      .where('tenantId', '=', refund.tenantId)
      .executeTakeFirst()) as AfterSaleRow | undefined;
    if (!row) return;
    const date = formatDateTime(at);
    const by = `payment:${refund.refundOrderId}`;
    const moved = await moveRecord(trx, 'tradeAfterSale', row, {
      from: AFTER_SALE_STATUS.awaitingRefund,
      to: AFTER_SALE_STATUS.refunded,
      action: 'refunded',
      by,
      date,
      set: { refundTime: date, payRefundId: refund.refundOrderId },
    });
    if (!moved) return;
    await settle(trx, withNumbers(row), by, date);
  };

  /** A refunded request's effects on its lines, its order and (for goods never shipped) stock. */
  const settle = async (trx: Db, row: AfterSaleRow, by: string, date: string) => {
    const order = await orderRow(trx, row.orderId);
    for (const item of await itemsOf(trx, row.id))
      await untyped(trx)
        .updateTable('tradeOrderItem')
        .set((eb) => ({
          refundedCount: eb('refundedCount', '+', item.count),
          refundPrice: eb('refundPrice', '+', item.refundPrice),
          afterSaleStatus: LINE_AFTER_SALE_STATUS.refunded,
        }))
        .where('id', '=', item.orderItemId)
        .execute();
    // Refund only of goods that never left the store: they are on hand again.
    if (row.way === AFTER_SALE_WAY.refundOnly && order.status === ORDER_STATUS.paid)
      await restock(trx, row, by, date);
    const lines = await orderItems(trx, row.orderId);
    const all = lines.every((line) => line.refundedCount === line.count);
    await untyped(trx)
      .updateTable('tradeOrder')
      .set((eb) => ({
        refundPrice: eb('refundPrice', '+', row.refundPrice),
        refundStatus: all ? ORDER_REFUND_STATUS.all : ORDER_REFUND_STATUS.part,
        updateBy: by,
        updateDate: date,
      }))
      .where('id', '=', order.id)
      .execute();
    // What a completed order earned, taken back in the share refunded (docs/customers.md).
    if (order.status === ORDER_STATUS.completed)
      await reverseOrderReward(
        trx,
        order,
        { refunded: row.refundPrice, refundNo: row.refundNo },
        by,
        date,
      );
    // Everything refunded before completion: the order is cancelled (cancel type "refunded").
    if (all && (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.shipped))
      await moveRecord(trx, 'tradeOrder', order, {
        from: order.status,
        to: ORDER_STATUS.cancelled,
        action: 'refunded',
        by,
        date,
        set: {
          // A failed group buy's refund cancels it as the group's, not as refunded by request.
          cancelType: (await grouponFailed(trx, order.id))
            ? CANCEL_TYPE.groupFailed
            : CANCEL_TYPE.refunded,
          cancelTime: date,
        },
      });
  };

  payments.onOutcome(async (trx, outcome, at) => {
    if (outcome.type !== 'refund') return;
    if (outcome.refund.state === REFUND_ORDER_STATE.success)
      await complete(trx, outcome.refund, at);
    else
      log?.warn(
        { refundNo: outcome.refund.mchRefundNo, errMsg: outcome.refund.errMsg },
        'after-sale refund failed',
      );
  });

  /**
   * Staff's "Refund": the refund order sent to the payment platform (the same one again on a
   * retry: the request's number is its refund number). A zero refund completes at once.
   */
  const refund = async (row: AfterSaleRow, by: string) => {
    if (row.status === AFTER_SALE_STATUS.refunded) return rowOf(db, row.id);
    if (row.status !== AFTER_SALE_STATUS.awaitingRefund)
      throw new AppError(400, 'state.illegal', {
        field: 'status',
        values: { state: String(row.status) },
      });
    const order = await orderRow(db, row.orderId);
    if (Number(row.refundPrice) === 0 || !order.payOrderId || !order.mchAppId) {
      const date = formatDateTime(now());
      await db.transaction().execute(async (trx) => {
        const moved = await moveRecord(trx, 'tradeAfterSale', row, {
          from: AFTER_SALE_STATUS.awaitingRefund,
          to: AFTER_SALE_STATUS.refunded,
          action: 'refund',
          by,
          date,
          set: { refundTime: date },
        });
        if (moved) await settle(trx, withNumbers(row), by, date);
      });
      return rowOf(db, row.id);
    }
    const answer = await payments.refund(
      { trusted: true, appId: await appIdOf(db, order.mchAppId) },
      {
        payOrderId: order.payOrderId,
        mchRefundNo: row.refundNo,
        refundAmount: Number(row.refundPrice),
        reason: row.applyReason,
      },
    );
    if (answer.state === REFUND_ORDER_STATE.failed || answer.state === REFUND_ORDER_STATE.closed)
      throw new AppError(400, 'afterSale.refundFailed', {
        values: { reason: answer.errMsg ?? '-' },
      });
    return rowOf(db, row.id);
  };

  return { apply, refundWhole, cancelByShopper, shipBack, freeLines, restock, refund, rowOf };
};

export type AfterSales = ReturnType<typeof createAfterSales>;
