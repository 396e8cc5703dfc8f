import { z } from 'zod';
import { idParamSchema, idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';
import { AUTHORITY_TYPES, authorityNodeSchema } from './auth.schemas';

/** Codes are identifiers the console guards controls with: letters, digits, `_`, `-`, `.`. */
export const AUTHORITY_CODE_PATTERN = /^[A-Za-z][\w.-]*$/;

const authorityTypeSchema = z.union(
  [
    z.literal(AUTHORITY_TYPES.directory),
    z.literal(AUTHORITY_TYPES.menu),
    z.literal(AUTHORITY_TYPES.button),
  ],
  { error: 'invalid' },
);

/**
 * Create (no `id`) or update an authority node (console.md §3 menu or route node). `parentId`
 * null or absent puts it at the top; a button can have no children.
 */
export const authorityEditSchema = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullable().optional(),
  name: requiredTextOf(128),
  code: requiredTextOf(128).regex(AUTHORITY_CODE_PATTERN, { error: 'invalid' }),
  type: authorityTypeSchema,
  icon: textOf(64).nullable().optional(),
  url: textOf(255).nullable().optional(),
  sort: z.number().int().min(0, { error: 'tooSmall' }).max(1_000_000).optional(),
  hidden: z.boolean().optional(),
});
export type AuthorityEdit = z.infer<typeof authorityEditSchema>;

/** One saved authority node, without children. */
export const authoritySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  type: z.number().int(),
  code: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  createBy: z.string().nullable(),
  createDate: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateDate: z.string().nullable(),
});
export type AuthorityRecord = z.infer<typeof authoritySchema>;

export const authorityTreeSchema = z.array(authorityNodeSchema);

export const authorityRemoveQuerySchema = z.object({ id: idParamSchema });
