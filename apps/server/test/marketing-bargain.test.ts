import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cutOf } from '../src/modules/marketing/bargain/bargain.service';
import { formatDateTime } from '../src/lib/date-time';
import { okData } from './goods.support';
import { type MarketingWorld, startMarketingWorld } from './marketing.support';
import type { ShopOrder } from './order.support';

// Bargains on the real app (docs/marketing.md): activities checked on an edit and on Schedule;
// a shopper starts a bargain (one in progress per activity, within the per-customer limit),
// helpers cut it by a random amount within the range, never below the floor (not their own,
// once per bargain, within their cuts per activity); reaching the floor or the last helper makes
// it succeed; the shopper buys it once at the price reached (step 7) from the activity's stock,
// a cancel giving both back; the clock fails one out of time. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.

type Order = ShopOrder & { orderType: number; discounts: { step: number; amount: number }[] };
type Buyer = { token: string; addressId: number };
type Bargain = {
  id: number;
  status: number;
  bargainPrice: number;
  bargainMinPrice: number;
  helpCount: number;
  orderId: number | null;
  ownerName: string;
  helpers: { name: string; reducePrice: number }[];
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
let w: MarketingWorld;
let mobiles = 0;
const newShopper = () => w.shopper(`1370100${String((mobiles += 1)).padStart(4, '0')}`);

beforeAll(async () => {
  w = await startMarketingWorld();
}, 60_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await w.logInAgain();
  await sql`update bargain_activity set status = 40 where tenant_id = ${w.sunriseId}`.execute(w.db);
});

const from = () => formatDateTime(w.t.clock.now() - DAY);
const until = () => formatDateTime(w.t.clock.now() + 30 * DAY);
const fields = (more: object = {}) => ({
  name: 'Banana haggle',
  startTime: from(),
  endTime: until(),
  goodsId: w.bananas.id,
  bargainFirstPrice: 900,
  bargainMinPrice: 500,
  randomMinPrice: 100,
  randomMaxPrice: 150,
  totalStock: 3,
  helpMaxCount: 5,
  bargainCount: 1,
  totalLimitCount: 2,
  ...more,
});
/** A bargain activity of bananas (9.00 down to 5.00), scheduled and running. */
const activity = async (more: object = {}) => {
  const row = await w.edit('/api/promotion/bargain-activity', fields(more));
  await okData(await w.act('/api/promotion/bargain-activity/schedule', { id: row.id }));
  return row;
};
const start = (buyer: Buyer, activityId: number) =>
  w.shop(buyer.token, 'bargain/start', { activityId });
const help = (buyer: Buyer, recordId: number) => w.shop(buyer.token, 'bargain/help', { recordId });
const page = async (id: number) =>
  okData<Bargain>(
    await w.t.app.inject({ method: 'GET', url: `/api/shop/bargain/${w.sunriseId}/record/${id}` }),
  );
const buy = (buyer: Buyer, recordId: number, price: number, extra: object = {}) =>
  w.checkout(buyer, 1, { bargainRecordId: recordId, payPrice: price + 600, ...extra });

describe('bargain activities', () => {
  it('refuses a floor not below the first price, a first price above the price, a bad cut range, an overlap', async () => {
    const url = '/api/promotion/bargain-activity/edit';
    const edit = (more: object) => w.console('sunrise', 'PATCH', url, fields(more));
    w.refusedWith(await edit({ bargainMinPrice: 900 }), 'bargainMinPrice', /below the first/);
    w.refusedWith(await edit({ bargainMinPrice: 0 }), 'bargainMinPrice', /above zero/);
    w.refusedWith(
      await edit({ bargainFirstPrice: 1000 }),
      'bargainFirstPrice',
      /cannot be above the price \(“Bananas \(1 kg\)” sells at 9\.80\)/,
    );
    w.refusedWith(
      await edit({ randomMinPrice: 200, randomMaxPrice: 100 }),
      'randomMaxPrice',
      /not below the smallest/,
    );
    await activity();
    const second = await w.edit('/api/promotion/bargain-activity', fields({ name: 'Second' }));
    w.refusedWith(
      await w.act('/api/promotion/bargain-activity/schedule', { id: second.id }),
      'startTime',
      /already in “Banana haggle”/,
    );
  });
});

