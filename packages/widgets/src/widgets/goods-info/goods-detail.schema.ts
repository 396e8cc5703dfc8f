// Zod fragments the goods-detail blocks share (schemas side only).
import { z } from 'zod';
import { idSchema } from '../../core/primitives.schema';
import { amountSchema, countSchema } from '../../core/price.schema';

/**
 * §4: goods-detail blocks show only once their data has arrived; the host sets `loading`
 * while it fetches the goods.
 */
export const loadingSchema = z.boolean();

/** The goods fields of §3 that the info, name and price blocks read. */
export const goodsSummarySchema = {
  goodsId: idSchema,
  goodsName: z.string().max(200),
  sellingPoint: z.string().max(500),
  salesNum: countSchema,
  price: amountSchema,
  suggestedRetailPrice: amountSchema,
  /** The price shown is the shopper's member-grade price. */
  isUserGrade: z.boolean(),
  loading: loadingSchema,
};
