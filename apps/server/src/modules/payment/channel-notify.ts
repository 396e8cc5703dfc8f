import { PAY_ORDER_STATE, SANDBOX_IF_CODE } from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';
import type {
  ChannelAck,
  ChannelContext,
  ChannelDriver,
  ChannelNotification,
  NotifiedPayment,
} from './channel-driver';
import type { createSandboxDriver } from './drivers/sandbox.driver';
import type { createDivisions } from './division.service';
import type { MchNotifier } from './mch-notify.service';
import {
  type MoveOrder,
  ORDER,
  type OrderById,
  ownedPayOrder,
  type PayOrderRow,
  type Row,
} from './pay-rows';

// The channels' notifications (docs/payments.md): verified against the order they name and the
// channel's parameters for its app; success moves a paying order to paid once, a repeat is a
// duplicate that changes nothing, a wrong amount or an unknown order is rejected; every one is
// logged with what became of it. The sandbox's payer acts through the same path.

/** A paying order is asked about at its channel once it is this old (the channel queries job). */
export const SYNC_AFTER_MS = 2 * 60_000;

/** What became of a notification: applied, a repeat, or nothing to apply (not paid yet, closed). */
export type NotifyResult = 'SUCCESS' | 'DUPLICATE' | 'IGNORED';

export const createChannelNotifications = (deps: {
  db: Db;
  now: () => number;
  log?: FastifyBaseLogger | undefined;
  drivers: ReadonlyMap<string, ChannelDriver>;
  sandbox: ReturnType<typeof createSandboxDriver>;
  contextOf: (
    trx: Db,
    app: { id: number; appId: string },
    ifCode: string,
  ) => Promise<ChannelContext>;
  orderById: OrderById;
  moveOrder: MoveOrder;
  mchNotify: MchNotifier;
  divisions: ReturnType<typeof createDivisions>;
}) => {
  const { db, now: clockNow, log, drivers, sandbox, contextOf, orderById, moveOrder } = deps;
  const { mchNotify, divisions } = deps;
  const raw = untyped(db);

  const notifyLog = async (
    ifCode: string,
    payOrderId: string | undefined,
    result: 'applied' | 'duplicate' | 'rejected' | 'ignored',
    reason: string | null,
    body: string,
    now: number,
  ) => {
    await raw
      .insertInto('pay_channel_notify')
      .values({
        // The provider route takes any code in its path: kept to the column's length.
        ifCode: ifCode.slice(0, 20),
        payOrderId: payOrderId?.slice(0, 32) ?? null,
        result,
        reason,
        body: body.slice(0, 2000),
        at: now,
        createDate: formatDateTime(now),
      })
      .execute();
  };

  const reject = async (
    ifCode: string,
    payOrderId: string | undefined,
    reason: string,
    notification: ChannelNotification,
    now: number,
  ): Promise<never> => {
    await notifyLog(ifCode, payOrderId, 'rejected', reason, notification.body, now);
    log?.warn({ ifCode, payOrderId, reason }, 'channel notification rejected');
    throw new AppError(400, 'pay.notifyRejected', { values: { reason } });
  };

  /**
   * Applies what a channel said of an order (its notification, or its answer to a query), once
   * verified: the amount must be the order's; success moves a paying (or created) order to paid
   * once, failure to failed; the same again is a duplicate that changes nothing; `pending`
   * (not paid yet, closed at the channel) changes nothing. Logged with what became of it.
   */
  const apply = async (
    ifCode: string,
    order: PayOrderRow,
    paid: NotifiedPayment,
    body: string,
    now: number,
    notification: ChannelNotification = { path: '', headers: {}, body },
  ): Promise<{ result: NotifyResult }> => {
    const payOrderId = order.payOrderId;
    if (paid.result === 'pending') {
      await notifyLog(ifCode, payOrderId, 'ignored', null, body, now);
      return { result: 'IGNORED' };
    }
    if (paid.amount !== order.amount)
      return reject(
        ifCode,
        payOrderId,
        `amount ${paid.amount} is not the order's ${order.amount}`,
        notification,
        now,
      );
    const who = `channel:${ifCode}`;
    const outcome = await db.transaction().execute(async (trx) => {
      const from = [PAY_ORDER_STATE.paying, PAY_ORDER_STATE.created] as const;
      const left =
        paid.result === 'success'
          ? await moveOrder(trx, order, from, PAY_ORDER_STATE.success, 'succeed', who, now, {
              channelOrderNo: paid.channelOrderNo,
              successTime: formatDateTime(paid.paidAt || now),
              ...(paid.payer ? { channelUser: paid.payer } : {}),
            })
          : await moveOrder(trx, order, from, PAY_ORDER_STATE.failed, 'fail', who, now, {
              channelOrderNo: paid.channelOrderNo,
              errMsg: 'the payer did not pay',
            });
      if (left !== undefined) return 'applied' as const;
      const current = await orderById(trx, order.id);
      const already =
        paid.result === 'success'
          ? [PAY_ORDER_STATE.success, PAY_ORDER_STATE.refunded].includes(current.state as 20 | 50)
          : current.state === PAY_ORDER_STATE.failed;
      return already ? ('duplicate' as const) : current.state;
    });
    if (typeof outcome === 'number')
      return reject(ifCode, payOrderId, `the order is in state ${outcome}`, notification, now);
    await notifyLog(ifCode, payOrderId, outcome, null, body, now);
    mchNotify.kick();
    if (outcome === 'applied') await divisions.execute(order.id);
    return { result: outcome === 'applied' ? 'SUCCESS' : 'DUPLICATE' };
  };

  const orderByNo = async (payOrderId: string) =>
    (await raw
      .selectFrom(ORDER)
      .selectAll()
      .where('payOrderId', '=', payOrderId)
      .executeTakeFirst()) as PayOrderRow | undefined;

  /**
   * A channel's notification: the order it names must exist and be of that channel, the
   * signature the channel's for the order's app, the amount the order's (see `apply`). Every
   * notification is logged with what became of it; a refused one is a 400.
   */
  const notify = async (
    ifCode: string,
    notification: ChannelNotification,
  ): Promise<{ result: NotifyResult }> => {
    const now = clockNow();
    const driver = drivers.get(ifCode);
    const payOrderId = driver?.orderOf(notification);
    if (!driver) return reject(ifCode, payOrderId, 'unknown channel', notification, now);
    const order = payOrderId ? await orderByNo(payOrderId) : undefined;
    if (!order || order.ifCode !== ifCode)
      return reject(ifCode, payOrderId, 'unknown order', notification, now);
    const context = await contextOf(db, { id: order.mchAppId, appId: order.appId }, ifCode);
    let paid: NotifiedPayment | undefined;
    try {
      paid = await driver.verifyNotification(notification, context);
    } catch (error) {
      log?.warn({ err: error, ifCode, payOrderId }, 'channel notification not verifiable');
    }
    if (!paid || paid.payOrderId !== order.payOrderId)
      return reject(ifCode, payOrderId, 'bad signature', notification, now);
    return apply(ifCode, order, paid, notification.body, now, notification);
  };

  /**
   * A notification answered the way its channel expects (Alipay `success` / `fail`, WeChat Pay
   * 204 / 400 with `{ code: "FAIL" }`): taken when applied, a duplicate or nothing to apply.
   */
  const notifyAnswer = async (
    ifCode: string,
    notification: ChannelNotification,
  ): Promise<ChannelAck> => {
    const ack =
      drivers.get(ifCode)?.ack ??
      ((taken: boolean, reason?: string) => ({
        status: taken ? 200 : 400,
        contentType: 'text/plain',
        body: taken ? 'SUCCESS' : (reason ?? 'FAIL'),
      }));
    try {
      await notify(ifCode, notification);
      return ack(true);
    } catch (error) {
      if (isAppError(error) && error.status === 400)
        return ack(false, error.values.reason ?? 'refused');
      throw error;
    }
  };

  /**
   * Asks the channel about an order still being paid (channels that can be asked) and applies
   * its answer as a notification would: a payment whose notification was lost is found so.
   */
  const sync = async (payOrderId: string): Promise<NotifyResult | undefined> => {
    const order = await orderByNo(payOrderId);
    const driver = drivers.get(order?.ifCode ?? '');
    if (!order || !driver?.queryOrder || order.state !== PAY_ORDER_STATE.paying) return undefined;
    const context = await contextOf(db, { id: order.mchAppId, appId: order.appId }, driver.ifCode);
    const paid = await driver.queryOrder(
      {
        payOrderId: order.payOrderId,
        wayCode: order.wayCode,
        amount: order.amount,
        currency: order.currency,
        subject: order.subject,
        expiredAt: Number(order.expiredAt),
      },
      context,
    );
    const body = JSON.stringify({ query: paid });
    try {
      return (await apply(driver.ifCode, order, paid, body, clockNow())).result;
    } catch (error) {
      if (isAppError(error) && error.status === 400) return undefined;
      throw error;
    }
  };

  /**
   * The channel queries job: orders still being paid a while after they were made are asked
   * about at their channel (those that can be asked), and what it says is applied as its
   * notification would be — a payment whose notification was lost is found so. Safe to run
   * twice (each order moves by a compare-and-set). Answers how many it asked about.
   */
  const syncDue = async (now = clockNow(), olderThanMs = SYNC_AFTER_MS, limit = 100) => {
    const askable = [...drivers.values()].filter((d) => d.queryOrder).map((d) => d.ifCode);
    const due = (await raw
      .selectFrom(ORDER)
      .select('payOrderId')
      .where('state', '=', PAY_ORDER_STATE.paying)
      .where('ifCode', 'in', askable)
      .where('createDate', '<=', formatDateTime(now - olderThanMs))
      .where('expiredAt', '>', now)
      .orderBy('id')
      .limit(limit)
      .execute()) as { payOrderId: string }[];
    for (const { payOrderId } of due)
      await sync(payOrderId).catch((error: unknown) => {
        log?.warn({ err: error, payOrderId }, 'channel query failed');
      });
    return due.length;
  };

  /** The signed notification the sandbox sends when the payer of this order acts (tests, console). */
  const sandboxNotification = async (
    payOrderId: string,
    options: { amount?: number | undefined; result?: 'success' | 'failed' | undefined } = {},
  ): Promise<ChannelNotification> => {
    const order = (await raw
      .selectFrom(ORDER)
      .selectAll()
      .where('payOrderId', '=', payOrderId)
      .executeTakeFirstOrThrow()) as PayOrderRow;
    const context = await contextOf(
      db,
      { id: order.mchAppId, appId: order.appId },
      SANDBOX_IF_CODE,
    );
    return sandbox.payerNotification(order, context, { ...options, at: clockNow() });
  };

  /**
   * The console's "sandbox: pay" on an order the caller can see (else 404): the sandbox payer
   * pays it, and the sandbox's notification is received as any would be. Paid already: as it is.
   */
  const sandboxPay = async (
    scope: Scope,
    body: { id: number; amount?: number | undefined; result?: 'success' | 'failed' | undefined },
  ): Promise<Row[]> => {
    const order = await ownedPayOrder(db, scope, body.id);
    if (order.ifCode !== SANDBOX_IF_CODE) throw new AppError(400, 'pay.notSandbox');
    const repeat =
      (body.result ?? 'success') === 'success'
        ? order.state === PAY_ORDER_STATE.success
        : order.state === PAY_ORDER_STATE.failed;
    if (repeat) return [order];
    if (order.state !== PAY_ORDER_STATE.paying) throw new AppError(400, 'pay.notSandbox');
    await notify(SANDBOX_IF_CODE, await sandboxNotification(order.payOrderId, body));
    return [await orderById(db, order.id)];
  };

  return { notify, notifyAnswer, sync, syncDue, sandboxNotification, sandboxPay };
};
