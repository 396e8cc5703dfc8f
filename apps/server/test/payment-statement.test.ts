import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { bodyOf } from './support/test-app';
import { okData } from './goods.support';
import { exportedRows, type Order, type PaymentWorld, startPaymentWorld } from './payment.support';

// Statements per store and per vending device (issue 17): over a range of days, from the pay
// and refund rows, what orders paid those days took, what refunds that succeeded those days
// gave back (on their own day) and the net, in exact cents, and the total they add up to; the
// export holds the same figures; another tenant sees none of it. The merchant API names the
// store (a store of the app's tenant) and the device (by its inner code; its store by default).

const DAY_MS = 24 * 60 * 60 * 1000;
type Line = {
  key: string;
  storeName: string | null;
  deviceCode: string | null;
  payCount: number;
  payAmount: number;
  refundCount: number;
  refundAmount: number;
  netAmount: number;
};
const FIGURES = ['payCount', 'payAmount', 'refundCount', 'refundAmount', 'netAmount'] as const;
const figures = (line: Line | undefined) =>
  line ? FIGURES.map((figure) => line[figure]) : undefined;

describe('statements per store and device', () => {
  let w: PaymentWorld;
  let central: number;
  let kiosk: number;
  let harbourStore: number;
  let day0: string;
  let day1: string;

  const statement = async (
    by: 'store' | 'device',
    from: string,
    to: string,
    who: 'sunrise' | 'harbour' = 'sunrise',
  ) => {
    // This test's merchant only (the demo shop's orders are the tenant's too).
    const filter = { from, to, by, mchNo: 'M100' };
    const list = await w.consoleCall(
      who,
      'POST',
      'pay-statement/list?pageSize=50&pageNum=1',
      filter,
    );
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    const lines = (list.json() as { entities: Line[] }).entities;
    // The screen's total row is the sum of its rows; each row's net is its paid less refunded.
    const total = Object.fromEntries(
      FIGURES.map((figure) => [figure, lines.reduce((sum, line) => sum + line[figure], 0)]),
    );
    for (const line of lines) expect(line.netAmount).toBe(line.payAmount - line.refundAmount);
    return { lines, total, line: (key: string) => figures(lines.find((l) => l.key === key)) };
  };
  const refund = (order: Order, no: string, refundAmount: number) =>
    w.merchant('refund', {
      payOrderId: order.payOrderId,
      mchRefundNo: no,
      refundAmount,
      reason: 'x',
    });

  beforeAll(async () => {
    w = await startPaymentWorld();
    const stores = (
      await sql<{ id: number; store_name: string }>`select id, store_name from store`.execute(
        w.db(),
      )
    ).rows;
    const id = (name: string) => Number(stores.find((s) => s.store_name === name)?.id);
    central = id('Sunrise Central Plaza');
    kiosk = id('Sunrise Metro Kiosk');
    harbourStore = Number(stores.find((s) => s.store_name.startsWith('Harbour'))?.id);
    day0 = formatDateTime(w.t.clock.now()).slice(0, 10);
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('refuses a store or device that is not the app tenant’s, or of another store', async () => {
    const before = await w.count('pay_order');
    const unknown = await w.merchant('unified-order', {
      mchOrderNo: 'S-bad-1',
      wayCode: 'SANDBOX_QR',
      amount: 100,
      subject: 'x',
      deviceCode: 'NOPE',
    });
    w.refused(unknown, 400);
    expect(bodyOf(unknown).field).toBe('deviceCode');
    const foreign = await w.merchant('unified-order', {
      mchOrderNo: 'S-bad-2',
      wayCode: 'SANDBOX_QR',
      amount: 100,
      subject: 'x',
      storeId: harbourStore,
    });
    w.refused(foreign, 400);
    expect(bodyOf(foreign).field).toBe('storeId');
    const elsewhere = await w.merchant('unified-order', {
      mchOrderNo: 'S-bad-3',
      wayCode: 'SANDBOX_QR',
      amount: 100,
      subject: 'x',
      storeId: kiosk,
      deviceCode: 'VM-CP-01',
    });
    w.refused(elsewhere, 400);
    expect(bodyOf(elsewhere).field).toBe('deviceCode');
    expect(await w.count('pay_order')).toBe(before);
  });

  it('sums a day per store and per device, to the cent', async () => {
    const lobby = await w.paid(1000, { deviceCode: 'VM-CP-01' });
    const big = await w.paid(2500, { deviceCode: 'VM-CP-01' });
    await w.paid(700, { storeId: central, deviceCode: 'VM-CP-02' });
    await w.paid(1200, { storeId: kiosk });
    await w.paid(450);
    await w.newOrder(999, { storeId: central }); // never paid: not counted
    await okData(await refund(big, 'S-R1', 300));
    expect((await w.orderRow(lobby.payOrderId)).store_id).toBe(central);

    const byStore = await statement('store', day0, day0);
    expect(byStore.line(`store:${central}`)).toEqual([3, 4200, 1, 300, 3900]);
    expect(byStore.line(`store:${kiosk}`)).toEqual([1, 1200, 0, 0, 1200]);
    expect(byStore.line('store:none')).toEqual([1, 450, 0, 0, 450]);
    expect(byStore.lines.find((l) => l.key === `store:${central}`)?.storeName).toBe(
      'Sunrise Central Plaza',
    );
    expect(byStore.total).toEqual({
      payCount: 5,
      payAmount: 5850,
      refundCount: 1,
      refundAmount: 300,
      netAmount: 5550,
    });

    const byDevice = await statement('device', day0, day0);
    const [one, two] = byDevice.lines.filter((l) => l.deviceCode);
    expect([one?.deviceCode, figures(one)]).toEqual(['VM-CP-01', [2, 3500, 1, 300, 3200]]);
    expect([two?.deviceCode, figures(two)]).toEqual(['VM-CP-02', [1, 700, 0, 0, 700]]);
    expect(byDevice.line('device:none')).toEqual([2, 1650, 0, 0, 1650]);
    expect(one?.storeName).toBe('Sunrise Central Plaza');

    // The next day: a late refund of the first day's order counts on its own day.
    w.t.clock.advance(DAY_MS);
    await w.logInAgain();
    day1 = formatDateTime(w.t.clock.now()).slice(0, 10);
    await okData(await refund(lobby, 'S-R2', 100));
    await w.paid(600, { storeId: kiosk });

    expect((await statement('store', day0, day0)).total.netAmount).toBe(5550);
    const second = await statement('device', day1, day1);
    expect(figures(second.lines.find((l) => l.deviceCode === 'VM-CP-01'))).toEqual([
      0, 0, 1, 100, -100,
    ]);
    expect(second.line('device:none')).toEqual([1, 600, 0, 0, 600]);
    const both = await statement('store', day0, day1);
    expect(both.line(`store:${central}`)).toEqual([3, 4200, 2, 400, 3800]);
    expect(both.line(`store:${kiosk}`)).toEqual([2, 1800, 0, 0, 1800]);
    expect(both.total).toEqual({
      payCount: 6,
      payAmount: 6450,
      refundCount: 2,
      refundAmount: 400,
      netAmount: 6050,
    });
  });

  it('shows another tenant nothing, and refuses a backwards or too long range', async () => {
    expect((await statement('store', day0, day1, 'harbour')).lines).toEqual([]);
    const list = (body: object) =>
      w.consoleCall('sunrise', 'POST', 'pay-statement/list?pageSize=50&pageNum=1', body);
    const backwards = await list({
      from: day1,
      to: day0,
      by: 'store',
    });
    w.refused(backwards, 400);
    expect(bodyOf(backwards).field).toBe('to');
    const long = await list({
      from: '2025-01-01',
      to: '2026-01-02',
      by: 'store',
    });
    w.refused(long, 400);
    expect(bodyOf(long).field).toBe('to');
    const noDay = await list({ from: '2026-13-01', to: day0, by: 'store' });
    w.refused(noDay, 400);
    expect(bodyOf(noDay).field).toBe('from');
  });

  it('exports the statement with the same figures', async () => {
    const rows = await exportedRows(w, {
      endpoint: 'payStatement.list',
      body: { from: day0, to: day1, by: 'store', mchNo: 'M100' },
      columns: [
        { key: 'storeName', header: 'Store' },
        { key: 'payAmount', header: 'Paid' },
        { key: 'refundAmount', header: 'Refunded' },
        { key: 'netAmount', header: 'Net' },
      ],
    });
    expect(rows[0]).toEqual(['Store', 'Paid', 'Refunded', 'Net']);
    expect(rows).toContainEqual(['Sunrise Central Plaza', 4200, 400, 3800]);
    expect(rows).toContainEqual(['Sunrise Metro Kiosk', 1800, 0, 1800]);
  });
});
