import { z } from 'zod';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { organPathParamSchema, scopeSelectorFields } from '../api/scope-filter';
import { requiredTextOf, textOf } from '../api/text';

/**
 * Dictionary (console.md §3: bigType, parentId, value, desc). `bigType` is the namespace
 * (group code), `desc` the label a select shows and `value` what it submits.
 *
 * Ownership: a row belongs to an organisation. Rows of the platform organisation are
 * platform-wide; a tenant's or organisation's rows add to (or override, same bigType and
 * value) what the organisations above it define. What an organisation *references* is the
 * rows of itself and of every organisation above it, the nearest owner winning.
 */
export { DICTIONARY_ERROR_CODE, dictionaryOptions, errorMapOf } from './dictionary-entries';

/** Namespace codes: letters, digits, `_`, `-`, `.`. */
export const DICTIONARY_BIG_TYPE_PATTERN = /^[A-Za-z][\w.-]*$/;

const bigTypeSchema = requiredTextOf(64).regex(DICTIONARY_BIG_TYPE_PATTERN, { error: 'invalid' });

const optionalId = idSchema.optional();

export const dictionaryEntrySchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  bigType: z.string(),
  parentId: z.number().int().nullable(),
  value: z.string(),
  desc: z.string(),
  /** Ascending order inside a namespace (console.md §4 "ordered by u.sorted"). */
  sorted: z.number().int(),
  remark: z.string().nullable(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/** Create (no `id`) or update an entry; the owner defaults to the caller's organisation. */
export const dictionaryEditSchema = z.object({
  id: optionalId,
  bigType: bigTypeSchema,
  value: requiredTextOf(128),
  desc: requiredTextOf(255),
  parentId: idSchema.nullable().optional(),
  sorted: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'tooSmall' })
    .max(1_000_000, { error: 'tooBig' })
    .optional(),
  remark: textOf(500, { multiline: true }).nullable().optional(),
  tenantId: optionalId,
  organId: optionalId,
  organPath: organPathParamSchema.optional(),
});
export type DictionaryEdit = z.infer<typeof dictionaryEditSchema>;

const filterText = textOf(255).optional();

/**
 * Filter of the dictionary screen: exact namespace, text contained in value or desc, and the
 * tenant / organisation selectors (null or absent: the caller's whole scope).
 */
export const dictionaryFilterSchema = z.object({
  bigType: filterText,
  value: filterText,
  desc: filterText,
  parentId: optionalId,
  ...scopeSelectorFields,
  /** Sent by the console with the identity values; ignored (the server knows the path). */
  organPath: organPathParamSchema.nullable().optional(),
});
export type DictionaryFilter = z.infer<typeof dictionaryFilterSchema>;

export const dictionaryRemoveQuerySchema = z.object({ id: idParamSchema });

/** Orders the referenced calls accept; the console's login load asks for `u.sorted` ascending. */
export const DICTIONARY_ORDER_BY = ['u.sorted', 'sorted', 'id', 'value'] as const;

/**
 * Body of the referenced calls (console.md §4: organId, sys=1, organPath, tenantId, ordered by
 * u.sorted ascending). `organId` defaults to the caller's organisation and must be in the
 * caller's scope; `organPath` and `tenantId` are accepted and ignored (the server knows them).
 * `sys` 1 (default) includes the platform-wide rows, 0 leaves them out.
 */
export const dictionaryReferencedBodySchema = z.object({
  organId: optionalId,
  organPath: organPathParamSchema.optional(),
  tenantId: optionalId,
  sys: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'invalid' })
    .transform((value) => Number(value) as 0 | 1)
    .optional(),
  bigType: textOf(64).optional(),
  orderBy: z.enum(DICTIONARY_ORDER_BY, { error: 'invalid' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).optional(),
});
export type DictionaryReferencedBody = z.infer<typeof dictionaryReferencedBodySchema>;

/** get-dictionary-group: the referenced entries of some namespaces (all when none named). */
export const dictionaryGroupBodySchema = dictionaryReferencedBodySchema.extend({
  bigTypes: z.array(requiredTextOf(64)).max(100, { error: 'tooBig' }).optional(),
});
export type DictionaryGroupBody = z.infer<typeof dictionaryGroupBodySchema>;

/** Namespace → its entries, each namespace ordered as asked. */
export const dictionaryGroupSchema = z.record(z.string(), z.array(dictionaryEntrySchema));
export type DictionaryGroup = z.infer<typeof dictionaryGroupSchema>;
