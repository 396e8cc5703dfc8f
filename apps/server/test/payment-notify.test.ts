import {
  MCH_NOTIFY_DELAYS_MS,
  MCH_NOTIFY_MAX_ATTEMPTS,
  MCH_NOTIFY_STATE,
  PAY_ORDER_STATE,
  REFUND_ORDER_STATE,
} from '@retail/contract';
import { verifyDeviceSignature } from '@retail/contract/device-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import {
  type Order,
  type PaymentWorld,
  type Received,
  type Row,
  startMerchantServer,
  startPaymentWorld,
} from './payment.support';

// Merchant notifications through the API (issue 17): an order's outcome is POSTed to the
// merchant's notifyUrl — a real local HTTP server here — signed with the app's secret, tried
// again with back-off (the test clock moves, the sweep is called: nothing waits) until the
// merchant answers SUCCESS or the tries run out; "resend" starts over; a merchant that fails or
// cannot be reached never holds a payment or a refund back.

describe('merchant notifications', () => {
  let w: PaymentWorld;
  let shop: Awaited<ReturnType<typeof startMerchantServer>>;

  beforeAll(async () => {
    w = await startPaymentWorld();
    shop = await startMerchantServer([
      { status: 500, text: 'busy' },
      { status: 200, text: 'not yet' },
      { status: 200, text: ' success\n' },
    ]);
  });
  afterAll(async () => {
    await shop?.close();
    await w?.t.close();
  });

  const notifier = () => w.t.app.services.payments.mchNotify;
  /** Moves the clock and runs the sweep as its timer would, waiting for the tries it made. */
  const sweepAfter = async (ms: number) => {
    w.t.clock.advance(ms);
    await notifier().sweep();
    await notifier().settled();
    if (ms > 10 * 60_000) await w.logInAgain();
  };
  const recordOf = async (orderId: string) => {
    const [record] = await w.entities('mch-notify-record', { orderId });
    return record as Row & { state: number; attempts: number; lastResult: string };
  };
  const verified = async (request: Received) =>
    verifyDeviceSignature(
      w.secret,
      {
        method: 'POST',
        path: request.path.split('?')[0] ?? '',
        timestamp: String(request.headers['x-timestamp']),
        nonce: String(request.headers['x-nonce']),
        body: request.body,
      },
      String(request.headers['x-signature']),
    );

  it('notifies a payment, signed, trying again with back-off until the merchant says SUCCESS', async () => {
    const order = await w.newOrder(1200, { notifyUrl: shop.url('/paid?shop=1') });
    // The payment is answered at once, whatever the merchant's server does.
    const answer = await okData<{ result: string }>(
      await w.deliver(await w.notification(order.payOrderId)),
    );
    expect(answer.result).toBe('SUCCESS');
    await notifier().settled();
    expect(shop.received).toHaveLength(1);
    let record = await recordOf(order.payOrderId);
    expect(record).toMatchObject({
      orderType: 1,
      mchOrderNo: order.mchOrderNo,
      state: MCH_NOTIFY_STATE.sending,
      attempts: 1,
      lastResult: 'HTTP 500: busy',
      mchAppName: 'Till app',
    });
    // Not due yet: nothing is sent.
    await sweepAfter(MCH_NOTIFY_DELAYS_MS[1] - 1000);
    expect(shop.received).toHaveLength(1);
    await sweepAfter(1000);
    expect(shop.received).toHaveLength(2);
    expect((await recordOf(order.payOrderId)).lastResult).toBe('HTTP 200: not yet');
    await sweepAfter(MCH_NOTIFY_DELAYS_MS[2]);
    record = await recordOf(order.payOrderId);
    expect(record).toMatchObject({ state: MCH_NOTIFY_STATE.succeeded, attempts: 3 });
    expect(record.nextNotifyTime).toBeNull();
    // Acknowledged: no more tries.
    await sweepAfter(60 * 60_000);
    expect(shop.received).toHaveLength(3);
    for (const request of shop.received) {
      expect(request.path).toBe('/paid?shop=1');
      expect(request.headers['x-app-id']).toBe(w.app.appId);
      expect(await verified(request)).toBe(true);
      expect(JSON.parse(request.body)).toMatchObject({
        notifyType: 'pay',
        payOrderId: order.payOrderId,
        mchOrderNo: order.mchOrderNo,
        amount: 1200,
        state: PAY_ORDER_STATE.success,
      });
    }
    // A body changed on the way would not verify.
    const [first] = shop.received;
    expect(await verified({ ...first!, body: first!.body.replace('1200', '1300') })).toBe(false);
    // Each try is in the record's history with what the merchant answered.
    expect(
      (await w.history('mchNotifyRecord', record.id)).map((e) => [
        e.action,
        e.from_state,
        e.to_state,
        e.remark,
      ]),
    ).toEqual([
      ['try', 1, 1, '#1 HTTP 500: busy'],
      ['try', 1, 1, '#2 HTTP 200: not yet'],
      ['succeed', 1, 2, '#3 HTTP 200: success'],
    ]);
    // The same notification from the channel again is a duplicate: no second record.
    await okData(await w.deliver(await w.notification(order.payOrderId)));
    expect(await w.entities('mch-notify-record', { orderId: order.payOrderId })).toHaveLength(1);
  });

  it('gives up after the stated tries; resend starts over, audited and idempotent while sending', async () => {
    shop.answer(503, 'down');
    const sent = shop.received.length;
    const order = await w.newOrder(500, { notifyUrl: shop.url('/closed') });
    const closed = await okData<Order>(await w.merchant('close', { payOrderId: order.payOrderId }));
    expect(closed.state).toBe(PAY_ORDER_STATE.closed);
    await notifier().settled();
    for (const delay of MCH_NOTIFY_DELAYS_MS.slice(1)) await sweepAfter(delay);
    const failed = await recordOf(order.payOrderId);
    expect(failed).toMatchObject({
      state: MCH_NOTIFY_STATE.failed,
      attempts: MCH_NOTIFY_MAX_ATTEMPTS,
      lastResult: 'HTTP 503: down',
      nextNotifyTime: null,
    });
    expect(shop.received.length - sent).toBe(MCH_NOTIFY_MAX_ATTEMPTS);
    expect(JSON.parse(shop.received.at(-1)!.body)).toMatchObject({
      notifyType: 'pay',
      state: PAY_ORDER_STATE.closed,
    });
    await sweepAfter(24 * 60 * 60_000);
    expect(shop.received.length - sent).toBe(MCH_NOTIFY_MAX_ATTEMPTS);

    // Another tenant cannot resend it.
    w.refused(
      await w.consoleCall('harbour', 'POST', 'mch-notify-record/resend', { id: failed.id }),
      404,
    );
    shop.answer(500, 'still down');
    const [restarted] = await okData<Row[]>(
      await w.consoleCall('sunrise', 'POST', 'mch-notify-record/resend', {
        id: failed.id,
        remark: 'endpoint fixed?',
      }),
    );
    expect(restarted).toMatchObject({ state: MCH_NOTIFY_STATE.sending, attempts: 0 });
    await notifier().settled();
    expect(shop.received.length - sent).toBe(MCH_NOTIFY_MAX_ATTEMPTS + 1);
    // Resent while sending: as it is (no new history, no extra try).
    const [again] = await okData<Row[]>(
      await w.consoleCall('sunrise', 'POST', 'mch-notify-record/resend', { id: failed.id }),
    );
    expect(again).toMatchObject({ state: MCH_NOTIFY_STATE.sending, attempts: 1 });
    await notifier().settled();
    expect(shop.received.length - sent).toBe(MCH_NOTIFY_MAX_ATTEMPTS + 1);
    shop.answer(200, 'SUCCESS');
    await sweepAfter(MCH_NOTIFY_DELAYS_MS[1]);
    expect((await recordOf(order.payOrderId)).state).toBe(MCH_NOTIFY_STATE.succeeded);
    const log = await w.history('mchNotifyRecord', failed.id);
    const tries = MCH_NOTIFY_MAX_ATTEMPTS - 1;
    expect(log.map((entry) => [entry.action, entry.from_state, entry.to_state])).toEqual([
      ...Array.from({ length: tries }, () => ['try', 1, 1]),
      ['fail', 1, 3],
      ['resend', 3, 1],
      ['try', 1, 1],
      ['succeed', 1, 2],
    ]);
    expect(log[tries]?.remark).toBe(`#${MCH_NOTIFY_MAX_ATTEMPTS} HTTP 503: down`);
    expect(log[tries + 1]?.remark).toBe('endpoint fixed?');
    expect(log[tries + 2]?.remark).toBe('#1 HTTP 500: still down');
    expect(log.at(-1)?.remark).toBe('#2 HTTP 200: SUCCESS');
  });

  it('never holds a payment or a refund back, and tells each refund to its own URL', async () => {
    shop.answer(200, 'SUCCESS');
    // Nothing listens on the order's URL.
    const dead = await startMerchantServer([]);
    const deadUrl = dead.url('/gone');
    await dead.close();
    const order = await w.paid(1000, { notifyUrl: deadUrl });
    expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.success);
    const refund = await okData<{ refundOrderId: string; state: number }>(
      await w.merchant('refund', {
        payOrderId: order.payOrderId,
        mchRefundNo: 'RN-1',
        refundAmount: 400,
        reason: 'Returned',
        notifyUrl: shop.url('/refunded'),
      }),
    );
    expect(refund.state).toBe(REFUND_ORDER_STATE.success);
    await notifier().settled();
    expect(await recordOf(order.payOrderId)).toMatchObject({
      state: MCH_NOTIFY_STATE.sending,
      attempts: 1,
      lastResult: expect.stringMatching(/ECONNREFUSED|fetch failed/),
    });
    const refunded = await recordOf(refund.refundOrderId);
    expect(refunded).toMatchObject({
      orderType: 2,
      mchOrderNo: 'RN-1',
      state: MCH_NOTIFY_STATE.succeeded,
    });
    const request = shop.received.at(-1)!;
    expect(request.path).toBe('/refunded');
    expect(await verified(request)).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({
      notifyType: 'refund',
      refundOrderId: refund.refundOrderId,
      payOrderId: order.payOrderId,
      refundAmount: 400,
      state: REFUND_ORDER_STATE.success,
    });
    // Without a URL of its own, a refund is told to its pay order's.
    const other = await w.paid(300, { notifyUrl: shop.url('/orders') });
    const plain = await okData<{ refundOrderId: string }>(
      await w.merchant('refund', {
        payOrderId: other.payOrderId,
        mchRefundNo: 'RN-2',
        refundAmount: 300,
        reason: 'Returned',
      }),
    );
    await notifier().settled();
    expect((await recordOf(plain.refundOrderId)).notifyUrl).toBe(shop.url('/orders'));
    // An order without a notifyUrl makes no record; another tenant sees none.
    const quiet = await w.paid(100);
    expect(await w.entities('mch-notify-record', { orderId: quiet.payOrderId })).toEqual([]);
    expect(await w.entities('mch-notify-record', {}, 'harbour')).toEqual([]);
  });
});
