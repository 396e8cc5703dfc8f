import { z } from 'zod';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { requiredTextOf, textOf } from '../api/text';
import { authorityNodeSchema } from './auth.schemas';

/** Role codes are identifiers: letters, digits, `_`, `-`, `.`. */
export const ROLE_CODE_PATTERN = /^[A-Za-z][\w.-]*$/;

/** A role as lists show it; its owner fields say which organisation it belongs to. */
export const roleSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
});
export type RoleRecord = z.infer<typeof roleSchema>;

/** A role offered in the assign-roles dialog; `assignable` is false when it grants more than the caller holds. */
export const roleOptionSchema = roleSchema.extend({ assignable: z.boolean() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

const optionalText = textOf(128).optional();

/** Role list filter; the organisation selector narrows it inside the caller's scope. */
export const roleFilterSchema = z.object({
  name: optionalText,
  code: optionalText,
  /** Tenant and organisation selectors; ids outside the caller's scope match nothing. */
  ...scopeSelectorFields,
});
export type RoleFilter = z.infer<typeof roleFilterSchema>;

/** Create (no `id`) or update a role; the code is unique within the tenant. */
export const roleEditSchema = z.object({
  id: idSchema.optional(),
  name: requiredTextOf(128),
  code: requiredTextOf(64).regex(ROLE_CODE_PATTERN, { error: 'invalid' }),
  /** Owner organisation on create; the caller's own when absent. */
  organId: idSchema.optional(),
});
export type RoleEdit = z.infer<typeof roleEditSchema>;

export const roleRemoveQuerySchema = z.object({ id: idParamSchema });

export const roleIdBodySchema = z.object({ id: idSchema });

/**
 * A role's authorities for the tree chooser: the tree of what the caller may grant (their own
 * authorities) and the ids of those the role holds now.
 */
export const roleAuthoritiesSchema = z.object({
  authorities: z.array(authorityNodeSchema),
  checkedIds: z.array(z.number().int()),
});
export type RoleAuthorities = z.infer<typeof roleAuthoritiesSchema>;

/**
 * The authorities the role should hold (ticked on the tree). Only authorities the caller holds
 * can be granted or taken away; any others the role has are kept.
 */
export const roleSetAuthoritiesSchema = z.object({
  id: idSchema,
  authorityIds: z.array(idSchema, { error: 'required' }).max(5000),
});
export type RoleSetAuthorities = z.infer<typeof roleSetAuthoritiesSchema>;
