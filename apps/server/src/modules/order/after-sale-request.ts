import { LINE_AFTER_SALE_STATUS } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import { writeOrderLog } from './order-log';
import { orderItems, type OrderRow } from './order-reads';
import { tradeNumber } from './trade-config';

// Opening an after-sale request (docs/orders.md): per line and quantity, at most what is not
// refunded yet, one open request per line (taken by a guarded update: two at once, one wins);
// the rest of a line takes the rest of its money, part of it its share rounded down. The
// shopper's request starts applied; the system's (a failed group buy) awaiting its refund.

type AfterSaleItem = { orderItemId: number; count: number; refundPrice: number };

/** What a request asks for. */
export type AfterSaleRequest = {
  way: 10 | 20;
  applyReason: string;
  applyDescription?: string | null | undefined;
  lines: { orderItemId: number; count: number }[];
  /** The whole rest of the order, its delivery charge included (the system's full refund). */
  whole?: boolean;
};

/** Writes the request, takes its lines and logs it; answers its id. */
export const openRequest = async (
  trx: Db,
  order: OrderRow,
  body: AfterSaleRequest,
  step: { by: string; at: number; status: number; action: string },
): Promise<number> => {
  const { by, at } = step;
  const items = new Map((await orderItems(trx, order.id)).map((item) => [item.id, item]));
  const date = formatDateTime(at);
  const planned: (AfterSaleItem & { goodsName: string; specText: string | null })[] = [];
  for (const line of body.lines) {
    const item = items.get(line.orderItemId);
    if (!item || planned.some((p) => p.orderItemId === line.orderItemId))
      throw new AppError(400, 'afterSale.lineUnknown', { field: 'lines' });
    if (item.afterSaleStatus === LINE_AFTER_SALE_STATUS.applying)
      throw new AppError(400, 'afterSale.lineBusy', {
        field: 'lines',
        values: { goods: item.goodsName },
      });
    const left = item.count - item.refundedCount;
    if (line.count > left)
      throw new AppError(400, 'afterSale.exceeds', {
        field: 'lines',
        values: { goods: item.goodsName, left: String(left) },
      });
    // The rest of a line takes what is left of its money; part of it, its share (rounded down).
    const moneyLeft = item.payPrice - item.refundPrice;
    const refundPrice =
      line.count === left
        ? moneyLeft
        : Math.min(moneyLeft, Math.floor((item.payPrice * line.count) / item.count));
    planned.push({
      orderItemId: item.id,
      count: line.count,
      refundPrice,
      goodsName: item.goodsName,
      specText: item.specText,
    });
  }
  const owner = {
    tenantId: order.tenantId,
    organId: order.organId,
    organPath: order.organPath,
  };
  const stamp = { createBy: by, createDate: date, updateBy: by, updateDate: date };
  const created = (await untyped(trx)
    .insertInto('tradeAfterSale')
    .values({
      ...owner,
      refundNo: tradeNumber('S', at),
      orderId: order.id,
      storeId: order.storeId,
      customerId: order.customerId,
      status: step.status,
      way: body.way,
      applyReason: body.applyReason,
      applyDescription: body.applyDescription ?? null,
      refundPrice: body.whole
        ? Number(order.payPrice) - Number(order.refundPrice)
        : planned.reduce((sum, item) => sum + item.refundPrice, 0),
      ...stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: number };
  for (const item of planned) {
    // Only a line that is not in another request now (two requests at once: one wins).
    const taken = await untyped(trx)
      .updateTable('tradeOrderItem')
      .set({ afterSaleStatus: LINE_AFTER_SALE_STATUS.applying })
      .where('id', '=', item.orderItemId)
      .where('afterSaleStatus', '!=', LINE_AFTER_SALE_STATUS.applying)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0)
      throw new AppError(400, 'afterSale.lineBusy', {
        field: 'lines',
        values: { goods: item.goodsName },
      });
    await untyped(trx)
      .insertInto('tradeAfterSaleItem')
      .values({ ...owner, refundId: created.id, ...item, ...stamp })
      .execute();
  }
  await writeOrderLog(trx, {
    owner,
    resource: 'refund',
    recordId: created.id,
    action: step.action,
    from: step.status,
    to: step.status,
    by,
    date,
    remark: body.applyReason,
  });
  return created.id;
};
