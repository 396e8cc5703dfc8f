import { z } from 'zod';

/** `yyyy-MM-dd HH:mm:ss`, the one date-time format the API speaks. */
export const dateTimeStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Invalid date string format');

export const idSchema = z.number().int().positive();

/** Owner and audit fields carried by every owned record (console.md §3). */
export const ownedFieldsSchema = z.object({
  tenantId: z.number().int().nonnegative(),
  organId: z.number().int().positive(),
  organPath: z.string(),
  createBy: z.string().nullable(),
  createDate: dateTimeStringSchema.nullable(),
  updateBy: z.string().nullable(),
  updateDate: dateTimeStringSchema.nullable(),
});
export type OwnedFields = z.infer<typeof ownedFieldsSchema>;
