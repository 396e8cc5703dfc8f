import { z } from 'zod';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';
import { SYSTEM_SETTING_KEYS, SYSTEM_SETTINGS, type SystemSettingKey } from './system-setting.keys';

export {
  ORGAN_QUERY_MODEL_KEY,
  ORGAN_QUERY_MODELS,
  SYSTEM_SETTING_AUTHORITIES,
  SYSTEM_SETTING_KEYS,
  SYSTEM_SETTING_SCOPES,
  SYSTEM_SETTINGS,
  settingValue,
  type OrganQueryModel,
  type SystemSettingKey,
  type SystemSettingScope,
  type SystemSettingSource,
  type SystemSettingValue,
} from './system-setting.keys';

const keySchema = z.enum(SYSTEM_SETTING_KEYS as [SystemSettingKey, ...SystemSettingKey[]], {
  error: 'invalid',
});
const valueSchema = z.string();

/** Values set at one scope (absent keys are not set there). */
const scopeValuesSchema = z.partialRecord(keySchema, valueSchema);

export const systemSettingsSchema = z.object({
  /** The merged values the console applies. */
  effective: z.record(keySchema, valueSchema),
  /** Where each effective value comes from. */
  sources: z.record(keySchema, z.enum(['global', 'tenant', 'user', 'default'])),
  global: scopeValuesSchema,
  tenant: scopeValuesSchema,
  user: scopeValuesSchema,
  /** The tenant whose settings the tenant values are. */
  tenantId: z.number().int(),
  /** Which scopes the caller may write. */
  editable: z.object({ global: z.boolean(), tenant: z.boolean(), user: z.boolean() }),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

const tenantIdSchema = idSchema.optional();

/** Whose tenant settings to show; platform staff may name another tenant. */
export const systemSettingQuerySchema = z.object({ tenantId: tenantIdSchema });

const settingEditFields = {
  key: keySchema,
  value: textOf(255, { trim: false }).nullable(),
};

/** Each key accepts only its own values (`value` names the field that is wrong). */
const checkValue = (
  edit: { key: SystemSettingKey; value: string | null },
  context: z.core.$RefinementCtx,
): void => {
  const allowed = SYSTEM_SETTINGS[edit.key].values as readonly string[];
  if (edit.value !== null && !allowed.includes(edit.value))
    context.addIssue({ code: 'custom', path: ['value'], message: 'invalid', input: edit.value });
};

/**
 * Sets one key at the global or tenant scope; `null` clears it there. `tenantId`: whose tenant
 * settings (default the caller's; platform staff may name another tenant).
 */
export const systemSettingEditSchema = z
  .object({ ...settingEditFields, tenantId: tenantIdSchema })
  .superRefine(checkValue);
export type SystemSettingEdit = z.infer<typeof systemSettingEditSchema>;

/**
 * Sets one of the caller's own (temporary) settings. `userId`, when sent, must be the
 * caller's own id (anyone else's answers 404), as get-user-info does.
 */
export const systemSettingUserEditSchema = z
  .object({
    ...settingEditFields,
    userId: idSchema.optional(),
  })
  .superRefine(checkValue);
export type SystemSettingUserEdit = z.infer<typeof systemSettingUserEditSchema>;

// ---- to-do list (the dialog's to-do tab): each user's own items ----

export const todoItemSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  done: z.boolean(),
  /** When it was completed, `yyyy-MM-dd HH:mm:ss`. */
  doneDate: z.string().nullable(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

const recordId = idSchema;

export const todoEditSchema = z.object({
  id: recordId.optional(),
  title: requiredTextOf(255),
});
export type TodoEdit = z.infer<typeof todoEditSchema>;

export const todoFilterSchema = z.object({
  done: z.boolean({ error: 'invalid' }).optional(),
  title: textOf(255).optional(),
});
export type TodoFilter = z.infer<typeof todoFilterSchema>;

/** Marks an item done (default) or not done again. */
export const todoCompleteSchema = z.object({
  id: recordId,
  done: z.boolean({ error: 'invalid' }).optional(),
});
export type TodoComplete = z.infer<typeof todoCompleteSchema>;

export const todoRemoveQuerySchema = z.object({ id: idParamSchema });
