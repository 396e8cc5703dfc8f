import { randomBytes } from 'node:crypto';
import {
  ALIPAY_IF_CODE,
  MCH_NOTIFY_ORDER_TYPE,
  PAY_ORDER_DEFAULT_EXPIRY_MINUTES,
  PAY_ORDER_STATE,
  SANDBOX_IF_CODE,
  type ServerMessageKey,
  WXPAY_IF_CODE,
} from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { createSealingBox } from '../../lib/secret-box';
import type { Scope } from '../../scope/scope';
import { updatedStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { ChannelContext, ChannelDriver } from './channel-driver';
import { createAlipayDriver } from './drivers/alipay.driver';
import { createSandboxDriver } from './drivers/sandbox.driver';
import { createWxpayDriver } from './drivers/wxpay.driver';
import { createMchNotifier } from './mch-notify.service';
import { createPayCallAcceptor } from './pay-accept';
import { type CallingApp, numberOf, type PayCall } from './pay-call';
import { writePayStateLog } from './pay-state-log';
import { ORDER, type PayOrderRow, type PayOutcome, type PayOutcomeListener } from './pay-rows';
import { createRefundOrders } from './refund-orders';
import { createChannelNotifications } from './channel-notify';
import { createTransfers } from './transfer.service';
import { createDivisions } from './division.service';
import { createFinance } from './finance.service';
import { checkLimits, checkPayer, passageOf, placeOf } from './order-intake';
import { createChargeOrders } from './charge-order.service';
import { createPayStatements } from './pay-statement.service';
import { createSandboxPayer } from './sandbox-payer';

// The merchant API (docs/payments.md): signed calls of an app (secret, timestamp, nonce),
// unified order creation idempotent on the merchant's order number, query, close, refunds that
// never take more than was paid less refunded (a guarded update, like the stock ledger), and
// the channels' notifications (verified, a repeat changes nothing, a wrong amount or an unknown
// order rejected and logged). Every state change is a compare-and-set with a state-log row.

export type { CallingApp, PayCall, SignedPayCall, TrustedPayCall } from './pay-call';

export type { PayOrderRow, PayOutcome, PayOutcomeListener, RefundRow } from './pay-rows';

/** Fee = round half up(amount × rate), the rate in parts per million. */
export const feeOf = (amount: number, ratePpm: number): number =>
  Math.floor((amount * ratePpm + 500_000) / 1_000_000);

const parseJson = (text: string | null | undefined): Record<string, string> => {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {};
  } catch {
    return {};
  }
};

