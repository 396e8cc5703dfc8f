import {
  type CartCoupon,
  CONDITION_TYPE,
  DISCOUNT_TYPE,
  PRICING_STEP,
  type PricingAdjustment,
  PRODUCT_SCOPE,
  type RuleFacts,
} from '@retail/contract';
import { evaluateRules, type PricingRule, type RuleOutcome } from '../rules/rule-engine';
import { apportion, percentOf } from './apportion';

// The one pricing engine (docs/marketing.md, Pricing): a pure function of the cart and of what
// applies to it (no database). Steps in their order, each on what the previous ones left of
// each line, each discount shared out to the lines in cents (never below zero): flash sale →
// member level →
// markdown → full reduction → rules → the coupon the shopper chose → delivery.

export type EngineLine = {
  goodsId: number;
  skuId: number | null;
  categoryId: number | null;
  /** The unit price at the store (cents). */
  price: number;
  count: number;
};

export type MarkdownItem = {
  markdownId: number;
  name: string;
  goodsId: number;
  /** null: every unit of the goods. */
  skuId: number | null;
  discountType: number;
  discountPercent: number;
  discountPrice: number;
};

export type ReductionTier = {
  limitPrice: number;
  limitCount: number;
  discountPrice: number;
  freeDelivery: boolean;
};

/** What goods something covers: all, the goods listed, the categories listed. */
export type ProductRange = { productScope: number; goodsIds: number[]; categoryIds: number[] };

export type FullReduction = ProductRange & {
  id: number;
  name: string;
  conditionType: number;
  tiers: ReductionTier[];
};

/** A customer's unused coupon with its template's range. */
export type EngineCoupon = ProductRange & {
  id: number;
  name: string;
  validStartTime: string | null;
  validEndTime: string | null;
  usePrice: number;
  discountType: number;
  discountPercent: number;
  discountPrice: number;
  discountLimitPrice: number;
};

export type PricingInput = {
  lines: EngineLine[];
  /** The moment, `yyyy-MM-dd HH:mm:ss`. */
  at: string;
  storeId: number;
  /** The customer's member level (discountPercent: what is paid, 100 none). */
  member: { name: string; level: number; discountPercent: number } | null;
  markdownItems: MarkdownItem[];
  reductions: FullReduction[];
  rules: PricingRule[];
  /** The shopper's unused coupons. */
  coupons: EngineCoupon[];
  /** The coupon the shopper chose (none: no coupon, never one chosen for them). */
  couponId: number | null;
  delivery: { deliveryPrice: number; freeDeliveryOver: number };
  /**
   * An activity's price per line (null: none), first of all (docs/marketing.md): a flash sale's
   * or a group buy's, its step saying which.
   */
  activityPrice?: {
    step:
      typeof PRICING_STEP.flashSale | typeof PRICING_STEP.groupBuy | typeof PRICING_STEP.bargain;
    id: number;
    name: string;
    prices: readonly (number | null)[];
  } | null;
};

export type CouponReason = 'coupon.belowThreshold' | 'coupon.outOfRange' | 'coupon.notValidNow';

export type PricingResult = {
  lines: { totalPrice: number; discountPrice: number; payPrice: number }[];
  adjustments: PricingAdjustment[];
  totalPrice: number;
  discountPrice: number;
  couponPrice: number;
  couponId: number | null;
  deliveryPrice: number;
  payPrice: number;
  coupons: CartCoupon[];
  /** The facts the rules saw, and the rules that fired. */
  facts: RuleFacts;
  fired: RuleOutcome[];
  /** Why the chosen coupon was not applied (null: applied, or none chosen). */
  couponRefusal: 'coupon.notYours' | CouponReason | null;
};

export const inRange = (range: ProductRange, line: EngineLine): boolean =>
  range.productScope === PRODUCT_SCOPE.goods
    ? range.goodsIds.includes(line.goodsId)
    : range.productScope === PRODUCT_SCOPE.category
      ? line.categoryId !== null && range.categoryIds.includes(line.categoryId)
      : true;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The hour and ISO weekday (1 Monday – 7 Sunday) of `yyyy-MM-dd HH:mm:ss`. */
const clockFacts = (at: string) => {
  const [y = 1970, m = 1, d = 1] = at.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { hour: Number(at.slice(11, 13)) || 0, weekday: day === 0 ? 7 : day };
};

/** What one markdown item takes off a line's remaining amount. */
const markdownOff = (item: MarkdownItem, line: EngineLine, remaining: number) => {
  if (item.discountType === DISCOUNT_TYPE.amount)
    return Math.min(remaining, Math.min(item.discountPrice, line.price) * line.count);
  return Math.min(remaining, percentOf(remaining, item.discountPercent));
};

