import { z } from 'zod';
import { idSchema } from '../api/owned';
import { dateTimeStringSchema } from '../api/owned';
import { PRICING_STEPS } from './marketing-codes';

// What pricing answers (docs/marketing.md): each line's price, what was taken off it and why, in
// integer cents. The storefront's preview, the checkout and the console's preview share it, so
// the shopper sees the numbers the order stores.

/** One discount: which step gave it, from which activity, coupon or rule, and its share per line. */
export const pricingAdjustmentSchema = z.object({
  step: z
    .number()
    .int()
    .refine((value) => (PRICING_STEPS as readonly number[]).includes(value)),
  /** The markdown, full reduction, rule or customer coupon that gave it (null: member level). */
  sourceId: z.number().int().nullable(),
  name: z.string(),
  /** The amount taken off (delivery's: the charge waived). */
  amount: z.number().int(),
  /** Its share of each line, in the cart's order (0 for a line it does not touch). */
  lineAmounts: z.array(z.number().int()),
});
export type PricingAdjustment = z.infer<typeof pricingAdjustmentSchema>;

/** A coupon of the shopper's and what it would take off this cart (or why it cannot). */
export const cartCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discount: z.number().int(),
  usable: z.boolean(),
  /** Why not (a message key: coupon.belowThreshold, coupon.outOfRange, coupon.notValidNow). */
  reason: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** A line of a sample cart priced in the console. */
export const sampleLineSchema = z.object({
  goodsId: idSchema,
  skuId: idSchema.nullable().optional(),
  count: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'tooSmall' })
    .max(9999, { error: 'tooBig' }),
});

/** The console's preview of a cart: a store, a customer (optional), a moment (default now). */
export const pricingPreviewSchema = z.object({
  storeId: idSchema,
  customerId: idSchema.nullable().optional(),
  couponId: idSchema.nullable().optional(),
  at: dateTimeStringSchema.nullable().optional(),
  lines: z
    .array(sampleLineSchema, { error: 'required' })
    .min(1, { error: 'required' })
    .max(200, { error: 'tooBig' }),
});

/** A price rule tried on a sample cart before it is switched on (its draft content counts). */
export const ruleTestSchema = pricingPreviewSchema
  .omit({ couponId: true })
  .extend({ id: idSchema });

export const pricedCartLineSchema = z.object({
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  goodsName: z.string(),
  specText: z.string().nullable(),
  picUrl: z.string().nullable(),
  price: z.number().int(),
  count: z.number().int(),
  totalPrice: z.number().int(),
  discountPrice: z.number().int(),
  payPrice: z.number().int(),
  available: z.number().int(),
});

/** A cart priced: lines, every discount with its reason, and the totals the order would store. */
export const pricedCartSchema = z.object({
  lines: z.array(pricedCartLineSchema),
  adjustments: z.array(pricingAdjustmentSchema),
  totalPrice: z.number().int(),
  /** Discounts other than the coupon's. */
  discountPrice: z.number().int(),
  couponPrice: z.number().int(),
  couponId: z.number().int().nullable(),
  deliveryPrice: z.number().int(),
  payPrice: z.number().int(),
  /** The shopper's unused coupons with what each would take off this cart. */
  coupons: z.array(cartCouponSchema),
});
export type PricedCart = z.infer<typeof pricedCartSchema>;

export const ruleTestResultSchema = z.object({
  /** The facts the rule saw. */
  facts: z.record(z.string(), z.union([z.number(), z.array(z.number())])),
  /** Its conditions held (and its window and exclusive group let it fire). */
  fired: z.boolean(),
  /** What it took off this cart. */
  amount: z.number().int(),
  cart: pricedCartSchema,
});
export type RuleTestResult = z.infer<typeof ruleTestResultSchema>;

/** A template a shopper can claim in the storefront (the coupon widget). */
export const shopCouponTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  usePrice: z.number().int(),
  discountType: z.number().int(),
  discountPercent: z.number().int(),
  discountPrice: z.number().int(),
  discountLimitPrice: z.number().int(),
  validityType: z.number().int(),
  validStartTime: z.string().nullable(),
  validEndTime: z.string().nullable(),
  fixedEndTerm: z.number().int(),
  /** How many are left to give (null: unlimited). */
  remaining: z.number().int().nullable(),
});
export type ShopCouponTemplate = z.infer<typeof shopCouponTemplateSchema>;

/** A running flash sale, in its time slot now, with its goods (the storefront's flash sales). */
export const shopSeckillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sceneName: z.string(),
  /** Today's slot, `HH:mm`. */
  startTime: z.string(),
  endTime: z.string(),
  /** The activity's last day (`yyyy-MM-dd HH:mm:ss`). */
  activityEndTime: z.string(),
  singleLimitCount: z.number().int(),
  totalLimitCount: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      goodsId: z.number().int(),
      skuId: z.number().int().nullable(),
      goodsName: z.string(),
      picUrl: z.string().nullable(),
      /** The lowest store price of the unit (cents). */
      price: z.number().int(),
      seckillPrice: z.number().int(),
      totalStock: z.number().int(),
      stock: z.number().int(),
    }),
  ),
});
export type ShopSeckill = z.infer<typeof shopSeckillSchema>;

/** A coupon the shopper holds. */
export const shopperCouponSchema = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  usePrice: z.number().int(),
  discountType: z.number().int(),
  discountPercent: z.number().int(),
  discountPrice: z.number().int(),
  discountLimitPrice: z.number().int(),
  validStartTime: z.string(),
  validEndTime: z.string(),
  useOrderId: z.number().int().nullable(),
});
export type ShopperCoupon = z.infer<typeof shopperCouponSchema>;

export const couponClaimSchema = z.object({ couponId: idSchema });
export const shopperCouponFilterSchema = z.object({
  status: z.number().int({ error: 'invalid' }).nullable().optional(),
});
