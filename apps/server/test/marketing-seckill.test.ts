import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { okData } from './goods.support';
import { type MarketingWorld, startMarketingWorld } from './marketing.support';
import type { Row, ShopOrder } from './order.support';

// Flash sales on the real app (docs/marketing.md): time slots and flash sales checked on an edit
// and on Schedule, each refusal naming its field; buying at the flash price (the order's
// discount row of step 5, the item's stock, the customer's record), the per-order and
// per-customer limits, no coupon, a cancel giving the units back once; and the burst: 100 units,
// 300 shoppers at once, exactly 100 orders. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

type Order = ShopOrder & {
  discountPrice: number;
  couponPrice: number;
  discounts: { step: number; sourceId: number; amount: number }[];
};
type Buyer = { token: string; addressId: number };

const DAY = 86_400_000;
let w: MarketingWorld;
let slot: Row;
let later: Row;
let mobiles = 0;
const newShopper = () => w.shopper(`1370000${String((mobiles += 1)).padStart(4, '0')}`);

beforeAll(async () => {
  w = await startMarketingWorld();
  // 11:00 local: inside the 10:00–12:00 slot.
  const now = new Date(w.t.clock.now());
  const target = new Date(now);
  target.setHours(11, 0, 0, 0);
  if (target.getTime() <= now.getTime()) target.setDate(target.getDate() + 1);
  w.t.clock.advance(target.getTime() - now.getTime());
  await w.logInAgain();
  slot = await w.edit('/api/promotion/sec-kill-scene', {
    name: 'Late morning',
    startTime: '10:00',
    endTime: '12:00',
  });
  later = await w.edit('/api/promotion/sec-kill-scene', {
    name: 'Afternoon',
    startTime: '14:00',
    endTime: '15:00',
  });
}, 60_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await w.clearPromotions();
  await sql`update seckill_activity set status = 40 where tenant_id = ${w.sunriseId}`.execute(w.db);
});

const from = () => formatDateTime(w.t.clock.now() - DAY);
const until = () => formatDateTime(w.t.clock.now() + 30 * DAY);

/** A flash sale with its items (bananas at 5.00 unless told), scheduled and started. */
const sale = async (
  fields: object = {},
  items: object[] = [{ goodsId: w.bananas.id, seckillPrice: 500, totalStock: 20 }],
) => {
  const row = await w.edit('/api/promotion/sec-kills', {
    name: 'Banana rush',
    startTime: from(),
    endTime: until(),
    sceneId: slot.id,
    singleLimitCount: 5,
    ...fields,
  });
  const lines: Row[] = [];
  for (const item of items)
    lines.push(await w.edit('/api/promotion/sec-kills-item', { activityId: row.id, ...item }));
  await okData(await w.act('/api/promotion/sec-kills/schedule', { id: row.id }));
  await w.startClock();
  return { row, items: lines };
};

const buy = (buyer: Buyer, activityId: number, count: number, extra: object = {}) =>
  w.checkout(buyer, count, { seckillActivityId: activityId, ...extra });
const item = async (id: number) =>
  (await w.rowOf('seckill_item', id)) as unknown as { stock: number; totalStock: number };
const records = async (activityId: number) =>
  (
    await sql<{ orderId: number; count: number; status: number }>`
      select order_id as "orderId", count, status from seckill_record
      where activity_id = ${activityId} order by id`.execute(w.db)
  ).rows.map((row) => [Number(row.orderId), Number(row.count), Number(row.status)]);

