import { FINANCE_DAILY_STATE, FINANCE_MONTHLY_STATE } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFinanceFollower } from '../src/modules/payment/finance.service';
import { formatDateTime } from '../src/lib/date-time';
import { okData } from './goods.support';
import {
  exportedRows,
  type Order,
  type PaymentWorld,
  type Row,
  startPaymentWorld,
} from './payment.support';

// Finance statements through the API (issue 17): a day counts the orders paid that day and the
// refunds that succeeded that day (not the order's day), per merchant, channel and pay way, with
// fees and divided amounts; every figure is checked against the orders; net = paid − refunded − fees − divided; a month is the sum of its days. Working a day out
// again updates its row in place; a day is confirmed only once it is over, then locked, and a
// kept day never moves; a month closes only once it is over; another tenant sees none of it.

const DAY_MS = 24 * 60 * 60 * 1000;
const SUM_FIELDS = [
  'payCount',
  'payAmount',
  'refundCount',
  'refundAmount',
  'feeAmount',
  'divisionAmount',
  'netAmount',
] as const;

describe('finance statements', () => {
  let w: PaymentWorld;
  const dayOf = (ms: number) => formatDateTime(ms).slice(0, 10);
  const refund = (order: Order, mchRefundNo: string, refundAmount: number) =>
    w.merchant('refund', {
      payOrderId: order.payOrderId,
      mchRefundNo,
      refundAmount,
      reason: 'Returned',
    });
  const refresh = () => w.t.app.services.payments.finance.refresh(w.t.clock.now());
  const daily = (filter: object = {}, who: 'sunrise' | 'harbour' = 'sunrise') =>
    w.entities('finance-daily', { mchNo: 'M100', ...filter }, who);
  const fees = async () =>
    Number(
      (
        await sql<{ fee: number | string | null }>`select sum(mch_fee_amount) as fee from pay_order
          where state in (20, 50) and mch_no = 'M100'`.execute(w.db())
      ).rows[0]?.fee ?? 0,
    );

  beforeAll(async () => {
    w = await startPaymentWorld();
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('counts a day’s payments, refunds and fees per merchant and pay way, net of them', async () => {
    const today = dayOf(w.t.clock.now());
    const big = await w.paid(2500);
    await w.paid(1000);
    await w.paid(700);
    await w.newOrder(300); // never paid: not counted
    await okData(await refund(big, 'F-R1', 400));
    await refresh();

    const fee = await fees();
    const [row, ...others] = await daily();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      statDate: today,
      mchNo: 'M100',
      ifCode: 'sandbox',
      wayCode: 'SANDBOX_QR',
      payCount: 3,
      payAmount: 4200,
      refundCount: 1,
      refundAmount: 400,
      feeAmount: fee,
      divisionAmount: 0,
      netAmount: 4200 - 400 - fee,
      state: FINANCE_DAILY_STATE.generated,
    });

    // Worked out again after another refund: the same row, updated.
    await okData(await refund(big, 'F-R2', 100));
    await refresh();
    const [again] = await daily();
    expect(again).toMatchObject({ id: row!.id, refundCount: 2, refundAmount: 500 });
    expect(again!.netAmount).toBe(4200 - 500 - fee);

    // The month is the sum of its days.
    const [month] = await w.entities('finance-monthly', { mchNo: 'M100' });
    expect(month).toMatchObject({
      statMonth: today.slice(0, 7),
      payAmount: 4200,
      refundAmount: 500,
      netAmount: 4200 - 500 - fee,
      state: FINANCE_MONTHLY_STATE.open,
    });

    // Today is not over: it cannot be confirmed yet, and this month cannot be closed.
    w.refused(
      await w.consoleCall('sunrise', 'POST', 'finance-daily/confirm', { id: row!.id }),
      400,
      /not over/,
    );
    w.refused(
      await w.consoleCall('sunrise', 'POST', 'finance-monthly/close', { id: month!.id }),
      400,
      /not over/,
    );
    expect(await daily({}, 'harbour')).toEqual([]);
    expect(await w.entities('finance-monthly', {}, 'harbour')).toEqual([]);
  });

  it('works a day out once when two runs of it meet (the hourly job and the one after payments)', async () => {
    await w.paid(900);
    const today = dayOf(w.t.clock.now());
    const { finance } = w.t.app.services.payments;
    await finance.generateDay(today);
    const once = await daily();
    expect(once.length).toBeGreaterThan(0);
    // The day's rows gone, six runs find none and each adds them: one row each, as one run made.
    await sql`delete from finance_daily where stat_date = ${today}`.execute(w.db());
    await Promise.all(Array.from({ length: 6 }, () => finance.generateDay(today)));
    const sumsOf = (rows: typeof once) =>
      rows
        .map((row) => [row.ifCode, row.wayCode, row.payCount, row.payAmount, row.netAmount])
        .sort();
    expect(sumsOf(await daily())).toEqual(sumsOf(once));
    // The month too, each run writing its rows in one order of their keys (else two runs that
    // read their lines in different orders deadlocked on PostgreSQL).
    const month = today.slice(0, 7);
    const months = async () =>
      ((await w.entities('finance-monthly', {})) as typeof once).map((row) => [
        row.ifCode,
        row.wayCode,
        row.payCount,
        row.payAmount,
      ]);
    await finance.generateMonth(month);
    const monthOnce = await months();
    expect(monthOnce.length).toBeGreaterThan(0);
    await sql`delete from finance_monthly where stat_month = ${month}`.execute(w.db());
    await Promise.all(Array.from({ length: 6 }, () => finance.generateMonth(month)));
    expect((await months()).sort()).toEqual(monthOnce.sort());
  });

  it('confirms and locks a day once it is over; a later refund counts on its own day', async () => {
    const yesterday = dayOf(w.t.clock.now());
    w.t.clock.advance(DAY_MS);
    // A day later the sessions have expired.
    await w.logInAgain();
    const today = dayOf(w.t.clock.now());
    await refresh();
    const [kept] = await daily({ statDate: yesterday });
    expect(kept).toMatchObject({ refundAmount: 500, state: FINANCE_DAILY_STATE.generated });

    const confirmed = await w.consoleCall('sunrise', 'POST', 'finance-daily/confirm', {
      id: kept!.id,
      remark: 'Matches the bank',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      (await w.consoleCall('sunrise', 'POST', 'finance-daily/lock', { id: kept!.id })).statusCode,
    ).toBe(200);
    expect((await w.history('financeDaily', kept!.id)).map((entry) => entry.action)).toEqual([
      'confirm',
      'lock',
    ]);

    // A refund today of yesterday's order: today's figures, yesterday's stay as locked.
    const order = (
      await sql<Row & { pay_order_id: string }>`select pay_order_id from pay_order
      where state = 20 and mch_no = 'M100' order by id limit 1`.execute(w.db())
    ).rows[0]!;
    await okData(await refund({ payOrderId: order.pay_order_id } as Order, 'F-R3', 50));
    await refresh();
    expect((await daily({ statDate: yesterday }))[0]).toMatchObject({
      id: kept!.id,
      refundAmount: 500,
      state: FINANCE_DAILY_STATE.locked,
    });
    expect((await daily({ statDate: today }))[0]).toMatchObject({
      payCount: 0,
      payAmount: 0,
      refundCount: 1,
      refundAmount: 50,
      netAmount: -50,
    });

    // Each month still adds up to its days.
    for (const month of await w.entities('finance-monthly', { mchNo: 'M100' })) {
      const days = (await daily()).filter((day) =>
        String(day.statDate).startsWith(String(month.statMonth)),
      );
      for (const field of SUM_FIELDS)
        expect(month[field], `${String(month.statMonth)} ${field}`).toBe(
          days.reduce((sum, day) => sum + Number(day[field]), 0),
        );
    }
  });

  it('follows today’s payments and refunds without waiting for the hourly run', async () => {
    const payments = w.t.app.services.payments;
    const follower = createFinanceFollower(payments.finance, {
      delayMs: 20,
      onError: (error) => {
        throw error;
      },
    });
    payments.onOutcome(async (_trx, _outcome, at) => follower.kick(at));
    const today = dayOf(w.t.clock.now());
    await refresh();
    const [before] = await daily({ statDate: today });
    const order = await w.paid(900);
    await okData(await refund(order, 'F-FOLLOW', 250));
    // No refresh called: the payment and the refund settled, and the day follows them.
    await vi.waitFor(async () => {
      const [after] = await daily({ statDate: today });
      expect(after).toMatchObject({
        payCount: Number(before?.payCount) + 1,
        payAmount: Number(before?.payAmount) + 900,
        refundAmount: Number(before?.refundAmount) + 250,
      });
    });
    await follower.stop();
  });

  /** A day's figures per channel and way, summed straight from the orders. */
  const fromOrders = async (day: string) => {
    const [from, to] = [`${day} 00:00:00`, `${day} 23:59:59`];
    const paid = await sql<Record<string, string | number>>`
      select if_code, way_code, count(*) as pay_count, sum(amount) as pay_amount,
        sum(mch_fee_amount) as fee_amount, sum(division_amount) as division_amount
      from pay_order where mch_no = 'M100' and state in (20, 50)
        and success_time between ${from} and ${to}
      group by if_code, way_code`.execute(w.db());
    const refunded = await sql<Record<string, string | number>>`
      select o.if_code, o.way_code, count(*) as refund_count, sum(r.refund_amount) as refund_amount
      from pay_refund_order r join pay_order o on o.id = r.pay_order_id
      where r.mch_no = 'M100' and r.state = 20 and r.success_time between ${from} and ${to}
      group by o.if_code, o.way_code`.execute(w.db());
    const lines = new Map<string, Record<(typeof SUM_FIELDS)[number], number>>();
    for (const row of [...paid.rows, ...refunded.rows]) {
      const key = `${String(row.if_code)} ${String(row.way_code)}`;
      const line = lines.get(key) ?? Object.fromEntries(SUM_FIELDS.map((f) => [f, 0]));
      line.payCount += Number(row.pay_count ?? 0);
      line.payAmount += Number(row.pay_amount ?? 0);
      line.feeAmount += Number(row.fee_amount ?? 0);
      line.divisionAmount += Number(row.division_amount ?? 0);
      line.refundCount += Number(row.refund_count ?? 0);
      line.refundAmount += Number(row.refund_amount ?? 0);
      line.netAmount = line.payAmount - line.refundAmount - line.feeAmount - line.divisionAmount;
      lines.set(key, line as Record<(typeof SUM_FIELDS)[number], number>);
    }
    return Object.fromEntries(lines);
  };
  const figures = (rows: Row[]) =>
    Object.fromEntries(
      rows.map((row) => [
        `${String(row.ifCode)} ${String(row.wayCode)}`,
        Object.fromEntries(SUM_FIELDS.map((f) => [f, Number(row[f])])),
      ]),
    );

  it('keeps each channel apart, and every figure adds up to the orders, day by day and by month', async () => {
    const [merchant] = await w.entities('mch-info', { mchNo: 'M100' });
    const group = await w.edit('division-receiver-group', {
      name: 'Landlord',
      mchInfoId: merchant?.id,
      autoDivision: true,
    });
    await w.edit('division-receiver', {
      name: 'Mall',
      divisionReceiverGroupId: group.id,
      accType: 1,
      accNo: 'ACC-MALL',
      accName: 'Mall',
      relationType: 'PARTNER',
      divisionRatio: 2500,
    });
    const today = dayOf(w.t.clock.now());
    const divided = await w.paid(1500, { divisionMode: 1 });
    await okData(await refund(divided, 'F-CH-1', 200));
    // The same way taken through another channel (as if its passage had pointed at Alipay).
    const other = await w.paid(800);
    await sql`update pay_order set if_code = 'alipay'
      where pay_order_id = ${other.payOrderId}`.execute(w.db());
    await refresh();

    const days = await daily({ statDate: today });
    const byChannel = figures(days);
    expect(byChannel['alipay SANDBOX_QR']).toEqual({
      payCount: 1,
      payAmount: 800,
      refundCount: 0,
      refundAmount: 0,
      feeAmount: 5, // 0.6 % of 800, rounded
      divisionAmount: 0,
      netAmount: 795,
    });
    // The divided order's share is in its day: 25 % of (15.00 − 0.09) = 3.72.
    expect((await w.orderRow(divided.payOrderId)).division_amount).toBe(372);
    expect(byChannel).toEqual(await fromOrders(today));
    expect(byChannel['sandbox SANDBOX_QR']?.divisionAmount).toBeGreaterThanOrEqual(372);

    // Each month adds up to its days, channel by channel.
    const months = await w.entities('finance-monthly', { mchNo: 'M100' });
    for (const month of months) {
      const its = (await daily()).filter(
        (day) =>
          String(day.statDate).startsWith(String(month.statMonth)) &&
          day.ifCode === month.ifCode &&
          day.wayCode === month.wayCode,
      );
      for (const field of SUM_FIELDS)
        expect(month[field], `${String(month.statMonth)} ${String(month.ifCode)} ${field}`).toBe(
          its.reduce((sum, day) => sum + Number(day[field]), 0),
        );
    }
    expect(months.map((month) => month.ifCode)).toContain('alipay');

    // The day's export holds the same figures (money in yuan, two decimals).
    const rows = await exportedRows(w, {
      endpoint: 'financeDaily.list',
      body: { mchNo: 'M100', statDate: today },
      columns: [
        { key: 'ifCode', header: 'Channel' },
        { key: 'payAmount', header: 'Paid' },
        { key: 'feeAmount', header: 'Fees' },
        { key: 'netAmount', header: 'Net' },
      ],
    });
    expect(rows[0]).toEqual(['Channel', 'Paid', 'Fees', 'Net']);
    expect(rows.slice(1)).toHaveLength(days.length);
    expect(rows).toContainEqual(['alipay', 8, 0.05, 7.95]);
    const sandbox = byChannel['sandbox SANDBOX_QR'];
    expect(rows).toContainEqual([
      'sandbox',
      Number(sandbox?.payAmount) / 100,
      Number(sandbox?.feeAmount) / 100,
      Number(sandbox?.netAmount) / 100,
    ]);
  });
});
