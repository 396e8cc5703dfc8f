import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';

/** §3 sample coupon card. couponType 1: discount (折); 2: full reduction (￥). received 0 or 1. */
export const couponCardSchema = z.object({
  couponType: z.union([z.literal(1), z.literal(2)]),
  storeName: z.string().max(50),
  /** Discount in tenths of the price: 8.5 means 8.5折, i.e. pay 85 percent. */
  discount: z.number().min(0.1).max(9.9),
  /** Amount taken off, in yuan. */
  fullreduction: z.number().min(0).max(1_000_000),
  /** Minimum spend in yuan; 0 means no threshold. */
  usingCondition: z.number().min(0).max(1_000_000),
  received: z.union([z.literal(0), z.literal(1)]),
  /**
   * A line of notes under the minimum spend, in the shopper's language: the storefront fills it
   * for its live coupons (the validity, a cap); the builder's sample cards have none.
   */
  note: z.string().max(200).optional(),
});
export type CouponCard = z.output<typeof couponCardSchema>;

export const couponBlockProps = widgetProps({
  params: {},
  data: { items: z.array(couponCardSchema).max(20) },
});
export type CouponBlockProps = z.output<typeof couponBlockProps>;
