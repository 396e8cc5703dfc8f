import { z } from 'zod';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { requiredTextOf, textOf, withoutControlCharacters } from '../api/text';
import { PRIVATE_FILE_URL } from '../file/file.schemas';
import { storeAreaResource } from './store-area.resource';

/** Store star rating (console.md §3 "star"): 0 to 5 in half stars. */
export const STORE_STAR_MIN = 0;
export const STORE_STAR_MAX = 5;
/** Average delivery time is whole minutes, at most a day. */
export const STORE_SEND_TIME_MAX = 24 * 60;
/** Weekdays of opening hours: 1 Monday … 7 Sunday (ISO). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Positions an employee can hold in a store. */
export const EMPLOYEE_POSITIONS = ['manager', 'cashier', 'clerk', 'courier'] as const;
export type EmployeePosition = (typeof EMPLOYEE_POSITIONS)[number];
/** Opening and closing times are `HH:mm`, 00:00 to 24:00. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

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

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

export const storeAddressSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  province: z.string().nullable(),
  city: z.string(),
  district: z.string().nullable(),
  detail: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
});
export type StoreAddressRecord = z.infer<typeof storeAddressSchema>;

export const storeAddressFilterSchema = z.object({
  city: text(64).optional(),
  detail: text(200).optional(),
  ...scopeSelectorFields,
});
export type StoreAddressFilter = z.infer<typeof storeAddressFilterSchema>;

/** Phone numbers: digits, spaces, `+`, `-`, parentheses. */
const phoneSchema = text(32).regex(/^\+?[\d\s()-]{3,}$/, { error: 'invalid' });

export const storeAddressEditSchema = z.object({
  id: idSchema.optional(),
  province: optionalText(64),
  city: requiredText(64),
  district: optionalText(64),
  detail: requiredText(200),
  contact: optionalText(64),
  phone: phoneSchema.nullable().optional(),
  organId: idSchema.optional(),
  tenantId: idSchema.nullable().optional(),
});
export type StoreAddressEdit = z.infer<typeof storeAddressEditSchema>;

// ---------------------------------------------------------------------------------------------
// Sub-records of one store: opening hours, delivery areas, employees
// ---------------------------------------------------------------------------------------------

/** What every store sub-record list filters on. */
const storeChildFilter = {
  storeId: idSchema.nullable().optional(),
  ...scopeSelectorFields,
};

const storeRef = {
  storeId: z.number().int(),
  /** The store's name, for lists. */
  storeName: z.string().nullable(),
};

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** `HH:mm` as minutes since midnight (24:00 is 1440). */
export const timeOfDayMinutes = minutesOf;

export const storeScheduleSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  ...storeRef,
  weekday: z.number().int(),
  openTime: z.string(),
  closeTime: z.string(),
  remark: z.string().nullable(),
});
export type StoreScheduleRecord = z.infer<typeof storeScheduleSchema>;

export const storeScheduleFilterSchema = z.object({
  ...storeChildFilter,
  weekday: z.number().int().min(1).max(7).nullable().optional(),
});
export type StoreScheduleFilter = z.infer<typeof storeScheduleFilterSchema>;

const timeOfDay = withoutControlCharacters(z.string({ error: 'required' }).trim())
  .min(1, { error: 'required' })
  .regex(TIME_OF_DAY_PATTERN, { error: 'invalid' });

/** One opening period of a store on a weekday; periods of one day may not overlap. */
export const storeScheduleEditSchema = z
  .object({
    id: idSchema.optional(),
    storeId: idSchema,
    weekday: z
      .number({ error: 'required' })
      .int({ error: 'invalid' })
      .min(1, { error: 'invalid' })
      .max(7, { error: 'invalid' }),
    openTime: timeOfDay,
    closeTime: timeOfDay,
    remark: optionalText(200, { multiline: true }),
  })
  .refine((value) => minutesOf(value.openTime) < minutesOf(value.closeTime), {
    error: 'scheduleOrder',
    path: ['closeTime'],
  });
export type StoreScheduleEdit = z.infer<typeof storeScheduleEditSchema>;

/** A user of the tenant working in a store. */
export const employeeSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  ...storeRef,
  userId: z.number().int(),
  userName: z.string().nullable(),
  name: z.string().nullable(),
  position: z.enum(EMPLOYEE_POSITIONS),
  enable: z.boolean(),
  remark: z.string().nullable(),
});
export type EmployeeRecord = z.infer<typeof employeeSchema>;

export const employeeFilterSchema = z.object({
  ...storeChildFilter,
  name: text(100).optional(),
  position: z.enum(EMPLOYEE_POSITIONS, { error: 'invalid' }).nullable().optional(),
});
export type EmployeeFilter = z.infer<typeof employeeFilterSchema>;

export const employeeEditSchema = z.object({
  id: idSchema.optional(),
  storeId: idSchema,
  userId: idSchema,
  position: z.enum(EMPLOYEE_POSITIONS, { error: 'invalid' }),
  enable: z.boolean({ error: 'invalid' }).optional(),
  remark: optionalText(200, { multiline: true }),
});
export type EmployeeEdit = z.infer<typeof employeeEditSchema>;

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
  address: storeAddressSchema.nullable(),
  schedules: z.array(storeScheduleSchema),
  areas: z.array(storeAreaResource.schemas.record),
  employees: z.array(employeeSchema),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
