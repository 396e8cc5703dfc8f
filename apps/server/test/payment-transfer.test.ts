import {
  MCH_NOTIFY_STATE,
  type StateLogEntry,
  TRANSFER_AMOUNT_MAX,
  TRANSFER_ORDER_STATE,
} from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { okData } from './goods.support';
import {
  type PaymentWorld,
  type Row,
  startMerchantServer,
  startPaymentWorld,
} from './payment.support';

// Transfer orders through the API (issue 17): a signed payout call, idempotent on the
// merchant's transfer number (also at once), amounts in whole cents within the limit, the
// sandbox accepting it and settling it later (transferred or failed) with every move in the
// history, one the server never got to send sent by the reissue job, the outcome notified to
// the merchant, and one tenant never seeing another's.

type Transfer = {
  transferId: string;
  mchTransferNo: string;
  amount: number;
  state: number;
  channelOrderNo: string | null;
};

describe('transfer orders', () => {
  let w: PaymentWorld;
  let shop: Awaited<ReturnType<typeof startMerchantServer>>;

  beforeAll(async () => {
    w = await startPaymentWorld();
    shop = await startMerchantServer([{ status: 200, text: 'SUCCESS' }]);
  });
  afterAll(async () => {
    await shop?.close();
    await w?.t.close();
  });

  const body = (mchTransferNo: string, extra: object = {}) => ({
    mchTransferNo,
    ifCode: 'sandbox',
    entryType: 'BANK_CARD',
    amount: 5000,
    accountNo: '6222020200112233',
    accountName: 'Li Lei',
    bankName: 'ICBC',
    transferDesc: 'Commission',
    ...extra,
  });
  const transfer = (mchTransferNo: string, extra: object = {}) =>
    w.merchant('transfer', body(mchTransferNo, extra));
  const idOf = async (transferId: string) =>
    Number(
      (
        await sql<{
          id: number;
        }>`select id from pay_transfer_order where transfer_id = ${transferId}`.execute(w.db())
      ).rows[0]?.id,
    );
  const settle = (
    id: number,
    result?: 'success' | 'failed',
    who: 'sunrise' | 'harbour' = 'sunrise',
  ) => w.consoleCall(who, 'POST', 'transfer-order/sandbox-settle', { id, result });

  it('pays out once per transfer number, pending until the sandbox settles it, and tells the merchant', async () => {
    const made = await okData<Transfer>(
      await transfer('TR-1', { notifyUrl: shop.url('/transfers') }),
    );
    expect(made).toMatchObject({
      mchTransferNo: 'TR-1',
      amount: 5000,
      state: TRANSFER_ORDER_STATE.transferring,
      channelOrderNo: `SBT${made.transferId}`,
    });
    expect(made.transferId).toMatch(/^T\d{26}$/);
    // The same call again answers the same transfer; another amount under the number is refused.
    expect((await okData<Transfer>(await transfer('TR-1'))).transferId).toBe(made.transferId);
    w.refused(await transfer('TR-1', { amount: 4999 }), 400, /TR-1/);
    // Ten identical calls at once make one transfer.
    const answers = await Promise.all(Array.from({ length: 10 }, () => transfer('TR-burst')));
    const ids = new Set(
      await Promise.all(answers.map(async (a) => (await okData<Transfer>(a)).transferId)),
    );
    expect(ids.size).toBe(1);

    const id = await idOf(made.transferId);
    w.refused(await settle(id, 'success', 'harbour'), 404);
    const [settled] = await okData<Row[]>(await settle(id));
    expect(settled).toMatchObject({ state: TRANSFER_ORDER_STATE.success });
    expect(settled?.successTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Settled again: as it is; a transferred one cannot fail afterwards.
    expect((await okData<Row[]>(await settle(id)))[0]?.state).toBe(TRANSFER_ORDER_STATE.success);
    w.refused(await settle(id, 'failed'), 400, /sandbox/);
    const queried = await okData<Transfer>(
      await w.merchant('transfer-query', { mchTransferNo: 'TR-1' }),
    );
    expect(queried.state).toBe(TRANSFER_ORDER_STATE.success);

    const history = await okData<StateLogEntry[]>(
      await w.consoleCall('sunrise', 'POST', 'transfer-order/history', { id }),
    );
    expect(history.map((e) => [e.action, e.fromState, e.toState, e.createBy])).toEqual([
      ['transfer', 0, 10, `app:${w.app.appId}`],
      ['succeed', 10, 20, 'channel:sandbox'],
    ]);

    await w.t.app.services.payments.mchNotify.settled();
    const [record] = await w.entities('mch-notify-record', { orderId: made.transferId });
    expect(record).toMatchObject({ orderType: 3, state: MCH_NOTIFY_STATE.succeeded });
    expect(JSON.parse(shop.received.at(-1)?.body ?? '{}')).toMatchObject({
      notifyType: 'transfer',
      transferId: made.transferId,
      mchTransferNo: 'TR-1',
      amount: 5000,
      state: TRANSFER_ORDER_STATE.success,
    });
  });

  it('sends a transfer the server never got to send, once, a minute later', async () => {
    // As a server that stopped after committing the transfer and before asking the channel
    // leaves it: created, no channel number, nothing in its history.
    const transferId = 'T20261128000000000000000001';
    await sql`insert into pay_transfer_order (tenant_id, organ_id, organ_path, transfer_id,
        mch_no, app_id, mch_app_id, mch_transfer_no, if_code, entry_type, amount, currency,
        account_no, account_name, transfer_desc, state, create_by, create_date, update_by,
        update_date)
      select tenant_id, organ_id, organ_path, ${transferId}, mch_no, app_id, mch_app_id,
        'TR-stuck', if_code, entry_type, 1234, currency, account_no, account_name,
        transfer_desc, 0, create_by, ${formatDateTime(w.t.clock.now())}, update_by, update_date
      from pay_transfer_order where mch_transfer_no = 'TR-1'`.execute(w.db());
    const transfers = w.t.app.services.payments.transfers;
    // Not a minute old yet: it may still be on its way.
    expect(await transfers.reissueDue(w.t.clock.now())).toBe(0);
    w.t.clock.advance(61_000);
    expect(await transfers.reissueDue(w.t.clock.now())).toBe(1);
    expect(await transfers.reissueDue(w.t.clock.now())).toBe(0);
    const sent = await okData<Transfer>(
      await w.merchant('transfer-query', { mchTransferNo: 'TR-stuck' }),
    );
    expect(sent).toMatchObject({
      transferId,
      amount: 1234,
      state: TRANSFER_ORDER_STATE.transferring,
      channelOrderNo: `SBT${transferId}`,
    });
    const id = await idOf(transferId);
    expect((await okData<Row[]>(await settle(id)))[0]?.state).toBe(TRANSFER_ORDER_STATE.success);
    const history = await okData<StateLogEntry[]>(
      await w.consoleCall('sunrise', 'POST', 'transfer-order/history', { id }),
    );
    expect(history.map((e) => [e.action, e.fromState, e.toState, e.createBy])).toEqual([
      ['transfer', 0, 10, 'system'],
      ['succeed', 10, 20, 'channel:sandbox'],
    ]);
  });

  it('fails a transfer the sandbox refuses, once', async () => {
    const made = await okData<Transfer>(await transfer('TR-2', { entryType: 'WX_CASH' }));
    const id = await idOf(made.transferId);
    const [failed] = await okData<Row[]>(await settle(id, 'failed'));
    expect(failed).toMatchObject({
      state: TRANSFER_ORDER_STATE.failed,
      errMsg: 'the sandbox refused the transfer',
    });
    expect((await okData<Row[]>(await settle(id, 'failed')))[0]?.state).toBe(
      TRANSFER_ORDER_STATE.failed,
    );
    w.refused(await settle(id, 'success'), 400);
    expect(await w.entities('transfer-order', { mchTransferNo: 'TR-2' })).toMatchObject([
      { state: TRANSFER_ORDER_STATE.failed, mchAppName: 'Till app', entryType: 'WX_CASH' },
    ]);
    expect(await w.entities('transfer-order', {}, 'harbour')).toEqual([]);
  });

  it('refuses bad amounts, unknown interfaces and unsigned calls, and changes nothing', async () => {
    const before = await w.count('pay_transfer_order');
    for (const amount of [0, -100, 12.5, TRANSFER_AMOUNT_MAX + 1])
      w.refused(await transfer(`TR-amt-${String(amount).replace('.', '_')}`, { amount }), 400);
    w.refused(await transfer('TR-if', { ifCode: 'wxpay' }), 400, /wxpay/);
    w.refused(await transfer('TR-entry', { entryType: 'CASH' }), 400);
    w.refused(await w.merchant('transfer', body('TR-unsigned'), { unsigned: true }), 401);
    w.refused(await w.merchant('transfer-query', { mchTransferNo: 'TR-none' }), 404);
    expect(await w.count('pay_transfer_order')).toBe(before);
    // The largest amount allowed is taken.
    expect(
      (await okData<Transfer>(await transfer('TR-max', { amount: TRANSFER_AMOUNT_MAX }))).amount,
    ).toBe(TRANSFER_AMOUNT_MAX);
  });
});
