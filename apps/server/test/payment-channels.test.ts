import {
  type ChargeOrderDetail,
  PAY_ORDER_STATE,
  REFUND_ORDER_STATE,
  SECRET_MASK,
} from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_AFTER_MS } from '../src/modules/payment/channel-notify';
import { REFUND_SYNC_AFTER_MS } from '../src/modules/payment/refund-sync';
import { okData } from './goods.support';
import { bodyOf } from './support/test-app';
import {
  ALIPAY_BUYER_ID,
  startAlipayStub,
  startWxpayStub,
  WXPAY_PAYER_OPENID,
} from './payment-channel-stubs';
import { addChannel, ALIPAY_PARAMS, WXPAY_PARAMS } from './payment-channel-setup';
import { type Order, type PaymentWorld, type Row, startPaymentWorld } from './payment.support';

// Alipay and WeChat Pay (v3) through the real app (issue 17): an app's interface config holds
// the keys (secrets answered masked), the merchant API's orders go to the provider (a local
// stand-in that checks the request signatures and signs its answers), and the providers'
// notifications are verified (WeChat Pay's decrypted) and applied through the sandbox's path:
// a verified success pays the order once, a repeat changes nothing, a forged or altered one and
// one for another amount are refused as the provider expects and logged. A lost notification
// is found by the reissue job's query.

