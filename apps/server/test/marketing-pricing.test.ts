import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type MarketingWorld, type PricedAnswer, startMarketingWorld } from './marketing.support';

// Pricing through the console's preview and the storefront's, on the real app (docs/marketing.md,
// Pricing): what staff set up in the console (member levels, markdowns, full reductions, rules,
// coupons) priced in its stated order, in cents, lines summing exactly. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL. The pure engine's own cases: marketing-pricing-engine.test.ts.

let w: MarketingWorld;
let water: number;
let soda: number;
let crisps: number;
let bananas: number;
beforeAll(async () => {
  w = await startMarketingWorld();
  water = w.goods['SR-0001'] ?? 0;
  soda = w.goods['SR-0002'] ?? 0;
  crisps = w.goods['SR-0003'] ?? 0;
  bananas = w.goods['SR-0004'] ?? 0;
});
afterAll(() => w.t.close());
beforeEach(async () => {
  await w.clearPromotions();
});

const steps = (cart: PricedAnswer) =>
  cart.adjustments.map((a) => [a.step, a.sourceId, a.amount] as const);

/** Every line's shares add up to each adjustment, lines to the totals, none below zero. */
const consistent = (cart: PricedAnswer) => {
  for (const a of cart.adjustments)
    if (a.step !== 60) expect(a.lineAmounts.reduce((s, v) => s + v, 0)).toBe(a.amount);
  for (const line of cart.lines) expect(line.payPrice).toBeGreaterThanOrEqual(0);
  expect(cart.lines.reduce((s, l) => s + l.payPrice, 0)).toBe(cart.payPrice - cart.deliveryPrice);
  expect(cart.payPrice).toBe(
    cart.totalPrice - cart.discountPrice - cart.couponPrice + cart.deliveryPrice,
  );
};

