import { z } from 'zod';
import { idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';
import {
  AFTER_SALE_WAYS,
  DELIVERY_TYPES,
  ORDER_LINE_COUNT_MAX,
  ORDER_LINES_MAX,
  ORDER_STATUSES,
} from './order-codes';
import { pricedCartSchema } from '../marketing/pricing.schemas';
import { goodsDecorationSchema } from '../marketing/decoration.resource';
import { goodsReviewsSchema } from './shopper-cart.schemas';

// What the storefront's shopper API takes and answers (docs/orders.md). Amounts are integer
// cents; a shopper sees only their own records, in the tenant they signed in to.

/** A mobile number: an optional +, then 6 to 15 digits (spaces and dashes are not kept). */
export const SHOPPER_MOBILE_PATTERN = /^\+?\d{6,15}$/;
/** The one-time sign-in code: 6 digits, valid 5 minutes, at most 5 tries, one a minute. */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_TTL_SECONDS = 300;
export const SIGN_IN_CODE_TRIES = 5;
export const SIGN_IN_CODE_RESEND_SECONDS = 60;
/** A shopper's session lasts 30 days. */
export const SHOPPER_SESSION_DAYS = 30;

const mobile = requiredTextOf(20).regex(SHOPPER_MOBILE_PATTERN, { error: 'invalid' });

export const signInCodeRequestSchema = z.object({ tenantId: idSchema, mobile });
export const signInCodeSentSchema = z.object({
  /** When another code may be asked for (seconds). */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const signInSchema = z.object({
  tenantId: idSchema,
  mobile,
  code: requiredTextOf(SIGN_IN_CODE_LENGTH).regex(/^\d{6}$/, { error: 'invalid' }),
});

export const shopperProfileSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  mobile: z.string(),
  nickname: z.string().nullable(),
  point: z.number().int(),
  levelName: z.string().nullable(),
});
export type ShopperProfile = z.infer<typeof shopperProfileSchema>;

export const signedInSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  shopper: shopperProfileSchema,
});
export type SignedIn = z.infer<typeof signedInSchema>;

export const shopperAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  area: z.string().nullable(),
  detailAddress: z.string(),
  defaultStatus: z.boolean(),
});
export type ShopperAddress = z.infer<typeof shopperAddressSchema>;

export const shopperAddressSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredTextOf(64),
  mobile,
  area: textOf(100).nullable().optional(),
  detailAddress: requiredTextOf(255),
  defaultStatus: z.boolean().optional(),
});

export const idBodySchema = z.object({ id: idSchema });

