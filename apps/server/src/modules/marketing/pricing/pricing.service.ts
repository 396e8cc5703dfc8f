import {
  type Locale,
  type PricedCart,
  PRICING_STEP,
  type RuleFacts,
  type ServerMessageKey,
  translate,
} from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { ShopperIdentity } from '../../../lib/identity';
import type { Scope } from '../../../scope/scope';
import { findOwnedOr404, notFound, type OwnedTable } from '../../../scope/scoped-db';
import type { PricingRule, RuleOutcome } from '../rules/rule-engine';
import { type CartLine, type CartStore, type CartUnit, cartUnitsOf, storeOf } from './cart-units';
import { type PricingResult, priceCart } from './pricing-engine';
import { loadPricing } from './pricing-loader';
import { type SeckillChoice, seckillChoiceOf } from '../seckill.service';
import { type GrouponChoice, grouponChoiceOf } from '../groupon/groupon-checkout';
import { type BargainChoice, bargainChoiceOf } from '../bargain/bargain-checkout';

// Pricing for a store, a customer and a moment (docs/marketing.md): reads what applies
// (pricing-loader.ts) and runs the one engine (pricing-engine.ts). The storefront's preview,
// the checkout (inside its transaction) and the console's preview and rule test all call it,
// so the numbers shown are the numbers stored.

export type PricingOptions = {
  /** A rule priced as if published (the console's rule test): replaces the one of its id. */
  rule?: PricingRule | undefined;
  /** The caller's language (a refused coupon's reason is said in it). */
  locale?: Locale | undefined;
};

export type PricedUnits = {
  units: CartUnit[];
  result: PricingResult;
  cart: PricedCart;
  /** The flash sale the cart is bought in (checked), if any. */
  seckill: SeckillChoice | null;
  /** The group buy the cart is bought in (checked), if any. */
  groupon: GrouponChoice | null;
  /** The bargain the cart buys (checked), if any. */
  bargain: BargainChoice | null;
};

/** The activity a cart is bought in (a flash sale or a group buy, not both). */
export type ActivityChoice = {
  seckillActivityId?: number | null | undefined;
  grouponActivityId?: number | null | undefined;
  grouponId?: number | null | undefined;
  bargainRecordId?: number | null | undefined;
};

/** A chosen coupon that cannot be used: 400 naming the field, the reason in the caller's words. */
export const couponRefused = (
  refusal: NonNullable<PricingResult['couponRefusal']>,
  locale: Locale = 'en',
): AppError =>
  refusal === 'coupon.notYours'
    ? new AppError(400, 'coupon.notYours', { field: 'couponId' })
    : new AppError(400, 'coupon.unusable', {
        field: 'couponId',
        values: { reason: translate(refusal as ServerMessageKey, locale) },
      });

/** The answer's shape: the store's units with their amounts, the discounts, the totals. */
const cartOf = (units: CartUnit[], result: PricingResult): PricedCart => ({
  lines: units.map((unit, index) => ({
    goodsId: unit.goodsId,
    skuId: unit.skuId,
    goodsName: unit.goodsName,
    specText: unit.specText,
    picUrl: unit.picUrl,
    price: unit.price,
    count: unit.count,
    totalPrice: result.lines[index]?.totalPrice ?? 0,
    discountPrice: result.lines[index]?.discountPrice ?? 0,
    payPrice: result.lines[index]?.payPrice ?? 0,
    available: unit.available,
  })),
  adjustments: result.adjustments,
  totalPrice: result.totalPrice,
  discountPrice: result.discountPrice,
  couponPrice: result.couponPrice,
  couponId: result.couponId,
  deliveryPrice: result.deliveryPrice,
  payPrice: result.payPrice,
  coupons: result.coupons,
});

/** The price an activity gives the cart's one line (step 5 or 6 of the engine). */
const activityPriceOf = (
  seckill: SeckillChoice | null,
  groupon: GrouponChoice | null,
  bargain: BargainChoice | null,
) => {
  if (seckill)
    return {
      step: PRICING_STEP.flashSale,
      id: seckill.activityId,
      name: seckill.name,
      prices: [seckill.seckillPrice],
    };
  if (groupon)
    return {
      step: PRICING_STEP.groupBuy,
      id: groupon.activityId,
      name: groupon.name,
      prices: [groupon.grouponPrice],
    };
  if (bargain)
    return {
      step: PRICING_STEP.bargain,
      id: bargain.activityId,
      name: bargain.name,
      prices: [bargain.price],
    };
  return null;
};

