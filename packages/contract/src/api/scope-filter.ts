import { z } from 'zod';
import { idSchema } from './owned';
import { textOf } from './text';

/**
 * The tenant and organisation selectors every list filter carries (console.md §4, §6).
 * The server narrows the caller's scope with them and never widens it: ids outside the
 * caller's scope match nothing.
 */
export const scopeSelectorFields = {
  /** Tenant selector (platform staff, PLATFROM_TENANT_QUERY). */
  tenantId: idSchema.nullable().optional(),
  /** selfAndSub mode: this organisation and everything below it. */
  organId: idSchema.nullable().optional(),
  /** selected mode: exactly these organisations. */
  organIds: z.array(idSchema).max(500).nullable().optional(),
} as const;

export const scopeSelectorSchema = z.object(scopeSelectorFields);
export type ScopeSelector = z.infer<typeof scopeSelectorSchema>;

/** The longest organisation path the database holds (`organ_path varchar(255)`). */
export const ORGAN_PATH_MAX = 255;

/**
 * An organisation path a client sends along (`/1/5/9/`). The server never trusts it (it uses
 * the organisation's own path), but it is still bounded: longer than any stored path, or with
 * control characters, is a 400 naming the field.
 */
export const organPathParamSchema = textOf(ORGAN_PATH_MAX, { trim: false });
