import { z } from 'zod';
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
  id: z.number().int().positive().optional(),
  parentId: z.number().int().positive().nullable().optional(),
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(128, { error: 'tooLong' }),
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(128, { error: 'tooLong' })
    .regex(AUTHORITY_CODE_PATTERN, { error: 'invalid' }),
  type: authorityTypeSchema,
  icon: z.string().trim().max(64, { error: 'tooLong' }).nullable().optional(),
  url: z.string().trim().max(255, { error: 'tooLong' }).nullable().optional(),
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

/** A record id in a query (`?id=7`) or body, as every remove and per-record call takes it. */
export const adminRecordIdSchema = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' });

export const authorityRemoveQuerySchema = z.object({ id: adminRecordIdSchema });
