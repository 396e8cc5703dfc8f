import type { RuleContent } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { apportion } from '../src/modules/marketing/pricing/apportion';
import {
  type EngineCoupon,
  type EngineLine,
  type FullReduction,
  type MarkdownItem,
  type PricingInput,
  priceCart,
} from '../src/modules/marketing/pricing/pricing-engine';
import type { PricingRule } from '../src/modules/marketing/rules/rule-engine';

// The pricing engine alone (docs/marketing.md, Pricing): a pure function, no server. Each case
// is a cart, what applies to it and the cents expected.

const AT = '2026-11-25 12:00:00'; // a Wednesday

const line = (goodsId: number, price: number, count: number, more: Partial<EngineLine> = {}) => ({
  goodsId,
  skuId: null,
  categoryId: 100 + goodsId,
  price,
  count,
  ...more,
});

const base = (lines: EngineLine[], more: Partial<PricingInput> = {}): PricingInput => ({
  lines,
  at: AT,
  storeId: 1,
  member: null,
  markdownItems: [],
  reductions: [],
  rules: [],
  coupons: [],
  couponId: null,
  delivery: { deliveryPrice: 600, freeDeliveryOver: 0 },
  ...more,
});

const markdown = (more: Partial<MarkdownItem>): MarkdownItem => ({
  markdownId: 1,
  name: 'Markdown',
  goodsId: 1,
  skuId: null,
  discountType: 2,
  discountPercent: 10,
  discountPrice: 0,
  ...more,
});

const reduction = (more: Partial<FullReduction>): FullReduction => ({
  id: 7,
  name: 'Full reduction',
  conditionType: 10,
  productScope: 1,
  goodsIds: [],
  categoryIds: [],
  tiers: [],
  ...more,
});

const rule = (id: number, content: RuleContent, more: Partial<PricingRule> = {}): PricingRule => ({
  id,
  name: `Rule ${id}`,
  salience: 0,
  activationGroup: null,
  dateEffective: null,
  dateExpires: null,
  content,
  ...more,
});

const coupon = (more: Partial<EngineCoupon>): EngineCoupon => ({
  id: 50,
  name: 'Coupon',
  validStartTime: '2026-01-01 00:00:00',
  validEndTime: '2027-01-01 00:00:00',
  usePrice: 0,
  productScope: 1,
  goodsIds: [],
  categoryIds: [],
  discountType: 1,
  discountPercent: 0,
  discountPrice: 500,
  discountLimitPrice: 0,
  ...more,
});

const always = {
  all: [{ fact: 'cartTotal' as const, operator: 'greaterThan' as const, value: 0 }],
};

type Case = {
  name: string;
  input: PricingInput;
  /** [step, sourceId, amount] of each adjustment, in order. */
  adjustments: [number, number | null, number][];
  lines?: number[];
  discountPrice: number;
  couponPrice?: number;
  deliveryPrice: number;
  payPrice: number;
};