/** The best tier an activity's goods reach (the highest threshold), if any. */
const tierReached = (reduction: FullReduction, amount: number, count: number) => {
  const byCount = reduction.conditionType === CONDITION_TYPE.count;
  const reached = reduction.tiers.filter((tier) =>
    byCount ? count >= tier.limitCount : amount >= tier.limitPrice,
  );
  return reached.sort((a, b) =>
    byCount ? b.limitCount - a.limitCount : b.limitPrice - a.limitPrice,
  )[0];
};

/** What a coupon takes off lines' remaining amounts, or why it cannot. */
export const couponOn = (
  coupon: EngineCoupon,
  lines: readonly EngineLine[],
  remaining: readonly number[],
  at: string,
): { discount: number; weights: number[]; reason: CouponReason | null } => {
  const weights = lines.map((line, index) => (inRange(coupon, line) ? (remaining[index] ?? 0) : 0));
  const covered = lines.some((line) => inRange(coupon, line));
  const base = sum(weights);
  let discount = 0;
  if (covered) {
    discount =
      coupon.discountType === DISCOUNT_TYPE.percent
        ? percentOf(base, coupon.discountPercent)
        : coupon.discountPrice;
    if (coupon.discountType === DISCOUNT_TYPE.percent && coupon.discountLimitPrice > 0)
      discount = Math.min(discount, coupon.discountLimitPrice);
    discount = Math.max(0, Math.min(discount, base));
  }
  const valid =
    (coupon.validStartTime === null || coupon.validStartTime <= at) &&
    (coupon.validEndTime === null || at < coupon.validEndTime);
  const reason: CouponReason | null = !valid
    ? 'coupon.notValidNow'
    : !covered
      ? 'coupon.outOfRange'
      : base < coupon.usePrice
        ? 'coupon.belowThreshold'
        : null;
  return { discount, weights, reason };
};