/** What the storefront needs to sell: the tenant's online store, if it takes orders at all. */
export const shopConfigSchema = z.object({
  takesOrders: z.boolean(),
  /** Whether shoppers may pick their orders up at the store (no delivery charge then). */
  pickUpEnabled: z.boolean(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

/** One sellable unit of a goods at a store: the goods itself (skuId null) or one SKU. */
export const shopGoodsUnitSchema = z.object({
  skuId: z.number().int().nullable(),
  specText: z.string().nullable(),
  price: z.number().int(),
  marketPrice: z.number().int().nullable(),
  /** What can be bought now: on hand less what orders reserved. */
  available: z.number().int(),
});
export const shopGoodsSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  goodsName: z.string(),
  picUrl: z.string().nullable(),
  pictures: z.array(z.string()),
  description: z.string().nullable(),
  units: z.array(shopGoodsUnitSchema),
  /** The frame, badge and price background of a running promotion decoration, else null. */
  decoration: goodsDecorationSchema.nullable(),
  /** The services the store offers (shown ones, in their order). */
  services: z.array(
    z.object({
      serviceName: z.string(),
      icon: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  /** Its reviews: average rating, how many, the 3 newest shown ones. */
  reviews: goodsReviewsSchema,
});
export type ShopGoods = z.infer<typeof shopGoodsSchema>;

/** A line the shopper buys, with the unit price they were shown (refused if it changed). */
export const checkoutLineSchema = z.object({
  goodsId: idSchema,
  skuId: idSchema.nullable().optional(),
  count: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'tooSmall' })
    .max(ORDER_LINE_COUNT_MAX, { error: 'tooBig' }),
  price: z.number({ error: 'required' }).int({ error: 'invalid' }).min(0, { error: 'tooSmall' }),
});

const checkoutLines = z
  .array(checkoutLineSchema, { error: 'required' })
  .min(1, { error: 'required' })
  .max(ORDER_LINES_MAX, { error: 'tooBig' });

/** The shopper's coupon to use (none: no coupon). */
const couponChoice = idSchema.nullable().optional();

/** Express delivery (1, the default) or pick-up at the store (2, when the settings allow it). */
const deliveryChoice = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .refine((value) => (DELIVERY_TYPES as readonly number[]).includes(value), { error: 'invalid' })
  .optional();

export const checkoutPriceSchema = z.object({
  storeId: idSchema,
  deliveryType: deliveryChoice,
  couponId: couponChoice,
  /** Bought at a flash sale's price (docs/marketing.md): one line, an item of that sale. */
  seckillActivityId: idSchema.nullable().optional(),
  /** Bought at a group buy's price: one line; opens a group, or joins `grouponId`. */
  grouponActivityId: idSchema.nullable().optional(),
  grouponId: idSchema.nullable().optional(),
  /** Buys the shopper's succeeded bargain at the price reached: one line, its goods, one unit. */
  bargainRecordId: idSchema.nullable().optional(),
  lines: z
    .array(checkoutLineSchema.omit({ price: true }))
    .min(1, { error: 'required' })
    .max(ORDER_LINES_MAX, { error: 'tooBig' }),
});

export const checkoutSchema = z.object({
  storeId: idSchema,
  lines: checkoutLines,
  /** The shopper's address (express); a pick-up order may name one for its contact. */
  addressId: idSchema.optional(),
  deliveryType: deliveryChoice,
  /** The store a pick-up order is picked up at: the order's store (the default). */
  pickUpStoreId: idSchema.nullable().optional(),
  couponId: couponChoice,
  /** Bought at a flash sale's price (docs/marketing.md): one line, an item of that sale. */
  seckillActivityId: idSchema.nullable().optional(),
  /** Bought at a group buy's price: one line; opens a group, or joins `grouponId`. */
  grouponActivityId: idSchema.nullable().optional(),
  grouponId: idSchema.nullable().optional(),
  /** Buys the shopper's succeeded bargain at the price reached: one line, its goods, one unit. */
  bargainRecordId: idSchema.nullable().optional(),
  /** What the shopper was shown to pay: refused when it changed (an activity ended, say). */
  payPrice: z.number().int({ error: 'invalid' }).min(0, { error: 'tooSmall' }).optional(),
  userRemark: textOf(500, { multiline: true }).nullable().optional(),
  /** The client's key of this checkout: sent again (a retry), it answers the same order. */
  requestKey: requiredTextOf(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' }),
});

/** The checkout's preview: the cart priced as the order would be (marketing/pricing.schemas). */
export const checkoutPreviewSchema = pricedCartSchema;
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

export const shopperOrderLineSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  goodsName: z.string(),
  specText: z.string().nullable(),
  picUrl: z.string().nullable(),
  price: z.number().int(),
  count: z.number().int(),
  /** Every discount's share of the line, the coupon's included. */
  discountPrice: z.number().int(),
  payPrice: z.number().int(),
  refundedCount: z.number().int(),
  refundPrice: z.number().int(),
  afterSaleStatus: z.number().int(),
});

export const shopperAfterSaleSchema = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  way: z.number().int(),
  applyReason: z.string(),
  applyDescription: z.string().nullable(),
  refundPrice: z.number().int(),
  auditReason: z.string().nullable(),
  returnLogisticsNo: z.string().nullable(),
  refundTime: z.string().nullable(),
  createDate: z.string().nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      goodsName: z.string(),
      specText: z.string().nullable(),
      count: z.number().int(),
      refundPrice: z.number().int(),
    }),
  ),
});
export type ShopperAfterSale = z.infer<typeof shopperAfterSaleSchema>;