const cases: Case[] = [
  {
    name: 'no promotion: total plus delivery',
    input: base([line(1, 980, 2)]),
    adjustments: [],
    discountPrice: 0,
    deliveryPrice: 600,
    payPrice: 2560,
  },
  {
    name: 'member 95 % then a 10 % markdown on what is left',
    input: base([line(1, 1000, 3), line(2, 333, 1)], {
      member: { name: 'Gold', level: 2, discountPercent: 95 },
      markdownItems: [markdown({ goodsId: 1, discountPercent: 10 })],
    }),
    // member: 5 % of 3333 = 166.65 → 167 shared 150 / 17; markdown: 10 % of 2850 = 285.
    adjustments: [
      [10, null, 167],
      [20, 1, 285],
    ],
    lines: [2565, 316],
    discountPrice: 452,
    deliveryPrice: 600,
    payPrice: 3333 - 452 + 600,
  },
  {
    name: 'a SKU’s own markdown item wins over the goods-wide one, even when smaller',
    input: base([line(1, 1000, 1, { skuId: 11 }), line(1, 1000, 1, { skuId: 12 })], {
      markdownItems: [
        markdown({ markdownId: 1, goodsId: 1, skuId: null, discountPercent: 30 }),
        markdown({ markdownId: 2, goodsId: 1, skuId: 11, discountType: 1, discountPrice: 100 }),
      ],
    }),
    adjustments: [
      [20, 1, 300],
      [20, 2, 100],
    ],
    lines: [900, 700],
    discountPrice: 400,
    deliveryPrice: 600,
    payPrice: 2000 - 400 + 600,
  },
  {
    name: 'an amount-off markdown is clamped to the unit price',
    input: base([line(1, 300, 2)], {
      markdownItems: [markdown({ discountType: 1, discountPrice: 500 })],
    }),
    adjustments: [[20, 1, 600]],
    lines: [0],
    discountPrice: 600,
    deliveryPrice: 600,
    payPrice: 600,
  },
  {
    name: 'full reduction by amount: the best tier reached, shared over the goods in scope',
    input: base([line(1, 3000, 2), line(2, 4000, 1), line(3, 5000, 1)], {
      reductions: [
        reduction({
          productScope: 2,
          goodsIds: [1, 2],
          tiers: [
            { limitPrice: 5000, limitCount: 0, discountPrice: 500, freeDelivery: false },
            { limitPrice: 10000, limitCount: 0, discountPrice: 1000, freeDelivery: false },
            { limitPrice: 20000, limitCount: 0, discountPrice: 3000, freeDelivery: false },
          ],
        }),
      ],
    }),
    // goods 1 and 2: 10000 reached → 1000, 600 / 400.
    adjustments: [[30, 7, 1000]],
    lines: [5400, 3600, 5000],
    discountPrice: 1000,
    deliveryPrice: 600,
    payPrice: 15000 - 1000 + 600,
  },
  {
    name: 'full reduction by items, scope by category, with a free-delivery tier',
    input: base([line(1, 1000, 2), line(2, 999, 1), line(3, 500, 5)], {
      reductions: [
        reduction({
          conditionType: 20,
          productScope: 3,
          categoryIds: [101, 102],
          tiers: [
            { limitPrice: 0, limitCount: 2, discountPrice: 100, freeDelivery: false },
            { limitPrice: 0, limitCount: 3, discountPrice: 200, freeDelivery: true },
            { limitPrice: 0, limitCount: 10, discountPrice: 900, freeDelivery: true },
          ],
        }),
      ],
    }),
    // 3 items of categories 101 and 102 → 200 off 2000 / 999: 133.4 / 66.6 → 133 / 67.
    adjustments: [
      [30, 7, 200],
      [60, 7, 600],
    ],
    lines: [1867, 932, 2500],
    discountPrice: 200,
    deliveryPrice: 0,
    payPrice: 5499 - 200,
  },
  {
    name: 'rules: the highest priority of an exclusive group fires, others add up',
    input: base([line(1, 2500, 4)], {
      rules: [
        rule(
          1,
          { conditions: always, event: { type: 'amountOff', params: { amount: 300 } } },
          {
            salience: 1,
            activationGroup: 'cart',
          },
        ),
        rule(
          2,
          { conditions: always, event: { type: 'amountOff', params: { amount: 800 } } },
          {
            salience: 5,
            activationGroup: 'cart',
          },
        ),
        rule(3, {
          conditions: always,
          event: { type: 'percentOff', params: { percent: 10, maxAmount: 500 } },
        }),
        rule(4, {
          conditions: { all: [{ fact: 'weekday', operator: 'in', value: [6, 7] }] },
          event: { type: 'freeDelivery' },
        }),
      ],
    }),
    // rule 2 (800), then rule 3: 10 % of 9200 = 920 capped at 500; rule 1 left out, rule 4 not a weekend.
    adjustments: [
      [40, 2, 800],
      [40, 3, 500],
    ],
    discountPrice: 1300,
    deliveryPrice: 600,
    payPrice: 10000 - 1300 + 600,
  },
  {
    name: 'rules see the cart after markdowns and reductions',
    input: base([line(1, 1000, 10)], {
      markdownItems: [markdown({ discountPercent: 20 })],
      rules: [
        rule(1, {
          conditions: {
            all: [{ fact: 'cartTotal', operator: 'greaterThanInclusive', value: 9000 }],
          },
          event: { type: 'amountOff', params: { amount: 1000 } },
        }),
        rule(2, {
          conditions: {
            all: [{ fact: 'cartTotal', operator: 'greaterThanInclusive', value: 8000 }],
          },
          event: { type: 'freeDelivery' },
        }),
      ],
    }),
    adjustments: [
      [20, 1, 2000],
      [60, 2, 600],
    ],
    discountPrice: 2000,
    deliveryPrice: 0,
    payPrice: 8000,
  },
  {
    name: 'coupon threshold is checked after markdowns and reductions',
    input: base([line(1, 1000, 3)], {
      markdownItems: [markdown({ discountPercent: 10 })],
      coupons: [coupon({ usePrice: 3000 })],
      couponId: 50,
    }),
    adjustments: [[20, 1, 300]],
    discountPrice: 300,
    couponPrice: 0,
    deliveryPrice: 600,
    payPrice: 3000 - 300 + 600,
  },
  {
    name: 'percent coupon with its cap, shared over the goods in its range only',
    input: base([line(1, 3333, 3), line(2, 1000, 1), line(3, 2000, 1)], {
      coupons: [
        coupon({
          productScope: 2,
          goodsIds: [1, 2],
          discountType: 2,
          discountPercent: 20,
          discountLimitPrice: 1500,
          usePrice: 10000,
        }),
      ],
      couponId: 50,
    }),
    // 20 % of 10999 = 2200 capped at 1500: 9999 / 1000 → 1364 / 136.
    adjustments: [[50, 50, 1500]],
    lines: [8635, 864, 2000],
    discountPrice: 0,
    couponPrice: 1500,
    deliveryPrice: 600,
    payPrice: 12999 - 1500 + 600,
  },
  {
    name: 'delivery charged when the discounts take the goods below the free-delivery threshold',
    input: base([line(1, 2600, 2)], {
      delivery: { deliveryPrice: 600, freeDeliveryOver: 5000 },
      coupons: [coupon({ discountPrice: 300 })],
      couponId: 50,
    }),
    adjustments: [[50, 50, 300]],
    discountPrice: 0,
    couponPrice: 300,
    deliveryPrice: 600,
    payPrice: 5500,
  },
];

