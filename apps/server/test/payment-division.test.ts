import {
  DIVISION_RECORD_STATE,
  divisionAmountOf,
  PAY_ORDER_STATE,
  type StateLogEntry,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type PaymentWorld, type Row, startPaymentWorld } from './payment.support';

// Division (profit sharing) through the API (issue 17): a paid order flagged for division is
// divided among the enabled receivers of its merchant's auto-division group, each getting its
// share of (amount − fee − refunds) rounded down; refunds and divisions together never take
// more than was paid; a failed division gives its amount back and "retry" takes it again
// unless refunds took it meanwhile; shares of a group add up to at most 10 000 basis points.

type Record_ = Row & { divisionAmount: number; state: number; divisionReceiverName: string };

describe('division', () => {
  let w: PaymentWorld;
  let group: Row;
  let receivers: Record<'a' | 'b', Row>;

  beforeAll(async () => {
    w = await startPaymentWorld();
    const [merchant] = await w.entities('mch-info', { mchNo: 'M100' });
    group = await w.edit('division-receiver-group', {
      name: 'Partners',
      mchInfoId: merchant?.id,
      autoDivision: true,
    });
    const receiver = (name: string, divisionRatio: number, state = 1) =>
      w.edit('division-receiver', {
        name,
        divisionReceiverGroupId: group.id,
        accType: 0,
        accNo: `ACC-${name}`,
        accName: name,
        relationType: 'PARTNER',
        divisionRatio,
        state,
      });
    receivers = { a: await receiver('Ann', 3000), b: await receiver('Bob', 3333) };
    await receiver('Cid', 5000, 0);
  });
  afterAll(() => w?.t.close());

  const recordsOf = async (payOrderId: string) =>
    (await w.entities('pay-order-division-record', {
      payOrderId: (await w.orderRow(payOrderId)).id,
    })) as Record_[];
  const refund = (payOrderId: string, mchRefundNo: string, refundAmount: number) =>
    w.merchant('refund', { payOrderId, mchRefundNo, refundAmount, reason: 'Returned' });

  it('never gives receivers more than the divisible amount (rounding down)', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
    for (let run = 0; run < 2000; run += 1) {
      const base = random(100_000_000);
      let left = 10_000;
      const shares = Array.from({ length: 1 + random(6) }, () => {
        const share = random(left + 1);
        left -= share;
        return share;
      });
      const total = shares.reduce((sum, share) => sum + divisionAmountOf(base, share), 0);
      expect(total).toBeLessThanOrEqual(base);
      expect(total).toBeLessThanOrEqual(Math.floor((base * (10_000 - left)) / 10_000));
    }
    expect(divisionAmountOf(995, 3000)).toBe(298);
  });

  it("divides a flagged paid order among the auto group's enabled receivers", async () => {
    const order = await w.paid(1001, { divisionMode: 1 });
    const records = await recordsOf(order.payOrderId);
    // Fee 0.6 % of 10.01 is 0.06; the base is 9.95; Ann 30 % → 2.98, Bob 33.33 % → 3.31.
    expect(
      records
        .map((r) => [r.divisionReceiverName, r.divisionBase, r.divisionAmount, r.state])
        .sort(),
    ).toEqual([
      ['Ann', 995, 298, DIVISION_RECORD_STATE.success],
      ['Bob', 995, 331, DIVISION_RECORD_STATE.success],
    ]);
    expect((await w.orderRow(order.payOrderId)).division_amount).toBe(629);
    const answer = await okData<{ divisionAmount: number }>(
      await w.merchant('query', { payOrderId: order.payOrderId }),
    );
    expect(answer.divisionAmount).toBe(629);
    const history = await okData<StateLogEntry[]>(
      await w.consoleCall('sunrise', 'POST', 'pay-order-division-record/history', {
        id: records[0]?.id,
      }),
    );
    expect(history.map((e) => [e.action, e.toState])).toEqual([
      ['send', DIVISION_RECORD_STATE.sending],
      ['succeed', DIVISION_RECORD_STATE.success],
    ]);
    // What was divided cannot be refunded: 10.01 − 6.29 = 3.72 is left.
    w.refused(await refund(order.payOrderId, 'DR-1', 373), 400, /372/);
    await okData(await refund(order.payOrderId, 'DR-2', 372));
    const row = await w.orderRow(order.payOrderId);
    expect(Number(row.refund_amount) + Number(row.division_amount)).toBe(row.amount);
    // Not flagged: not divided.
    const plain = await w.paid(1001);
    expect(await recordsOf(plain.payOrderId)).toEqual([]);
    expect(await w.entities('pay-order-division-record', {}, 'harbour')).toEqual([]);
  });

  it('gives a failed division back; retry takes it again unless refunds took it', async () => {
    await w.sandboxConfig({ divisionFails: 'true' });
    const order = await w.paid(2000, { divisionMode: 1 });
    expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.success);
    const failed = await recordsOf(order.payOrderId);
    expect(failed.map((r) => r.state)).toEqual([
      DIVISION_RECORD_STATE.failed,
      DIVISION_RECORD_STATE.failed,
    ]);
    expect(failed[0]?.errMsg).toBe('the sandbox refused the division');
    expect((await w.orderRow(order.payOrderId)).division_amount).toBe(0);
    await okData(await refund(order.payOrderId, 'DF-1', 500));
    await w.sandboxConfig({});
    const ann = failed.find((r) => r.divisionReceiverId === receivers.a.id) as Record_;
    const bob = failed.find((r) => r.divisionReceiverId === receivers.b.id) as Record_;
    w.refused(
      await w.consoleCall('harbour', 'POST', 'pay-order-division-record/retry', { id: ann.id }),
      404,
    );
    const [retried] = await okData<Row[]>(
      await w.consoleCall('sunrise', 'POST', 'pay-order-division-record/retry', {
        id: ann.id,
        remark: 'account fixed',
      }),
    );
    expect(retried).toMatchObject({ state: DIVISION_RECORD_STATE.success, divisionAmount: 596 });
    expect((await w.orderRow(order.payOrderId)).division_amount).toBe(596);
    // Refunds take what is left (20.00 − 5.00 − 5.96); Bob's share is no longer there.
    await okData(await refund(order.payOrderId, 'DF-2', 904));
    w.refused(
      await w.consoleCall('sunrise', 'POST', 'pay-order-division-record/retry', { id: bob.id }),
      400,
      /0 cents/,
    );
    const after = await recordsOf(order.payOrderId);
    expect(after.find((r) => r.id === bob.id)?.state).toBe(DIVISION_RECORD_STATE.failed);
    const row = await w.orderRow(order.payOrderId);
    expect(row).toMatchObject({ state: PAY_ORDER_STATE.success, refund_amount: 1404 });
    expect(Number(row.refund_amount) + Number(row.division_amount)).toBeLessThanOrEqual(row.amount);
  });

  it("keeps a group's shares within 10 000 basis points and one auto group per merchant", async () => {
    const dan = {
      name: 'Dan',
      divisionReceiverGroupId: group.id,
      accNo: 'ACC-Dan',
      accName: 'Dan',
      relationType: 'STAFF',
      divisionRatio: 4000,
    };
    w.refused(await w.consoleCall('sunrise', 'PATCH', 'division-receiver/edit', dan), 400, /3667/);
    // Paused, it may.
    await w.edit('division-receiver', { ...dan, state: 0 });
    const [merchant] = await w.entities('mch-info', { mchNo: 'M100' });
    await w.edit('division-receiver-group', {
      name: 'Staff',
      mchInfoId: merchant?.id,
      autoDivision: true,
    });
    const groups = await w.entities('division-receiver-group');
    expect(groups.map((g) => [g.name, g.autoDivision]).sort()).toEqual([
      ['Partners', false],
      ['Staff', true],
    ]);
  });
});
