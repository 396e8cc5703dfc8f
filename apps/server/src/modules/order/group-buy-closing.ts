import { CANCEL_TYPE, GROUPON_FAILED_REASON, ORDER_STATUS } from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { isAppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { closeGroup, dueGroups, failedOrders } from '../marketing/groupon/groupon-life';
import type { AfterSales } from './after-sale.service';
import type { OrderFlow } from './order-flow.service';
import { orderRow } from './order-reads';

// The clock's part of group buys (docs/marketing.md): groups whose hours ran out are closed
// (succeeded with virtual members where the activity allows them, else failed), then every
// order of a failed member is settled: cancelled while unpaid (cancel type "group buy failed",
// its stock released), refunded in full when paid (a refund-only request the system opens and
// sends; its success cancels the order the same way). A refund the channel refused is sent
// again at the next run, under the same number.

const SYSTEM = 'system';

export const createGroupBuyClosing = ({
  db,
  now,
  flow,
  afterSales,
  log,
}: {
  db: Db;
  now: () => number;
  flow: Pick<OrderFlow, 'cancel'>;
  afterSales: Pick<AfterSales, 'refundWhole'>;
  log?: FastifyBaseLogger | undefined;
}) => {
  const runDue = async (limit = 100) => {
    const date = formatDateTime(now());
    let closed = 0;
    for (const group of await dueGroups(db, date, limit)) {
      await db.transaction().execute((trx) => closeGroup(trx, group, SYSTEM, date));
      closed += 1;
    }
    let cancelled = 0;
    let refunded = 0;
    for (const orderId of await failedOrders(db, limit)) {
      const order = await orderRow(db, orderId);
      try {
        if (order.status === ORDER_STATUS.unpaid) {
          await flow.cancel(order, CANCEL_TYPE.groupFailed, SYSTEM);
          cancelled += 1;
        } else if (order.status === ORDER_STATUS.paid) {
          await afterSales.refundWhole(order, GROUPON_FAILED_REASON, SYSTEM);
          refunded += 1;
        }
      } catch (error) {
        // Paid while being cancelled (refunded at the next run), or a refund refused: again later.
        if (!isAppError(error)) throw error;
        log?.warn({ orderNo: order.orderNo, err: error }, 'failed group buy order not settled');
      }
    }
    return { closed, cancelled, refunded };
  };
  return { runDue };
};

export type GroupBuyClosing = ReturnType<typeof createGroupBuyClosing>;