export const createPricing = ({ db, now }: { db: Db; now: () => number }) => {
  /**
   * Prices units already read at a store for a customer (none: a guest) at a moment; a chosen
   * coupon that is not the customer's unused one, or not usable on this cart, is refused.
   */
  const priceUnits = async (
    trx: Db,
    input: {
      store: Pick<CartStore, 'id' | 'tenantId' | 'organPath'>;
      customerId: number | null;
      units: CartUnit[];
      couponId?: number | null | undefined;
      at?: string | undefined;
    } & ActivityChoice,
    options: PricingOptions = {},
  ): Promise<PricedUnits> => {
    const at = input.at ?? formatDateTime(now());
    const chosen = [input.seckillActivityId, input.grouponActivityId, input.bargainRecordId];
    if (chosen.filter(Boolean).length > 1)
      throw new AppError(400, 'groupon.oneActivity', { field: 'grouponActivityId' });
    if (input.grouponId && !input.grouponActivityId)
      throw new AppError(400, 'groupon.otherActivity', { field: 'grouponId' });
    const seckill = input.seckillActivityId
      ? await seckillChoiceOf(trx, {
          tenantId: input.store.tenantId,
          storeOrganPath: input.store.organPath,
          customerId: input.customerId,
          activityId: input.seckillActivityId,
          couponId: input.couponId,
          units: input.units,
          at,
        })
      : null;
    const groupon = input.grouponActivityId
      ? await grouponChoiceOf(trx, {
          tenantId: input.store.tenantId,
          storeOrganPath: input.store.organPath,
          customerId: input.customerId,
          activityId: input.grouponActivityId,
          grouponId: input.grouponId,
          couponId: input.couponId,
          units: input.units,
          at,
        })
      : null;
    const bargain = input.bargainRecordId
      ? await bargainChoiceOf(trx, {
          tenantId: input.store.tenantId,
          storeOrganPath: input.store.organPath,
          customerId: input.customerId,
          recordId: input.bargainRecordId,
          couponId: input.couponId,
          units: input.units,
          at,
        })
      : null;
    const all = await loadPricing(
      trx,
      input.store,
      input.customerId,
      input.units.map((unit) => unit.goodsId),
      at,
    );
    // Flash sale and group buy goods take no other promotion and no coupon (only delivery).
    const loaded =
      seckill || groupon || bargain
        ? { ...all, member: null, markdownItems: [], reductions: [], rules: [], coupons: [] }
        : all;
    const { rule } = options;
    const rules = rule
      ? [...loaded.rules.filter((other) => other.id !== rule.id), rule]
      : loaded.rules;
    const result = await priceCart({
      ...loaded,
      rules,
      couponId: seckill || groupon || bargain ? null : (input.couponId ?? null),
      activityPrice: activityPriceOf(seckill, groupon, bargain),
      lines: input.units.map((unit) => ({
        goodsId: unit.goodsId,
        skuId: unit.skuId,
        categoryId: unit.categoryId,
        price: unit.price,
        count: unit.count,
      })),
    });
    if (result.couponRefusal) throw couponRefused(result.couponRefusal, options.locale);
    return {
      units: input.units,
      result,
      cart: cartOf(input.units, result),
      seckill,
      groupon,
      bargain,
    };
  };

  /** The console's preview, with the facts the rules saw and the rules that fired. */
  const previewDetailed = async (
    scope: Scope,
    body: {
      storeId: number;
      customerId?: number | null | undefined;
      couponId?: number | null | undefined;
      at?: string | null | undefined;
      lines: CartLine[];
    },
    options: PricingOptions = {},
  ): Promise<{ cart: PricedCart; facts: RuleFacts; fired: RuleOutcome[] }> => {
    const store = (await findOwnedOr404(db, scope, 'store', body.storeId)) as unknown as CartStore;
    let customerId: number | null = null;
    if (body.customerId) {
      const customer = (await findOwnedOr404(
        db,
        scope,
        'customer' as OwnedTable,
        body.customerId,
      )) as unknown as { id: number; tenantId: number };
      if (customer.tenantId !== store.tenantId) throw notFound();
      customerId = customer.id;
    }
    const units = await cartUnitsOf(db, store.id, store.tenantId, body.lines);
    const { result, cart } = await priceUnits(
      db,
      { store, customerId, units, couponId: body.couponId, at: body.at ?? undefined },
      options,
    );
    return { cart, facts: result.facts, fired: result.fired };
  };

  /** The console's preview of a sample cart (pricingPreviewSchema), as checkout would price it. */
  const preview = async (
    scope: Scope,
    body: Parameters<typeof previewDetailed>[1],
    options: PricingOptions = {},
  ): Promise<PricedCart> => (await previewDetailed(scope, body, options)).cart;

  /** The storefront's preview of the shopper's cart (the checkout prices it the same way). */
  const forShopper = async (
    shopper: ShopperIdentity,
    body: {
      storeId: number;
      couponId?: number | null | undefined;
      lines: CartLine[];
    } & ActivityChoice,
    locale?: Locale,
  ): Promise<PricedCart> => {
    const store = await storeOf(db, shopper.tenantId, body.storeId);
    const units = await cartUnitsOf(db, store.id, shopper.tenantId, body.lines);
    const { cart } = await priceUnits(
      db,
      {
        store,
        customerId: shopper.customerId,
        units,
        couponId: body.couponId,
        seckillActivityId: body.seckillActivityId,
        grouponActivityId: body.grouponActivityId,
        grouponId: body.grouponId,
        bargainRecordId: body.bargainRecordId,
      },
      { locale },
    );
    return cart;
  };

  return { priceUnits, preview, previewDetailed, forShopper };
};

export type Pricing = ReturnType<typeof createPricing>;
