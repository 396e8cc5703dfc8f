import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { okData } from './goods.support';
import { type MarketingWorld, startMarketingWorld } from './marketing.support';
import type { Row, ShopOrder } from './order.support';

// Group buys on the real app (docs/marketing.md): activities checked on an edit and on
// Schedule; a shopper opens a group by buying (forming until paid, open from the payment for
// the activity's hours), others join it (one seat each, never more than its size, not twice,
// one group of the activity at a time, no coupon), the payment that fills it makes it succeed;
// shipping and refunds by request wait for success; out of time the clock fails it: unpaid
// orders cancelled, paid ones refunded in full through the payment platform (cancel type 50);
// with virtual members allowed it succeeds instead. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.

type Order = ShopOrder & {
  orderType?: number;
  discounts: { step: number; sourceId: number; amount: number }[];
};
type Buyer = { token: string; addressId: number };
type Group = {
  id: number;
  status: number;
  userSize: number;
  userCount: number;
  seatsLeft: number;
  expireTime: string | null;
  leaderName: string;
  members: { name: string; leader: boolean }[];
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
let w: MarketingWorld;
let mobiles = 0;
let logisticsId = 0;
const newShopper = () => w.shopper(`1390000${String((mobiles += 1)).padStart(4, '0')}`);

beforeAll(async () => {
  w = await startMarketingWorld();
  logisticsId = (await w.edit('/api/ministore/logistics', { code: 'YTO', name: 'YTO' })).id;
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', {
      id: w.stock.id,
      change: 60,
      reason: 'Delivery',
    }),
  );
}, 60_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  // Tests move the clock by hours: console sessions start again.
  await w.logInAgain();
  await w.clearPromotions();
  await sql`update groupon_activity set status = 40 where tenant_id = ${w.sunriseId}`.execute(w.db);
});

const from = () => formatDateTime(w.t.clock.now() - DAY);
const until = () => formatDateTime(w.t.clock.now() + 30 * DAY);

/** A group buy of bananas at 6.00 for groups of `userSize`, scheduled and started. */
const groupBuy = async (fields: object = {}, price = 600) => {
  const row = await w.edit('/api/promotion/groupon-activity', {
    name: 'Banana team',
    startTime: from(),
    endTime: until(),
    userSize: 3,
    limitDuration: 24,
    singleLimitCount: 3,
    ...fields,
  });
  await w.edit('/api/promotion/groupon-activity-item', {
    activityId: row.id,
    goodsId: w.bananas.id,
    grouponPrice: price,
  });
  await okData(await w.act('/api/promotion/groupon-activity/schedule', { id: row.id }));
  return row;
};

const buy = (buyer: Buyer, activityId: number, count: number, extra: object = {}) =>
  w.checkout(buyer, count, { grouponActivityId: activityId, ...extra });
