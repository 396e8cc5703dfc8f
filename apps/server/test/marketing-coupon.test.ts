import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { okData } from './goods.support';
import { type MarketingWorld, startMarketingWorld } from './marketing.support';
import type { ShopOrder } from './order.support';

// Coupons' life on the real app (docs/marketing.md): claimed within what is left and the
// per-customer limit, issued by staff to customers they can see (all or none), used by a
// checkout (the order's discounts add up to its totals), given back when the order is
// cancelled, expired by the clock; one coupon, two checkouts at once: one order. On SQLite, and
// on PostgreSQL with TEST_DATABASE_URL.

type Coupon = {
  id: number;
  couponId: number;
  status: number;
  validStartTime: string;
  validEndTime: string;
  useOrderId: number | null;
};
type Order = ShopOrder & {
  discountPrice: number;
  couponPrice: number;
  lines: (ShopOrder['lines'][number] & { discountPrice: number })[];
  discounts: { step: number; sourceId: number; amount: number }[];
};

const DAY = 86_400_000;
let w: MarketingWorld;
let mobiles = 0;
const newShopper = () => w.shopper(`1360000${String((mobiles += 1)).padStart(4, '0')}`);

beforeAll(async () => {
  w = await startMarketingWorld();
});
afterAll(() => w.t.close());
beforeEach(async () => {
  await w.clearPromotions();
});

const usage = async (couponCustomerId: number) =>
  (
    await sql<{ action: number; orderId: number; discountPrice: number | string }>`
      select action, order_id as "orderId", discount_price as "discountPrice"
      from coupon_usage_record where coupon_customer_id = ${couponCustomerId} order by id`.execute(
      w.db,
    )
  ).rows.map((row) => [row.action, row.orderId, Number(row.discountPrice)]);
const template = async (id: number) =>
  (await w.rowOf('coupon_template', id)) as { takeCount: number; useCount: number } | undefined;
const coupon = async (id: number) =>
  (await w.rowOf('coupon_customer', id)) as
    { status: number; useOrderId: number | null; useTime: string | null } | undefined;

describe('claiming', () => {
  it('gives at most the per-customer limit, then refuses naming it', async () => {
    const buyer = await newShopper();
    const row = await w.template({ takeLimitCount: 2, totalCount: 100 });
    const first = await okData<Coupon>(await w.claim(buyer.token, row.id));
    expect(first).toMatchObject({ couponId: row.id, status: 1, useOrderId: null });
    await okData(await w.claim(buyer.token, row.id));
    w.refused(await w.claim(buyer.token, row.id), 400, /limit per customer is reached \(2\)/);
    w.refused(await w.claim(buyer.token, row.id, 'zh'), 400, /已达到每人限领数量（2 张）/);
    expect((await template(row.id))?.takeCount).toBe(2);
    const mine = await okData<Coupon[]>(await w.shop(buyer.token, 'coupon/mine', {}));
    expect(mine.filter((c) => c.couponId === row.id)).toHaveLength(2);
  });

  it('refuses once the total is given out; the templates list shows what is left', async () => {
    const row = await w.template({ totalCount: 1, name: 'Only one' });
    const listed = async () =>
      (
        await okData<{ id: number; remaining: number | null }[]>(
          await w.t.app.inject({ method: 'GET', url: `/api/shop/coupon/templates/${w.sunriseId}` }),
        )
      ).find((entry) => entry.id === row.id);
    expect(await listed()).toMatchObject({ remaining: 1 });
    await okData(await w.claim((await newShopper()).token, row.id));
    w.refused(await w.claim((await newShopper()).token, row.id), 400, /No coupons of this kind/);
    expect((await template(row.id))?.takeCount).toBe(1);
    expect(await listed()).toBeUndefined();
  });

  it('refuses templates issued by staff, and copies a term validity from the claim', async () => {
    const buyer = await newShopper();
    const issued = await w.template({ takeType: 2 });
    w.refused(await w.claim(buyer.token, issued.id), 400, /cannot be claimed/);
    const term = await w.template({
      validityType: 2,
      validStartTime: null,
      validEndTime: null,
      fixedStartTerm: 1,
      fixedEndTerm: 8,
    });
    const got = await okData<Coupon>(await w.claim(buyer.token, term.id));
    const now = w.t.clock.now();
    expect(got.validStartTime).toBe(formatDateTime(now + DAY));
    expect(got.validEndTime).toBe(formatDateTime(now + 8 * DAY));
  });

  it('expires unused coupons whose validity ended, by the clock', async () => {
    const buyer = await newShopper();
    const row = await w.template({});
    const got = await okData<Coupon>(await w.claim(buyer.token, row.id));
    expect(await w.t.app.services.marketing.coupons.expireDue(w.t.clock.now())).toBe(0);
    await w.t.app.services.marketing.coupons.expireDue(w.t.clock.now() + 31 * DAY);
    expect((await coupon(got.id))?.status).toBe(3);
  });
});

