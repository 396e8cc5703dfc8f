import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { okData, PAGE } from './goods.support';
import { bodyOf } from './support/test-app';
import { type PaymentWorld, startPaymentWorld } from './payment.support';

// A registry list declared `createdBetween` (pay, refund and transfer orders) narrowed to the
// days its records were made: both days included, either alone, the header totals the same
// rows; a day that is not one is refused naming the field, in the caller's language.

const DAY = 24 * 3600_000;

describe('lists narrowed to the days records were made', () => {
  let w: PaymentWorld;
  const made: Record<'first' | 'second' | 'third', { payOrderId: string; day: string }> =
    {} as never;

  beforeAll(async () => {
    w = await startPaymentWorld();
    const today = () => formatDateTime(w.t.clock.now()).slice(0, 10);
    made.first = { payOrderId: (await w.paid(100)).payOrderId, day: today() };
    w.t.clock.advance(2 * DAY);
    made.second = { payOrderId: (await w.paid(200)).payOrderId, day: today() };
    w.t.clock.advance(2 * DAY);
    made.third = { payOrderId: (await w.newOrder(300)).payOrderId, day: today() };
    await w.logInAgain();
  });
  afterAll(async () => {
    await w?.t.close();
  });

  const ids = async (filter: object) =>
    (await w.entities('pay-order', { mchAppId: w.app.id, ...filter })).map((r) => r.payOrderId);

  it('keeps the records of the days asked, both included, newest first', async () => {
    const { first, second, third } = made;
    expect(await ids({ createdFrom: second.day, createdTo: second.day })).toEqual([
      second.payOrderId,
    ]);
    expect(await ids({ createdFrom: second.day })).toEqual([third.payOrderId, second.payOrderId]);
    expect(await ids({ createdTo: second.day })).toEqual([second.payOrderId, first.payOrderId]);
    expect(await ids({ createdFrom: first.day, createdTo: third.day })).toEqual([
      third.payOrderId,
      second.payOrderId,
      first.payOrderId,
    ]);
    expect(await ids({ createdFrom: third.day, createdTo: first.day })).toEqual([]);
  });

  it('gives header totals over the same days', async () => {
    const totals = await okData<Record<string, number>>(
      await w.consoleCall('sunrise', 'POST', 'pay-order/totals', {
        mchAppId: w.app.id,
        createdFrom: made.second.day,
      }),
    );
    // The second order paid 2.00; the third is not paid.
    expect(totals).toEqual({ count: 2, paidAmount: 200, refundAmount: 0 });
  });

  it('refuses a day that is not one, naming the field', async () => {
    for (const createdFrom of ['2026-13-01', 'yesterday', '2026-11-28 00:00:00', 20261128]) {
      const answer = await w.consoleCall('sunrise', 'POST', `pay-order/list${PAGE}`, {
        createdFrom,
      });
      w.refused(answer, 400);
      expect(bodyOf(answer).field).toBe('createdFrom');
    }
    const refunds = await w.consoleCall('sunrise', 'POST', `refund-order/list${PAGE}`, {
      createdTo: '2026-02-30x',
    });
    w.refused(refunds, 400);
    expect(bodyOf(refunds).field).toBe('createdTo');
  });
});
