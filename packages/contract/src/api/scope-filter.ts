import { z } from 'zod';
import { idSchema } from './owned';

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
