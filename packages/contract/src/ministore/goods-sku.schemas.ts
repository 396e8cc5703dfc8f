import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { requiredTextOf, textOf } from '../api/text';
import { goodsPriceSchema } from './goods-price.schemas';
import { optionalText } from './goods-fields';

/** The most SKUs one goods may have: the product of its chosen items stays at or below this. */
export const GOODS_SKU_MAX = 400;
/** The most specifications one goods may use. */
export const GOODS_SKU_SPECIFICATIONS_MAX = 10;
/** Between the item values of a SKU's text ("红色 / M"). */
export const SKU_TEXT_SEPARATOR = ' / ';
/** SKU status: 1 enabled, 0 disabled. */
export const SKU_ENABLED = 1;
export const SKU_DISABLED = 0;

/** A bar code: digits, letters and dashes (EAN-13, UPC, codes of one's own). */
const barCodeField = textOf(64).regex(/^[0-9A-Za-z-]*$/, { error: 'invalid' });

/** One SKU of a goods: a combination of one item of each chosen specification. */
export const goodsSkuSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string().nullable(),
  goodsCode: z.string().nullable(),
  skuCode: z.string(),
  barCode: z.string().nullable(),
  /** "红色 / M": the items' values in the order of the specifications. */
  specText: z.string(),
  /** The item ids of the combination, in the order of the specifications. */
  itemIds: z.array(z.number().int()),
  status: z.number().int(),
  sort: z.number().int(),
  /** How many store prices the SKU has. */
  priceCount: z.number().int().nonnegative(),
});
export type GoodsSkuRecord = z.infer<typeof goodsSkuSchema>;

/** `goods-sku/list`: SKUs in the caller's scope; `keyword` matches goods name, SKU code, bar code. */
export const goodsSkuFilterSchema = z.object({
  goodsId: idSchema.nullable().optional(),
  keyword: optionalText(128),
  /** true: only SKUs with a bar code (the bar code screen). */
  hasBarCode: z.boolean().nullable().optional(),
  ...scopeSelectorFields,
});
export type GoodsSkuFilter = z.infer<typeof goodsSkuFilterSchema>;

export const goodsSkuGoodsQuerySchema = z.object({ goodsId: idSchema });
export type GoodsSkuGoodsQuery = z.infer<typeof goodsSkuGoodsQuerySchema>;

/** Which items of one specification a goods uses. */
export const goodsSpecValueInputSchema = z.object({
  specificationId: idSchema,
  itemIds: z
    .array(idSchema, { error: 'required' })
    .min(1, { error: 'required' })
    .max(GOODS_SKU_MAX, { error: 'tooBig' }),
});
export type GoodsSpecValueInput = z.infer<typeof goodsSpecValueInputSchema>;

/** `goods-sku/save-spec-values`: the goods' specification values; its SKUs are regenerated. */
export const goodsSpecValuesSaveSchema = z.object({
  goodsId: idSchema,
  values: z
    .array(goodsSpecValueInputSchema, { error: 'required' })
    .max(GOODS_SKU_SPECIFICATIONS_MAX, { error: 'tooBig' }),
});
export type GoodsSpecValuesSave = z.infer<typeof goodsSpecValuesSaveSchema>;

/** The items of one specification a goods uses, with their texts. */
export const goodsSpecValueSchema = z.object({
  specificationId: z.number().int(),
  parameterName: z.string(),
  items: z.array(z.object({ id: z.number().int(), itemValue: z.string() })),
});
export type GoodsSpecValue = z.infer<typeof goodsSpecValueSchema>;

/** A goods' specification values and the SKUs generated from them. */
export const goodsSpecSetupSchema = z.object({
  goodsId: z.number().int(),
  values: z.array(goodsSpecValueSchema),
  skus: z.array(goodsSkuSchema),
});
export type GoodsSpecSetup = z.infer<typeof goodsSpecSetupSchema>;

/** `goods-sku/edit`: a SKU's code, bar code (empty clears it), status and sort. */
export const goodsSkuEditSchema = z.object({
  id: idSchema,
  skuCode: requiredTextOf(64).optional(),
  barCode: barCodeField.nullable().optional(),
  status: z.number().int().min(0).max(1).optional(),
  sort: z.number().int().min(0).max(1_000_000).optional(),
});
export type GoodsSkuEdit = z.infer<typeof goodsSkuEditSchema>;

/** `goods-sku/query-by-bar-code`: a SKU bar code or a goods code; with a store, its price there. */
export const barCodeQuerySchema = z.object({
  barCode: barCodeField.min(1, { error: 'required' }),
  storeId: idSchema.nullable().optional(),
});
export type BarCodeQuery = z.infer<typeof barCodeQuerySchema>;

export const barCodeMatchSchema = z.object({
  /** `sku`: a SKU's bar code; `goods`: the goods' own code. */
  matchedBy: z.enum(['sku', 'goods']),
  goods: z.object({
    id: z.number().int(),
    goodsName: z.string(),
    goodsCode: z.string(),
    status: z.number().int(),
    statusText: z.string(),
  }),
  sku: goodsSkuSchema.nullable(),
  /** The price at the store asked for (of the SKU, or of the goods itself); null without one. */
  price: goodsPriceSchema.nullable(),
});
export type BarCodeMatch = z.infer<typeof barCodeMatchSchema>;
