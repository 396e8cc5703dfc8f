import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';

/** A tag put on a goods (goods tag reference). */
export const goodsTagRefSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsTagId: z.number().int(),
  goodsName: z.string().nullable(),
  tagName: z.string().nullable(),
  color: z.string().nullable(),
});
export type GoodsTagRefRecord = z.infer<typeof goodsTagRefSchema>;

export const goodsTagRefFilterSchema = z.object({
  goodsId: idSchema.optional(),
  goodsTagId: idSchema.optional(),
  ...scopeSelectorFields,
});
export type GoodsTagRefFilter = z.infer<typeof goodsTagRefFilterSchema>;

export const goodsTagRefEditSchema = z.object({
  id: idSchema.optional(),
  goodsId: idSchema,
  goodsTagId: idSchema,
  organId: idSchema.optional(),
});
export type GoodsTagRefEdit = z.infer<typeof goodsTagRefEditSchema>;