describe('issuing', () => {
  it('issues to customers the caller can see, within limits, all or none', async () => {
    const a = await w.customerOf((await newShopper()).token);
    const b = await w.customerOf((await newShopper()).token);
    const row = await w.template({ takeType: 2, takeLimitCount: 1, totalCount: 10 });
    const harbourShopper = await w.signIn('13600009999', w.harbourId);
    const foreign = await w.customerOf(harbourShopper);
    const issued = () =>
      sql<{ n: number }>`
      select count(*) as n from coupon_customer where coupon_id = ${row.id}`.execute(w.db);
    const none = await w.act('/api/coupon/coupon/issue', { id: row.id, customerIds: [a, foreign] });
    expect(none.statusCode).toBe(404);
    expect(Number((await issued()).rows[0]?.n)).toBe(0);
    await okData(await w.act('/api/coupon/coupon/issue', { id: row.id, customerIds: [a, b] }));
    expect(Number((await issued()).rows[0]?.n)).toBe(2);
    expect((await template(row.id))?.takeCount).toBe(2);
    // a holds one already: nobody gets another.
    const c = await w.customerOf((await newShopper()).token);
    w.refused(
      await w.act('/api/coupon/coupon/issue', { id: row.id, customerIds: [c, a] }),
      400,
      /limit per customer/,
    );
    expect(Number((await issued()).rows[0]?.n)).toBe(2);
    // Harbour's staff cannot issue Sunrise's template.
    expect(
      (await w.act('/api/coupon/coupon/issue', { id: row.id, customerIds: [foreign] }, 'harbour'))
        .statusCode,
    ).toBe(404);
  });
});

