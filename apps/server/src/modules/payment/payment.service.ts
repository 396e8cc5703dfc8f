import { randomBytes } from 'node:crypto';
import {
  MCH_NOTIFY_ORDER_TYPE,
  PAY_ORDER_DEFAULT_EXPIRY_MINUTES,
  PAY_ORDER_STATE,
  REFUND_ORDER_STATE,
  SANDBOX_IF_CODE,
  type ServerMessageKey,
} from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { createSealingBox } from '../../lib/secret-box';
import type { Scope } from '../../scope/scope';
import { updatedStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { ChannelContext, ChannelDriver, ChannelNotification } from './channel-driver';
import { createSandboxDriver } from './drivers/sandbox.driver';
import { createMchNotifier } from './mch-notify.service';
import { createPayCallAcceptor } from './pay-accept';
import { type CallingApp, numberOf, type PayCall } from './pay-call';
import { writePayStateLog } from './pay-state-log';
import { createTransfers } from './transfer.service';
import { createDivisions } from './division.service';
import { createFinance } from './finance.service';

// The merchant API (docs/payments.md): signed calls of an app (secret, timestamp, nonce),
// unified order creation idempotent on the merchant's order number, query, close, refunds that
// never take more than was paid less refunded (a guarded update, like the stock ledger), and
// the channels' notifications (verified, a repeat changes nothing, a wrong amount or an unknown
// order rejected and logged). Every state change is a compare-and-set with a state-log row.

export type { CallingApp, PayCall, SignedPayCall, TrustedPayCall } from './pay-call';

type Row = Record<string, unknown> & { id: number };
export type PayOrderRow = Row & {
  payOrderId: string;
  mchNo: string;
  appId: string;
  mchAppId: number;
  mchOrderNo: string;
  wayCode: string;
  ifCode: string | null;
  amount: number;
  refundAmount: number;
  mchFeeAmount: number;
  divisionMode: number;
  divisionAmount: number;
  currency: string;
  subject: string;
  state: number;
  channelOrderNo: string | null;
  errMsg: string | null;
  expiredTime: string | null;
  expiredAt: number | string | null;
  successTime: string | null;
  createDate: string | null;
  payData: string | null;
  notifyUrl: string | null;
  tenantId: number;
  organId: number;
  organPath: string;
};
export type RefundRow = Row & {
  refundOrderId: string;
  payOrderId: number;
  mchRefundNo: string;
  payAmount: number;
  refundAmount: number;
  currency: string;
  state: number;
  reason: string;
  notifyUrl: string | null;
  channelOrderNo: string | null;
  errMsg: string | null;
  successTime: string | null;
  tenantId: number;
  organId: number;
  organPath: string;
};

const ORDER = 'pay_order';
const REFUND = 'pay_refund_order';

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

/** An outcome of a pay order (paid, failed, closed) or of a refund (succeeded, failed). */
export type PayOutcome =
  { type: 'pay'; order: PayOrderRow } | { type: 'refund'; refund: RefundRow; order: PayOrderRow };

/**
 * Told of every outcome in the transaction that records it (the storefront's orders follow
 * their payments so): a listener that throws undoes the outcome with it.
 */
export type PayOutcomeListener = (trx: Db, outcome: PayOutcome, now: number) => Promise<void>;

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
  const drivers = new Map<string, ChannelDriver>([[SANDBOX_IF_CODE, sandbox.driver]]);

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
      // The first enabled passage of the way whose interface (and config, if any) is enabled.
      const passage = (await untyped(trx)
        .selectFrom('pay_mch_pay_passage as p')
        .innerJoin('pay_way as w', 'w.id', 'p.payWayId')
        .innerJoin('pay_interface_define as d', 'd.id', 'p.payInterfaceDefineId')
        .leftJoin('pay_interface_config as c', (join) =>
          join.onRef('c.mchAppId', '=', 'p.mchAppId').onRef('c.payInterfaceDefineId', '=', 'd.id'),
        )
        .select(['p.rate', 'd.ifCode'])
        .where('p.mchAppId', '=', app.id)
        .where('w.wayCode', '=', body.wayCode)
        .where('p.state', '=', 1)
        .where('d.state', '=', 1)
        .where((eb) => eb.or([eb('c.id', 'is', null), eb('c.state', '=', 1)]))
        .orderBy('p.id')
        .executeTakeFirst()) as { rate: number; ifCode: string } | undefined;
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
        },
        context,
      );
      await db.transaction().execute(async (trx) => {
        await moveOrder(
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
        );
      });
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
          createBy: by(app),
          createDate: date,
          updateBy: by(app),
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
        by(app),
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
    let outcome: Awaited<ReturnType<ChannelDriver['refund']>>;
    try {
      if (!driver) throw new Error(`no driver for ${order.ifCode ?? ''}`);
      outcome = await driver.refund(
        {
          refundOrderId: reserved.refund.refundOrderId,
          payOrderId: order.payOrderId,
          channelOrderNo: order.channelOrderNo,
          payAmount: order.amount,
          refundAmount: reserved.refund.refundAmount,
        },
        await contextOf(db, app, driver.ifCode),
      );
    } catch (error) {
      outcome = { state: 'failed', errMsg: String(error instanceof Error ? error.message : error) };
    }
    await settleRefund(reserved.refund, order, outcome, by(app), now);
    mchNotify.kick();
    const after = (await untyped(db)
      .selectFrom(REFUND)
      .selectAll()
      .where('id', '=', reserved.refund.id)
      .executeTakeFirstOrThrow()) as RefundRow;
    return refundAnswer(after, order.payOrderId);
  };

  /** A refund's outcome: success (the order refunded when the successes add up), or failure (its amount given back). */
  const settleRefund = async (
    refundRow: RefundRow,
    order: PayOrderRow,
    outcome: Awaited<ReturnType<ChannelDriver['refund']>>,
    who: string,
    now: number,
  ) => {
    if (outcome.state === 'refunding') return;
    await db.transaction().execute(async (trx) => {
      // The order's row first (a write that changes nothing takes its lock on PostgreSQL):
      // refunds of one order settle one after another, so the last one sees every success.
      await untyped(trx)
        .updateTable(ORDER)
        .set((eb) => ({ refundAmount: eb.ref('refundAmount') }))
        .where('id', '=', order.id)
        .execute();
      const date = formatDateTime(now);
      const to =
        outcome.state === 'success' ? REFUND_ORDER_STATE.success : REFUND_ORDER_STATE.failed;
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
        outcome.state === 'success' ? 'succeed' : 'fail',
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

  // --- Channel notifications ----------------------------------------------------------------

  const notifyLog = async (
    ifCode: string,
    payOrderId: string | undefined,
    result: 'applied' | 'duplicate' | 'rejected',
    reason: string | null,
    body: string,
    now: number,
  ) => {
    await raw
      .insertInto('pay_channel_notify')
      .values({
        ifCode,
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
   * A channel's notification: the order it names must exist and be of that channel, the
   * signature the channel's for the order's app, the amount the order's. Success moves a paying
   * (or created) order to paid once; the same notification again is a duplicate that changes
   * nothing. Every notification is logged with what became of it.
   */
  const notify = async (
    ifCode: string,
    notification: ChannelNotification,
  ): Promise<{ result: 'SUCCESS' | 'DUPLICATE' }> => {
    const now = clockNow();
    const driver = drivers.get(ifCode);
    const payOrderId = driver?.orderOf(notification);
    if (!driver) return reject(ifCode, payOrderId, 'unknown channel', notification, now);
    const order = payOrderId
      ? ((await raw
          .selectFrom(ORDER)
          .selectAll()
          .where('payOrderId', '=', payOrderId)
          .executeTakeFirst()) as PayOrderRow | undefined)
      : undefined;
    if (!order || order.ifCode !== ifCode)
      return reject(ifCode, payOrderId, 'unknown order', notification, now);
    const context = await contextOf(db, { id: order.mchAppId, appId: order.appId }, ifCode);
    const paid = await driver.verifyNotification(notification, context);
    if (!paid || paid.payOrderId !== order.payOrderId)
      return reject(ifCode, payOrderId, 'bad signature', notification, now);
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
    await notifyLog(ifCode, payOrderId, outcome, null, notification.body, now);
    mchNotify.kick();
    if (outcome === 'applied') await divisions.execute(order.id);
    return { result: outcome === 'applied' ? 'SUCCESS' : 'DUPLICATE' };
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
    const order = (await findOwnedOr404(
      db,
      scope,
      'payOrder' as OwnedTable,
      body.id,
    )) as unknown as PayOrderRow;
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
    /** Finance statements by day and month, worked out from the orders. */
    finance: createFinance({ db, now: clockNow }),
    unifiedOrder,
    query,
    close,
    refund,
    refundQuery,
    notify,
    sandboxNotification,
    sandboxPay,
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
