import { z } from 'zod';
import { idSchema } from '../api/owned';
import { organPathParamSchema } from '../api/scope-filter';
import { requiredTextOf, textOf } from '../api/text';
import { dictionaryResource } from './dictionary.resource';

// The dictionary's calls beside its declaration (dictionary.resource.ts): what an organisation
// references, and the console's uses of it (the error map, a namespace's select options).

export { DICTIONARY_ERROR_CODE, dictionaryOptions, errorMapOf } from './dictionary-entries';

const optionalId = idSchema.optional();

/** A dictionary entry as every call answers it (the registry's record, dictionary.resource.ts). */
export const dictionaryEntrySchema = dictionaryResource.schemas.record;
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

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
