import {
  MCH_NOTIFY_STATE,
  PAY_ORDER_STATE,
  REFUND_ORDER_STATE,
  type StateLogEntry,
  TRANSFER_ORDER_STATE,
} from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_EXPIRE_MS, REFUND_SYNC_AFTER_MS } from '../src/modules/payment/refund-sync';
import { TRANSFER_EXPIRE_MS, TRANSFER_SYNC_AFTER_MS } from '../src/modules/payment/transfer-sync';
import { okData } from './goods.support';
import { addChannel, ALIPAY_PARAMS } from './payment-channel-setup';
import { startAlipayStub } from './payment-channel-stubs';
import {
  type Order,
  type PaymentWorld,
  type Row,
  startMerchantServer,
  startPaymentWorld,
} from './payment.support';

// Refunds and transfers a channel leaves open (issue 17): a transfer whose answer was lost or
// that the channel settles later is asked about by the channel queries job and settled by what
// the channel says; one the channel never got is sent again under its number; refunds and
// transfers the channel never took by their expiry are closed (a refund's amount given back),
// audited and told to the merchant. Against a local stand-in of Alipay's API that checks
// request signatures, signs its answers and takes each transfer number once.

type Transfer = { transferId: string; state: number; channelOrderNo: string | null };
type Refund = { refundOrderId: string; state: number };