describe('using', () => {
  const buyWith = async (
    buyer: { token: string; addressId: number },
    couponId: number,
    extra: object = {},
  ) => w.checkout(buyer, 3, { couponId, ...extra });

  it('a checkout uses the coupon; the order’s discounts add up; a cancel gives it back once', async () => {
    const buyer = await newShopper();
    const markdown = await w.markdown('Bananas 10 % off', [
      { goodsId: w.bananas.id, discountType: 2, discountPercent: 10 },
    ]);
    const row = await w.template({ usePrice: 2000, discountPrice: 500 });
    const got = await okData<Coupon>(await w.claim(buyer.token, row.id));
    // 29.40 − 2.94 = 26.46 ≥ 20.00 → 5.00 off; delivery 6.00 (21.46 is below 50.00).
    w.refusedWith(await buyWith(buyer, got.id, { payPrice: 2940 + 600 }), 'payPrice', /now 27\.46/);
    const order = await okData<Order>(await buyWith(buyer, got.id, { payPrice: 2746 }));
    expect(order).toMatchObject({
      totalPrice: 2940,
      discountPrice: 294,
      couponPrice: 500,
      deliveryPrice: 600,
      payPrice: 2746,
    });
    expect(order.lines[0]).toMatchObject({ discountPrice: 794, payPrice: 2146 });
    expect(order.discounts.map((d) => [d.step, d.sourceId, d.amount])).toEqual([
      [20, markdown.id, 294],
      [50, got.id, 500],
    ]);
    const sum = (steps: (step: number) => boolean) =>
      order.discounts.filter((d) => steps(d.step)).reduce((s, d) => s + d.amount, 0);
    expect(sum((step) => step < 50)).toBe(order.discountPrice);
    expect(sum((step) => step === 50)).toBe(order.couponPrice);
    // The discounts-given ledger (/promo/index): what one coupon or activity gave, on which order.
    const given = await w.list('/api/promotion/promo', { step: 50, sourceId: got.id });
    expect(given.map((d) => [d.orderId, d.amount, d.name])).toEqual([[order.id, 500, row.name]]);
    const byMarkdown = await w.list('/api/promotion/promo', { orderId: order.id, step: 20 });
    expect(byMarkdown.map((d) => [d.sourceId, d.amount])).toEqual([[markdown.id, 294]]);
    expect(await w.list('/api/promotion/promo', { orderId: order.id }, 'harbour')).toEqual([]);
    expect(await coupon(got.id)).toMatchObject({ status: 2, useOrderId: order.id });
    expect(await usage(got.id)).toEqual([[1, order.id, 500]]);
    expect((await template(row.id))?.useCount).toBe(1);
    // Used: another checkout with it is refused, naming the field.
    w.refusedWith(await buyWith(buyer, got.id), 'couponId', /does not exist or was already used/);

    await okData(await w.shop(buyer.token, 'order/cancel', { id: order.id }));
    expect(await coupon(got.id)).toMatchObject({ status: 1, useOrderId: null, useTime: null });
    expect(await usage(got.id)).toEqual([
      [1, order.id, 500],
      [2, order.id, 500],
    ]);
    expect((await template(row.id))?.useCount).toBe(0);
    await okData(await w.shop(buyer.token, 'order/cancel', { id: order.id }));
    expect(await usage(got.id)).toHaveLength(2);
  });

  it('refuses another shopper’s coupon and an unusable one, writing nothing', async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const row = await w.template({ usePrice: 5000, discountPrice: 500 });
    const got = await okData<Coupon>(await w.claim(owner.token, row.id));
    const orders = await w.count('trade_order');
    w.refusedWith(await buyWith(other, got.id), 'couponId', /does not exist or was already used/);
    w.refusedWith(await buyWith(owner, got.id), 'couponId', /minimum spend is not reached/);
    // The reason in the shopper's language, on the preview as at checkout.
    const preview = await w.shop(
      owner.token,
      'order/price',
      { storeId: w.store.id, lines: [{ goodsId: w.bananas.id, count: 1 }], couponId: got.id },
      'es',
    );
    w.refusedWith(preview, 'couponId', /no se alcanza el gasto mínimo/);
    expect(await w.count('trade_order')).toBe(orders);
    expect(await coupon(got.id)).toMatchObject({ status: 1 });
  });

  it('two checkouts with one coupon at once: one order, the other refused', async () => {
    const buyer = await newShopper();
    const row = await w.template({});
    const got = await okData<Coupon>(await w.claim(buyer.token, row.id));
    const before = await w.count('trade_order');
    const answers = await Promise.all([
      w.checkout(buyer, 1, { couponId: got.id }),
      w.checkout(buyer, 1, { couponId: got.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await w.count('trade_order')).toBe(before + 1);
    expect(await usage(got.id)).toHaveLength(1);
    const made = answers.find((a) => a.statusCode === 200);
    const order = await okData<Order>(made!);
    expect(order.couponPrice).toBe(500);
    await okData(await w.shop(buyer.token, 'order/cancel', { id: order.id }));
  });

  it('a request key sent twice answers one order, the coupon used once', async () => {
    const buyer = await newShopper();
    const row = await w.template({});
    const got = await okData<Coupon>(await w.claim(buyer.token, row.id));
    const body = {
      storeId: w.store.id,
      lines: [{ goodsId: w.bananas.id, skuId: null, count: 1, price: 980 }],
      addressId: buyer.addressId,
      couponId: got.id,
      requestKey: `twice-${got.id}`,
    };
    const first = await okData<Order>(await w.shop(buyer.token, 'order/create', body));
    const second = await okData<Order>(await w.shop(buyer.token, 'order/create', body));
    expect(second.id).toBe(first.id);
    expect(await usage(got.id)).toEqual([[1, first.id, 500]]);
    await okData(await w.shop(buyer.token, 'order/cancel', { id: first.id }));
  });

  it('an order cancelled by staff, or fully refunded, gives its coupon back', async () => {
    const buyer = await newShopper();
    const row = await w.template({});
    const got = await okData<Coupon>(await w.claim(buyer.token, row.id));
    const first = await okData<Order>(await w.checkout(buyer, 1, { couponId: got.id }));
    await okData(await w.act('/api/order/order/cancel', { id: first.id, remark: 'Out of stock' }));
    expect(await coupon(got.id)).toMatchObject({ status: 1, useOrderId: null });

    // Used again, paid, the whole line refunded: the order is cancelled and the coupon back.
    const second = await okData<Order>(await w.checkout(buyer, 1, { couponId: got.id }));
    expect(second).toMatchObject({ couponPrice: 500, payPrice: 980 - 500 + 600 });
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: second.id }));
    const afterSale = await okData<{ id: number; refundPrice: number }>(
      await w.shop(buyer.token, 'after-sale/apply', {
        orderId: second.id,
        way: 10,
        applyReason: 'Changed my mind',
        lines: [{ orderItemId: second.lines[0]?.id, count: 1 }],
      }),
    );
    expect(afterSale.refundPrice).toBe(480);
    await okData(await w.act('/api/order/refund/agree', { id: afterSale.id }));
    await okData(await w.act('/api/order/refund/refund', { id: afterSale.id }));
    const done = await okData<Order>(await w.shop(buyer.token, 'order/detail', { id: second.id }));
    expect(done).toMatchObject({ status: 40, cancelType: 20 });
    expect(await coupon(got.id)).toMatchObject({ status: 1, useOrderId: null });
    expect(await usage(got.id)).toEqual([
      [1, first.id, 500],
      [2, first.id, 500],
      [1, second.id, 500],
      [2, second.id, 500],
    ]);
    expect((await template(row.id))?.useCount).toBe(0);
  });

  it('an order cancelled by the clock gives its coupon back, expired when its validity ended', async () => {
    const buyer = await newShopper();
    const row = await w.template({
      validEndTime: formatDateTime(w.t.clock.now() + 10 * 60_000),
    });
    const got = await okData<Coupon>(await w.claim(buyer.token, row.id));
    const order = await okData<Order>(await w.checkout(buyer, 1, { couponId: got.id }));
    expect(order.couponPrice).toBe(500);
    w.t.clock.advance(31 * 60_000);
    await w.t.app.services.orders.flow.runDue();
    expect(await coupon(got.id)).toMatchObject({ status: 3, useOrderId: null });
    expect(await usage(got.id)).toEqual([
      [1, order.id, 500],
      [2, order.id, 500],
    ]);
    await w.logInAgain();
  });
});
