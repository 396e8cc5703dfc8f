import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { optionalText, requiredText } from './goods-fields';

/** `#409EFF` or `#fff`. */
export const TAG_COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const goodsTagSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  remark: z.string().nullable(),
});
export type GoodsTagRecord = z.infer<typeof goodsTagSchema>;

export const goodsTagFilterSchema = z.object({
  name: optionalText(64),
  ...scopeSelectorFields,
});
export type GoodsTagFilter = z.infer<typeof goodsTagFilterSchema>;

export const goodsTagEditSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(64),
  color: z.string().trim().regex(TAG_COLOUR_PATTERN, { error: 'invalid' }).nullable().optional(),
  remark: optionalText(500),
  organId: idSchema.optional(),
});
export type GoodsTagEdit = z.infer<typeof goodsTagEditSchema>;

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
