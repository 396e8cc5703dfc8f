import { PAY_ORDER_STATE } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/test-app';
import { okData } from './goods.support';
import { type Order, type PaymentWorld, type Row, startPaymentWorld } from './payment.support';

// A pay passage's limits (issue 17): the least and the most one payment may be, and what its
// live and paid orders may add up to in a day, in cents (0: none). A payment outside them is
// refused (400 naming `amount` and the limit) and nothing is written; tested at the edges, at
// once, and with a closed order giving its share back.

describe('pay passage limits', () => {
  let w: PaymentWorld;
  let passage: Row;
  let seq = 0;
  const call = (amount: number, extra: object = {}) =>
    w.merchant('unified-order', {
      mchOrderNo: `L-${(seq += 1)}`,
      wayCode: 'SANDBOX_QR',
      amount,
      subject: 'Snacks',
      ...extra,
    });
  const limit = (limits: { minAmount?: number; maxAmount?: number; dayLimit?: number }) =>
    w.edit('mch-pay-passage', {
      id: passage.id,
      mchAppId: passage.mchAppId,
      payWayId: passage.payWayId,
      payInterfaceDefineId: passage.payInterfaceDefineId,
      rate: passage.rate,
      minAmount: 0,
      maxAmount: 0,
      dayLimit: 0,
      ...limits,
    });

  beforeAll(async () => {
    w = await startPaymentWorld();
    [passage] = (await w.entities('mch-pay-passage', { mchAppId: w.app.id })) as [Row];
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('takes any amount while the passage has no limits', async () => {
    expect(passage).toMatchObject({ minAmount: 0, maxAmount: 0, dayLimit: 0 });
    expect((await okData<Order>(await call(1))).state).toBe(PAY_ORDER_STATE.paying);
  });

  it('refuses a payment below the least or above the most, naming the limit', async () => {
    await limit({ minAmount: 100, maxAmount: 5000 });
    const orders = await w.count('pay_order');
    const low = await call(99);
    w.refused(low, 400, /at least 1\.00/);
    expect(bodyOf(low).field).toBe('amount');
    expect((await call(100)).statusCode).toBe(200);
    expect((await call(5000)).statusCode).toBe(200);
    const high = await call(5001);
    w.refused(high, 400, /at most 50\.00/);
    expect(await w.count('pay_order')).toBe(orders + 2);
  });

  it('refuses crossed limits on the passage', async () => {
    const response = await w.consoleCall('sunrise', 'PATCH', 'mch-pay-passage/edit', {
      id: passage.id,
      mchAppId: passage.mchAppId,
      payWayId: passage.payWayId,
      payInterfaceDefineId: passage.payInterfaceDefineId,
      minAmount: 500,
      maxAmount: 400,
    });
    w.refused(response, 400);
    expect(bodyOf(response).field).toBe('maxAmount');
  });

  it('keeps a day within its limit: to the cent, at once, and a closed order gives its share back', async () => {
    // What the day already holds (the earlier tests' orders) counts.
    const taken = (await w.entities('pay-order', { mchAppId: w.app.id }))
      .filter((o) => [0, 10, 20, 50].includes(Number(o.state)))
      .reduce((sum, o) => sum + Number(o.amount), 0);
    await limit({ dayLimit: taken + 3000 });
    const first = await okData<Order>(await call(2000));
    const over = await call(1001);
    w.refused(over, 400, /daily limit/);
    const yuan = (cents: number) =>
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    expect(bodyOf(over).description).toContain(yuan(taken + 3000));
    expect(bodyOf(over).description).toContain(yuan(taken + 2000));
    // Exactly up to the limit.
    expect((await call(1000)).statusCode).toBe(200);
    expect((await call(1)).statusCode).toBe(400);
    // A closed order no longer holds its share.
    await okData(await w.merchant('close', { payOrderId: first.payOrderId }));
    // Five orders of 500 at once where 2 000 are left: exactly four are taken.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => call(500)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 400]);
  });
});
