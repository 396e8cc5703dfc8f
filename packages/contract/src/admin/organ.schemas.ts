import { z } from 'zod';
import { dateTimeStringSchema, idParamSchema, idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';

/** Organisation types: 0 the platform, 1 a tenant, 2 an organisation below (console.md §3). */
export const ORGAN_TYPES = { platform: 0, tenant: 1, organisation: 2 } as const;
export type OrganTypeCode = (typeof ORGAN_TYPES)[keyof typeof ORGAN_TYPES];

/** Types whose nodes are tenant options (console.md §6: "type 0 or 1"). */
export const TENANT_LEVEL_TYPES: readonly number[] = [ORGAN_TYPES.platform, ORGAN_TYPES.tenant];

const id = idSchema;

/** An organisation as every organ call answers it. */
export const organSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  organName: z.string(),
  organPath: z.string(),
  type: z.number().int(),
  tenantId: z.number().int(),
  organId: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createDate: dateTimeStringSchema.nullable(),
  updateBy: z.string().nullable(),
  updateDate: dateTimeStringSchema.nullable(),
});
export type OrganRecord = z.infer<typeof organSchema>;

/** Organisation tree node (console.md §3): id, parentId, organName, organPath, type, children. */
export type OrganNode = OrganRecord & { children: OrganNode[] };
export const organNodeSchema: z.ZodType<OrganNode> = z.lazy(() =>
  organSchema.extend({ children: z.array(organNodeSchema) }),
);

const optionalText = textOf(128).optional();

/**
 * The identity values the console sends with tree and option calls (console.md §4: organId,
 * organPath, tenantId). They only narrow: ids outside the caller's scope match nothing, and
 * organPath is never trusted (the server uses the organisation's own path).
 */
export const organScopeBodySchema = z.object({
  tenantId: id.nullable().optional(),
  organId: id.nullable().optional(),
  organIds: z.array(id).max(500).nullable().optional(),
  organPath: textOf(255, { trim: false }).nullable().optional(),
});
export type OrganScopeBody = z.infer<typeof organScopeBodySchema>;

/** organ/list filter: name contains, type, parent, and the tenant/organisation selectors. */
export const organFilterSchema = organScopeBodySchema.extend({
  organName: optionalText,
  type: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0)
    .max(2)
    .nullable()
    .optional(),
  parentId: id.nullable().optional(),
});
export type OrganFilter = z.infer<typeof organFilterSchema>;

/**
 * The tenant form: create (no `id`) or update an organisation. `tenantId` (the tenant field)
 * is required. `parentId` (the organisation field) is required for holders of
 * PLATFROM_ORGAN_EDIT; without it the new node goes under the caller's own organisation.
 * `type` 1 (a new tenant) only directly under the platform; the type never changes.
 */
export const organEditSchema = z.object({
  id: id.optional(),
  tenantId: id,
  parentId: id.nullable().optional(),
  organName: requiredTextOf(128),
  type: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(ORGAN_TYPES.tenant, { error: 'invalid' })
    .max(ORGAN_TYPES.organisation, { error: 'invalid' })
    .optional(),
  sort: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0).max(1_000_000).optional(),
  remark: textOf(500, { multiline: true }).nullable().optional(),
  // Owner fields a client may echo back; the organ's own are derived from its place.
  organId: id.nullable().optional(),
  organPath: textOf(255, { trim: false }).nullable().optional(),
});
export type OrganEdit = z.infer<typeof organEditSchema>;

export const organRemoveQuerySchema = z.object({ id: idParamSchema });

/** Query parameters of the option calls (query-tenant-list, query-assignee-organ). */
export const organOptionQuerySchema = z.object({
  organName: optionalText,
});
