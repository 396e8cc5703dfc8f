import {
  MCH_NOTIFY_ORDER_TYPE,
  PAY_ORDER_STATE,
  REFUND_ORDER_STATE,
  type ServerMessageKey,
} from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';
import type { ChannelContext, ChannelDriver, RefundOutcome } from './channel-driver';
import type { MchNotifier } from './mch-notify.service';
import type { AcceptPayCall } from './pay-accept';
import { type CallingApp, numberOf, type PayCall } from './pay-call';
import {
  type MoveOrder,
  ORDER,
  type OrderById,
  type OrderRef,
  ownedPayOrder,
  type PayOrderRow,
  type PayOutcome,
  REFUND,
  type RefundRow,
} from './pay-rows';
import { writePayStateLog as stateLog } from './pay-state-log';
import { channelRefundOf, createRefundSync, type RefundEnd } from './refund-sync';

// Refunds of the merchant API (docs/payments.md): a refund of a paid order reserves its amount
// on the order by one guarded update (the refunded total never passes what was paid less what
// divisions hold, however many refunds run at once), asks the channel once that commits, and
// settles: a success refunds the order when the successes add up, a failure gives the amount
// back. The same refund number again answers the refund it made.

const REFUND_END_STATE = {
  success: REFUND_ORDER_STATE.success,
  failed: REFUND_ORDER_STATE.failed,
  closed: REFUND_ORDER_STATE.closed,
} as const;