describe('pricing preview', () => {
  it('a member level’s percentage, then a markdown on what is left', async () => {
    const buyer = await w.shopper('13700000001');
    const customerId = await w.customerOf(buyer.token);
    const level = await w.edit('/api/admin/member-level', {
      name: 'T Pricing Gold',
      level: 90,
      experience: 9_000_000,
      discountPercent: 95,
    });
    await okData(
      await w.act('/api/admin/customer/change-level', {
        id: customerId,
        levelId: level.id,
        reason: 'Pricing test',
      }),
    );
    const markdown = await w.markdown('Water 10 % off', [
      { goodsId: water, discountType: 2, discountPercent: 10 },
    ]);
    const cart = await w.preview(
      [
        { goodsId: water, count: 4 },
        { goodsId: crisps, count: 1 },
      ],
      { customerId },
    );
    // member: 5 % of 15.90 = 0.80 (0.50 / 0.30); markdown: 10 % of 9.50 = 0.95.
    expect(steps(cart)).toEqual([
      [10, null, 80],
      [20, markdown.id, 95],
    ]);
    expect(cart.adjustments[0]?.name).toBe('T Pricing Gold');
    expect(cart.lines.map((l) => l.payPrice)).toEqual([855, 560]);
    expect(cart).toMatchObject({ totalPrice: 1590, discountPrice: 175, payPrice: 2015 });
    consistent(cart);
    // A guest (no customer) gets the markdown only.
    const guest = await w.preview([{ goodsId: water, count: 4 }]);
    expect(steps(guest)).toEqual([[20, markdown.id, 100]]);
  });

  it('full reduction by amount on listed goods: the best tier reached, shared over them', async () => {
    const reduction = await w.reduction('Drinks 3 off from 20', {
      conditionType: 10,
      productScope: 2,
      tiers: [
        { limitPrice: 1000, discountPrice: 100 },
        { limitPrice: 2000, discountPrice: 300 },
      ],
      scope: [{ goodsId: water }, { goodsId: soda }],
    });
    const cart = await w.preview([
      { goodsId: water, count: 4 },
      { goodsId: soda, count: 4 },
      { goodsId: crisps, count: 1 },
    ]);
    expect(steps(cart)).toEqual([[30, reduction.id, 300]]);
    expect(cart.lines.map((l) => l.payPrice)).toEqual([868, 1112, 590]);
    expect(cart).toMatchObject({ totalPrice: 2870, discountPrice: 300, payPrice: 3170 });
    consistent(cart);
    // Below the first tier: nothing.
    expect(steps(await w.preview([{ goodsId: water, count: 3 }]))).toEqual([]);
  });

  it('full reduction by items in a category, its top tier waiving delivery', async () => {
    const reduction = await w.reduction('Six drinks', {
      conditionType: 20,
      productScope: 3,
      tiers: [
        { limitCount: 3, discountPrice: 50 },
        { limitCount: 6, discountPrice: 150, freeDelivery: true },
      ],
      scope: [{ goodsTypeId: w.categories['Soft drinks'] }],
    });
    const cart = await w.preview([
      { goodsId: water, count: 3 },
      { goodsId: soda, count: 3 },
      { goodsId: bananas, count: 1 },
    ]);
    expect(steps(cart)).toEqual([
      [30, reduction.id, 150],
      [60, reduction.id, 600],
    ]);
    expect(cart.lines.map((l) => l.discountPrice)).toEqual([66, 84, 0]);
    expect(cart).toMatchObject({ totalPrice: 2690, discountPrice: 150, deliveryPrice: 0 });
    expect(cart.payPrice).toBe(2540);
    consistent(cart);
    const fewer = await w.preview([
      { goodsId: water, count: 3 },
      { goodsId: bananas, count: 1 },
    ]);
    expect(steps(fewer)).toEqual([[30, reduction.id, 50]]);
    expect(fewer.deliveryPrice).toBe(600);
  });

  it('rules: one per exclusive group by priority, the others after, on what is left', async () => {
    const always = { all: [{ fact: 'cartTotal', operator: 'greaterThan', value: 0 }] };
    await w.rule(
      'Group low',
      { conditions: always, event: { type: 'amountOff', params: { amount: 300 } } },
      { salience: 1, activationGroup: 'cart' },
    );
    const high = await w.rule(
      'Group high',
      { conditions: always, event: { type: 'amountOff', params: { amount: 200 } } },
      { salience: 5, activationGroup: 'cart' },
    );
    const percent = await w.rule('Ten percent, at most 1.00', {
      conditions: always,
      event: { type: 'percentOff', params: { percent: 10, maxAmount: 100 } },
    });
    await w.rule('Never', {
      conditions: { all: [{ fact: 'itemCount', operator: 'greaterThan', value: 99 }] },
      event: { type: 'freeDelivery' },
    });
    const cart = await w.preview([{ goodsId: crisps, count: 2 }]);
    // 11.80 − 2.00 (the group's higher priority) − 10 % of 9.80.
    expect(steps(cart)).toEqual([
      [40, high.id, 200],
      [40, percent.id, 98],
    ]);
    expect(cart).toMatchObject({ discountPrice: 298, payPrice: 1180 - 298 + 600 });
    consistent(cart);
  });

  it('checks a coupon’s minimum spend after markdowns and reductions, and says why in the caller’s language', async () => {
    const buyer = await w.shopper('13700000002');
    const customerId = await w.customerOf(buyer.token);
    const reduction = await w.reduction('3 off from 20', {
      tiers: [{ limitPrice: 2000, discountPrice: 300 }],
    });
    const template = await w.template({ usePrice: 2000, discountPrice: 200 });
    const coupon = await okData<{ id: number }>(await w.claim(buyer.token, template.id));
    const lines = [
      { goodsId: bananas, count: 2 },
      { goodsId: water, count: 1 },
    ];
    // 22.10 reaches the reduction; 19.10 after it is below the coupon's 20.00.
    const cart = await w.preview(lines, { customerId });
    expect(steps(cart)).toEqual([[30, reduction.id, 300]]);
    expect(cart.coupons).toContainEqual({
      id: coupon.id,
      name: 'Test coupon',
      discount: 200,
      usable: false,
      reason: 'coupon.belowThreshold',
    });
    const body = { storeId: w.store.id, lines, customerId, couponId: coupon.id };
    w.refusedWith(
      await w.act('/api/promotion/pricing/preview', body, 'sunrise', 'es'),
      'couponId',
      /no se puede usar en este pedido: no se alcanza el gasto mínimo/,
    );
    w.refusedWith(
      await w.shop(buyer.token, 'order/price', { storeId: w.store.id, lines, couponId: coupon.id }),
      'couponId',
      /cannot be used on this order: the minimum spend is not reached/,
    );
    // One more banana: usable, applied only when chosen.
    const more = [{ goodsId: bananas, count: 3 }, lines[1]!];
    const unchosen = await w.preview(more, { customerId });
    expect(unchosen.couponPrice).toBe(0);
    expect(unchosen.coupons.find((c) => c.id === coupon.id)).toMatchObject({ usable: true });
    const chosen = await w.preview(more, { customerId, couponId: coupon.id });
    expect(steps(chosen)).toEqual([
      [30, reduction.id, 300],
      [50, coupon.id, 200],
    ]);
    expect(chosen).toMatchObject({ couponId: coupon.id, couponPrice: 200, discountPrice: 300 });
    consistent(chosen);
  });

  it('a percent coupon on a category, capped, shared over the goods in its range only', async () => {
    const buyer = await w.shopper('13700000003');
    const customerId = await w.customerOf(buyer.token);
    const template = await w.template(
      { productScope: 3, discountType: 2, discountPercent: 20, discountLimitPrice: 150 },
      [{ goodsTypeId: w.categories['Soft drinks'] }],
    );
    const coupon = await okData<{ id: number }>(await w.claim(buyer.token, template.id));
    const cart = await w.preview(
      [
        { goodsId: water, count: 4 },
        { goodsId: bananas, count: 1 },
      ],
      { customerId, couponId: coupon.id },
    );
    expect(steps(cart)).toEqual([[50, coupon.id, 150]]);
    expect(cart.adjustments[0]?.lineAmounts).toEqual([150, 0]);
    expect(cart).toMatchObject({ couponPrice: 150, payPrice: 1980 - 150 + 600 });
    consistent(cart);
    // Without goods of its range it cannot be used.
    const other = await w.preview([{ goodsId: bananas, count: 1 }], { customerId });
    expect(other.coupons.find((c) => c.id === coupon.id)).toMatchObject({
      usable: false,
      reason: 'coupon.outOfRange',
      discount: 0,
    });
  });

  it('refuses a coupon that is not the customer’s, and a store or customer outside the caller’s scope', async () => {
    const buyer = await w.shopper('13700000004');
    const owner = await w.shopper('13700000005');
    const template = await w.template({});
    const coupon = await okData<{ id: number }>(await w.claim(owner.token, template.id));
    w.refusedWith(
      await w.act('/api/promotion/pricing/preview', {
        storeId: w.store.id,
        lines: [{ goodsId: bananas, count: 1 }],
        customerId: await w.customerOf(buyer.token),
        couponId: coupon.id,
      }),
      'couponId',
      /does not exist or was already used/,
    );
    const harbour = await w.act(
      '/api/promotion/pricing/preview',
      { storeId: w.store.id, lines: [{ goodsId: bananas, count: 1 }] },
      'harbour',
    );
    expect(harbour.statusCode).toBe(404);
  });
});
