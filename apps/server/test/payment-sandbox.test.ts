import { PAY_ORDER_STATE } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoPayOf } from '../src/modules/payment/sandbox-payer';
import { okData } from './goods.support';
import { type Order, type PaymentWorld, startPaymentWorld } from './payment.support';

// The sandbox channel as a provider (issue 17, docs/payments.md "The sandbox"): with `autoPay`
// in the app's sandbox config the payer pays by itself a while after the order (`payDelayMs`),
// and the signed notification can arrive several times at once (`notifyCopies`): the order is
// paid once, the copies are logged as duplicates; a payer who fails fails the order; an order
// closed before the payer acts stays closed and the late notification is rejected and logged.

describe('the sandbox payer', () => {
  let w: PaymentWorld;

  beforeAll(async () => {
    w = await startPaymentWorld();
  });
  afterAll(() => w?.t.close());

  const payer = () => w.t.app.services.payments.sandboxPayer;
  const logOf = async (payOrderId: string) =>
    (
      await sql<{ result: string; reason: string | null }>`select result, reason
        from pay_channel_notify where pay_order_id = ${payOrderId} order by id`.execute(w.db())
    ).rows;

  it('reads its parameters within bounds, and pays by hand only without autoPay', () => {
    expect(autoPayOf({})).toBeUndefined();
    expect(autoPayOf({ autoPay: 'maybe' })).toBeUndefined();
    expect(autoPayOf({ autoPay: 'success' })).toEqual({
      result: 'success',
      delayMs: 3000,
      copies: 1,
    });
    expect(autoPayOf({ autoPay: 'failed', payDelayMs: '99999999', notifyCopies: '40' })).toEqual({
      result: 'failed',
      delayMs: 600_000,
      copies: 5,
    });
    expect(autoPayOf({ autoPay: 'success', payDelayMs: '-5', notifyCopies: 'x' })).toMatchObject({
      delayMs: 3000,
      copies: 1,
    });
  });

  it('pays later by itself, once, however many copies of its notification arrive', async () => {
    await w.sandboxConfig({ autoPay: 'success', payDelayMs: '300', notifyCopies: '4' });
    const order = await w.newOrder(1800);
    // Answered paying: the payer has not acted yet.
    expect(order.state).toBe(PAY_ORDER_STATE.paying);
    expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.paying);
    await payer().settled();
    expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.success);
    const log = await logOf(order.payOrderId);
    expect(log.map((entry) => entry.result).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(
      (await w.history('payOrder', (await w.orderRow(order.payOrderId)).id)).map((e) => [
        e.action,
        e.to_state,
      ]),
    ).toEqual([
      ['pay', PAY_ORDER_STATE.paying],
      ['succeed', PAY_ORDER_STATE.success],
    ]);
    // A partial refund of the order the payer paid, as a provider takes it.
    const refund = await okData<{ state: number; refundAmount: number }>(
      await w.merchant('refund', {
        payOrderId: order.payOrderId,
        mchRefundNo: 'SB-R1',
        refundAmount: 500,
        reason: 'One item back',
      }),
    );
    expect(refund).toMatchObject({ state: 20, refundAmount: 500 });
    expect((await w.orderRow(order.payOrderId)).refund_amount).toBe(500);
  });

  it('fails an order its payer does not pay, and rejects a payment after the order closed', async () => {
    await w.sandboxConfig({ autoPay: 'failed', payDelayMs: '100' });
    const unpaid = await w.newOrder(600);
    await payer().settled();
    expect(await w.orderRow(unpaid.payOrderId)).toMatchObject({
      state: PAY_ORDER_STATE.failed,
      err_msg: 'the payer did not pay',
    });

    await w.sandboxConfig({ autoPay: 'success', payDelayMs: '400', notifyCopies: '2' });
    const order = await w.newOrder(700);
    const closed = await okData<Order>(await w.merchant('close', { payOrderId: order.payOrderId }));
    expect(closed.state).toBe(PAY_ORDER_STATE.closed);
    await payer().settled();
    expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.closed);
    expect(await logOf(order.payOrderId)).toEqual([
      { result: 'rejected', reason: 'the order is in state 40' },
      { result: 'rejected', reason: 'the order is in state 40' },
    ]);

    // Without autoPay the payer waits for the console (or a test) again.
    await w.sandboxConfig({});
    const manual = await w.newOrder(900);
    await payer().settled();
    expect((await w.orderRow(manual.payOrderId)).state).toBe(PAY_ORDER_STATE.paying);
  });
});