describe('time slots and flash sales', () => {
  it('refuses a slot not HH:mm, ending before it starts, or overlapping an enabled one', async () => {
    const url = '/api/promotion/sec-kill-scene/edit';
    const refused = async (body: object, field: string, text: RegExp) =>
      w.refusedWith(await w.console('sunrise', 'PATCH', url, body), field, text);
    await refused({ name: 'Bad', startTime: '9h00', endTime: '12:00' }, 'startTime', /HH:mm/);
    await refused({ name: 'Bad', startTime: '16:00', endTime: '16:6' }, 'endTime', /HH:mm/);
    await refused({ name: 'Bad', startTime: '18:00', endTime: '17:00' }, 'endTime', /after/);
    await refused(
      { name: 'Bad', startTime: '11:30', endTime: '13:00' },
      'startTime',
      /overlaps the enabled time slot “Late morning”/,
    );
    // A disabled one may overlap; the slot itself may be edited.
    await w.edit('/api/promotion/sec-kill-scene', {
      name: 'Spare',
      startTime: '11:30',
      endTime: '13:00',
      status: 0,
    });
    await w.edit('/api/promotion/sec-kill-scene', {
      id: slot.id,
      name: 'Late morning',
      startTime: '10:00',
      endTime: '12:00',
    });
  });

  it('refuses a window ending before it starts, a flash price not below the price, a SKU of other goods', async () => {
    w.refusedWith(
      await w.console('sunrise', 'PATCH', '/api/promotion/sec-kills/edit', {
        name: 'Backwards',
        startTime: until(),
        endTime: from(),
        sceneId: slot.id,
      }),
      'endTime',
      /after the start/,
    );
    const row = await w.edit('/api/promotion/sec-kills', {
      name: 'Draft',
      startTime: from(),
      endTime: until(),
      sceneId: slot.id,
    });
    const line = (body: object) =>
      w.console('sunrise', 'PATCH', '/api/promotion/sec-kills-item/edit', {
        activityId: row.id,
        goodsId: w.bananas.id,
        totalStock: 5,
        ...body,
      });
    w.refusedWith(await line({ seckillPrice: 0 }), 'seckillPrice', /above zero/);
    w.refusedWith(await line({ seckillPrice: 980 }), 'seckillPrice', /below the price .*9\.80/);
    const sku = (
      await sql<{ id: number }>`
        select id from goods_sku where goods_id <> ${w.bananas.id} order by id limit 1`.execute(
        w.db,
      )
    ).rows[0];
    if (sku) w.refusedWith(await line({ seckillPrice: 500, skuId: sku.id }), 'skuId', /not one/);
    const made = await okData<Row & { stock: number }>(await line({ seckillPrice: 500 }));
    expect(made.stock).toBe(5);
    // Schedule without goods is refused.
    const empty = await w.edit('/api/promotion/sec-kills', {
      name: 'Empty',
      startTime: from(),
      endTime: until(),
      sceneId: slot.id,
    });
    w.refusedWith(await w.act('/api/promotion/sec-kills/schedule', { id: empty.id }), 'id');
  });

  it('refuses to schedule the same goods in another live flash sale of the slot; another slot may', async () => {
    await sale({ name: 'First' });
    const second = await w.edit('/api/promotion/sec-kills', {
      name: 'Second',
      startTime: from(),
      endTime: until(),
      sceneId: slot.id,
    });
    await w.edit('/api/promotion/sec-kills-item', {
      activityId: second.id,
      goodsId: w.bananas.id,
      seckillPrice: 400,
      totalStock: 3,
    });
    w.refusedWith(
      await w.act('/api/promotion/sec-kills/schedule', { id: second.id }),
      'startTime',
      /“Bananas \(1 kg\)” is already in “First”/,
    );
    await sale({ name: 'Afternoon', sceneId: later.id });
  });
});