export const createPayments = ({
  db,
  now: clockNow,
  serverSecret,
  log,
}: {
  db: Db;
  now: () => number;
  serverSecret: string;
  log?: FastifyBaseLogger | undefined;
}) => {
  const raw = untyped(db);
  const appSecrets = createSealingBox(serverSecret, {
    salt: 'retail-pay-app-secret',
    info: 'pay app secret',
  });
  /** Channel parameters marked secret (payInterfaceDefine.paramsSchema). */
  const channelSecrets = createSealingBox(serverSecret, {
    salt: 'retail-pay-channel-params',
    info: 'pay channel params',
  });
  const sandbox = createSandboxDriver(serverSecret);
  const drivers = new Map<string, ChannelDriver>([
    [SANDBOX_IF_CODE, sandbox.driver],
    [ALIPAY_IF_CODE, createAlipayDriver()],
    [WXPAY_IF_CODE, createWxpayDriver({ now: clockNow })],
  ]);

  const stateLog = writePayStateLog;
  const listeners: PayOutcomeListener[] = [];
  const tell = async (trx: Db, outcome: PayOutcome, now: number) => {
    for (const listener of listeners) await listener(trx, outcome, now);
  };
  const mchNotify = createMchNotifier({ db, now: clockNow, appSecrets, log });

  /** The app's parameters of an interface: its config's plain values and its secrets opened. */
  const contextOf = async (
    trx: Db,
    app: { id: number; appId: string },
    ifCode: string,
  ): Promise<ChannelContext> => {
    const config = (await untyped(trx)
      .selectFrom('pay_interface_config as c')
      .innerJoin('pay_interface_define as d', 'd.id', 'c.payInterfaceDefineId')
      .leftJoin('pay_interface_config_secret as s', 's.payInterfaceConfigId', 'c.id')
      .select(['c.ifParams', 's.sealed'])
      .where('c.mchAppId', '=', app.id)
      .where('d.ifCode', '=', ifCode)
      .executeTakeFirst()) as { ifParams: string | null; sealed: string | null } | undefined;
    const plain = parseJson(config?.ifParams);
    const secrets = config?.sealed ? parseJson(channelSecrets.open(config.sealed)) : {};
    const params = Object.fromEntries(
      Object.entries({ ...plain, ...secrets }).filter(([, value]) => typeof value === 'string'),
    );
    return { appId: app.appId, params };
  };

  const divisions = createDivisions({ db, now: clockNow, drivers, contextOf, log });

  // --- Calls of an app: signed (the merchant API) or the server's own (pay-accept.ts) ---------
  const accept = createPayCallAcceptor({ db, now: clockNow, appSecrets });

  const by = (app: CallingApp) => `app:${app.appId}`;

  const orderAnswer = (order: PayOrderRow) => ({
    payOrderId: order.payOrderId,
    mchNo: order.mchNo,
    appId: order.appId,
    mchOrderNo: order.mchOrderNo,
    wayCode: order.wayCode,
    ifCode: order.ifCode,
    amount: order.amount,
    refundAmount: order.refundAmount,
    currency: order.currency,
    subject: order.subject,
    state: order.state,
    channelOrderNo: order.channelOrderNo,
    errMsg: order.errMsg,
    expiredTime: order.expiredTime,
    successTime: order.successTime,
    createDate: order.createDate,
    payData: order.payData ? parseJson(order.payData) : null,
    divisionMode: order.divisionMode,
    divisionAmount: order.divisionAmount,
  });

  const orderById = async (trx: Db, id: number) =>
    (await untyped(trx)
      .selectFrom(ORDER)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as PayOrderRow;

  /** The app's order by either number (404 when the app has none such). */
  const findOrder = async (
    trx: Db,
    app: CallingApp,
    ref: { payOrderId?: string | null | undefined; mchOrderNo?: string | null | undefined },
  ): Promise<PayOrderRow> => {
    if (!ref.payOrderId && !ref.mchOrderNo) throw new AppError(400, 'pay.orderRefMissing');
    let query = untyped(trx).selectFrom(ORDER).selectAll().where('mchAppId', '=', app.id);
    if (ref.payOrderId) query = query.where('payOrderId', '=', ref.payOrderId);
    if (ref.mchOrderNo) query = query.where('mchOrderNo', '=', ref.mchOrderNo);
    const order = (await query.executeTakeFirst()) as PayOrderRow | undefined;
    if (!order) throw new AppError(404, 'pay.orderNotFound');
    return order;
  };

  /** The states a merchant is told about (once per order). */
  const OUTCOMES: readonly number[] = [
    PAY_ORDER_STATE.success,
    PAY_ORDER_STATE.failed,
    PAY_ORDER_STATE.closed,
  ];

  const notifyPayOutcome = async (trx: Db, id: number, now: number) => {
    const row = await orderById(trx, id);
    await mchNotify.enqueue(
      trx,
      {
        orderType: MCH_NOTIFY_ORDER_TYPE.pay,
        orderId: row.payOrderId,
        mchOrderNo: row.mchOrderNo,
        mchNo: row.mchNo,
        appId: row.appId,
        mchAppId: row.mchAppId,
        notifyUrl: row.notifyUrl,
        body: { notifyType: 'pay', ...orderAnswer(row) },
        owner: row,
      },
      now,
    );
    await tell(trx, { type: 'pay', order: row }, now);
  };

  /**
   * Moves an order from one of `from` to `to` (compare-and-set, one state-log row); answers
   * the state it left, or undefined when it was in none of them.
   */
  const moveOrder = async (
    trx: Db,
    order: PayOrderRow,
    from: readonly number[],
    to: number,
    action: string,
    who: string,
    now: number,
    set: Record<string, unknown> = {},
  ): Promise<number | undefined> => {
    for (const state of from) {
      const moved = await untyped(trx)
        .updateTable(ORDER)
        .set({ state: to, ...set, updateBy: who, updateDate: formatDateTime(now) })
        .where('id', '=', order.id)
        .where('state', '=', state)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0) {
        await stateLog(trx, order, 'payOrder', action, state, to, who, now);
        if (OUTCOMES.includes(to)) await notifyPayOutcome(trx, order.id, now);
        if (to === PAY_ORDER_STATE.success) await divisions.plan(trx, order.id, now);
        return state;
      }
    }
    return undefined;
  };

  /** An unpaid order past its expiry is closed when it is next looked at. */
  const expireIfDue = async (trx: Db, order: PayOrderRow, now: number): Promise<PayOrderRow> => {
    const unpaid: readonly number[] = [PAY_ORDER_STATE.created, PAY_ORDER_STATE.paying];
    if (!unpaid.includes(order.state) || order.expiredAt === null || Number(order.expiredAt) > now)
      return order;
    await moveOrder(trx, order, unpaid, PAY_ORDER_STATE.closed, 'expire', 'system', now, {
      errMsg: 'expired',
    });
    return orderById(trx, order.id);
  };

  const stateError = (key: ServerMessageKey, state: number) =>
    new AppError(400, key, {
      field: 'state',
      values: { state: String(state), stateOf: 'payOrder' },
    });

  // --- The merchant API ---------------------------------------------------------------------

  type UnifiedOrder = {
    mchOrderNo: string;
    wayCode: string;
    amount: number;
    currency?: 'cny' | undefined;
    subject: string;
    notifyUrl?: string | null | undefined;
    clientIp?: string | null | undefined;
    expiredMinutes?: number | undefined;
    divisionMode?: 0 | 1 | undefined;
    storeId?: number | null | undefined;
    deviceCode?: string | null | undefined;
    channelExtra?: { openid?: string | undefined; buyerId?: string | undefined } | undefined;
  };

  /** The same request again (same way, amount, currency) answers the order it made. */
  const sameOrder = (order: PayOrderRow, body: UnifiedOrder) => {
    if (
      order.wayCode !== body.wayCode ||
      order.amount !== body.amount ||
      order.currency !== (body.currency ?? 'cny')
    )
      throw new AppError(400, 'pay.orderNoConflict', {
        field: 'mchOrderNo',
        values: { value: body.mchOrderNo },
      });
    return order;
  };

  const unifiedOrder = async (call: PayCall, body: UnifiedOrder) => {
    const created = await accept(call, async (trx, app, now) => {
      const existing = (await untyped(trx)
        .selectFrom(ORDER)
        .selectAll()
        .where('mchAppId', '=', app.id)
        .where('mchOrderNo', '=', body.mchOrderNo)
        .executeTakeFirst()) as PayOrderRow | undefined;
      if (existing) return { order: sameOrder(existing, body), fresh: false };
      const passage = await passageOf(trx, app, body.wayCode);
      if (!passage)
        throw new AppError(400, 'pay.noPassage', {
          field: 'wayCode',
          values: { wayCode: body.wayCode },
        });
      if (!drivers.has(passage.ifCode))
        throw new AppError(400, 'pay.channelUnavailable', {
          field: 'wayCode',
          values: { ifCode: passage.ifCode },
        });
      checkPayer(body.wayCode, body.channelExtra);
      await checkLimits(trx, app, passage, body, now);
      const place = await placeOf(trx, app, body);
      const expiredAt = now + (body.expiredMinutes ?? PAY_ORDER_DEFAULT_EXPIRY_MINUTES) * 60_000;
      const date = formatDateTime(now);
      const inserted = (await untyped(trx)
        .insertInto(ORDER)
        .values({
          tenantId: app.tenantId,
          organId: app.organId,
          organPath: app.organPath,
          payOrderId: numberOf('P', now),
          mchNo: app.mchNo,
          appId: app.appId,
          mchAppId: app.id,
          mchOrderNo: body.mchOrderNo,
          wayCode: body.wayCode,
          ifCode: passage.ifCode,
          amount: body.amount,
          currency: body.currency ?? 'cny',
          subject: body.subject,
          state: PAY_ORDER_STATE.created,
          refundAmount: 0,
          mchFeeRate: passage.rate,
          mchFeeAmount: feeOf(body.amount, passage.rate),
          notifyUrl: body.notifyUrl ?? null,
          clientIp: body.clientIp ?? null,
          divisionMode: body.divisionMode ?? 0,
          storeId: place.storeId,
          deviceId: place.deviceId,
          expiredTime: formatDateTime(expiredAt),
          expiredAt,
          createBy: by(app),
          createDate: date,
          updateBy: by(app),
          updateDate: date,
        })
        // Two identical calls at once: one inserts, the other answers the first one's order.
        .onConflict((conflict) => conflict.columns(['mchAppId', 'mchOrderNo']).doNothing())
        .returningAll()
        .executeTakeFirst()) as PayOrderRow | undefined;
      if (inserted) return { order: inserted, fresh: true, app };
      const other = (await untyped(trx)
        .selectFrom(ORDER)
        .selectAll()
        .where('mchAppId', '=', app.id)
        .where('mchOrderNo', '=', body.mchOrderNo)
        .executeTakeFirstOrThrow()) as PayOrderRow;
      return { order: sameOrder(other, body), fresh: false };
    });
    if (!created.fresh || !('app' in created) || !created.app) return orderAnswer(created.order);
    // The channel is asked after the order is committed: paying, or failed with its reason.
    const { order, app } = created;
    const driver = drivers.get(order.ifCode ?? '') as ChannelDriver;
    const now = clockNow();
    try {
      const context = await contextOf(db, app, driver.ifCode);
      const answer = await driver.createOrder(
        {
          payOrderId: order.payOrderId,
          wayCode: order.wayCode,
          amount: order.amount,
          currency: order.currency,
          subject: order.subject,
          expiredAt: Number(order.expiredAt),
          channelExtra: body.channelExtra,
        },
        context,
      );
      const moved = await db.transaction().execute((trx) =>
        moveOrder(
          trx,
          order,
          [PAY_ORDER_STATE.created],
          PAY_ORDER_STATE.paying,
          'pay',
          by(app),
          now,
          {
            channelOrderNo: answer.channelOrderNo,
            payData: JSON.stringify(answer.payData),
          },
        ),
      );
      // The sandbox's payer pays by itself later when the app's sandbox config says so.
      if (moved !== undefined && driver.ifCode === SANDBOX_IF_CODE)
        sandboxPayer.schedule(order.payOrderId, context.params);
    } catch (error) {
      log?.warn({ err: error, payOrderId: order.payOrderId }, 'channel refused an order');
      await db.transaction().execute(async (trx) => {
        await moveOrder(
          trx,
          order,
          [PAY_ORDER_STATE.created],
          PAY_ORDER_STATE.failed,
          'fail',
          by(app),
          now,
          {
            errMsg: String(error instanceof Error ? error.message : error).slice(0, 255),
          },
        );
      });
    }
    return orderAnswer(await orderById(db, order.id));
  };

  type OrderRef = {
    payOrderId?: string | null | undefined;
    mchOrderNo?: string | null | undefined;
  };

  const query = (call: PayCall, body: OrderRef) =>
    accept(call, async (trx, app, now) =>
      orderAnswer(await expireIfDue(trx, await findOrder(trx, app, body), now)),
    );

  /** Closes an unpaid order; a closed one answers as it is; any other state is refused. */
  const close = (call: PayCall, body: OrderRef) =>
    accept(call, async (trx, app, now) => {
      const order = await expireIfDue(trx, await findOrder(trx, app, body), now);
      if (order.state === PAY_ORDER_STATE.closed) return orderAnswer(order);
      const unpaid: readonly number[] = [PAY_ORDER_STATE.created, PAY_ORDER_STATE.paying];
      if (!unpaid.includes(order.state)) throw stateError('pay.notClosable', order.state);
      const driver = drivers.get(order.ifCode ?? '');
      if (driver)
        await driver.closeOrder(
          {
            payOrderId: order.payOrderId,
            wayCode: order.wayCode,
            amount: order.amount,
            currency: order.currency,
            subject: order.subject,
            expiredAt: Number(order.expiredAt),
          },
          await contextOf(trx, app, driver.ifCode),
        );
      const left = await moveOrder(
        trx,
        order,
        unpaid,
        PAY_ORDER_STATE.closed,
        'close',
        by(app),
        now,
      );
      const after = await orderById(trx, order.id);
      if (left === undefined && after.state !== PAY_ORDER_STATE.closed)
        throw stateError('pay.notClosable', after.state);
      return orderAnswer(after);
    });

  const refunds = createRefundOrders({
    db,
    now: clockNow,
    log,
    accept,
    findOrder,
    orderById,
    stateError,
    moveOrder,
    drivers,
    contextOf,
    mchNotify,
    tell,
    by,
  });
  const channels = createChannelNotifications({
    db,
    now: clockNow,
    log,
    drivers,
    sandbox,
    contextOf,
    orderById,
    moveOrder,
    mchNotify,
    divisions,
  });
  const { notify, notifyAnswer, syncDue, sandboxNotification, sandboxPay } = channels;
  const sandboxPayer = createSandboxPayer({
    notify: (notification) => notify(SANDBOX_IF_CODE, notification),
    notificationOf: sandboxNotification,
    log,
  });

  // --- The app's secret -----------------------------------------------------------------------

  /**
   * A new secret for an app the caller can see (else 404); the old one stops working at once.
   * The answer is the only place the secret is ever given.
   */
  const rotateSecret = async (scope: Scope, id: number) => {
    const app = (await findOwnedOr404(db, scope, 'payMchApp' as OwnedTable, id)) as unknown as {
      appId: string;
    };
    const secret = appSecrets.generate();
    const sealed = appSecrets.seal(secret);
    const now = scope.nowMs;
    await db.transaction().execute(async (trx) => {
      await untyped(trx)
        .insertInto('pay_app_secret')
        .values({ mchAppId: id, secret: sealed, rotatedAt: now })
        .onConflict((conflict) =>
          conflict.column('mchAppId').doUpdateSet({ secret: sealed, rotatedAt: now }),
        )
        .execute();
      await untyped(trx)
        .updateTable('pay_mch_app')
        .set({ secretRotatedAt: formatDateTime(now), ...updatedStamp(scope) })
        .where('id', '=', id)
        .execute();
    });
    return { id, appId: app.appId, secret };
  };

  /**
   * The expiry job: unpaid orders past their expiry are closed (each by a compare-and-set, so
   * running it twice, or on two servers at once, closes each once). Answers how many it closed.
   */
  const expireDue = async (now = clockNow(), limit = 500) => {
    const due = (await raw
      .selectFrom(ORDER)
      .selectAll()
      .where('state', 'in', [PAY_ORDER_STATE.created, PAY_ORDER_STATE.paying])
      .where('expiredAt', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute()) as PayOrderRow[];
    let closed = 0;
    for (const order of due)
      await db.transaction().execute(async (trx) => {
        const before = order.state;
        await expireIfDue(trx, order, now);
        if ((await orderById(trx, order.id)).state !== before) closed += 1;
      });
    mchNotify.kick();
    return closed;
  };

  /** Nonces whose timestamp is stale anyway are dropped (safe to run twice). */
  const sweepNonces = async (now = clockNow()) =>
    Number(
      (await raw.deleteFrom('pay_nonce').where('expiresAt', '<', now).executeTakeFirst())
        .numDeletedRows,
    );

  return {
    /** Merchant notifications: the sweep, its timer and the console's resend. */
    mchNotify,
    /** Division: planned when a flagged order is paid, sent to the channel, retried. */
    divisions,
    /** Transfer orders: the merchant API's payouts and the sandbox's settlement. */
    transfers: createTransfers({ db, now: clockNow, accept, drivers, contextOf, mchNotify, log }),
    /** Statements per store and per device over a range of days. */
    statements: createPayStatements({ db }),
    /** A pay order as its channel saw it (the Alipay and Weixin charge order screens). */
    chargeOrders: createChargeOrders({ db }),
    /** Finance statements by day and month, worked out from the orders. */
    finance: createFinance({ db, now: clockNow }),
    unifiedOrder,
    query,
    close,
    refund: refunds.refund,
    refundQuery: refunds.refundQuery,
    syncRefundsDue: refunds.syncRefundsDue,
    consoleRefund: refunds.consoleRefund,
    notify,
    notifyAnswer,
    syncDue,
    sandboxNotification,
    sandboxPay,
    /** The sandbox's own payer (its config's `autoPay`): late and repeated notifications. */
    sandboxPayer,
    rotateSecret,
    sweepNonces,
    expireDue,
    /** Channel parameters: sealed and opened with the key of their purpose. */
    channelSecrets,
    stateLog,
    newAppId: () => `app${randomBytes(10).toString('hex')}`,
    /** Adds a listener of outcomes (see PayOutcomeListener). */
    onOutcome: (listener: PayOutcomeListener) => {
      listeners.push(listener);
    },
  };
};

export type Payments = ReturnType<typeof createPayments>;
