import { TRANSFER_ORDER_STATE } from '@retail/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import type { ChannelOutcome, ChannelTransfer } from './channel-driver';
import type { ChannelAccess } from './pay-call';
import type { OwnedRow } from './pay-state-log';

// Transfers left transferring (docs/payments.md): the channel queries job asks their channel and
// settles them by its answer, sends again those it never got, and closes those it still has no
// trace of by their expiry.

export const TRANSFER_TABLE = 'pay_transfer_order';
/** A transfer still transferring this long after its last change is asked about at its channel. */
export const TRANSFER_SYNC_AFTER_MS = 2 * 60_000;
/** A transfer its channel has no trace of (or never answered about) this long after it was made is closed. */
export const TRANSFER_EXPIRE_MS = 24 * 3600_000;

export type TransferRow = OwnedRow &
  ChannelTransfer & {
    mchNo: string;
    appId: string;
    mchAppId: number;
    mchTransferNo: string;
    ifCode: string;
    state: number;
    channelOrderNo: string | null;
    errMsg: string | null;
    notifyUrl: string | null;
    successTime: string | null;
    createDate: string | null;
    updateDate: string | null;
  };

/** The transfer as its channel sees it. */
export const channelTransferOf = (row: TransferRow): ChannelTransfer => ({
  transferId: row.transferId,
  entryType: row.entryType,
  amount: row.amount,
  currency: row.currency,
  accountNo: row.accountNo,
  accountName: row.accountName,
  bankName: row.bankName,
  transferDesc: row.transferDesc,
});

/** The transfer's app's parameters of its channel. */
export const contextOfTransfer = (
  contextOf: ChannelAccess['contextOf'],
  db: Db,
  row: TransferRow,
) => contextOf(db, { id: row.mchAppId, appId: row.appId }, row.ifCode);

export const createTransferSync = ({
  db,
  now: clockNow,
  drivers,
  contextOf,
  log,
  settle,
  close,
}: ChannelAccess & {
  settle: (row: TransferRow, from: number, outcome: ChannelOutcome, who: string) => Promise<void>;
  close: (row: TransferRow, why: string) => Promise<void>;
}) => {
  /**
   * The channel queries job: transfers still transferring a while after their last change are
   * asked about at their channel (those whose driver can be asked) and settled by its answer.
   * One the channel has no trace of (the call was lost on the way) is sent again under its
   * number, which the channel takes once, until the transfer expires: then it is closed, as is
   * one the channel never answered about by then and never gave a number for. A question that
   * fails leaves the transfer for the next run. Safe to run twice (compare-and-set moves).
   * Answers how many it asked about.
   */
  return async (now = clockNow(), olderThanMs = TRANSFER_SYNC_AFTER_MS, limit = 100) => {
    const askable = [...drivers.values()].filter((d) => d.queryTransfer).map((d) => d.ifCode);
    if (askable.length === 0) return 0;
    const expiredBefore = formatDateTime(now - TRANSFER_EXPIRE_MS);
    const due = (await untyped(db)
      .selectFrom(TRANSFER_TABLE)
      .selectAll()
      .where('state', '=', TRANSFER_ORDER_STATE.transferring)
      .where('ifCode', 'in', askable)
      .where('updateDate', '<=', formatDateTime(now - olderThanMs))
      .orderBy('id')
      .limit(limit)
      .execute()) as TransferRow[];
    for (const row of due) {
      const driver = drivers.get(row.ifCode);
      if (!driver?.queryTransfer) continue;
      const expired = (row.createDate ?? '') <= expiredBefore;
      const who = `channel:${driver.ifCode}`;
      try {
        const context = await contextOfTransfer(contextOf, db, row);
        const known = await driver.queryTransfer(channelTransferOf(row), context);
        if (known.state !== 'unknown')
          await settle(row, TRANSFER_ORDER_STATE.transferring, known, who);
        else if (expired) await close(row, `${driver.ifCode} has no such transfer by its expiry`);
        else if (driver.transfer)
          await settle(
            row,
            TRANSFER_ORDER_STATE.transferring,
            await driver.transfer(channelTransferOf(row), context),
            who,
          );
      } catch (error) {
        log?.warn({ err: error, transferId: row.transferId }, 'transfer query failed');
        if (expired && !row.channelOrderNo)
          await close(row, `no answer from ${driver.ifCode} by its expiry`).catch(
            (closing: unknown) =>
              log?.error({ err: closing, transferId: row.transferId }, 'transfer close failed'),
          );
      }
    }
    return due.length;
  };
};
