import { MCH_NOTIFY_ORDER_TYPE, SANDBOX_IF_CODE, TRANSFER_ORDER_STATE } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { ChannelOutcome } from './channel-driver';
import type { MchNotifier } from './mch-notify.service';
import { type CallingApp, type ChannelAccess, numberOf, type SignedPayCall } from './pay-call';
import { moveRecord, rowById } from './pay-state-log';
import {
  channelTransferOf,
  contextOfTransfer,
  createTransferSync,
  TRANSFER_TABLE as TABLE,
  type TransferRow,
} from './transfer-sync';

// Transfer orders (docs/payments.md): a merchant's payout through one of its app's interfaces.
// Created by a signed call, idempotent on the merchant's transfer number; the channel is asked
// after the order is committed and answers transferred, failed or pending (then settled
// later: the sandbox's "settle", or the channel queries job asking the channel); a call that got
// no answer leaves the transfer transferring, asked about later (never failed: the channel may
// have paid); one the server never got to send is sent by the reissue job; a transfer its channel
// has no trace of by its expiry is closed. Every move is a compare-and-set with a state-log row,
// and an outcome is notified to the merchant.

/** A transfer still created this long after it was made is sent to its channel again. */
export const TRANSFER_REISSUE_AFTER_MS = 60_000;
/** The states a transfer ends in, each told to the merchant. */
const ENDS: readonly number[] = [
  TRANSFER_ORDER_STATE.success,
  TRANSFER_ORDER_STATE.failed,
  TRANSFER_ORDER_STATE.closed,
];

export type TransferBody = {
  mchTransferNo: string;
  ifCode: string;
  entryType: string;
  amount: number;
  currency?: 'cny' | undefined;
  accountNo: string;
  accountName?: string | null | undefined;
  bankName?: string | null | undefined;
  transferDesc: string;
  notifyUrl?: string | null | undefined;
};

type TransferRef = {
  transferId?: string | null | undefined;
  mchTransferNo?: string | null | undefined;
};

const answer = (row: TransferRow) => ({
  transferId: row.transferId,
  mchNo: row.mchNo,
  appId: row.appId,
  mchTransferNo: row.mchTransferNo,
  ifCode: row.ifCode,
  entryType: row.entryType,
  amount: row.amount,
  currency: row.currency,
  accountNo: row.accountNo,
  accountName: row.accountName,
  state: row.state,
  channelOrderNo: row.channelOrderNo,
  errMsg: row.errMsg,
  successTime: row.successTime,
  createDate: row.createDate,
});

