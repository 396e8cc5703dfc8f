import { REFUND_ORDER_STATE } from '@retail/contract';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import type { ChannelRefund, RefundOutcome } from './channel-driver';
import type { ChannelAccess } from './pay-call';
import { ORDER, type OrderById, type PayOrderRow, REFUND, type RefundRow } from './pay-rows';

// Refunds left refunding (docs/payments.md): the channel queries job asks their channel about
// them, or sends them again under their number, and closes those the channel never answered by
// their expiry.

/** How long a refund the channel accepted to settle later waits before it is asked about. */
export const REFUND_SYNC_AFTER_MS = 2 * 60_000;
/**
 * A refund its channel never answered (sent again under its number every minute) is closed
 * this long after it was made, its amount given back to the order.
 */
export const REFUND_EXPIRE_MS = 24 * 3600_000;

/** How a refund ends here: as its channel answered it, or closed unanswered at its expiry. */
export type RefundEnd = RefundOutcome | { state: 'closed'; errMsg: string };

/** The refund as its channel sees it. */
export const channelRefundOf = (refund: RefundRow, order: PayOrderRow): ChannelRefund => ({
  refundOrderId: refund.refundOrderId,
  payOrderId: order.payOrderId,
  channelOrderNo: order.channelOrderNo,
  payAmount: order.amount,
  refundAmount: refund.refundAmount,
});

export const createRefundSync = ({
  db,
  now: clockNow,
  drivers,
  contextOf,
  log,
  orderById,
  settleRefund,
  kick,
}: ChannelAccess & {
  orderById: OrderById;
  settleRefund: (
    refund: RefundRow,
    order: PayOrderRow,
    outcome: RefundEnd,
    who: string,
    now: number,
  ) => Promise<void>;
  kick: () => void;
}) => {
  const raw = untyped(db);

  /**
   * The channel queries job for refunds still refunding a while after they were made: those a
   * channel accepted to settle later (WeChat Pay's PROCESSING, its refund number kept) are asked
   * about at their channel; those whose refund call got no answer (no channel number) are sent
   * again under the same refund number, which a channel takes once. Either is settled by what
   * the channel says, as the refund call would have (success, or failure with the amount given
   * back). Safe to run twice: a refund moves by a compare-and-set. A question that fails leaves
   * the refund for the next run, until the refund expires unanswered: one the channel never
   * acknowledged (no channel refund number) is then closed and its amount given back (one the
   * channel accepted is asked about until it settles). Answers how many it asked about.
   */
  return async (now = clockNow(), olderThanMs = REFUND_SYNC_AFTER_MS, limit = 100) => {
    const askable = [...drivers.values()].map((d) => d.ifCode);
    if (askable.length === 0) return 0;
    const expiredBefore = formatDateTime(now - REFUND_EXPIRE_MS);
    const due = (await raw
      .selectFrom(REFUND)
      .innerJoin(ORDER, `${ORDER}.id`, `${REFUND}.payOrderId`)
      .selectAll(REFUND)
      .select(`${ORDER}.ifCode as ifCode`)
      .where(`${REFUND}.state`, '=', REFUND_ORDER_STATE.refunding)
      .where(`${ORDER}.ifCode`, 'in', askable)
      .where(`${REFUND}.createDate`, '<=', formatDateTime(now - olderThanMs))
      .orderBy(`${REFUND}.id`)
      .limit(limit)
      .execute()) as (RefundRow & { ifCode: string })[];
    for (const refundRow of due) {
      const driver = drivers.get(refundRow.ifCode);
      if (!driver) continue;
      try {
        const order = await orderById(db, refundRow.payOrderId);
        const context = await contextOf(
          db,
          { id: order.mchAppId, appId: order.appId },
          driver.ifCode,
        );
        const refund = channelRefundOf(refundRow, order);
        const outcome =
          refundRow.channelOrderNo && driver.queryRefund
            ? await driver.queryRefund(refund, context)
            : await driver.refund(refund, context);
        await settleRefund(refundRow, order, outcome, `channel:${driver.ifCode}`, clockNow());
      } catch (error) {
        log?.warn({ err: error, refundOrderId: refundRow.refundOrderId }, 'refund query failed');
        if (!refundRow.channelOrderNo && (refundRow.createDate ?? '') <= expiredBefore)
          await orderById(db, refundRow.payOrderId)
            .then((order) =>
              settleRefund(
                refundRow,
                order,
                { state: 'closed', errMsg: `no answer from ${driver.ifCode} by its expiry` },
                'system',
                clockNow(),
              ),
            )
            .catch((closing: unknown) =>
              log?.error(
                { err: closing, refundOrderId: refundRow.refundOrderId },
                'refund close failed',
              ),
            );
      }
    }
    if (due.length > 0) kick();
    return due.length;
  };
};
