import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { idListSchema, optionalText } from './goods-fields';
import { moneySchema } from './goods-price.money';

export * from './goods-price.money';

/** The price of a goods (or one of its SKUs) at one store; `status` 32 is on sale. */
export const goodsPriceSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string().nullable(),
  goodsCode: z.string().nullable(),
  storeId: z.number().int(),
  /** Null: the goods itself. */
  skuId: z.number().int().nullable(),
  /** The SKU's text ("红色 / M") and code; null for the goods itself. */
  skuText: z.string().nullable().optional(),
  skuCode: z.string().nullable().optional(),
  /** "12.50". */
  price: z.string(),
  marketPrice: z.string().nullable(),
  status: z.number().int(),
  statusText: z.string(),
  remark: z.string().nullable(),
});
export type GoodsPriceRecord = z.infer<typeof goodsPriceSchema>;

export const goodsPriceFilterSchema = z.object({
  goodsId: idSchema.nullable().optional(),
  storeId: idSchema.nullable().optional(),
  skuId: idSchema.nullable().optional(),
  status: z.number().int().min(0).max(1_000).nullable().optional(),
  goodsName: optionalText(128),
  ...scopeSelectorFields,
});
export type GoodsPriceFilter = z.infer<typeof goodsPriceFilterSchema>;

/** Create (no id) or update a price; one price per goods, store and SKU. */
export const goodsPriceEditSchema = z.object({
  id: idSchema.optional(),
  goodsId: idSchema,
  storeId: idSchema,
  skuId: idSchema.nullable().optional(),
  price: moneySchema,
  marketPrice: moneySchema.nullable().optional(),
  remark: optionalText(500, { multiline: true }),
  organId: idSchema.optional(),
});
export type GoodsPriceEdit = z.infer<typeof goodsPriceEditSchema>;

/** `lanuch`: prices on sale at their stores (status 32) or off (0). */
export const goodsPriceLaunchSchema = z.object({
  ids: idListSchema,
  onSale: z.boolean({ error: 'required' }),
});
export type GoodsPriceLaunch = z.infer<typeof goodsPriceLaunchSchema>;

/** `get-goods-price-by`: the prices of one goods, at every store or one. */
export const goodsPriceByQuerySchema = z.object({
  goodsId: idSchema,
  storeId: idSchema.nullable().optional(),
});
export type GoodsPriceByQuery = z.infer<typeof goodsPriceByQuerySchema>;

/** `sku/on-sale`: what a store sells now (optionally of some goods). */
export const skuOnSaleQuerySchema = z.object({
  storeId: idSchema,
  goodsIds: z.array(idSchema).max(500, { error: 'tooBig' }).nullable().optional(),
});
export type SkuOnSaleQuery = z.infer<typeof skuOnSaleQuerySchema>;

/** `price-modify`: new prices for several price rows at once (all or nothing). */
export const goodsPriceModifySchema = z.object({
  items: z
    .array(
      z.object({
        id: idSchema,
        price: moneySchema,
        marketPrice: moneySchema.nullable().optional(),
      }),
      { error: 'required' },
    )
    .min(1, { error: 'required' })
    .max(500, { error: 'tooBig' }),
});
export type GoodsPriceModify = z.infer<typeof goodsPriceModifySchema>;

export const goodsPriceChangedSchema = z.object({ changed: z.number().int().nonnegative() });