export const createTransfers = ({
  db,
  now: clockNow,
  accept,
  drivers,
  contextOf,
  mchNotify,
  log,
}: ChannelAccess & {
  accept: <T>(
    call: SignedPayCall,
    change: (trx: Db, app: CallingApp, now: number) => Promise<T>,
  ) => Promise<T>;
  mchNotify: MchNotifier;
}) => {
  const byId = (trx: Db, id: number) => rowById<TransferRow>(trx, TABLE, id);

  const byNo = async (trx: Db, mchAppId: number, mchTransferNo: string) =>
    (await untyped(trx)
      .selectFrom(TABLE)
      .selectAll()
      .where('mchAppId', '=', mchAppId)
      .where('mchTransferNo', '=', mchTransferNo)
      .executeTakeFirst()) as TransferRow | undefined;

  /** The same call again (same interface, amount, account) answers the transfer it made. */
  const same = (row: TransferRow, body: TransferBody) => {
    if (
      row.ifCode !== body.ifCode ||
      row.amount !== body.amount ||
      row.accountNo !== body.accountNo ||
      row.entryType !== body.entryType
    )
      throw new AppError(400, 'pay.transferNoConflict', {
        field: 'mchTransferNo',
        values: { value: body.mchTransferNo },
      });
    return row;
  };

  /** Moves a transfer from `from` to `to` once; an outcome is notified to the merchant. */
  const move = async (
    trx: Db,
    row: TransferRow,
    from: number,
    to: number,
    action: string,
    who: string,
    now: number,
    set: Record<string, unknown> = {},
  ) => {
    if (!(await moveRecord(trx, TABLE, 'transferOrder', row, [from, to], action, who, now, set)))
      return false;
    if (ENDS.includes(to)) {
      const after = await byId(trx, row.id);
      await mchNotify.enqueue(
        trx,
        {
          orderType: MCH_NOTIFY_ORDER_TYPE.transfer,
          orderId: after.transferId,
          mchOrderNo: after.mchTransferNo,
          mchNo: after.mchNo,
          appId: after.appId,
          mchAppId: after.mchAppId,
          notifyUrl: after.notifyUrl,
          body: { notifyType: 'transfer', ...answer(after) },
          owner: after,
        },
        now,
      );
    }
    return true;
  };

  /** The channel's answer: transferred, failed, or pending (settled later). */
  const settle = async (row: TransferRow, from: number, outcome: ChannelOutcome, who: string) => {
    const now = clockNow();
    await db.transaction().execute(async (trx) => {
      if (outcome.state === 'pending' && from === TRANSFER_ORDER_STATE.transferring) {
        // Still being paid: the channel's number kept when it gives one first now.
        if (outcome.channelOrderNo && !row.channelOrderNo)
          await untyped(trx)
            .updateTable(TABLE)
            .set({ channelOrderNo: outcome.channelOrderNo })
            .where('id', '=', row.id)
            .where('state', '=', TRANSFER_ORDER_STATE.transferring)
            .execute();
        return;
      }
      if (outcome.state === 'pending') {
        await move(trx, row, from, TRANSFER_ORDER_STATE.transferring, 'transfer', who, now, {
          channelOrderNo: outcome.channelOrderNo,
        });
        return;
      }
      const to =
        outcome.state === 'success' ? TRANSFER_ORDER_STATE.success : TRANSFER_ORDER_STATE.failed;
      await move(
        trx,
        row,
        from,
        to,
        outcome.state === 'success' ? 'succeed' : 'fail',
        who,
        now,
        outcome.state === 'success'
          ? { channelOrderNo: outcome.channelOrderNo, successTime: formatDateTime(now) }
          : { errMsg: outcome.errMsg.slice(0, 255) },
      );
    });
    mchNotify.kick();
  };

  /** POST /api/pay/transfer. */
  const transfer = async (call: SignedPayCall, body: TransferBody) => {
    const made = await accept(call, async (trx, app, now) => {
      const existing = await byNo(trx, app.id, body.mchTransferNo);
      if (existing) return { row: same(existing, body), app, fresh: false };
      // One of the app's interfaces, enabled, whose config (if any) is enabled, that can pay out.
      const channel = (await untyped(trx)
        .selectFrom('pay_interface_define as d')
        .leftJoin('pay_interface_config as c', (join) =>
          join.onRef('c.payInterfaceDefineId', '=', 'd.id').on('c.mchAppId', '=', app.id),
        )
        .select(['d.ifCode', 'c.state as configState'])
        .where('d.tenantId', '=', app.tenantId)
        .where('d.ifCode', '=', body.ifCode)
        .where('d.state', '=', 1)
        .executeTakeFirst()) as { ifCode: string; configState: number | null } | undefined;
      if (!channel || channel.configState === 0 || !drivers.get(body.ifCode)?.transfer)
        throw new AppError(400, 'pay.noTransferChannel', {
          field: 'ifCode',
          values: { ifCode: body.ifCode },
        });
      const date = formatDateTime(now);
      const by = `app:${app.appId}`;
      const inserted = (await untyped(trx)
        .insertInto(TABLE)
        .values({
          tenantId: app.tenantId,
          organId: app.organId,
          organPath: app.organPath,
          transferId: numberOf('T', now),
          mchNo: app.mchNo,
          appId: app.appId,
          mchAppId: app.id,
          mchTransferNo: body.mchTransferNo,
          ifCode: body.ifCode,
          entryType: body.entryType,
          amount: body.amount,
          currency: body.currency ?? 'cny',
          accountNo: body.accountNo,
          accountName: body.accountName ?? null,
          bankName: body.bankName ?? null,
          transferDesc: body.transferDesc,
          state: TRANSFER_ORDER_STATE.created,
          notifyUrl: body.notifyUrl ?? null,
          createBy: by,
          createDate: date,
          updateBy: by,
          updateDate: date,
        })
        // Two identical calls at once: one inserts, the other answers its transfer.
        .onConflict((conflict) => conflict.columns(['mchAppId', 'mchTransferNo']).doNothing())
        .returningAll()
        .executeTakeFirst()) as TransferRow | undefined;
      if (inserted) return { row: inserted, app, fresh: true };
      return {
        row: same((await byNo(trx, app.id, body.mchTransferNo)) as TransferRow, body),
        app,
        fresh: false,
      };
    });
    if (!made.fresh) return answer(made.row);
    await send(made.row, `app:${made.app.appId}`);
    return answer(await byId(db, made.row.id));
  };

  const contextOfRow = (row: TransferRow) => contextOfTransfer(contextOf, db, row);

  /**
   * Asks the channel to pay a created transfer out (channels take the transfer's number once, so
   * asking again is safe) and settles it from created with the answer: a refusal (or a channel
   * that cannot be asked) fails it; no answer leaves it transferring, to be asked about.
   */
  const send = async (row: TransferRow, who: string) => {
    const driver = drivers.get(row.ifCode);
    let outcome: ChannelOutcome;
    try {
      if (!driver?.transfer) throw new Error(`the channel ${row.ifCode} cannot pay out`);
      const context = await contextOfRow(row);
      try {
        outcome = await driver.transfer(channelTransferOf(row), context);
      } catch (error) {
        // Sent, but no answer: the channel may have paid. Failed now, the merchant could pay the
        // same person twice under a new number; the queries job asks the channel instead.
        log?.warn({ err: error, transferId: row.transferId }, 'transfer unanswered');
        outcome = { state: 'pending', channelOrderNo: null };
      }
    } catch (error) {
      log?.warn({ err: error, transferId: row.transferId }, 'channel refused a transfer');
      outcome = { state: 'failed', errMsg: String(error instanceof Error ? error.message : error) };
    }
    await settle(row, TRANSFER_ORDER_STATE.created, outcome, who);
  };

  /** Closes a transfer its channel has no trace of, or never answered about, by its expiry. */
  const close = async (row: TransferRow, why: string) => {
    const now = clockNow();
    await db
      .transaction()
      .execute((trx) =>
        move(
          trx,
          row,
          TRANSFER_ORDER_STATE.transferring,
          TRANSFER_ORDER_STATE.closed,
          'close',
          'system',
          now,
          { errMsg: why.slice(0, 255) },
        ),
      );
    mchNotify.kick();
  };

  /**
   * The reissue job: a transfer still created a while after it was made (committed, but the
   * server stopped before the channel was asked) is sent to its channel now. Safe to run twice:
   * it moves from created by a compare-and-set. Answers how many it sent.
   */
  const reissueDue = async (
    now = clockNow(),
    olderThanMs = TRANSFER_REISSUE_AFTER_MS,
    limit = 100,
  ) => {
    const due = (await untyped(db)
      .selectFrom(TABLE)
      .selectAll()
      .where('state', '=', TRANSFER_ORDER_STATE.created)
      .where('createDate', '<=', formatDateTime(now - olderThanMs))
      .orderBy('id')
      .limit(limit)
      .execute()) as TransferRow[];
    for (const row of due) await send(row, 'system');
    return due.length;
  };

  /** POST /api/pay/transfer-query. */
  const query = (call: SignedPayCall, body: TransferRef) =>
    accept(call, async (trx, app) => {
      if (!body.transferId && !body.mchTransferNo) throw new AppError(400, 'pay.orderRefMissing');
      let q = untyped(trx).selectFrom(TABLE).selectAll().where('mchAppId', '=', app.id);
      if (body.transferId) q = q.where('transferId', '=', body.transferId);
      if (body.mchTransferNo) q = q.where('mchTransferNo', '=', body.mchTransferNo);
      const found = (await q.executeTakeFirst()) as TransferRow | undefined;
      if (!found) throw new AppError(404, 'pay.orderNotFound');
      return answer(found);
    });

  /**
   * The sandbox settles a transferring sandbox transfer the caller can see (else 404): the
   * console's "Sandbox: settle" and the tests. Already so: as it is.
   */
  const sandboxSettle = async (
    scope: Scope,
    body: { id: number; result?: 'success' | 'failed' | undefined },
  ) => {
    const row = (await findOwnedOr404(
      db,
      scope,
      'payTransferOrder' as OwnedTable,
      body.id,
    )) as unknown as TransferRow;
    const success = (body.result ?? 'success') === 'success';
    const target = success ? TRANSFER_ORDER_STATE.success : TRANSFER_ORDER_STATE.failed;
    if (row.state === target) return [row];
    if (row.ifCode !== SANDBOX_IF_CODE || row.state !== TRANSFER_ORDER_STATE.transferring)
      throw new AppError(400, 'pay.notSandboxTransfer');
    await settle(
      row,
      TRANSFER_ORDER_STATE.transferring,
      success
        ? { state: 'success', channelOrderNo: row.channelOrderNo ?? `SBT${row.transferId}` }
        : { state: 'failed', errMsg: 'the sandbox refused the transfer' },
      `channel:${SANDBOX_IF_CODE}`,
    );
    return [await byId(db, row.id)];
  };

  const syncTransfersDue = createTransferSync({
    db,
    now: clockNow,
    drivers,
    contextOf,
    log,
    settle,
    close,
  });

  return { transfer, query, sandboxSettle, reissueDue, syncTransfersDue };
};
