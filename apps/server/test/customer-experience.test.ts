import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';

// What customers earn from orders (docs/customers.md), through the shoppers' and staff's own
// calls: points and experience when an order completes (the point rules' rates per whole yuan
// paid), the level going up when the experience reaches a higher threshold (a level record), and
// a refund after completion taking back exactly what the refunded money earned.

let w: OrderWorld;
let logisticsId = 0;
const levels: Record<string, Row> = {};
beforeAll(async () => {
  w = await startOrderWorld();
  logisticsId = (await w.edit('/api/ministore/logistics', { code: 'YD', name: 'Yunda' })).id;
  await w.edit('/api/admin/point-config', { givePointPerYuan: 1, giveExperiencePerYuan: 10 });
  for (const [name, level, experience] of [
    ['X Bronze', 51, 50],
    ['X Silver', 52, 100],
    ['X Gold', 53, 200],
    ['X Diamond', 54, 100_000],
  ] as const)
    levels[name] = await w.edit('/api/admin/member-level', { name, level, experience });
});
afterAll(() => w.t.close());

const customerOf = async (mobile: string) =>
  (await w.list('/api/admin/customer', { mobile }))[0] as Row & {
    point: number;
    experience: number;
    levelId: number | null;
  };

/** A completed order of `count` bananas (9.80 each, delivery 6.00 below 50.00). */
const completedOrder = async (mobile: string, count: number) => {
  const buyer = await w.shopper(mobile);
  const order = await okData<ShopOrder>(await w.checkout(buyer, count));
  await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
  await okData(
    await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: `YD${mobile}` }),
  );
  const done = await okData<ShopOrder>(
    await w.shop(buyer.token, 'order/receive', { id: order.id }),
  );
  expect(done.status).toBe(30);
  return { buyer, order: done };
};

/** A refund of `count` of the order's first line, agreed and paid back. */
const refundOne = async (token: string, order: ShopOrder, count: number) => {
  const request = await okData<Row>(
    await w.shop(token, 'after-sale/apply', {
      orderId: order.id,
      way: 10,
      applyReason: 'Bruised',
      lines: [{ orderItemId: order.lines[0]?.id, count }],
    }),
  );
  await okData(await w.act('/api/order/refund/agree', { id: request.id }));
  await okData(await w.act('/api/order/refund/refund', { id: request.id }));
  return request;
};

/** Customers whose balances differ from the sums of their ledgers. */
const ledgerDisagreements = async () =>
  (
    await sql<{ id: number }>`select c.id from customer c
      where c.experience <> coalesce((select sum(r.experience) from customer_experience_record r
        where r.customer_id = c.id), 0)
      or c.point <> coalesce((select sum(r.point) from customer_point_record r
        where r.customer_id = c.id), 0)`.execute(w.t.app.db.withoutPlugins())
  ).rows;

describe('experience from orders', () => {
  it('grants experience and points when the order completes, and moves the level up', async () => {
    // 2 × 9.80 + 6.00 delivery = 25.60 paid: 25 whole yuan.
    const { order } = await completedOrder('13500000001', 2);
    const customer = await customerOf('13500000001');
    expect(customer).toMatchObject({ point: 25, experience: 250, levelId: levels['X Gold']?.id });
    const ledger = await w.list('/api/admin/experience-record', { customerId: customer.id });
    expect(
      ledger.map((row) => [row.bizType, row.bizId, row.experience, row.totalExperience]),
    ).toEqual([[11, order.orderNo, 250, 250]]);
    // Past Bronze and Silver at once: one level record, to the highest level reached.
    const records = await w.list('/api/admin/member-level-record', { customerId: customer.id });
    expect(
      records.map((row) => [row.levelId, row.remark, row.description, row.userExperience]),
    ).toEqual([[levels['X Gold']?.id, order.orderNo, '- → X Gold', 250]]);
    // Receiving again changes nothing.
    const again = await w.list('/api/admin/experience-record', { customerId: customer.id });
    expect(again).toHaveLength(1);
  });

  it('takes back exactly what the refunded money earned, and keeps the level', async () => {
    const { buyer, order } = await completedOrder('13500000002', 2);
    const before = await customerOf('13500000002');
    expect(before).toMatchObject({ point: 25, experience: 250 });
    // One banana back: 15.80 still paid, 15 yuan: the order keeps 150 experience and 15 points.
    const first = await refundOne(buyer.token, order, 1);
    const after = await customerOf('13500000002');
    expect(after).toMatchObject({ point: 15, experience: 150, levelId: levels['X Gold']?.id });
    // The other: 6.00 (the delivery) still paid, 6 yuan.
    await refundOne(buyer.token, order, 1);
    expect(await customerOf('13500000002')).toMatchObject({ point: 6, experience: 60 });
    const ledger = await w.list('/api/admin/experience-record', { customerId: before.id });
    expect(ledger.map((row) => [row.bizType, row.experience, row.totalExperience])).toEqual([
      [13, -90, 60],
      [13, -100, 150],
      [11, 250, 250],
    ]);
    expect(ledger.at(-2)).toMatchObject({ bizId: order.orderNo, title: first.refundNo });
    const points = await w.list('/api/admin/point-record', { customerId: before.id });
    expect(points.map((row) => [row.bizType, row.point, row.totalPoint])).toEqual([
      [23, -9, 6],
      [23, -10, 15],
      [21, 25, 25],
    ]);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('never takes back more points than the customer still has', async () => {
    const { buyer, order } = await completedOrder('13500000003', 2);
    const customer = await customerOf('13500000003');
    // The customer spends 20 of the 25 points (an adjustment stands in for a purchase).
    await okData(
      await w.act('/api/admin/customer/adjust-points', {
        id: customer.id,
        point: -20,
        reason: 'Redeemed',
      }),
    );
    await refundOne(buyer.token, order, 2);
    expect(await customerOf('13500000003')).toMatchObject({ point: 0, experience: 60 });
    const points = await w.list('/api/admin/point-record', { customerId: customer.id });
    expect(points[0]).toMatchObject({ bizType: 23, point: -5, totalPoint: 0 });
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('earns nothing from a refund before completion, and only the rest when it completes', async () => {
    const buyer = await w.shopper('13500000004');
    const order = await okData<ShopOrder>(await w.checkout(buyer, 3));
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
    await refundOne(buyer.token, order, 1);
    expect(await customerOf('13500000004')).toMatchObject({ point: 0, experience: 0 });
    await okData(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'YD4' }),
    );
    await okData(await w.shop(buyer.token, 'order/receive', { id: order.id }));
    // 3 × 9.80 + 6.00 − 9.80 = 25.60 kept: 25 yuan.
    expect(await customerOf('13500000004')).toMatchObject({ point: 25, experience: 250 });
  });
});
