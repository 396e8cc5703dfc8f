import {
  DIVISION_RATIO_MAX,
  DIVISION_RECORD_STATE,
  divisionAmountOf,
  PAY_ORDER_STATE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ResourceHooks } from '../../resources/resource.service';
import type { TransitionEffect } from '../../resources/transition';
import { untyped } from '../../scope/scoped-db';
import type { ChannelOutcome } from './channel-driver';
import { type ChannelAccess, numberOf } from './pay-call';
import { moveRecord, type OwnedRow, rowById } from './pay-state-log';

// Division (profit sharing, docs/payments.md). When an order flagged for division is paid, in
// the same transaction: one record per enabled receiver of its merchant's auto-division group,
// each getting floor(base × share / 10 000) of the base (amount − fee − refunds), the total
// reserved on the order by one guarded update (refunds + divided ≤ amount − fee), so refunds
// and divisions together never take more than was paid. Then the channel divides the batch;
// a failed record gives its amount back, and "retry" takes it again (refused if refunds took
// it meanwhile) and sends it again.

const RECORDS = 'pay_order_division_record';
const ORDER = 'pay_order';

type OrderForDivision = OwnedRow & {
  payOrderId: string;
  mchAppId: number;
  appId: string;
  ifCode: string | null;
  channelOrderNo: string | null;
  amount: number;
  mchFeeAmount: number;
  refundAmount: number;
  divisionMode: number;
  divisionAmount: number;
};

type RecordRow = OwnedRow & {
  payOrderId: number;
  batchNo: string;
  accNo: string;
  accName: string;
  divisionAmount: number;
  state: number;
};

