import {
  MCH_NOTIFY_ACK,
  MCH_NOTIFY_DELAYS_MS,
  MCH_NOTIFY_MAX_ATTEMPTS,
  MCH_NOTIFY_STATE,
} from '@retail/contract';
import { newDeviceNonce, signDeviceRequest } from '@retail/contract/device-signature';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { SecretBox } from '../../lib/secret-box';
import type { TransitionEffect } from '../../resources/transition';
import { untyped } from '../../scope/scoped-db';
import { type OwnedRow, writePayStateLog } from './pay-state-log';

// Merchant notifications (docs/payments.md): an order's outcome is recorded in the same
// transaction that reaches it (so it is never lost and never waits for the merchant), then
// POSTed to the merchant's notifyUrl, signed with the app's secret by the merchant API's rule,
// by a sweep that runs every few seconds and right after an outcome. Each try is claimed with
// a compare-and-set (two sweeps never send the same try twice) and written to the record's
// history with the answer; SUCCESS in the answer ends it, anything else schedules the next try
// (MCH_NOTIFY_DELAYS_MS) until the tries run out.

const TABLE = 'pay_mch_notify_record';
/** How long a claimed try may take before another sweep may take it over. */
const LEASE_MS = 60_000;
const BATCH = 20;

/** An outcome to tell the merchant about. */
export type MchNotice = {
  orderType: 1 | 2 | 3;
  orderId: string;
  mchOrderNo: string;
  mchNo: string;
  appId: string;
  mchAppId: number;
  notifyUrl: string | null | undefined;
  body: Record<string, unknown>;
  owner: Omit<OwnedRow, 'id'>;
};

type NotifyRow = OwnedRow & {
  mchAppId: number;
  appId: string;
  notifyUrl: string;
  body: string;
  state: number;
  attempts: number;
  nextAttemptAt: number | string | null;
};

