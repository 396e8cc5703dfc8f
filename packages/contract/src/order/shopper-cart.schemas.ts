import { z } from 'zod';
import { idSchema } from '../api/owned';
import { textOf } from '../api/text';
import { ORDER_LINE_COUNT_MAX, REVIEW_PICTURES_MAX } from './order-codes';

// The shopper's cart kept on the server and their reviews of received orders (docs/orders.md,
// Cart and Reviews). Amounts are integer cents.

/** Most lines a shopper's cart keeps. */
export const CART_LINES_MAX = 100;
/** A review's rating: 1 to 5 stars; its text at most 500 characters. */
export const REVIEW_RATING_MAX = 5;
export const REVIEW_CONTENT_MAX = 500;

const cartCount = z
  .number({ error: 'required' })
  .int({ error: 'invalid' })
  .min(1, { error: 'tooSmall' })
  .max(ORDER_LINE_COUNT_MAX, { error: 'tooBig' });

/** Put a unit in the cart: a line already there of the same store and unit grows by `count`. */
export const cartAddSchema = z.object({
  storeId: idSchema,
  goodsId: idSchema,
  skuId: idSchema.nullable().optional(),
  count: cartCount,
});
/** Set a line's quantity. */
export const cartUpdateSchema = z.object({ id: idSchema, count: cartCount });
/** Take lines out of the cart. */
export const cartRemoveSchema = z.object({
  ids: z.array(idSchema).min(1, { error: 'required' }).max(CART_LINES_MAX, { error: 'tooBig' }),
});

/** A cart line as the store sells it now: what checkout would charge per unit, and the stock. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string().nullable(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  goodsName: z.string(),
  specText: z.string().nullable(),
  picUrl: z.string().nullable(),
  count: z.number().int(),
  /** The store's price now (null: not on sale there now). */
  price: z.number().int().nullable(),
  /** On sale now (goods, SKU and store price). */
  onSale: z.boolean(),
  /** What can be bought now: on hand less what orders reserved. */
  available: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Σ price × quantity of the lines on sale (before discounts and delivery). */
  totalPrice: z.number().int(),
});
export type ShopCart = z.infer<typeof cartSchema>;

/** A review of one line of a received order (once, never edited). */
export const reviewCreateSchema = z.object({
  orderItemId: idSchema,
  rating: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'tooSmall' })
    .max(REVIEW_RATING_MAX, { error: 'tooBig' }),
  content: textOf(REVIEW_CONTENT_MAX, { multiline: true }).nullable().optional(),
  /** Pictures the shopper uploaded (`/api/shop/review/picture`), at most 9. */
  picUrls: z
    .array(textOf(500).regex(/^\/api\/file\/object\/\S+$/, { error: 'invalid' }))
    .max(REVIEW_PICTURES_MAX, { error: 'tooBig' })
    .optional(),
});

/** A picture a shopper uploaded for a review: where it is served. */
export const reviewPictureSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});

export const shopperReviewSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderItemId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  specText: z.string().nullable(),
  rating: z.number().int(),
  content: z.string().nullable(),
  picUrls: z.array(z.string()),
  replyContent: z.string().nullable(),
  createDate: z.string().nullable(),
});
export type ShopperReview = z.infer<typeof shopperReviewSchema>;

/** What the goods page shows of its reviews (hidden ones left out). */
export const goodsReviewsSchema = z.object({
  /** Average rating to one decimal (null: none yet). */
  average: z.number().nullable(),
  count: z.number().int(),
  /** The 3 newest: no customer's name beyond a masked mobile. */
  newest: z.array(
    z.object({
      rating: z.number().int(),
      content: z.string().nullable(),
      picUrls: z.array(z.string()),
      specText: z.string().nullable(),
      replyContent: z.string().nullable(),
      reviewer: z.string(),
      createDate: z.string().nullable(),
    }),
  ),
});
export type GoodsReviews = z.infer<typeof goodsReviewsSchema>;