/** Prices a cart: every step's adjustments, each line's amounts and the totals. */
export const priceCart = async (input: PricingInput): Promise<PricingResult> => {
  const { lines } = input;
  const totals = lines.map((line) => line.price * line.count);
  const remaining = [...totals];
  const adjustments: PricingAdjustment[] = [];
  const take = (
    step: number,
    sourceId: number | null,
    name: string,
    lineAmounts: readonly number[],
  ) => {
    const amount = sum(lineAmounts);
    if (amount <= 0) return;
    lineAmounts.forEach((value, index) => {
      remaining[index] = (remaining[index] ?? 0) - value;
    });
    adjustments.push({ step, sourceId, name, amount, lineAmounts: [...lineAmounts] });
  };
  let waivedBy: { sourceId: number; name: string } | null = null;

  // 0. A flash sale or a group buy: the activity's price first, from the store's price to it.
  const activityPrice = input.activityPrice;
  if (activityPrice)
    take(
      activityPrice.step,
      activityPrice.id,
      activityPrice.name,
      lines.map((line, index) => {
        const price = activityPrice.prices[index];
        return price === null || price === undefined
          ? 0
          : Math.max(0, line.price - price) * line.count;
      }),
    );

  // 1. Member level: its percentage of the whole cart, shared out by line.
  const member = input.member;
  if (member && member.discountPercent >= 0 && member.discountPercent < 100) {
    const amount = percentOf(sum(remaining), 100 - member.discountPercent);
    take(PRICING_STEP.member, null, member.name, apportion(amount, remaining));
  }

  // 2. Markdowns: each line's best item (the SKU's own wins over the goods-wide one).
  const byMarkdown = new Map<number, { name: string; amounts: number[] }>();
  lines.forEach((line, index) => {
    const items = input.markdownItems.filter((item) => item.goodsId === line.goodsId);
    const own = items.filter((item) => item.skuId !== null && item.skuId === line.skuId);
    const candidates = own.length > 0 ? own : items.filter((item) => item.skuId === null);
    const left = remaining[index] ?? 0;
    let best: { item: MarkdownItem; off: number } | undefined;
    for (const item of candidates) {
      const off = markdownOff(item, line, left);
      if (!best || off > best.off || (off === best.off && item.markdownId < best.item.markdownId))
        best = { item, off };
    }
    if (!best || best.off <= 0) return;
    const entry = byMarkdown.get(best.item.markdownId) ?? {
      name: best.item.name,
      amounts: lines.map(() => 0),
    };
    entry.amounts[index] = best.off;
    byMarkdown.set(best.item.markdownId, entry);
  });
  for (const [id, entry] of [...byMarkdown].sort((a, b) => a[0] - b[0]))
    take(PRICING_STEP.markdown, id, entry.name, entry.amounts);

  // 3. Full reductions: per activity, the goods in its scope as the previous steps left them.
  for (const reduction of [...input.reductions].sort((a, b) => a.id - b.id)) {
    const weights = lines.map((line, index) =>
      inRange(reduction, line) ? (remaining[index] ?? 0) : 0,
    );
    const count = sum(lines.map((line) => (inRange(reduction, line) ? line.count : 0)));
    if (count === 0) continue;
    const base = sum(weights);
    const tier = tierReached(reduction, base, count);
    if (!tier) continue;
    take(
      PRICING_STEP.fullReduction,
      reduction.id,
      reduction.name,
      apportion(Math.min(tier.discountPrice, base), weights),
    );
    if (tier.freeDelivery) waivedBy ??= { sourceId: reduction.id, name: reduction.name };
  }

  // 4. Rules: the facts of the cart as the previous steps left it; each event on what is left.
  const facts: RuleFacts = {
    cartTotal: sum(remaining),
    itemCount: sum(lines.map((line) => line.count)),
    goodsIds: [...new Set(lines.map((line) => line.goodsId))],
    categoryIds: [
      ...new Set(lines.flatMap((line) => (line.categoryId === null ? [] : [line.categoryId]))),
    ],
    storeId: input.storeId,
    customerLevel: member?.level ?? 0,
    ...clockFacts(input.at),
  };
  const fired = input.rules.length > 0 ? await evaluateRules(input.rules, facts, input.at) : [];
  for (const { rule, event } of fired) {
    const base = sum(remaining);
    if (event.type === 'freeDelivery') {
      waivedBy ??= { sourceId: rule.id, name: rule.name };
      continue;
    }
    let amount =
      event.type === 'amountOff' ? event.params.amount : percentOf(base, event.params.percent);
    if (event.type === 'percentOff' && (event.params.maxAmount ?? 0) > 0)
      amount = Math.min(amount, event.params.maxAmount ?? 0);
    take(PRICING_STEP.rule, rule.id, rule.name, apportion(Math.min(amount, base), remaining));
  }

  // 5. Coupons: every one of the shopper's, with what it would take off; the chosen one applied.
  const coupons: CartCoupon[] = [];
  let chosen: { coupon: EngineCoupon; discount: number; weights: number[] } | null = null;
  let couponRefusal: PricingResult['couponRefusal'] =
    input.couponId !== null && !input.coupons.some((coupon) => coupon.id === input.couponId)
      ? 'coupon.notYours'
      : null;
  for (const coupon of input.coupons) {
    const { discount, weights, reason } = couponOn(coupon, lines, remaining, input.at);
    coupons.push({ id: coupon.id, name: coupon.name, discount, usable: !reason, reason });
    if (coupon.id !== input.couponId) continue;
    if (reason) couponRefusal = reason;
    else chosen = { coupon, discount, weights };
  }
  if (chosen)
    take(
      PRICING_STEP.coupon,
      chosen.coupon.id,
      chosen.coupon.name,
      apportion(chosen.discount, chosen.weights),
    );

  // 6. Delivery: the charge, free from the threshold (on the goods' amount to pay) or waived.
  const goodsPay = sum(remaining);
  const { deliveryPrice: charge, freeDeliveryOver } = input.delivery;
  const freeOver = freeDeliveryOver > 0 && goodsPay >= freeDeliveryOver;
  let deliveryPrice = freeOver ? 0 : charge;
  if (waivedBy && deliveryPrice > 0) {
    adjustments.push({
      step: PRICING_STEP.delivery,
      sourceId: waivedBy.sourceId,
      name: waivedBy.name,
      amount: deliveryPrice,
      lineAmounts: lines.map(() => 0),
    });
    deliveryPrice = 0;
  }

  const couponPrice = sum(
    adjustments.filter((a) => a.step === PRICING_STEP.coupon).map((a) => a.amount),
  );
  const discountPrice = sum(
    adjustments.filter((a) => a.step < PRICING_STEP.coupon).map((a) => a.amount),
  );
  const totalPrice = sum(totals);
  return {
    lines: totals.map((total, index) => ({
      totalPrice: total,
      discountPrice: total - (remaining[index] ?? 0),
      payPrice: remaining[index] ?? 0,
    })),
    adjustments,
    totalPrice,
    discountPrice,
    couponPrice,
    couponId: chosen ? chosen.coupon.id : null,
    deliveryPrice,
    payPrice: totalPrice - discountPrice - couponPrice + deliveryPrice,
    coupons,
    facts,
    fired,
    couponRefusal,
  };
};