describe('pricing engine', () => {
  for (const entry of cases)
    it(entry.name, async () => {
      const result = await priceCart(entry.input);
      expect(result.adjustments.map((a) => [a.step, a.sourceId, a.amount])).toEqual(
        entry.adjustments,
      );
      if (entry.lines) expect(result.lines.map((l) => l.payPrice)).toEqual(entry.lines);
      expect(result.discountPrice).toBe(entry.discountPrice);
      expect(result.couponPrice).toBe(entry.couponPrice ?? 0);
      expect(result.deliveryPrice).toBe(entry.deliveryPrice);
      expect(result.payPrice).toBe(entry.payPrice);
      // Each adjustment's shares sum to it; lines never below zero; lines sum to the goods' pay.
      for (const a of result.adjustments)
        if (a.step !== 60) expect(a.lineAmounts.reduce((s, v) => s + v, 0)).toBe(a.amount);
      for (const l of result.lines) expect(l.payPrice).toBeGreaterThanOrEqual(0);
      expect(result.lines.reduce((s, l) => s + l.payPrice, 0)).toBe(
        result.payPrice - result.deliveryPrice,
      );
    });

  it('lists every coupon with its discount or why not, and applies none unasked', async () => {
    const result = await priceCart(
      base([line(1, 1000, 2), line(2, 500, 1)], {
        coupons: [
          coupon({ id: 1, discountPrice: 300, usePrice: 2000 }),
          coupon({ id: 2, discountPrice: 300, usePrice: 3000 }),
          coupon({ id: 3, productScope: 3, categoryIds: [999] }),
          coupon({ id: 4, validStartTime: '2026-12-01 00:00:00' }),
          coupon({ id: 5, validEndTime: AT }),
        ],
      }),
    );
    expect(result.couponPrice).toBe(0);
    expect(result.couponId).toBeNull();
    expect(result.coupons.map((c) => [c.id, c.discount, c.usable, c.reason])).toEqual([
      [1, 300, true, null],
      [2, 300, false, 'coupon.belowThreshold'],
      [3, 0, false, 'coupon.outOfRange'],
      [4, 500, false, 'coupon.notValidNow'],
      [5, 500, false, 'coupon.notValidNow'],
    ]);
    const chosen = await priceCart(
      base([line(1, 1000, 2)], { coupons: [coupon({ id: 2, usePrice: 3000 })], couponId: 2 }),
    );
    expect(chosen.couponRefusal).toBe('coupon.belowThreshold');
    const other = await priceCart(base([line(1, 1000, 2)], { couponId: 99 }));
    expect(other.couponRefusal).toBe('coupon.notYours');
  });

  it('apportions by largest remainder, exactly, never above a weight', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(apportion(7, [3, 3, 1])).toEqual([3, 3, 1]);
    expect(apportion(1, [2, 3])).toEqual([0, 1]);
    const big = apportion(99_999_999_99, [70_000_000_00, 30_000_000_01]);
    expect(big[0]! + big[1]!).toBe(99_999_999_99);
    for (let run = 0; run < 200; run += 1) {
      const weights = Array.from(
        { length: 1 + (run % 9) },
        (_, i) => ((run * 7919 + i * 104729) % 5000) + (i % 3 === 0 ? 0 : 1),
      );
      const total = weights.reduce((s, w) => s + w, 0);
      const amount = total === 0 ? 0 : (run * 31) % (total + 1);
      const shares = apportion(amount, weights);
      expect(shares.reduce((s, v) => s + v, 0)).toBe(total === 0 ? 0 : amount);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i] ?? 0));
    }
  });
});
