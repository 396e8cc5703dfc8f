import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { enableField, optionalText, requiredText, sortField } from './goods-fields';

export const brandSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  sort: z.number().int(),
  /** 1 enabled, 0 disabled. */
  enable: z.number().int(),
  remark: z.string().nullable(),
});
export type BrandRecord = z.infer<typeof brandSchema>;

export const brandFilterSchema = z.object({
  name: optionalText(100),
  enable: enableField,
  ...scopeSelectorFields,
});
export type BrandFilter = z.infer<typeof brandFilterSchema>;

export const brandEditSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(100),
  /** Logo picture URL (a file-bank URL or an http(s) address). */
  logo: optionalText(500),
  sort: sortField,
  enable: enableField,
  remark: optionalText(500),
  organId: idSchema.optional(),
});
export type BrandEdit = z.infer<typeof brandEditSchema>;