/** An invoice the shopper asked for on the order (docs/orders.md, Invoices). */
export const shopperInvoiceSchema = z.object({
  id: z.number().int(),
  titleType: z.number().int(),
  title: z.string(),
  amount: z.number().int(),
  /** 10 requested, 20 issued (its PDF: `/api/shop/order/invoice/pdf`), 30 rejected, 40 voided. */
  status: z.number().int(),
  invoiceNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type ShopperInvoice = z.infer<typeof shopperInvoiceSchema>;

export const shopperOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  storeId: z.number().int(),
  storeName: z.string().nullable(),
  status: z.number().int(),
  /** ORDER_TYPE: normal, flash sale, bargain, group buy. */
  orderType: z.number().int(),
  /** A group buy order's group (its page is the link to share), else null. */
  grouponId: z.number().int().nullable(),
  productCount: z.number().int(),
  totalPrice: z.number().int(),
  discountPrice: z.number().int(),
  couponPrice: z.number().int(),
  deliveryPrice: z.number().int(),
  /** Staff's price adjustment before payment (± cents, 0: none). */
  adjustPrice: z.number().int(),
  payPrice: z.number().int(),
  refundPrice: z.number().int(),
  refundStatus: z.number().int(),
  /** 1 express, 2 pick-up at `pickUpStoreName`; the code to show there once paid. */
  deliveryType: z.number().int(),
  pickUpStoreName: z.string().nullable(),
  pickUpVerifyCode: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverMobile: z.string().nullable(),
  receiverArea: z.string().nullable(),
  receiverDetailAddress: z.string().nullable(),
  userRemark: z.string().nullable(),
  logisticsName: z.string().nullable(),
  logisticsNo: z.string().nullable(),
  payTime: z.string().nullable(),
  /** When an unpaid order is cancelled if not paid. */
  payDeadline: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  receiveTime: z.string().nullable(),
  cancelType: z.number().int(),
  cancelTime: z.string().nullable(),
  createDate: z.string().nullable(),
  lines: z.array(shopperOrderLineSchema),
  /** The discounts the order was given (docs/marketing.md): kind, what gave it, amount. */
  discounts: z.array(
    z.object({
      step: z.number().int(),
      sourceId: z.number().int(),
      name: z.string(),
      amount: z.number().int(),
    }),
  ),
  afterSales: z.array(shopperAfterSaleSchema),
  /** The invoices asked for on it, oldest first. */
  invoices: z.array(shopperInvoiceSchema),
});
export type ShopperOrder = z.infer<typeof shopperOrderSchema>;

export const shopperOrderFilterSchema = z.object({
  status: z
    .number()
    .int()
    .refine((value) => (ORDER_STATUSES as readonly number[]).includes(value), { error: 'invalid' })
    .nullable()
    .optional(),
});

export const orderPaymentSchema = z.object({
  payOrderId: z.string(),
  amount: z.number().int(),
  wayCode: z.string(),
  /** What the channel needs to collect the money (the sandbox: `{ codeUrl }`). */
  payData: z.record(z.string(), z.unknown()).nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const afterSaleApplySchema = z.object({
  orderId: idSchema,
  way: z.union(
    AFTER_SALE_WAYS.map((value) => z.literal(value)) as [z.ZodLiteral<10>, z.ZodLiteral<20>],
    { error: 'invalid' },
  ),
  applyReason: requiredTextOf(100),
  applyDescription: textOf(500, { multiline: true }).nullable().optional(),
  lines: z
    .array(
      z.object({
        orderItemId: idSchema,
        count: z
          .number({ error: 'required' })
          .int({ error: 'invalid' })
          .min(1, { error: 'tooSmall' })
          .max(ORDER_LINE_COUNT_MAX, { error: 'tooBig' }),
      }),
      { error: 'required' },
    )
    .min(1, { error: 'required' })
    .max(ORDER_LINES_MAX, { error: 'tooBig' }),
});

export const afterSaleShipBackSchema = z.object({
  id: idSchema,
  logisticsNo: requiredTextOf(64).regex(/^[0-9A-Za-z-]+$/, { error: 'invalid' }),
});