describe('buying at the flash price', () => {
  it('prices the line at the flash price (step 5), takes the item’s stock, writes the record; a cancel gives it back once', async () => {
    const buyer = await newShopper();
    const { row, items } = await sale();
    const itemId = items[0]!.id;
    const preview = await okData<{ payPrice: number; adjustments: { step: number }[] }>(
      await w.shop(buyer.token, 'order/price', {
        storeId: w.store.id,
        seckillActivityId: row.id,
        lines: [{ goodsId: w.bananas.id, count: 2 }],
      }),
    );
    expect(preview.payPrice).toBe(1000 + 600);
    const order = await okData<Order>(await buy(buyer, row.id, 2, { payPrice: 1600 }));
    expect(order).toMatchObject({
      totalPrice: 1960,
      discountPrice: 960,
      couponPrice: 0,
      deliveryPrice: 600,
      payPrice: 1600,
    });
    expect(order.discounts.map((d) => [d.step, d.sourceId, d.amount])).toEqual([[5, row.id, 960]]);
    expect(await item(itemId)).toMatchObject({ stock: 18, totalStock: 20 });
    expect(await records(row.id)).toEqual([[order.id, 2, 1]]);
    expect((await w.stockNow()).reserved).toBe(2);

    await okData(await w.shop(buyer.token, 'order/cancel', { id: order.id }));
    expect(await item(itemId)).toMatchObject({ stock: 20 });
    expect(await records(row.id)).toEqual([[order.id, 2, 2]]);
    await okData(await w.shop(buyer.token, 'order/cancel', { id: order.id }));
    expect((await item(itemId)).stock).toBe(20);
    expect((await w.stockNow()).reserved).toBe(0);
  });

  it('refuses a coupon, more than the per-order limit, past the per-customer limit, another line, out of the slot', async () => {
    const buyer = await newShopper();
    const { row, items } = await sale({ singleLimitCount: 2, totalLimitCount: 3 });
    const template = await w.template({ usePrice: 0, discountPrice: 100 });
    const got = await okData<Row>(await w.claim(buyer.token, template.id));
    const orders = await w.count('trade_order');
    w.refusedWith(await buy(buyer, row.id, 1, { couponId: got.id }), 'couponId', /Coupons/);
    w.refusedWith(await buy(buyer, row.id, 3), 'lines', /At most 2 per order/);
    w.refusedWith(
      await w.shop(buyer.token, 'order/create', {
        storeId: w.store.id,
        lines: [
          { goodsId: w.bananas.id, count: 1, price: 980 },
          { goodsId: w.goods['SR-0001'], count: 1, price: 250 },
        ],
        addressId: buyer.addressId,
        requestKey: 'two-lines',
        seckillActivityId: row.id,
      }),
      'lines',
      /one line/,
    );
    expect(await w.count('trade_order')).toBe(orders);
    await okData(await buy(buyer, row.id, 2));
    w.refusedWith(await buy(buyer, row.id, 2), 'lines', /limit per customer is reached \(3\)/);
    await okData(await buy(buyer, row.id, 1));
    expect((await item(items[0]!.id)).stock).toBe(17);

    const afternoon = await sale({ name: 'Not yet', sceneId: later.id });
    w.refusedWith(await buy(buyer, afternoon.row.id, 1), 'seckillActivityId', /not on now/);
    await okData(await w.act('/api/promotion/sec-kills/stop', { id: row.id }));
    w.refusedWith(await buy(buyer, row.id, 1), 'seckillActivityId', /not on now/);
  });

  it('lists the flash sales on now for the storefront', async () => {
    const { row } = await sale({ name: 'Listed' });
    await sale({ name: 'Later today', sceneId: later.id });
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/shop/seckill/${w.sunriseId}`,
    });
    const list = await okData<
      {
        id: number;
        name: string;
        items: { goodsName: string; price: number; seckillPrice: number; stock: number }[];
      }[]
    >(response);
    expect(list.map((each) => each.id)).toEqual([row.id]);
    expect(list[0]?.items[0]).toMatchObject({
      goodsName: 'Bananas (1 kg)',
      seckillPrice: 500,
      stock: 20,
    });
  });
});

describe('the burst', () => {
  it('sells exactly 100 units to 300 shoppers at once, never below zero', async () => {
    const { row, items } = await sale({ singleLimitCount: 1, totalLimitCount: 1 }, [
      { goodsId: w.bananas.id, seckillPrice: 500, totalStock: 100 },
    ]);
    await sql`update goods_stock set on_hand = on_hand + 1000 where id = ${w.stock.id}`.execute(
      w.db,
    );
    const buyers: Buyer[] = [];
    for (let index = 0; index < 300; index += 1) buyers.push(await burstShopper(index));
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        w.t.app.inject({
          method: 'POST',
          url: '/api/shop/order/create',
          remoteAddress: `10.9.${index >> 8}.${index & 255}`,
          headers: { authorization: `Bearer ${buyer.token}` },
          payload: {
            storeId: w.store.id,
            lines: [{ goodsId: w.bananas.id, skuId: null, count: 1, price: 980 }],
            addressId: buyer.addressId,
            requestKey: `burst-${index}`,
            seckillActivityId: row.id,
          },
        }),
      ),
    );
    const made = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(made).toHaveLength(100);
    expect(refused).toHaveLength(200);
    for (const answer of refused) expect(answer.body).toMatch(/sold out/);
    expect(await item(items[0]!.id)).toMatchObject({ stock: 0 });
    const bought = await records(row.id);
    expect(bought.reduce((sum, [, count]) => sum + (count ?? 0), 0)).toBe(100);
  }, 240_000);
});

/** A shopper signed in from an address of their own (public calls are limited per address). */
const burstShopper = async (index: number): Promise<Buyer> => {
  const mobile = `1380000${String(index).padStart(4, '0')}`;
  const remoteAddress = `10.8.${index >> 8}.${index & 255}`;
  const call = (url: string, payload: object, token?: string) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/shop/${url}`,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });
  await okData(await call('sign-in/code', { tenantId: w.sunriseId, mobile }));
  const code = w.codes.filter((sent) => sent.mobile === mobile).at(-1)?.code;
  const { token } = await okData<{ token: string }>(
    await call('sign-in', { tenantId: w.sunriseId, mobile, code }),
  );
  const address = await okData<Row>(
    await call(
      'address/save',
      { name: 'Han Mei', mobile, area: 'Pudong', detailAddress: `No. ${index}, Burst Road` },
      token,
    ),
  );
  return { token, addressId: address.id };
};