const pay = async (buyer: Buyer, order: { id: number }) =>
  okData<Order>(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
const groupOf = async (orderId: number) =>
  Number(
    (
      await sql<{ id: number }>`select groupon_id as id from groupon_member
        where order_id = ${orderId}`.execute(w.db)
    ).rows[0]?.id,
  );
const page = async (id: number) => {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/shop/groupon/${w.sunriseId}/group/${id}`,
  });
  return response.statusCode === 200 ? okData<Group>(response) : null;
};
const orderOf = async (buyer: Buyer, id: number) =>
  okData<Order>(await w.shop(buyer.token, 'order/detail', { id }));
const closing = () => w.t.app.services.orders.groupBuys.runDue();

describe('group buy activities', () => {
  it('refuses a group price not below the price, and an activity without goods or overlapping another', async () => {
    const row = await w.edit('/api/promotion/groupon-activity', {
      name: 'Draft',
      startTime: from(),
      endTime: until(),
    });
    w.refusedWith(
      await w.act('/api/promotion/groupon-activity/schedule', { id: row.id }),
      'id',
      /no goods/,
    );
    w.refusedWith(
      await w.console('sunrise', 'PATCH', '/api/promotion/groupon-activity-item/edit', {
        activityId: row.id,
        goodsId: w.bananas.id,
        grouponPrice: 980,
      }),
      'grouponPrice',
      /group price must be below the price \(“Bananas \(1 kg\)” sells at 9\.80\)/,
    );
    w.refusedWith(
      await w.console('sunrise', 'PATCH', '/api/promotion/groupon-activity/edit', {
        name: 'Tiny',
        startTime: from(),
        endTime: until(),
        userSize: 1,
      }),
      'userSize',
    );
    await groupBuy();
    await w.edit('/api/promotion/groupon-activity-item', {
      activityId: row.id,
      goodsId: w.bananas.id,
      grouponPrice: 500,
    });
    w.refusedWith(
      await w.act('/api/promotion/groupon-activity/schedule', { id: row.id }, 'sunrise', 'zh'),
      'startTime',
      /已在同时段的活动“Banana team”中/,
    );
    expect((await w.rowOf('groupon_activity', row.id))?.status).toBe(0);
  });
});

describe('opening and joining a group', () => {
  it('prices the line at the group price (step 6); the leader’s payment opens the group; the last payment makes it succeed', async () => {
    const activity = await groupBuy();
    const [leader, second, third] = [await newShopper(), await newShopper(), await newShopper()];
    const preview = await okData<{ payPrice: number; adjustments: { step: number }[] }>(
      await w.shop(leader.token, 'order/price', {
        storeId: w.store.id,
        grouponActivityId: activity.id,
        lines: [{ goodsId: w.bananas.id, count: 1 }],
      }),
    );
    expect(preview.adjustments.map((each) => each.step)).toEqual([6]);
    // 6.00 and the delivery charge below 50.00 (6.00).
    expect(preview.payPrice).toBe(600 + 600);
    const opened = await okData<Order>(await buy(leader, activity.id, 1, { payPrice: 1200 }));
    expect(opened.orderType).toBe(3);
    const groupId = await groupOf(opened.id);
    // Forming: nobody else can see or join it until the leader pays.
    expect(await page(groupId)).toBeNull();
    w.refused(await buy(second, activity.id, 1, { grouponId: groupId }), 400, /not open/);

    await pay(leader, opened);
    const open = await page(groupId);
    expect(open).toMatchObject({ status: 10, userSize: 3, userCount: 1, seatsLeft: 2 });
    expect(open?.expireTime).toBe(formatDateTime(w.t.clock.now() + 24 * HOUR));
    expect(open?.members).toEqual([
      { name: expect.stringMatching(/\*\*\*$/), leader: true, joinedAt: expect.any(String) },
    ]);

    const joined = await okData<Order>(await buy(second, activity.id, 2, { grouponId: groupId }));
    // The same customer cannot join twice, nor open another group of the activity meanwhile.
    w.refused(await buy(second, activity.id, 1, { grouponId: groupId }), 400, /already in a group/);
    w.refused(await buy(second, activity.id, 1), 400, /already in a group/);
    // A seat held but unpaid still counts: one left.
    expect((await page(groupId))?.seatsLeft).toBe(1);
    const last = await okData<Order>(await buy(third, activity.id, 1, { grouponId: groupId }));
    const fourth = await newShopper();
    w.refused(await buy(fourth, activity.id, 1, { grouponId: groupId }), 400, /full/);

    // Shipping and refunds by request wait for the group.
    await pay(second, joined);
    w.refusedWith(
      await w.act('/api/order/order/ship', { id: joined.id, logisticsId, logisticsNo: 'YT1' }),
      'status',
      /not succeeded yet/,
    );
    w.refusedWith(
      await w.console('sunrise', 'PATCH', '/api/order/intra-city-delivery/edit', {
        orderId: joined.id,
      }),
      'orderId',
      /not succeeded yet/,
    );
    w.refused(
      await w.shop(second.token, 'after-sale/apply', {
        orderId: joined.id,
        way: 10,
        applyReason: 'Changed my mind',
        lines: [{ orderItemId: joined.lines[0]?.id, count: 1 }],
      }),
      400,
      /not succeeded yet/,
    );
    await pay(third, last);
    expect(await page(groupId)).toMatchObject({ status: 20, userCount: 3, seatsLeft: 0 });
    const members = (
      await sql<{ status: number }>`select status from groupon_member
        where groupon_id = ${groupId} order by id`.execute(w.db)
    ).rows.map((row) => Number(row.status));
    expect(members).toEqual([20, 20, 20]);
    await okData(
      await w.act('/api/order/order/ship', { id: joined.id, logisticsId, logisticsNo: 'YT2' }),
    );
    // The console lists the group and its members (History shows the group's steps).
    const [listed] = await w.list('/api/promotion/groupon', { activityId: activity.id });
    expect(listed).toMatchObject({ id: groupId, status: 20, userCount: 3 });
    const steps = (
      await sql<{ action: string }>`select action from state_log
        where resource = 'groupon' and record_id = ${groupId} order by id`.execute(w.db)
    ).rows.map((row) => row.action);
    expect(steps).toEqual(['open', 'succeed']);
  });

  it('seats exactly the seats left when many join at once', async () => {
    const activity = await groupBuy({ userSize: 5 });
    const leader = await newShopper();
    const opened = await okData<Order>(await buy(leader, activity.id, 1));
    const groupId = await groupOf(opened.id);
    await pay(leader, opened);
    const joiners: Buyer[] = [];
    for (let index = 0; index < 12; index += 1) joiners.push(await newShopper());
    const answers = await Promise.all(
      joiners.map((joiner) => buy(joiner, activity.id, 1, { grouponId: groupId })),
    );
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(4);
    for (const answer of answers.filter((each) => each.statusCode !== 200))
      expect(answer.body).toMatch(/full/);
    expect(await w.rowOf('groupon', groupId)).toMatchObject({ seats: 5, userCount: 1 });
  });

  it('refuses a coupon, more than the per-order limit, past the per-customer limit, a group of another activity', async () => {
    const activity = await groupBuy({ totalLimitCount: 2, userSize: 2 });
    const buyer = await newShopper();
    w.refusedWith(await buy(buyer, activity.id, 1, { couponId: 1 }), 'couponId', /Coupons/);
    w.refusedWith(await buy(buyer, activity.id, 4), 'lines', /At most 3 per order/);
    w.refusedWith(await buy(buyer, activity.id, 3), 'lines', /limit per customer \(2\)/);
    w.refusedWith(
      await buy(buyer, activity.id, 1, { seckillActivityId: activity.id }),
      'grouponActivityId',
      /one activity only/,
    );
    w.refusedWith(await buy(buyer, 999_999, 1), 'grouponActivityId', /not on now/);
  });

  it('gives the seat back when an unpaid order is cancelled; the leader’s cancel voids the group', async () => {
    const activity = await groupBuy({ userSize: 2 });
    const [leader, joiner] = [await newShopper(), await newShopper()];
    const opened = await okData<Order>(await buy(leader, activity.id, 1));
    const groupId = await groupOf(opened.id);
    await pay(leader, opened);
    const joined = await okData<Order>(await buy(joiner, activity.id, 1, { grouponId: groupId }));
    expect((await page(groupId))?.seatsLeft).toBe(0);
    await okData(await w.shop(joiner.token, 'order/cancel', { id: joined.id }));
    expect((await page(groupId))?.seatsLeft).toBe(1);
    // Now free to join again.
    await okData(await buy(joiner, activity.id, 1, { grouponId: groupId }));

    const lone = await newShopper();
    const voided = await okData<Order>(await buy(lone, activity.id, 1));
    const voidId = await groupOf(voided.id);
    await okData(await w.shop(lone.token, 'order/cancel', { id: voided.id }));
    expect((await w.rowOf('groupon', voidId))?.status).toBe(40);
  });
});

describe('when a group runs out of time', () => {
  it('fails it: the unpaid order cancelled, the paid ones refunded in full and cancelled (type 50), stock back', async () => {
    const activity = await groupBuy({ userSize: 3, limitDuration: 2 });
    const [leader, payer, slow] = [await newShopper(), await newShopper(), await newShopper()];
    const opened = await okData<Order>(await buy(leader, activity.id, 2));
    const groupId = await groupOf(opened.id);
    await pay(leader, opened);
    const paid = await okData<Order>(await buy(payer, activity.id, 1, { grouponId: groupId }));
    await pay(payer, paid);
    const unpaid = await okData<Order>(await buy(slow, activity.id, 1, { grouponId: groupId }));
    const before = await w.stockNow();

    // Not yet: nothing moves.
    expect(await closing()).toEqual({ closed: 0, cancelled: 0, refunded: 0 });
    w.t.clock.advance(2 * HOUR + 1000);
    expect(await closing()).toEqual({ closed: 1, cancelled: 1, refunded: 2 });
    expect(await page(groupId)).toMatchObject({ status: 30 });
    expect(await orderOf(slow, unpaid.id)).toMatchObject({ status: 40, cancelType: 50 });
    for (const [buyer, order] of [
      [leader, opened],
      [payer, paid],
    ] as const) {
      const seen = await orderOf(buyer, order.id);
      expect(seen).toMatchObject({ status: 40, cancelType: 50, refundStatus: 20 });
      expect(seen.refundPrice).toBe(seen.payPrice);
    }
    // Sold units back on hand, the unpaid one's reservation released.
    expect(await w.stockNow()).toEqual({
      onHand: before.onHand + 3,
      reserved: before.reserved - 1,
    });
    // The refunds are after-sale requests of the system, refunded.
    await w.logInAgain();
    const requests = await w.list('/api/order/refund', { orderId: paid.id });
    expect(requests).toEqual([
      expect.objectContaining({ status: 50, refundPrice: paid.payPrice, createBy: 'system' }),
    ]);
    // Run again: nothing more (no second refund).
    expect(await closing()).toEqual({ closed: 0, cancelled: 0, refunded: 0 });
    expect(await w.count('pay_refund_order')).toBeGreaterThanOrEqual(2);
  });

  it('makes it succeed with virtual members when the activity allows them', async () => {
    const activity = await groupBuy({ userSize: 5, limitDuration: 1, virtualGroup: true });
    const leader = await newShopper();
    const opened = await okData<Order>(await buy(leader, activity.id, 1));
    const groupId = await groupOf(opened.id);
    await pay(leader, opened);
    w.t.clock.advance(HOUR + 1000);
    expect(await closing()).toEqual({ closed: 1, cancelled: 0, refunded: 0 });
    expect(await page(groupId)).toMatchObject({ status: 20, userCount: 1 });
    expect(await orderOf(leader, opened.id)).toMatchObject({ status: 10 });
  });

  it('refunds an order paid after its group failed', async () => {
    const activity = await groupBuy({ userSize: 2, limitDuration: 1 });
    const [leader, late] = [await newShopper(), await newShopper()];
    const opened = await okData<Order>(await buy(leader, activity.id, 1));
    const groupId = await groupOf(opened.id);
    await pay(leader, opened);
    const joined = await okData<Order>(await buy(late, activity.id, 1, { grouponId: groupId }));
    // The clock failed the group (its hours ran out) while this member was paying.
    await sql`update groupon set status = 30 where id = ${groupId}`.execute(w.db);
    await pay(late, joined);
    expect((await w.rowOf('groupon_member', await memberId(joined.id)))?.status).toBe(30);
    await closing();
    expect(await orderOf(late, joined.id)).toMatchObject({ status: 40, cancelType: 50 });
  });
});

const memberId = async (orderId: number) =>
  Number(
    (
      await sql<{ id: number }>`select id from groupon_member where order_id = ${orderId}`.execute(
        w.db,
      )
    ).rows[0]?.id,
  );

describe('the storefront', () => {
  it('lists running group buys with their goods and the open groups, leaders masked', async () => {
    const activity = await groupBuy();
    const leader = await newShopper();
    const opened = await okData<Order>(await buy(leader, activity.id, 1));
    await pay(leader, opened);
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/shop/groupon/${w.sunriseId}`,
    });
    const list =
      await okData<{ id: number; items: Row[]; groups: { id: number; leaderName: string }[] }[]>(
        response,
      );
    const mine = list.find((each) => each.id === activity.id);
    expect(mine?.items).toEqual([
      expect.objectContaining({ goodsId: w.bananas.id, price: 980, grouponPrice: 600 }),
    ]);
    expect(mine?.groups).toEqual([
      expect.objectContaining({
        id: await groupOf(opened.id),
        leaderName: expect.stringMatching(/^.\*\*\*$/),
      }),
    ]);
    // Another tenant's id shows none of them.
    const other = await okData<unknown[]>(
      await w.t.app.inject({ method: 'GET', url: `/api/shop/groupon/${w.harbourId}` }),
    );
    expect(other).toEqual([]);
    expect(
      (
        await w.t.app.inject({
          method: 'GET',
          url: `/api/shop/groupon/${w.harbourId}/group/${await groupOf(opened.id)}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