export const createMchNotifier = ({
  db,
  now: clockNow,
  appSecrets,
  log,
  timeoutMs = 10_000,
  sweepMs = 5_000,
}: {
  db: Db;
  now: () => number;
  appSecrets: SecretBox;
  log?: FastifyBaseLogger | undefined;
  /** How long the merchant may take to answer one try. */
  timeoutMs?: number;
  /** How often the sweep runs while the server is up. */
  sweepMs?: number;
}) => {
  const raw = untyped(db);
  /** An outcome was recorded since the last sweep began. */
  let pending = false;

  /** Records the outcome (nothing when the order has no notifyUrl; once per order). */
  const enqueue = async (trx: Db, notice: MchNotice, now: number) => {
    if (!notice.notifyUrl) return;
    const date = formatDateTime(now);
    await untyped(trx)
      .insertInto(TABLE)
      .values({
        tenantId: notice.owner.tenantId,
        organId: notice.owner.organId,
        organPath: notice.owner.organPath,
        orderType: notice.orderType,
        orderId: notice.orderId,
        mchOrderNo: notice.mchOrderNo,
        mchNo: notice.mchNo,
        appId: notice.appId,
        mchAppId: notice.mchAppId,
        notifyUrl: notice.notifyUrl,
        body: JSON.stringify(notice.body).slice(0, 4000),
        state: MCH_NOTIFY_STATE.sending,
        attempts: 0,
        nextNotifyTime: date,
        nextAttemptAt: now,
        createBy: 'system',
        createDate: date,
        updateBy: 'system',
        updateDate: date,
      })
      .onConflict((conflict) => conflict.columns(['orderType', 'orderId']).doNothing())
      .execute();
    pending = true;
  };

  /** One POST to the merchant: acknowledged or not, and what it answered. */
  const post = async (record: NotifyRow): Promise<{ ok: boolean; result: string }> => {
    const sealed = (await raw
      .selectFrom('pay_app_secret')
      .select('secret')
      .where('mchAppId', '=', record.mchAppId)
      .executeTakeFirst()) as { secret: string } | undefined;
    const secret = sealed ? appSecrets.open(sealed.secret) : undefined;
    if (secret === undefined) return { ok: false, result: 'the app has no secret' };
    try {
      const url = new URL(record.notifyUrl);
      const timestamp = String(clockNow());
      const nonce = newDeviceNonce();
      const signature = await signDeviceRequest(secret, {
        method: 'POST',
        path: url.pathname,
        timestamp,
        nonce,
        body: record.body,
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-app-id': record.appId,
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signature,
        },
        body: record.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = (await response.text()).trim();
      return {
        ok: response.ok && text.toUpperCase() === MCH_NOTIFY_ACK,
        result: `HTTP ${response.status}: ${text.slice(0, 200)}`,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, result: cause ? `${message} (${cause})` : message };
    }
  };

  /** Claims one due try, sends it and writes what came of it. */
  const attempt = async (record: NotifyRow) => {
    const lease = clockNow() + LEASE_MS;
    const claimed = await raw
      .updateTable(TABLE)
      .set({ nextAttemptAt: lease })
      .where('id', '=', record.id)
      .where('state', '=', MCH_NOTIFY_STATE.sending)
      .where('nextAttemptAt', '=', record.nextAttemptAt)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    const outcome = await post(record);
    const at = clockNow();
    const attempts = record.attempts + 1;
    const to = outcome.ok
      ? MCH_NOTIFY_STATE.succeeded
      : attempts >= MCH_NOTIFY_MAX_ATTEMPTS
        ? MCH_NOTIFY_STATE.failed
        : MCH_NOTIFY_STATE.sending;
    const next =
      to === MCH_NOTIFY_STATE.sending ? at + (MCH_NOTIFY_DELAYS_MS[attempts] ?? 0) : null;
    const date = formatDateTime(at);
    await db.transaction().execute(async (trx) => {
      const moved = await untyped(trx)
        .updateTable(TABLE)
        .set({
          state: to,
          attempts,
          lastResult: outcome.result.slice(0, 255),
          lastNotifyTime: date,
          nextAttemptAt: next,
          nextNotifyTime: next === null ? null : formatDateTime(next),
          updateBy: 'system',
          updateDate: date,
        })
        .where('id', '=', record.id)
        .where('state', '=', MCH_NOTIFY_STATE.sending)
        .where('nextAttemptAt', '=', lease)
        .executeTakeFirst();
      // Every try is in the record's history with what the merchant answered: `try` while
      // tries are left, `succeed` or `fail` for the last one.
      if (Number(moved.numUpdatedRows) > 0)
        await writePayStateLog(
          trx,
          record,
          'mchNotifyRecord',
          outcome.ok ? 'succeed' : to === MCH_NOTIFY_STATE.failed ? 'fail' : 'try',
          MCH_NOTIFY_STATE.sending,
          to,
          'system',
          at,
          `#${String(attempts)} ${outcome.result}`.slice(0, 500),
        );
    });
    if (!outcome.ok)
      log?.warn(
        { notifyUrl: record.notifyUrl, attempts, result: outcome.result },
        'merchant notification not acknowledged',
      );
  };

  /** Sends every try that is due (answers how many it looked at). */
  const deliverDue = async (now = clockNow()) => {
    pending = false;
    const due = (await raw
      .selectFrom(TABLE)
      .selectAll()
      .where('state', '=', MCH_NOTIFY_STATE.sending)
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(BATCH)
      .execute()) as NotifyRow[];
    await Promise.all(due.map(attempt));
    return due.length;
  };

  // Every run (the timer's, one right after an outcome, a test's) is tracked, so a test can
  // wait for what is under way and a closing server does not cut a try short unseen.
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };
  const sweep = (now?: number) => track(deliverDue(now));
  const settled = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  /** Right after an outcome was committed: its first try, without waiting for the timer. */
  const kick = () => {
    if (!pending) return;
    sweep().catch((error: unknown) => log?.error({ err: error }, 'merchant notification failed'));
  };

  /** "Resend": the tries start over, the first one now. */
  const restart: TransitionEffect = async ({ trx, scope, row }) => {
    const values = { attempts: 0, nextNotifyTime: formatDateTime(scope.nowMs) };
    await untyped(trx)
      .updateTable(TABLE)
      .set({ ...values, nextAttemptAt: scope.nowMs })
      .where('id', '=', row.id)
      .execute();
    // The answer shows the record as it now is.
    Object.assign(row, values);
    pending = true;
  };

  let timer: NodeJS.Timeout | undefined;
  const start = (onError: (error: unknown) => void) => {
    if (timer) return;
    timer = setInterval(() => void sweep().catch(onError), sweepMs);
    timer.unref();
  };
  const stop = async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await settled();
  };

  return { enqueue, sweep, kick, settled, restart, start, stop };
};

export type MchNotifier = ReturnType<typeof createMchNotifier>;