describe('refunds and transfers a channel leaves open', () => {
  let w: PaymentWorld;
  let alipay: Awaited<ReturnType<typeof startAlipayStub>>;
  let shop: Awaited<ReturnType<typeof startMerchantServer>>;
  let seq = 0;

  beforeAll(async () => {
    alipay = await startAlipayStub();
    w = await startPaymentWorld();
    shop = await startMerchantServer([{ status: 200, text: 'SUCCESS' }]);
    // The sandbox, asked about a transfer it took, says the provider paid it meanwhile.
    await w.sandboxConfig({ transferResult: 'success' });
    await addChannel(w, 'alipay', ['ALI_QR'], ALIPAY_PARAMS, alipay.params);
  }, 60_000);
  afterAll(async () => {
    await alipay?.close();
    await shop?.close();
    await w?.t.close();
  });

  const payments = () => w.t.app.services.payments;
  const transfer = async (extra: object = {}) =>
    okData<Transfer>(
      await w.merchant('transfer', {
        mchTransferNo: `AT-${(seq += 1)}`,
        ifCode: 'alipay',
        entryType: 'ALIPAY_CASH',
        amount: 2500,
        accountNo: 'payee@example.com',
        accountName: 'Li Lei',
        transferDesc: 'Commission',
        notifyUrl: shop.url('/transfers'),
        ...extra,
      }),
    );
  const transferRow = async (transferId: string) =>
    (
      await sql<Row & { state: number; err_msg: string | null }>`select * from pay_transfer_order
        where transfer_id = ${transferId}`.execute(w.db())
    ).rows[0] as Row & { state: number; err_msg: string | null };
  const transferHistory = async (transferId: string) =>
    (
      await okData<StateLogEntry[]>(
        await w.consoleCall('sunrise', 'POST', 'transfer-order/history', {
          id: (await transferRow(transferId)).id,
        }),
      )
    ).map((e) => [e.action, e.fromState, e.toState, e.createBy]);
  const notified = async (orderId: string) => {
    await payments().mchNotify.settled();
    return w.entities('mch-notify-record', { orderId });
  };
  const later = (ms: number) => w.t.clock.now() + ms + 1000;

  it('Alipay pays out to an Alipay account at once, and refuses other accounts and unknown payees', async () => {
    const paid = await transfer();
    expect(paid).toMatchObject({ state: TRANSFER_ORDER_STATE.success });
    expect(paid.channelOrderNo).toBe(alipay.transfers.get(paid.transferId)?.orderId);
    expect(alipay.transfers.get(paid.transferId)).toMatchObject({
      amount: '25.00',
      identity: 'payee@example.com',
      identityType: 'ALIPAY_LOGON_ID',
    });
    const card = await transfer({ entryType: 'BANK_CARD', accountNo: '6222020200112233' });
    expect(card.state).toBe(TRANSFER_ORDER_STATE.failed);
    expect((await transferRow(card.transferId)).err_msg).toMatch(/ALIPAY_CASH/);
    alipay.mode.transfer = 'fail';
    const refused = await transfer();
    alipay.mode.transfer = 'ok';
    expect(refused.state).toBe(TRANSFER_ORDER_STATE.failed);
    expect((await transferRow(refused.transferId)).err_msg).toMatch(/PAYEE_NOT_EXIST/);
  });

  it('asks Alipay about a transfer it pays later, and settles it and tells the merchant once it is paid', async () => {
    alipay.mode.transfer = 'dealing';
    const dealing = await transfer();
    alipay.mode.transfer = 'ok';
    expect(dealing.state).toBe(TRANSFER_ORDER_STATE.transferring);
    expect(dealing.channelOrderNo).toBe(alipay.transfers.get(dealing.transferId)?.orderId);
    // Not yet due; then due but still being paid: it stays transferring.
    expect(await payments().transfers.syncTransfersDue(w.t.clock.now())).toBe(0);
    expect(await payments().transfers.syncTransfersDue(later(TRANSFER_SYNC_AFTER_MS))).toBe(1);
    expect((await transferRow(dealing.transferId)).state).toBe(TRANSFER_ORDER_STATE.transferring);
    const made = alipay.transfers.get(dealing.transferId);
    if (made) made.status = 'SUCCESS';
    await payments().transfers.syncTransfersDue(later(TRANSFER_SYNC_AFTER_MS));
    expect((await transferRow(dealing.transferId)).state).toBe(TRANSFER_ORDER_STATE.success);
    expect(await transferHistory(dealing.transferId)).toEqual([
      ['transfer', 0, 10, `app:${w.app.appId}`],
      ['succeed', 10, 20, 'channel:alipay'],
    ]);
    expect(await notified(dealing.transferId)).toMatchObject([
      { orderType: 3, state: MCH_NOTIFY_STATE.succeeded },
    ]);
  });

  it('keeps a transfer whose answer was lost transferring (never failed), and finds it paid, once', async () => {
    alipay.mode.transfer = 'lost';
    const lost = await transfer();
    alipay.mode.transfer = 'ok';
    // Alipay paid, the server never heard: failing it now could pay the person twice.
    expect(lost).toMatchObject({ state: TRANSFER_ORDER_STATE.transferring, channelOrderNo: null });
    await payments().transfers.syncTransfersDue(later(TRANSFER_SYNC_AFTER_MS));
    const row = await transferRow(lost.transferId);
    expect(row.state).toBe(TRANSFER_ORDER_STATE.success);
    expect(row.channel_order_no).toBe(alipay.transfers.get(lost.transferId)?.orderId);
  });

  it('sends a transfer Alipay never got again under its number, and closes one it never gets by its expiry', async () => {
    alipay.mode.transfer = 'dropped';
    const dropped = await transfer();
    expect(dropped.state).toBe(TRANSFER_ORDER_STATE.transferring);
    expect(alipay.transfers.has(dropped.transferId)).toBe(false);
    // Asked before its expiry: Alipay has no such transfer, so it is sent again, and paid.
    alipay.mode.transfer = 'ok';
    await payments().transfers.syncTransfersDue(later(TRANSFER_SYNC_AFTER_MS));
    expect((await transferRow(dropped.transferId)).state).toBe(TRANSFER_ORDER_STATE.success);
    expect(alipay.transfers.get(dropped.transferId)?.amount).toBe('25.00');

    alipay.mode.transfer = 'dropped';
    const never = await transfer();
    await payments().transfers.syncTransfersDue(later(TRANSFER_SYNC_AFTER_MS));
    expect((await transferRow(never.transferId)).state).toBe(TRANSFER_ORDER_STATE.transferring);
    alipay.mode.transfer = 'ok';
    // A day on, Alipay still has no trace of it (its resends were lost too): closed, not sent.
    const before = alipay.transfers.size;
    alipay.mode.transfer = 'dropped';
    expect(await payments().transfers.syncTransfersDue(later(TRANSFER_EXPIRE_MS))).toBe(1);
    alipay.mode.transfer = 'ok';
    expect(alipay.transfers.size).toBe(before);
    const closed = await transferRow(never.transferId);
    expect(closed.state).toBe(TRANSFER_ORDER_STATE.closed);
    expect(closed.err_msg).toMatch(/no such transfer/);
    expect(await transferHistory(never.transferId)).toEqual([
      ['transfer', 0, 10, `app:${w.app.appId}`],
      ['close', 10, 40, 'system'],
    ]);
    expect(await payments().transfers.syncTransfersDue(later(TRANSFER_EXPIRE_MS))).toBe(0);
    expect(await notified(never.transferId)).toMatchObject([{ orderType: 3 }]);
    expect(JSON.parse(shop.received.at(-1)?.body ?? '{}')).toMatchObject({
      notifyType: 'transfer',
      transferId: never.transferId,
      state: TRANSFER_ORDER_STATE.closed,
    });
    const queried = await okData<Transfer>(
      await w.merchant('transfer-query', { transferId: never.transferId }),
    );
    expect(queried.state).toBe(TRANSFER_ORDER_STATE.closed);
  });

  it('settles a sandbox transfer by asking the sandbox', async () => {
    const made = await okData<Transfer>(
      await w.merchant('transfer', {
        mchTransferNo: `ST-${(seq += 1)}`,
        ifCode: 'sandbox',
        entryType: 'BANK_CARD',
        amount: 900,
        accountNo: '6222020200112233',
        transferDesc: 'Commission',
      }),
    );
    expect(made.state).toBe(TRANSFER_ORDER_STATE.transferring);
    await payments().transfers.syncTransfersDue(later(TRANSFER_SYNC_AFTER_MS));
    expect((await transferRow(made.transferId)).state).toBe(TRANSFER_ORDER_STATE.success);
  });

  it('closes a refund Alipay never answered by its expiry, giving its amount back', async () => {
    const paying = await okData<Order>(
      await w.merchant('unified-order', {
        mchOrderNo: `AO-${(seq += 1)}`,
        wayCode: 'ALI_QR',
        amount: 1000,
        subject: 'Mineral water',
      }),
    );
    const note = alipay.notification(paying.payOrderId);
    const paid = await w.t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/alipay/${paying.payOrderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: note,
    });
    expect(paid.body).toBe('success');
    alipay.mode.refund = 'dropped';
    const refund = await okData<Refund>(
      await w.merchant('refund', {
        payOrderId: paying.payOrderId,
        mchRefundNo: `AR-${seq}`,
        refundAmount: 600,
        reason: 'Returned',
        notifyUrl: shop.url('/refunds'),
      }),
    );
    expect(refund.state).toBe(REFUND_ORDER_STATE.refunding);
    // Sent again a few minutes on, unanswered again: still refunding, the amount still held.
    expect(await payments().syncRefundsDue(later(REFUND_SYNC_AFTER_MS))).toBe(1);
    expect(Number((await w.orderRow(paying.payOrderId)).refund_amount)).toBe(600);
    // A day on: closed, the 6.00 given back to the order, which can be refunded in full again.
    expect(await payments().syncRefundsDue(later(REFUND_EXPIRE_MS))).toBe(1);
    alipay.mode.refund = 'ok';
    const row = (
      await sql<{ id: number; state: number; err_msg: string }>`select id, state, err_msg
        from pay_refund_order where refund_order_id = ${refund.refundOrderId}`.execute(w.db())
    ).rows[0];
    expect(row).toMatchObject({ state: REFUND_ORDER_STATE.closed });
    expect(row?.err_msg).toMatch(/no answer from alipay/);
    expect((await w.history('refundOrder', Number(row?.id))).map((h) => h.action)).toEqual([
      'refund',
      'close',
    ]);
    const order = await w.orderRow(paying.payOrderId);
    expect([order.state, Number(order.refund_amount)]).toEqual([PAY_ORDER_STATE.success, 0]);
    expect(await payments().syncRefundsDue(later(REFUND_EXPIRE_MS))).toBe(0);
    const queried = await okData<Refund>(
      await w.merchant('refund-query', { refundOrderId: refund.refundOrderId }),
    );
    expect(queried.state).toBe(REFUND_ORDER_STATE.closed);
    expect(await notified(refund.refundOrderId)).toMatchObject([{ orderType: 2 }]);
    const whole = await okData<Refund>(
      await w.merchant('refund', {
        payOrderId: paying.payOrderId,
        mchRefundNo: `AR-${seq}-again`,
        refundAmount: 1000,
        reason: 'Returned',
      }),
    );
    expect(whole.state).toBe(REFUND_ORDER_STATE.success);
    expect((await w.orderRow(paying.payOrderId)).state).toBe(PAY_ORDER_STATE.refunded);
  });
});