/** Reserves `amount` of the order for division, if refunds and divisions leave that much. */
const reserve = async (trx: Db, payOrderId: number, amount: number) =>
  Number(
    (
      await untyped(trx)
        .updateTable(ORDER)
        .set((eb) => ({ divisionAmount: eb('divisionAmount', '+', amount) }))
        .where('id', '=', payOrderId)
        .where('state', '=', PAY_ORDER_STATE.success)
        .where((eb) =>
          eb(
            eb(eb('refundAmount', '+', eb.ref('divisionAmount')), '+', amount),
            '<=',
            eb(eb.ref('amount'), '-', eb.ref('mchFeeAmount')),
          ),
        )
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

export const createDivisions = ({ db, now: clockNow, drivers, contextOf, log }: ChannelAccess) => {
  const orderOf = (trx: Db, id: number) => rowById<OrderForDivision>(trx, ORDER, id);

  /** In the transaction that pays the order: its records, their total reserved. */
  const plan = async (trx: Db, payOrderId: number, now: number) => {
    const order = await orderOf(trx, payOrderId);
    if (order.divisionMode !== 1) return;
    const receivers = (await untyped(trx)
      .selectFrom('pay_division_receiver as r')
      .innerJoin('pay_division_receiver_group as g', 'g.id', 'r.divisionReceiverGroupId')
      .innerJoin('pay_mch_app as a', 'a.mchInfoId', 'g.mchInfoId')
      .select(['r.id', 'r.accNo', 'r.accName', 'r.divisionRatio'])
      .where('a.id', '=', order.mchAppId)
      .where('g.autoDivision', '=', 1)
      .where('r.state', '=', 1)
      .orderBy('r.id')
      .execute()) as { id: number; accNo: string; accName: string; divisionRatio: number }[];
    const base = order.amount - order.mchFeeAmount - order.refundAmount;
    const shares = receivers
      .map((receiver) => ({ receiver, amount: divisionAmountOf(base, receiver.divisionRatio) }))
      .filter((share) => share.amount > 0);
    const total = shares.reduce((sum, share) => sum + share.amount, 0);
    if (total === 0) return;
    if (!(await reserve(trx, order.id, total))) {
      log?.warn({ payOrderId: order.payOrderId, total }, 'division refused: not enough left');
      return;
    }
    const batchNo = numberOf('D', now);
    const date = formatDateTime(now);
    for (const { receiver, amount } of shares)
      await untyped(trx)
        .insertInto(RECORDS)
        .values({
          tenantId: order.tenantId,
          organId: order.organId,
          organPath: order.organPath,
          payOrderId: order.id,
          batchNo,
          divisionReceiverId: receiver.id,
          accNo: receiver.accNo,
          accName: receiver.accName,
          divisionRatio: receiver.divisionRatio,
          payOrderAmount: order.amount,
          divisionBase: base,
          divisionAmount: amount,
          state: DIVISION_RECORD_STATE.waiting,
          createBy: 'system',
          createDate: date,
          updateBy: 'system',
          updateDate: date,
        })
        .execute();
  };

  const move = (
    trx: Db,
    record: RecordRow,
    states: readonly [number, number],
    action: string,
    who: string,
    now: number,
    set: Record<string, unknown> = {},
  ) => moveRecord(trx, RECORDS, 'payOrderDivisionRecord', record, states, action, who, now, set);

  /**
   * Sends an order's waiting records to its channel as one batch (each claimed first, so two
   * runs never send one twice) and settles them with the answer. Never throws: the payment is
   * done whatever becomes of its division.
   */
  const execute = async (payOrderId: number) => {
    try {
      const now = clockNow();
      const waiting = (await untyped(db)
        .selectFrom(RECORDS)
        .selectAll()
        .where('payOrderId', '=', payOrderId)
        .where('state', '=', DIVISION_RECORD_STATE.waiting)
        .orderBy('id')
        .execute()) as RecordRow[];
      if (waiting.length === 0) return;
      const claimed = await db.transaction().execute(async (trx) => {
        const mine: RecordRow[] = [];
        for (const record of waiting)
          if (await move(trx, record, [0, DIVISION_RECORD_STATE.sending], 'send', 'system', now))
            mine.push(record);
        return mine;
      });
      if (claimed.length === 0) return;
      const order = await orderOf(db, payOrderId);
      const driver = drivers.get(order.ifCode ?? '');
      let outcome: ChannelOutcome;
      try {
        if (!driver?.divide) throw new Error(`the channel ${order.ifCode ?? ''} cannot divide`);
        outcome = await driver.divide(
          {
            batchNo: claimed[0]?.batchNo ?? '',
            payOrderId: order.payOrderId,
            channelOrderNo: order.channelOrderNo,
            receivers: claimed.map((r) => ({
              accNo: r.accNo,
              accName: r.accName,
              amount: r.divisionAmount,
            })),
          },
          await contextOf(db, { id: order.mchAppId, appId: order.appId }, driver.ifCode),
        );
      } catch (error) {
        outcome = {
          state: 'failed',
          errMsg: error instanceof Error ? error.message : String(error),
        };
      }
      if (outcome.state === 'pending') return;
      const who = `channel:${order.ifCode ?? ''}`;
      const at = clockNow();
      await db.transaction().execute(async (trx) => {
        for (const record of claimed) {
          if (outcome.state === 'success') {
            await move(trx, record, [10, 20], 'succeed', who, at, {
              channelBatchNo: outcome.channelOrderNo,
              errMsg: null,
            });
            continue;
          }
          const failed = await move(trx, record, [10, 30], 'fail', who, at, {
            errMsg: outcome.errMsg.slice(0, 255),
          });
          // A failed record gives its amount back to the order.
          if (failed)
            await untyped(trx)
              .updateTable(ORDER)
              .set((eb) => ({ divisionAmount: eb('divisionAmount', '-', record.divisionAmount) }))
              .where('id', '=', payOrderId)
              .execute();
        }
      });
    } catch (error) {
      log?.error({ err: error, payOrderId }, 'division failed');
    }
  };

  /** "Retry": the record's amount is taken from the order again, or the retry is refused. */
  const retake: TransitionEffect = async ({ trx, before }) => {
    const record = before as unknown as RecordRow;
    if (await reserve(trx, record.payOrderId, record.divisionAmount)) return;
    const order = await orderOf(trx, record.payOrderId);
    const left = Math.max(
      0,
      order.amount - order.mchFeeAmount - order.refundAmount - order.divisionAmount,
    );
    throw new AppError(400, 'pay.divisionExceeds', {
      field: 'divisionAmount',
      values: { left: String(left) },
    });
  };

  /** The shares of a group's enabled receivers add up to at most 10 000 basis points. */
  const receiverHooks: ResourceHooks = {
    prepare: async (_scope, values, id) => {
      if (Number(values.state ?? 1) !== 1) return {};
      const others = (await untyped(db)
        .selectFrom('pay_division_receiver')
        .select((eb) => eb.fn.sum<number | string>('divisionRatio').as('total'))
        .where('divisionReceiverGroupId', '=', Number(values.divisionReceiverGroupId))
        .where('state', '=', 1)
        .where('id', '!=', id ?? 0)
        .executeTakeFirst()) as { total: number | string | null } | undefined;
      const taken = Number(others?.total ?? 0);
      if (taken + Number(values.divisionRatio ?? 0) > DIVISION_RATIO_MAX)
        throw new AppError(400, 'pay.ratioExceeds', {
          field: 'divisionRatio',
          values: { left: String(DIVISION_RATIO_MAX - taken) },
        });
      return {};
    },
  };

  /** At most one auto-division group per merchant: switching one on switches the others off. */
  const groupHooks: ResourceHooks = {
    afterWrite: async (_scope, row, via) => {
      if (!row.autoDivision) return;
      await untyped(via)
        .updateTable('pay_division_receiver_group')
        .set({ autoDivision: 0 })
        .where('mchInfoId', '=', row.mchInfoId as number)
        .where('id', '!=', row.id)
        .execute();
    },
  };

  const recordOf = (id: number) => rowById<RecordRow>(db, RECORDS, id);

  return { plan, execute, retake, recordOf, receiverHooks, groupHooks };
};

export type Divisions = ReturnType<typeof createDivisions>;
