import { PAY_ORDER_STATE, REFUND_ORDER_STATE } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { bodyOf } from './support/test-app';
import { type PaymentWorld, type Row, startPaymentWorld } from './payment.support';

// The pay order list's Refund (issue 17; domains.md, payments: "action Refund (amount ≤ amount
// − refundAmount, reason)"): a console user refunds part or all of what is left of a paid order
// in their scope, through the order's app, named in the records; the same refund number again
// refunds once; too much, an unpaid order, bad amounts or no reason are refused and change
// nothing; another tenant's order is not found.

describe('the console refunds a pay order', () => {
  let w: PaymentWorld;

  beforeAll(async () => {
    w = await startPaymentWorld();
  });
  afterAll(async () => {
    await w?.t.close();
  });

  const refund = (id: number, body: object, who: 'sunrise' | 'harbour' = 'sunrise') =>
    w.consoleCall(who, 'POST', 'pay-order/refund', { id, reason: 'Damaged', ...body });
  const refunds = async (payOrderId: number) =>
    (
      await sql<{
        mch_refund_no: string;
        refund_amount: number;
        state: number;
        create_by: string;
      }>`select mch_refund_no, refund_amount, state, create_by from pay_refund_order
        where pay_order_id = ${payOrderId} order by id`.execute(w.db())
    ).rows.map((r) => ({ ...r, refund_amount: Number(r.refund_amount) }));

  it('refunds part of a paid order once per refund number, as the console user, then the rest', async () => {
    const order = await w.paid(1000);
    const row = await w.orderRow(order.payOrderId);
    const id = Number(row.id);
    const [after] = await okData<Row[]>(
      await refund(id, { mchRefundNo: 'CONSOLE-a1', refundAmount: 300 }),
    );
    expect(after).toMatchObject({ id, refundAmount: 300, state: PAY_ORDER_STATE.success });
    // The same dialog sent again: the same refund, nothing more taken.
    await okData(await refund(id, { mchRefundNo: 'CONSOLE-a1', refundAmount: 300 }));
    expect(await refunds(id)).toEqual([
      {
        mch_refund_no: 'CONSOLE-a1',
        refund_amount: 300,
        state: REFUND_ORDER_STATE.success,
        create_by: 'sunrise.admin',
      },
    ]);
    const [made] = (
      await sql<{ id: number }>`select id from pay_refund_order
        where mch_refund_no = 'CONSOLE-a1'`.execute(w.db())
    ).rows;
    expect(
      (await w.history('refundOrder', Number(made?.id))).map((h) => [h.action, h.to_state]),
    ).toEqual([
      ['refund', REFUND_ORDER_STATE.refunding],
      ['succeed', REFUND_ORDER_STATE.success],
    ]);

    // More than the 7.00 left: refused, naming the amount, nothing taken.
    const over = await refund(id, { mchRefundNo: 'CONSOLE-a2', refundAmount: 701 });
    w.refused(over, 400);
    expect(bodyOf(over).field).toBe('refundAmount');
    expect(await refunds(id)).toHaveLength(1);
    // The rest: the order is refunded in full, and nothing is left to refund.
    const [whole] = await okData<Row[]>(
      await refund(id, { mchRefundNo: 'CONSOLE-a3', refundAmount: 700 }),
    );
    expect(whole).toMatchObject({ refundAmount: 1000, state: PAY_ORDER_STATE.refunded });
    w.refused(await refund(id, { mchRefundNo: 'CONSOLE-a4', refundAmount: 1 }), 400);
  });

  it('refuses bad amounts, no reason, an unpaid order and another tenant’s order, changing nothing', async () => {
    const order = await w.paid(500);
    const id = Number((await w.orderRow(order.payOrderId)).id);
    const before = await w.count('pay_refund_order');
    for (const refundAmount of [0, -1, 2.5, '100']) {
      const answer = await refund(id, { mchRefundNo: 'CONSOLE-b1', refundAmount });
      w.refused(answer, 400);
      expect(bodyOf(answer).field).toBe('refundAmount');
    }
    const blank = await refund(id, { mchRefundNo: 'CONSOLE-b2', refundAmount: 100, reason: ' ' });
    w.refused(blank, 400);
    expect(bodyOf(blank).field).toBe('reason');
    const badNo = await refund(id, { mchRefundNo: 'no spaces', refundAmount: 100 });
    w.refused(badNo, 400);
    expect(bodyOf(badNo).field).toBe('mchRefundNo');

    const unpaid = await w.newOrder(800);
    const unpaidId = Number((await w.orderRow(unpaid.payOrderId)).id);
    w.refused(await refund(unpaidId, { mchRefundNo: 'CONSOLE-b3', refundAmount: 100 }), 400);
    // Another tenant's administrator cannot find it.
    w.refused(await refund(id, { mchRefundNo: 'CONSOLE-b4', refundAmount: 100 }, 'harbour'), 404);
    expect(await w.count('pay_refund_order')).toBe(before);
    expect(Number((await w.orderRow(order.payOrderId)).refund_amount)).toBe(0);
  });
});