describe('a shopper’s bargain', () => {
  it('cuts within the range to the floor, succeeds, and is bought once at the price reached', async () => {
    const row = await activity({ helpMaxCount: 10 });
    const owner = await newShopper();
    const started = await okData<Bargain>(await start(owner, row.id));
    expect(started).toMatchObject({ status: 10, bargainPrice: 900, helpCount: 0 });
    // The shopper's own bargains (the storefront shows its owner's actions from them).
    expect(await okData(await w.shop(owner.token, 'bargain/mine'))).toEqual([
      { id: started.id, activityId: row.id, status: 10 },
    ]);
    w.refusedWith(await start(owner, row.id), 'activityId', /already have a bargain/);
    w.refusedWith(await help(owner, started.id), 'recordId', /own bargain/);
    w.refusedWith(await buy(owner, started.id, 900), 'bargainRecordId', /not succeeded/);

    let price = 900;
    for (let index = 0; price > 500; index += 1) {
      const helper = await newShopper();
      const cut = await okData<{ reducePrice: number; record: Bargain }>(
        await help(helper, started.id),
      );
      // Within the range, never past the floor.
      expect(cut.reducePrice).toBeGreaterThanOrEqual(Math.min(100, price - 500));
      expect(cut.reducePrice).toBeLessThanOrEqual(150);
      price -= cut.reducePrice;
      expect(cut.record.bargainPrice).toBe(price);
      if (index === 0) w.refusedWith(await help(helper, started.id), 'recordId', /already helped/);
    }
    const done = await page(started.id);
    expect(done).toMatchObject({ status: 20, bargainPrice: 500 });
    expect(done.helpers.reduce((sum, each) => sum + each.reducePrice, 0)).toBe(400);
    expect(done.ownerName).toMatch(/^.\*\*\*$/);
    // Over: no more cuts.
    w.refusedWith(await help(await newShopper(), started.id), 'recordId', /over/);

    // Bought at 5.00 (step 7) from the activity's stock; a coupon is refused; only once.
    const other = await newShopper();
    w.refusedWith(await buy(other, started.id, 500), 'bargainRecordId', /your own/);
    w.refusedWith(
      await buy(owner, started.id, 500, { couponId: 1 }),
      'couponId',
      /Coupons cannot be used/,
    );
    const order = await okData<Order>(await buy(owner, started.id, 500));
    expect(order).toMatchObject({ orderType: 2, payPrice: 1100 });
    expect(order.discounts).toEqual([expect.objectContaining({ step: 7, amount: 980 - 500 })]);
    expect((await w.rowOf('bargain_activity', row.id))?.stock).toBe(2);
    w.refusedWith(await buy(owner, started.id, 500), 'bargainRecordId', /ordered already/);
    // Cancelled: the unit back, the bargain free to buy again.
    await okData(await w.shop(owner.token, 'order/cancel', { id: order.id }));
    expect((await w.rowOf('bargain_activity', row.id))?.stock).toBe(3);
    expect((await page(started.id)).orderId).toBeNull();
    await okData(await buy(owner, started.id, 500));
  });

  it('succeeds at the last helper’s cut; a helper has a few cuts per activity; the limit per customer holds', async () => {
    const row = await activity({ helpMaxCount: 2, totalLimitCount: 1 });
    const [owner, second, helper] = [await newShopper(), await newShopper(), await newShopper()];
    const first = await okData<Bargain>(await start(owner, row.id));
    const other = await okData<Bargain>(await start(second, row.id));
    await okData(await help(helper, first.id));
    // One cut per helper in this activity.
    w.refusedWith(await help(helper, other.id), 'recordId', /no cuts left in this activity \(1\)/);
    const last = await okData<{ record: Bargain }>(await help(await newShopper(), first.id));
    expect(last.record).toMatchObject({ status: 20, helpCount: 2, bargainPrice: 500 });
    w.refusedWith(await start(owner, row.id), 'activityId', /as many bargains as allowed \(1\)/);
  });

  it('fails a bargain out of time', async () => {
    const row = await activity({ limitDuration: 2 });
    const owner = await newShopper();
    const started = await okData<Bargain>(await start(owner, row.id));
    w.t.clock.advance(2 * HOUR + 1000);
    expect(await w.t.app.services.marketing.bargains.failDue()).toBe(1);
    expect((await page(started.id)).status).toBe(30);
    w.refusedWith(await help(await newShopper(), started.id), 'recordId', /over/);
  });

  it('lists the running bargains for the storefront; another tenant sees none', async () => {
    const row = await activity();
    const list = await okData<{ id: number; price: number; stock: number }[]>(
      await w.t.app.inject({ method: 'GET', url: `/api/shop/bargain/${w.sunriseId}` }),
    );
    expect(list).toEqual([
      expect.objectContaining({ id: row.id, price: 980, bargainFirstPrice: 900, stock: 3 }),
    ]);
    const other = await okData<unknown[]>(
      await w.t.app.inject({ method: 'GET', url: `/api/shop/bargain/${w.harbourId}` }),
    );
    expect(other).toEqual([]);
  });
});

describe('a cut', () => {
  it('is random within the range, capped at the floor, and the last helper’s takes the rest', () => {
    const activityOf = { randomMinPrice: 100, randomMaxPrice: 150, helpMaxCount: 5 };
    expect(
      cutOf({ bargainPrice: 900, bargainMinPrice: 500, helpCount: 0 }, activityOf, () => 130),
    ).toBe(130);
    expect(
      cutOf({ bargainPrice: 560, bargainMinPrice: 500, helpCount: 1 }, activityOf, () => 130),
    ).toBe(60);
    expect(
      cutOf({ bargainPrice: 800, bargainMinPrice: 500, helpCount: 4 }, activityOf, () => 130),
    ).toBe(300);
  });
});