export const createRefundOrders = (deps: {
  db: Db;
  now: () => number;
  log?: FastifyBaseLogger | undefined;
  accept: AcceptPayCall;
  findOrder: (trx: Db, app: CallingApp, ref: OrderRef) => Promise<PayOrderRow>;
  orderById: OrderById;
  stateError: (key: ServerMessageKey, state: number) => AppError;
  moveOrder: MoveOrder;
  drivers: ReadonlyMap<string, ChannelDriver>;
  contextOf: (
    trx: Db,
    app: { id: number; appId: string },
    ifCode: string,
  ) => Promise<ChannelContext>;
  mchNotify: MchNotifier;
  tell: (trx: Db, outcome: PayOutcome, now: number) => Promise<void>;
  by: (app: CallingApp) => string;
}) => {
  const { db, now: clockNow, accept, findOrder, orderById, stateError, moveOrder } = deps;
  const { drivers, contextOf, mchNotify, tell, by, log } = deps;
  const raw = untyped(db);

  const refundAnswer = (refund: RefundRow, payOrderId: string) => ({
    refundOrderId: refund.refundOrderId,
    payOrderId,
    mchRefundNo: refund.mchRefundNo,
    payAmount: refund.payAmount,
    refundAmount: refund.refundAmount,
    currency: refund.currency,
    state: refund.state,
    reason: refund.reason,
    channelOrderNo: refund.channelOrderNo,
    errMsg: refund.errMsg,
    successTime: refund.successTime,
  });

  type RefundBody = OrderRef & {
    mchRefundNo: string;
    refundAmount: number;
    reason: string;
    notifyUrl?: string | null | undefined;
  };

  const refundByNo = async (trx: Db, app: CallingApp, mchRefundNo: string) =>
    (await untyped(trx)
      .selectFrom(REFUND)
      .selectAll()
      .where('mchAppId', '=', app.id)
      .where('mchRefundNo', '=', mchRefundNo)
      .executeTakeFirst()) as RefundRow | undefined;

  const sameRefund = (refund: RefundRow, order: PayOrderRow | undefined, body: RefundBody) => {
    if ((order && refund.payOrderId !== order.id) || refund.refundAmount !== body.refundAmount)
      throw new AppError(400, 'pay.refundNoConflict', {
        field: 'mchRefundNo',
        values: { value: body.mchRefundNo },
      });
    return refund;
  };

  class RefundRace extends Error {}

  /**
   * A refund of a paid order. Its amount is reserved on the order by one guarded update (the
   * refunded total never passes the amount, however many refunds run at once); the channel is
   * asked after that commits; a refusal gives the amount back. The order becomes refunded when
   * its successful refunds add up to its amount.
   */
  const refund = async (call: PayCall, body: RefundBody) => {
    // A person acting through the app (the console's Refund) is named in the records.
    const actor = (app: CallingApp): string => ('trusted' in call && call.by) || by(app);
    const reserved = await accept(call, async (trx, app, now) => {
      const order = await findOrder(trx, app, body);
      const existing = await refundByNo(trx, app, body.mchRefundNo);
      if (existing) return { refund: sameRefund(existing, order, body), order, app, fresh: false };
      if (order.state !== PAY_ORDER_STATE.success)
        throw stateError('pay.notRefundable', order.state);
      const took = await untyped(trx)
        .updateTable(ORDER)
        .set((eb) => ({ refundAmount: eb('refundAmount', '+', body.refundAmount) }))
        .where('id', '=', order.id)
        .where('state', '=', PAY_ORDER_STATE.success)
        // What divisions hold is not refundable.
        .where((eb) =>
          eb(
            eb(eb('refundAmount', '+', body.refundAmount), '+', eb.ref('divisionAmount')),
            '<=',
            eb.ref('amount'),
          ),
        )
        .executeTakeFirst();
      if (Number(took.numUpdatedRows) === 0) {
        const now2 = await orderById(trx, order.id);
        if (now2.state !== PAY_ORDER_STATE.success)
          throw stateError('pay.notRefundable', now2.state);
        throw new AppError(400, 'pay.refundExceeds', {
          field: 'refundAmount',
          values: { left: String(now2.amount - now2.refundAmount - now2.divisionAmount) },
        });
      }
      const date = formatDateTime(now);
      const inserted = (await untyped(trx)
        .insertInto(REFUND)
        .values({
          tenantId: order.tenantId,
          organId: order.organId,
          organPath: order.organPath,
          refundOrderId: numberOf('R', now),
          payOrderId: order.id,
          mchNo: order.mchNo,
          appId: order.appId,
          mchAppId: app.id,
          mchRefundNo: body.mchRefundNo,
          payAmount: order.amount,
          refundAmount: body.refundAmount,
          currency: order.currency,
          state: REFUND_ORDER_STATE.refunding,
          reason: body.reason,
          notifyUrl: body.notifyUrl ?? null,
          createBy: actor(app),
          createDate: date,
          updateBy: actor(app),
          updateDate: date,
        })
        .onConflict((conflict) => conflict.columns(['mchAppId', 'mchRefundNo']).doNothing())
        .returningAll()
        .executeTakeFirst()) as RefundRow | undefined;
      // The same refund number at once from another call: undo the reservation, answer theirs.
      if (!inserted) throw new RefundRace();
      await stateLog(
        trx,
        inserted,
        'refundOrder',
        'refund',
        REFUND_ORDER_STATE.created,
        REFUND_ORDER_STATE.refunding,
        actor(app),
        now,
      );
      return { refund: inserted, order, app, fresh: true };
    }).catch(async (error: unknown) => {
      if (!(error instanceof RefundRace)) throw error;
      // The call was verified (its transaction undone, nonce included): the refund the other
      // call made with this number is the answer, as a repeat would get it.
      const app = (await raw
        .selectFrom('pay_mch_app')
        .select('id')
        .where('appId', '=', call.appId ?? '')
        .executeTakeFirstOrThrow()) as { id: number };
      const other = (await refundByNo(
        db,
        { id: app.id } as CallingApp,
        body.mchRefundNo,
      )) as RefundRow;
      const order = await orderById(db, other.payOrderId);
      return { refund: sameRefund(other, undefined, body), order, app: undefined, fresh: false };
    });
    const { order } = reserved;
    if (!reserved.fresh || !reserved.app) return refundAnswer(reserved.refund, order.payOrderId);
    const { app } = reserved;
    const driver = drivers.get(order.ifCode ?? '');
    const now = clockNow();
    const failed = (error: unknown): RefundOutcome => ({
      state: 'failed',
      errMsg: String(error instanceof Error ? error.message : error),
    });
    let outcome: RefundOutcome;
    try {
      if (!driver) throw new Error(`no driver for ${order.ifCode ?? ''}`);
      const context = await contextOf(db, app, driver.ifCode);
      try {
        outcome = await driver.refund(channelRefundOf(reserved.refund, order), context);
      } catch (error) {
        // Sent, but no answer (a timeout, a lost connection): the channel may have refunded.
        // Given back now, the amount could be refunded twice under a new number; the refund
        // stays refunding and the channel queries job sends it again under the same number.
        log?.warn(
          { err: error, refundOrderId: reserved.refund.refundOrderId },
          'refund unanswered',
        );
        outcome = { state: 'refunding', channelOrderNo: null };
      }
    } catch (error) {
      outcome = failed(error);
    }
    await settleRefund(reserved.refund, order, outcome, actor(app), now);
    mchNotify.kick();
    const after = (await untyped(db)
      .selectFrom(REFUND)
      .selectAll()
      .where('id', '=', reserved.refund.id)
      .executeTakeFirstOrThrow()) as RefundRow;
    return refundAnswer(after, order.payOrderId);
  };

  /**
   * A refund's outcome: success (the order refunded when the successes add up), or failure or
   * close (its amount given back); still refunding: the channel's refund number kept, asked
   * about later.
   */
  const settleRefund = async (
    refundRow: RefundRow,
    order: PayOrderRow,
    outcome: RefundEnd,
    who: string,
    now: number,
  ) => {
    if (outcome.state === 'refunding') {
      if (outcome.channelOrderNo)
        await untyped(db)
          .updateTable(REFUND)
          .set({ channelOrderNo: outcome.channelOrderNo })
          .where('id', '=', refundRow.id)
          .where('state', '=', REFUND_ORDER_STATE.refunding)
          .execute();
      return;
    }
    await db.transaction().execute(async (trx) => {
      // The order's row first (a write that changes nothing takes its lock on PostgreSQL):
      // refunds of one order settle one after another, so the last one sees every success.
      await untyped(trx)
        .updateTable(ORDER)
        .set((eb) => ({ refundAmount: eb.ref('refundAmount') }))
        .where('id', '=', order.id)
        .execute();
      const date = formatDateTime(now);
      const to = REFUND_END_STATE[outcome.state];
      const moved = await untyped(trx)
        .updateTable(REFUND)
        .set({
          state: to,
          ...(outcome.state === 'success'
            ? { channelOrderNo: outcome.channelOrderNo, successTime: date }
            : { errMsg: outcome.errMsg.slice(0, 255) }),
          updateBy: who,
          updateDate: date,
        })
        .where('id', '=', refundRow.id)
        .where('state', '=', REFUND_ORDER_STATE.refunding)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      await stateLog(
        trx,
        refundRow,
        'refundOrder',
        ({ success: 'succeed', failed: 'fail', closed: 'close' } as const)[outcome.state],
        REFUND_ORDER_STATE.refunding,
        to,
        who,
        now,
      );
      const settled = (await untyped(trx)
        .selectFrom(REFUND)
        .selectAll()
        .where('id', '=', refundRow.id)
        .executeTakeFirstOrThrow()) as RefundRow;
      await mchNotify.enqueue(
        trx,
        {
          orderType: MCH_NOTIFY_ORDER_TYPE.refund,
          orderId: settled.refundOrderId,
          mchOrderNo: settled.mchRefundNo,
          mchNo: order.mchNo,
          appId: order.appId,
          mchAppId: order.mchAppId,
          notifyUrl: settled.notifyUrl ?? order.notifyUrl,
          body: { notifyType: 'refund', ...refundAnswer(settled, order.payOrderId) },
          owner: settled,
        },
        now,
      );
      await tell(trx, { type: 'refund', refund: settled, order }, now);
      if (outcome.state !== 'success') {
        await untyped(trx)
          .updateTable(ORDER)
          .set((eb) => ({ refundAmount: eb('refundAmount', '-', refundRow.refundAmount) }))
          .where('id', '=', order.id)
          .execute();
        return;
      }
      const done = (await untyped(trx)
        .selectFrom(REFUND)
        .select((eb) => eb.fn.sum<number | string>('refundAmount').as('total'))
        .where('payOrderId', '=', order.id)
        .where('state', '=', REFUND_ORDER_STATE.success)
        .executeTakeFirst()) as { total: number | string | null } | undefined;
      if (Number(done?.total ?? 0) >= order.amount)
        await moveOrder(
          trx,
          order,
          [PAY_ORDER_STATE.success],
          PAY_ORDER_STATE.refunded,
          'refund',
          who,
          now,
        );
    });
  };

  type RefundRef = {
    refundOrderId?: string | null | undefined;
    mchRefundNo?: string | null | undefined;
  };

  const refundQuery = (call: PayCall, body: RefundRef) =>
    accept(call, async (trx, app) => {
      if (!body.refundOrderId && !body.mchRefundNo) throw new AppError(400, 'pay.orderRefMissing');
      let q = untyped(trx).selectFrom(REFUND).selectAll().where('mchAppId', '=', app.id);
      if (body.refundOrderId) q = q.where('refundOrderId', '=', body.refundOrderId);
      if (body.mchRefundNo) q = q.where('mchRefundNo', '=', body.mchRefundNo);
      const found = (await q.executeTakeFirst()) as RefundRow | undefined;
      if (!found) throw new AppError(404, 'pay.orderNotFound');
      return refundAnswer(found, (await orderById(trx, found.payOrderId)).payOrderId);
    });

  const syncRefundsDue = createRefundSync({
    db,
    now: clockNow,
    drivers,
    contextOf,
    log,
    orderById,
    settleRefund,
    kick: () => mchNotify.kick(),
  });

  /**
   * The console's Refund of a pay order the caller can see (else 404): the merchant API's
   * refund through the order's app, named as the console user; a refund its channel refuses is
   * a 400 saying why (the failed refund stays in the refund list). Answers the order after it.
   */
  const consoleRefund = async (
    scope: Scope,
    body: { id: number; mchRefundNo: string; refundAmount: number; reason: string },
  ) => {
    const order = await ownedPayOrder(db, scope, body.id);
    const made = await refund(
      { trusted: true, appId: order.appId, by: scope.userName },
      {
        payOrderId: order.payOrderId,
        mchRefundNo: body.mchRefundNo,
        refundAmount: body.refundAmount,
        reason: body.reason,
      },
    );
    if (made.state === REFUND_ORDER_STATE.failed)
      throw new AppError(400, 'pay.refundRefused', {
        field: 'refundAmount',
        values: { reason: made.errMsg ?? '-' },
      });
    return [await orderById(db, order.id)];
  };

  return { refund, refundQuery, syncRefundsDue, consoleRefund };
};
