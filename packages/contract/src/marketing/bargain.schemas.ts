import { z } from 'zod';
import { idSchema } from '../api/owned';

// The storefront's bargains (docs/marketing.md): the running activities, one bargain's page (the
// link its shopper shares), starting one, and a helper's cut.

export const shopBargainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  endTime: z.string(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  goodsName: z.string(),
  picUrl: z.string().nullable(),
  /** The lowest store price of the unit (cents). */
  price: z.number().int(),
  bargainFirstPrice: z.number().int(),
  bargainMinPrice: z.number().int(),
  helpMaxCount: z.number().int(),
  stock: z.number().int(),
});
export type ShopBargain = z.infer<typeof shopBargainSchema>;

/** One bargain: its activity's goods, the price now, its helpers (masked). */
export const shopBargainRecordSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  goodsName: z.string(),
  picUrl: z.string().nullable(),
  /** The shopper's nickname, masked (`A***`). */
  ownerName: z.string(),
  bargainFirstPrice: z.number().int(),
  bargainMinPrice: z.number().int(),
  bargainPrice: z.number().int(),
  helpCount: z.number().int(),
  helpMaxCount: z.number().int(),
  status: z.number().int(),
  endTime: z.string(),
  /** The order that bought it (while not cancelled), else null. */
  orderId: z.number().int().nullable(),
  helpers: z.array(z.object({ name: z.string(), reducePrice: z.number().int() })),
});
export type ShopBargainRecord = z.infer<typeof shopBargainRecordSchema>;

export const bargainStartSchema = z.object({ activityId: idSchema });

/** One of the signed-in shopper's own bargains (the storefront shows its owner's actions). */
export const myBargainSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  status: z.number().int(),
});
export const bargainHelpSchema = z.object({ recordId: idSchema });

/** A helper's cut: how much it took off, and the bargain after it. */
export const bargainCutAnswerSchema = z.object({
  reducePrice: z.number().int(),
  record: shopBargainRecordSchema,
});
