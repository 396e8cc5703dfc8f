import { z } from 'zod';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { requiredTextOf, textOf } from '../api/text';
import { PRIVATE_FILE_URL } from '../file/file.schemas';
import { employeeResource } from './employee.resource';
import { storeAddressResource } from './store-address.resource';
import { storeAreaResource } from './store-area.resource';
import { storeScheduleResource } from './store-schedule.resource';

/** Store star rating (console.md §3 "star"): 0 to 5 in half stars. */
export const STORE_STAR_MIN = 0;
export const STORE_STAR_MAX = 5;
/** Average delivery time is whole minutes, at most a day. */
export const STORE_SEND_TIME_MAX = 24 * 60;

const text = (max: number, options: { multiline?: boolean } = {}) => textOf(max, options);
const requiredText = (max: number) => requiredTextOf(max);
const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(max, options).nullable().optional();
/** `?id=` of the remove calls. */
export const ministoreRemoveQuerySchema = z.object({ id: idParamSchema });

// ---------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------

/** A store (console.md §3 "Store") with its owner and audit fields. */
export const storeSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  storeName: z.string(),
  /** A picture's URL from the file bank. */
  logo: z.string().nullable(),
  star: z.number(),
  /** Minutes. */
  avgSendTime: z.number().int().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  remark: z.string().nullable(),
  addressId: z.number().int().nullable(),
  enable: z.boolean(),
  /** Owner organisation's name, for lists. */
  organName: z.string().nullable(),
});
export type StoreRecord = z.infer<typeof storeSchema>;

/** Store filter (console.md §3): id, name, address, enable and the scope selectors. */
export const storeFilterSchema = z.object({
  id: idSchema.nullable().optional(),
  storeName: text(100).optional(),
  addressId: idSchema.nullable().optional(),
  enable: z.boolean({ error: 'invalid' }).nullable().optional(),
  city: text(64).optional(),
  /** Sent by the console with the identity; derived from the scope, never trusted. */
  organPath: text(255).nullable().optional(),
  ...scopeSelectorFields,
});
export type StoreFilter = z.infer<typeof storeFilterSchema>;

/**
 * A logo is a same-origin path (`/api/file/...`) or an http(s) URL; never a private file's
 * signed URL (it expires, and the storefront shows logos to anyone).
 */
const logoSchema = text(500)
  .regex(/^(?:\/(?!\/)|https?:\/\/)\S*$/, { error: 'invalid' })
  .refine((value) => !PRIVATE_FILE_URL.test(value), { error: 'invalid' });

/** Create (no id) or update a store. */
export const storeEditSchema = z.object({
  id: idSchema.optional(),
  storeName: requiredText(100),
  logo: logoSchema.nullable().optional(),
  star: z
    .number({ error: 'required' })
    .min(STORE_STAR_MIN, { error: 'tooSmall' })
    .max(STORE_STAR_MAX, { error: 'tooBig' })
    .multipleOf(0.5, { error: 'invalid' })
    .optional(),
  avgSendTime: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'tooSmall' })
    .max(STORE_SEND_TIME_MAX, { error: 'tooBig' })
    .nullable()
    .optional(),
  city: optionalText(64),
  latitude: z
    .number({ error: 'invalid' })
    .min(-90, { error: 'tooSmall' })
    .max(90, { error: 'tooBig' })
    .nullable()
    .optional(),
  longitude: z
    .number({ error: 'invalid' })
    .min(-180, { error: 'tooSmall' })
    .max(180, { error: 'tooBig' })
    .nullable()
    .optional(),
  remark: optionalText(500, { multiline: true }),
  addressId: idSchema.nullable().optional(),
  enable: z.boolean({ error: 'invalid' }).optional(),
  /** Owner organisation (in the caller's scope); the caller's own when absent. */
  organId: idSchema.optional(),
  tenantId: idSchema.nullable().optional(),
});
export type StoreEdit = z.infer<typeof storeEditSchema>;

/** A user an employee can be (the employee form's options). */
export const employeeUserOptionSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  organId: z.number().int(),
});
export type EmployeeUserOption = z.infer<typeof employeeUserOptionSchema>;

export const employeeUserFilterSchema = z.object({
  name: text(100).optional(),
  ...scopeSelectorFields,
});
export type EmployeeUserFilter = z.infer<typeof employeeUserFilterSchema>;

/** `store/query`: one store with everything the detail screens show. */
export const storeDetailSchema = storeSchema.extend({
  address: storeAddressResource.schemas.record.nullable(),
  schedules: z.array(storeScheduleResource.schemas.record),
  areas: z.array(storeAreaResource.schemas.record),
  /** The employees with their users' own names. */
  employees: z.array(employeeResource.schemas.record.extend({ name: z.string().nullable() })),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
