import { moneyOf, ORDER_STATUS } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import type { Payments } from '../payment/payment.service';
import { writeOrderLog } from './order-log';
import { orderItems, orderRow, type OrderRow } from './order-reads';
import { appIdOf } from './trade-config';

// Staff's price adjustment of an unpaid order (docs/orders.md, Price adjustment): once, ± cents
// with a reason, at least 1 cent left to pay and the goods never below nothing. The amount is
// shared over the lines in proportion to what each pays (the last takes the remainder, so the
// lines always add up to the order). An open pay order is closed first (one that went through
// refuses the adjustment: the order is paid); the next pay order is made for the new amount.

/**
 * `amount` shared over `weights` in proportion, each share rounded toward zero and the last
 * taking the remainder; a reduction never takes a line below nothing (what the last line cannot
 * take goes to the lines before it).
 */
export const apportion = (amount: number, weights: readonly number[]): number[] => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) =>
    total > 0 ? Number((BigInt(amount) * BigInt(weight)) / BigInt(total)) : 0,
  );
  const last = shares.length - 1;
  if (last < 0) return shares;
  shares[last] = amount - shares.slice(0, last).reduce((sum, share) => sum + share, 0);
  let short = -((weights[last] ?? 0) + (shares[last] ?? 0));
  for (let index = last - 1; short > 0 && index >= 0; index -= 1) {
    const room = (weights[index] ?? 0) + (shares[index] ?? 0);
    const take = Math.min(room, short);
    shares[index] = (shares[index] ?? 0) - take;
    shares[last] = (shares[last] ?? 0) + take;
    short -= take;
  }
  return shares;
};

const stateError = (status: number) =>
  new AppError(400, 'state.illegal', {
    field: 'status',
    values: { state: String(status), stateOf: 'order' },
  });

export const createOrderAdjust = ({
  db,
  now,
  payments,
}: {
  db: Db;
  now: () => number;
  payments: Pick<Payments, 'close'>;
}) => {
  /** The largest reduction: 1 cent left to pay, the goods at 0 at most. */
  const maxReduction = (order: OrderRow, linesPaid: number) =>
    Math.max(0, Math.min(Number(order.payPrice) - 1, linesPaid));

  const adjust = async (
    order: OrderRow,
    change: number,
    reason: string,
    by: string,
  ): Promise<OrderRow> => {
    if (order.status !== ORDER_STATUS.unpaid) throw stateError(order.status);
    if (Number(order.adjustPrice) !== 0) throw new AppError(400, 'order.adjustedOnce');
    const lines = [...(await orderItems(db, order.id))].sort((a, b) => a.id - b.id);
    const linesPaid = lines.reduce((sum, line) => sum + Number(line.payPrice), 0);
    const max = maxReduction(order, linesPaid);
    if (change < -max)
      throw new AppError(400, 'order.adjustTooLow', {
        field: 'adjustPrice',
        values: { max: moneyOf(max) },
      });
    // The pay order of the old amount can no longer be paid (paid already: refused).
    if (order.payOrderId && order.mchAppId) {
      try {
        await payments.close(
          { trusted: true, appId: await appIdOf(db, order.mchAppId) },
          { payOrderId: order.payOrderId },
        );
      } catch (error) {
        if (isAppError(error) && error.key === 'pay.notClosable')
          throw new AppError(400, 'order.adjustPaid', { field: 'status' });
        throw error;
      }
    }
    const shares = apportion(
      change,
      lines.map((line) => Number(line.payPrice)),
    );
    const date = formatDateTime(now());
    await db.transaction().execute(async (trx) => {
      // Only if it is still unpaid, not adjusted, and its pay order is the one closed.
      let update = untyped(trx)
        .updateTable('tradeOrder')
        .set((eb) => ({
          adjustPrice: change,
          payPrice: eb('payPrice', '+', change),
          payOrderId: null,
          updateBy: by,
          updateDate: date,
        }))
        .where('id', '=', order.id)
        .where('status', '=', ORDER_STATUS.unpaid)
        .where('adjustPrice', '=', 0);
      update = order.payOrderId
        ? update.where('payOrderId', '=', order.payOrderId)
        : update.where('payOrderId', 'is', null);
      const moved = await update.executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) {
        const current = await orderRow(trx, order.id);
        if (current.status !== ORDER_STATUS.unpaid) throw stateError(current.status);
        throw new AppError(400, 'order.adjustedOnce');
      }
      for (const [index, line] of lines.entries()) {
        const share = shares[index] ?? 0;
        if (share === 0) continue;
        await untyped(trx)
          .updateTable('tradeOrderItem')
          .set((eb) => ({ adjustPrice: share, payPrice: eb('payPrice', '+', share) }))
          .where('id', '=', line.id)
          .execute();
      }
      await writeOrderLog(trx, {
        owner: order,
        resource: 'order',
        recordId: order.id,
        action: 'adjustPrice',
        from: ORDER_STATUS.unpaid,
        to: ORDER_STATUS.unpaid,
        by,
        date,
        remark: `${change > 0 ? '+' : '−'}${moneyOf(Math.abs(change))}: ${reason}`.slice(0, 500),
      });
    });
    return orderRow(db, order.id);
  };

  return { adjust };
};

export type OrderAdjust = ReturnType<typeof createOrderAdjust>;
