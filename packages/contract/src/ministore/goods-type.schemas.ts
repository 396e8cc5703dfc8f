import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { enableField, optionalText, requiredText, sortField } from './goods-fields';

/** A goods category (goods type): a node of the tenant's category tree. */
export const goodsTypeSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
  icon: z.string().nullable(),
  remark: z.string().nullable(),
});
export type GoodsTypeRecord = z.infer<typeof goodsTypeSchema>;

export const goodsTypeFilterSchema = z.object({
  name: optionalText(100),
  /** null: the roots; absent: any level. */
  parentId: idSchema.nullable().optional(),
  ...scopeSelectorFields,
});
export type GoodsTypeFilter = z.infer<typeof goodsTypeFilterSchema>;

/** Create (no id) or update a category; moving is changing `parentId` (never below itself). */
export const goodsTypeEditSchema = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullable().optional(),
  name: requiredText(100),
  sort: sortField,
  icon: optionalText(255),
  remark: optionalText(500, { multiline: true }),
  organId: idSchema.optional(),
});
export type GoodsTypeEdit = z.infer<typeof goodsTypeEditSchema>;

/** A storefront category: a second tree, each node showing the goods of one goods type. */
export const frontGoodsTypeSchema = goodsTypeSchema.extend({
  goodsTypeId: z.number().int().nullable(),
  enable: z.number().int(),
});
export type FrontGoodsTypeRecord = z.infer<typeof frontGoodsTypeSchema>;

export const frontGoodsTypeFilterSchema = goodsTypeFilterSchema.extend({
  goodsTypeId: idSchema.optional(),
  enable: enableField,
});
export type FrontGoodsTypeFilter = z.infer<typeof frontGoodsTypeFilterSchema>;

export const frontGoodsTypeEditSchema = goodsTypeEditSchema.extend({
  /** The goods type whose goods the storefront category shows. */
  goodsTypeId: idSchema.nullable().optional(),
  enable: enableField,
});
export type FrontGoodsTypeEdit = z.infer<typeof frontGoodsTypeEditSchema>;