describe('Alipay and WeChat Pay channels', () => {
  let w: PaymentWorld;
  let alipay: Awaited<ReturnType<typeof startAlipayStub>>;
  let wxpay: Awaited<ReturnType<typeof startWxpayStub>>;
  let seq = 0;
  let alipayConfig: Row;

  const order = async (wayCode: string, amount = 1234) =>
    okData<Order>(
      await w.merchant('unified-order', {
        mchOrderNo: `C-${(seq += 1)}`,
        wayCode,
        amount,
        subject: 'Mineral water',
      }),
    );
  const post = (path: string, body: string, headers: Record<string, string>) =>
    w.t.app.inject({ method: 'POST', url: path, headers, payload: body });
  const alipayNotify = (payOrderId: string, form: string) =>
    post(`/api/pay/notify/alipay/${payOrderId}`, form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
  const wxpayNotify = (
    payOrderId: string,
    note: { headers: Record<string, string>; body: string },
  ) =>
    post(`/api/pay/notify/wxpay/${payOrderId}`, note.body, {
      'content-type': 'application/json',
      ...note.headers,
    });
  const logOf = async (payOrderId: string) =>
    (
      await sql<{ result: string; reason: string | null }>`select result, reason
        from pay_channel_notify where pay_order_id = ${payOrderId} order by id`.execute(w.db())
    ).rows;

  beforeAll(async () => {
    w = await startPaymentWorld();
    alipay = await startAlipayStub();
    wxpay = await startWxpayStub();
    alipayConfig = await addChannel(w, 'alipay', ['ALI_QR'], ALIPAY_PARAMS, alipay.params);
    await addChannel(w, 'wxpay', ['WX_NATIVE', 'WX_JSAPI'], WXPAY_PARAMS, wxpay.params);
  });
  afterAll(async () => {
    await alipay?.close();
    await wxpay?.close();
    await w?.t.close();
  });

  it('keeps the keys secret: the console sees them masked', async () => {
    const [config] = await w.entities('pay-interface-config', { id: alipayConfig.id });
    const params = JSON.parse(String(config?.ifParams)) as Record<string, string>;
    expect(params.privateKey).toBe(SECRET_MASK);
    expect(params.appId).toBe(alipay.params.appId);
    expect(JSON.stringify(config)).not.toContain('PRIVATE KEY');
  });

  it('Alipay: a QR order, its verified notification pays it once, a refund goes to Alipay', async () => {
    const paying = await order('ALI_QR');
    expect(paying).toMatchObject({ state: PAY_ORDER_STATE.paying, ifCode: 'alipay' });
    expect(paying.payData?.codeUrl).toBe(`https://qr.alipay.test/${paying.payOrderId}`);

    const form = alipay.notification(paying.payOrderId);
    const first = await alipayNotify(paying.payOrderId, form);
    expect([first.statusCode, first.body]).toEqual([200, 'success']);
    const row = await w.orderRow(paying.payOrderId);
    expect(row).toMatchObject({ state: PAY_ORDER_STATE.success });
    expect(row.channel_order_no).toBe(alipay.trades.get(paying.payOrderId)?.tradeNo);
    expect(row.channel_user).toBe(ALIPAY_BUYER_ID);
    // The same notification again: acknowledged, nothing changes.
    const again = await alipayNotify(paying.payOrderId, form);
    expect([again.statusCode, again.body]).toEqual([200, 'success']);
    expect((await logOf(paying.payOrderId)).map((l) => l.result)).toEqual(['applied', 'duplicate']);
    expect(
      (await w.history('payOrder', Number(row.id))).filter((h) => h.action === 'succeed'),
    ).toHaveLength(1);

    const refund = await okData<{ state: number; channelOrderNo: string }>(
      await w.merchant('refund', {
        payOrderId: paying.payOrderId,
        mchRefundNo: `CR-${seq}`,
        refundAmount: 234,
        reason: 'Returned',
      }),
    );
    expect(refund.state).toBe(REFUND_ORDER_STATE.success);
    expect(alipay.refunds.at(-1)).toMatchObject({ outTradeNo: paying.payOrderId, amount: '2.34' });

    // The charge order detail: the order as Alipay saw it, its notifications and its refund.
    const seen = await okData<ChargeOrderDetail>(
      await w.consoleCall('sunrise', 'POST', 'pay-order/charge-detail', { id: Number(row.id) }),
    );
    expect(seen).toMatchObject({
      payOrderId: paying.payOrderId,
      ifCode: 'alipay',
      channelOrderNo: alipay.trades.get(paying.payOrderId)?.tradeNo,
      channelUser: ALIPAY_BUYER_ID,
      amount: 1234,
      refundAmount: 234,
    });
    expect(seen.notifications.map((n) => n.result)).toEqual(['applied', 'duplicate']);
    expect(seen.refunds).toEqual([
      expect.objectContaining({
        mchRefundNo: `CR-${seq}`,
        refundAmount: 234,
        state: REFUND_ORDER_STATE.success,
        channelOrderNo: refund.channelOrderNo,
      }),
    ]);
    // Another tenant does not see it.
    w.refused(
      await w.consoleCall('harbour', 'POST', 'pay-order/charge-detail', { id: Number(row.id) }),
      404,
    );
  });

  it('Alipay: forged, altered and wrong-amount notifications are refused and logged', async () => {
    const paying = await order('ALI_QR', 500);
    const forged = await alipayNotify(
      paying.payOrderId,
      alipay.notification(paying.payOrderId, { key: alipay.otherKey }),
    );
    expect([forged.statusCode, forged.body]).toEqual([400, 'fail']);
    const altered = alipay
      .notification(paying.payOrderId)
      .replace('total_amount=5.00', 'total_amount=0.05');
    expect((await alipayNotify(paying.payOrderId, altered)).statusCode).toBe(400);
    // Signed by Alipay, but not what the order asked.
    const short = await alipayNotify(
      paying.payOrderId,
      alipay.notification(paying.payOrderId, { amount: 499 }),
    );
    expect([short.statusCode, short.body]).toEqual([400, 'fail']);
    // Another order's notification posted under this order's address.
    const other = await order('ALI_QR', 500);
    const misplaced = await alipayNotify(paying.payOrderId, alipay.notification(other.payOrderId));
    expect(misplaced.statusCode).toBe(400);
    expect((await w.orderRow(paying.payOrderId)).state).toBe(PAY_ORDER_STATE.paying);
    const log = await logOf(paying.payOrderId);
    expect(log.map((l) => l.result)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(log[2]?.reason).toBe("amount 499 is not the order's 500");
    // An order nobody made.
    const unknown = await alipayNotify('P000', alipay.notification('P000'));
    expect([unknown.statusCode, unknown.body]).toEqual([400, 'fail']);
    // A channel nobody has.
    const nobody = await post(`/api/pay/notify/${'x'.repeat(40)}/P000`, 'a=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(nobody.statusCode).toBe(400);
  });

  it('WeChat Pay: a Native order, its signed and sealed notification pays it once', async () => {
    const paying = await order('WX_NATIVE', 880);
    expect(paying.payData?.codeUrl).toBe(`weixin://wxpay/bizpayurl?pr=${paying.payOrderId}`);
    const note = wxpay.notification(paying.payOrderId);
    const first = await wxpayNotify(paying.payOrderId, note);
    expect(first.statusCode).toBe(204);
    expect(await w.orderRow(paying.payOrderId)).toMatchObject({
      state: PAY_ORDER_STATE.success,
      channel_user: WXPAY_PAYER_OPENID,
    });
    expect((await wxpayNotify(paying.payOrderId, note)).statusCode).toBe(204);
    expect((await logOf(paying.payOrderId)).map((l) => l.result)).toEqual(['applied', 'duplicate']);
  });

  it('WeChat Pay: a JSAPI order needs the payer, and gives the signed payment parameters', async () => {
    const call = (channelExtra?: object) =>
      w.merchant('unified-order', {
        mchOrderNo: `C-${(seq += 1)}`,
        wayCode: 'WX_JSAPI',
        amount: 990,
        subject: 'Mineral water',
        ...(channelExtra ? { channelExtra } : {}),
      });
    const before = await w.count('pay_order');
    const missing = await call();
    w.refused(missing, 400);
    expect(bodyOf(missing).field).toBe('channelExtra');
    expect(await w.count('pay_order')).toBe(before);
    const paying = await okData<Order>(await call({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }));
    expect(paying.payData).toMatchObject({
      appId: wxpay.params.appId,
      package: `prepay_id=wx${paying.payOrderId}`,
      signType: 'RSA',
    });
    expect(paying.payData?.paySign).toBeTruthy();
  });

  it('WeChat Pay: forged, stale and wrong-amount notifications are refused with FAIL', async () => {
    const paying = await order('WX_NATIVE', 880);
    const forged = await wxpayNotify(
      paying.payOrderId,
      wxpay.notification(paying.payOrderId, { key: wxpay.otherKey }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'FAIL' });
    const stale = wxpay.notification(paying.payOrderId, {
      timestamp: w.t.clock.now() - 10 * 60_000,
    });
    expect((await wxpayNotify(paying.payOrderId, stale)).statusCode).toBe(400);
    const sealedElsewhere = wxpay.notification(paying.payOrderId, { apiV3Key: 'k'.repeat(32) });
    expect((await wxpayNotify(paying.payOrderId, sealedElsewhere)).statusCode).toBe(400);
    const wrong = await wxpayNotify(
      paying.payOrderId,
      wxpay.notification(paying.payOrderId, { amount: 881 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'FAIL',
      message: "amount 881 is not the order's 880",
    });
    expect((await w.orderRow(paying.payOrderId)).state).toBe(PAY_ORDER_STATE.paying);
  });

  it('WeChat Pay: a refund left PROCESSING is settled by asking WeChat Pay, once', async () => {
    const paying = await order('WX_NATIVE', 1000);
    await wxpayNotify(paying.payOrderId, wxpay.notification(paying.payOrderId));
    const refundOf = (mchRefundNo: string, refundAmount: number) =>
      w.merchant('refund', {
        payOrderId: paying.payOrderId,
        mchRefundNo,
        refundAmount,
        reason: 'Returned',
        notifyUrl: 'https://merchant.example.test/refunds',
      });
    const refundRow = async (mchRefundNo: string) =>
      (
        await sql<{ state: number; channel_order_no: string | null; err_msg: string | null }>`
          select state, channel_order_no, err_msg from pay_refund_order
          where mch_refund_no = ${mchRefundNo}`.execute(w.db())
      ).rows[0];
    wxpay.mode.refund = 'PROCESSING';
    const slow = await okData<{ state: number; refundOrderId: string }>(
      await refundOf(`WR-${(seq += 1)}`, 600),
    );
    const doomed = await okData<{ state: number; refundOrderId: string }>(
      await refundOf(`WR-${(seq += 1)}`, 300),
    );
    wxpay.mode.refund = 'SUCCESS';
    expect([slow.state, doomed.state]).toEqual([
      REFUND_ORDER_STATE.refunding,
      REFUND_ORDER_STATE.refunding,
    ]);
    // Both amounts are held while WeChat Pay settles them: no more than 100 is left to refund.
    const over = await refundOf(`WR-${(seq += 1)}`, 101);
    w.refused(over, 400);
    expect(bodyOf(over).field).toBe('refundAmount');
    expect((await refundRow(`WR-${seq - 2}`))?.channel_order_no).toBe(
      wxpay.refundStates.get(slow.refundOrderId)?.refundId,
    );

    const payments = w.t.app.services.payments;
    // Too young to ask about, and still PROCESSING when asked: nothing moves.
    expect(await payments.syncRefundsDue(w.t.clock.now())).toBe(0);
    const later = w.t.clock.now() + REFUND_SYNC_AFTER_MS + 1000;
    expect(await payments.syncRefundsDue(later)).toBe(2);
    expect((await refundRow(`WR-${seq - 2}`))?.state).toBe(REFUND_ORDER_STATE.refunding);

    // WeChat Pay settles one and gives the other up (the payer's account took nothing).
    wxpay.refundStates.set(slow.refundOrderId, {
      refundId: wxpay.refundStates.get(slow.refundOrderId)?.refundId ?? '',
      status: 'SUCCESS',
    });
    wxpay.refundStates.set(doomed.refundOrderId, {
      refundId: wxpay.refundStates.get(doomed.refundOrderId)?.refundId ?? '',
      status: 'ABNORMAL',
    });
    expect(await payments.syncRefundsDue(later)).toBe(2);
    expect(await refundRow(`WR-${seq - 2}`)).toMatchObject({ state: REFUND_ORDER_STATE.success });
    expect(await refundRow(`WR-${seq - 1}`)).toMatchObject({
      state: REFUND_ORDER_STATE.failed,
      err_msg: 'wxpay: refund ABNORMAL',
    });
    // The failed amount is refundable again; the order is not yet refunded in whole.
    const row = await w.orderRow(paying.payOrderId);
    expect([row.state, Number(row.refund_amount)]).toEqual([PAY_ORDER_STATE.success, 600]);
    // Settled refunds are not asked about again, and their merchant notifications are queued once.
    expect(await payments.syncRefundsDue(later)).toBe(0);
    const notices = (
      await sql<{ n: number }>`select count(*) as n from pay_mch_notify_record
        where order_id in (${slow.refundOrderId}, ${doomed.refundOrderId})`.execute(w.db())
    ).rows[0];
    expect(Number(notices?.n)).toBe(2);
    const history = await w.history(
      'refundOrder',
      Number(
        (
          await sql<{
            id: number;
          }>`select id from pay_refund_order where refund_order_id = ${slow.refundOrderId}`.execute(
            w.db(),
          )
        ).rows[0]?.id,
      ),
    );
    expect(history.filter((h) => h.action === 'succeed')).toHaveLength(1);
  });

  it('Alipay: a refund whose answer was lost stays refunding and is sent again under its number, refunding once', async () => {
    const paying = await order('ALI_QR', 1000);
    await alipayNotify(paying.payOrderId, alipay.notification(paying.payOrderId));
    const mchRefundNo = `LR-${(seq += 1)}`;
    alipay.mode.refund = 'lost';
    const lost = await okData<{ state: number; refundOrderId: string }>(
      await w.merchant('refund', {
        payOrderId: paying.payOrderId,
        mchRefundNo,
        refundAmount: 700,
        reason: 'Returned',
      }),
    );
    alipay.mode.refund = 'ok';
    // Alipay refunded, but the server never heard: the amount stays held, nothing given back.
    expect(lost.state).toBe(REFUND_ORDER_STATE.refunding);
    const over = await w.merchant('refund', {
      payOrderId: paying.payOrderId,
      mchRefundNo: `LR-${(seq += 1)}`,
      refundAmount: 301,
      reason: 'Again',
    });
    w.refused(over, 400);
    expect(bodyOf(over).field).toBe('refundAmount');

    const payments = w.t.app.services.payments;
    const later = w.t.clock.now() + REFUND_SYNC_AFTER_MS + 1000;
    expect(await payments.syncRefundsDue(later)).toBe(1);
    const state = async () =>
      (
        await sql<{ state: number }>`select state from pay_refund_order
          where mch_refund_no = ${mchRefundNo}`.execute(w.db())
      ).rows[0]?.state;
    expect(await state()).toBe(REFUND_ORDER_STATE.success);
    // Sent twice under one refund number: Alipay refunded the 7.00 once.
    expect(alipay.refunds.filter((made) => made.outRequestNo === lost.refundOrderId)).toEqual([
      { outTradeNo: paying.payOrderId, amount: '7.00', outRequestNo: lost.refundOrderId },
    ]);
    expect(Number((await w.orderRow(paying.payOrderId)).refund_amount)).toBe(700);
    expect(await payments.syncRefundsDue(later)).toBe(0);
  });

  it('finds a payment whose notification was lost by asking the channel', async () => {
    const ali = await order('ALI_QR', 300);
    const wx = await order('WX_NATIVE', 400);
    // The payers pay; the notifications never arrive.
    alipay.notification(ali.payOrderId);
    wxpay.notification(wx.payOrderId);
    const unpaid = await order('ALI_QR', 500);
    const payments = w.t.app.services.payments;
    expect(await payments.syncDue(w.t.clock.now())).toBe(0);
    expect(await payments.syncDue(w.t.clock.now() + SYNC_AFTER_MS + 1000)).toBeGreaterThanOrEqual(
      3,
    );
    expect((await w.orderRow(ali.payOrderId)).state).toBe(PAY_ORDER_STATE.success);
    expect((await w.orderRow(wx.payOrderId)).state).toBe(PAY_ORDER_STATE.success);
    expect((await w.orderRow(unpaid.payOrderId)).state).toBe(PAY_ORDER_STATE.paying);
    expect((await logOf(unpaid.payOrderId)).map((l) => l.result)).toEqual(['ignored']);
  });

  it('closes an unpaid order at the provider, and fails an order the provider refuses', async () => {
    const paying = await order('WX_NATIVE', 100);
    const closed = await okData<Order>(
      await w.merchant('close', { payOrderId: paying.payOrderId }),
    );
    expect(closed.state).toBe(PAY_ORDER_STATE.closed);
    expect(wxpay.trades.get(paying.payOrderId)?.closed).toBe(true);

    const configOf = (params: object) => ({
      id: alipayConfig.id,
      mchAppId: alipayConfig.mchAppId,
      payInterfaceDefineId: alipayConfig.payInterfaceDefineId,
      ifParams: JSON.stringify(params),
    });
    await w.edit(
      'pay-interface-config',
      configOf({ ...alipay.params, privateKey: alipay.otherKey }),
    );
    const refused = await order('ALI_QR', 100);
    expect(refused.state).toBe(PAY_ORDER_STATE.failed);
    expect((await w.orderRow(refused.payOrderId)).err_msg).toMatch(/invalid-signature/);
    await w.edit('pay-interface-config', configOf(alipay.params));
  });
});
