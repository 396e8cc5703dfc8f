import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './text';

/** `yyyy-MM-dd HH:mm:ss`, the one date-time format the API speaks. */
export const dateTimeStringSchema = z
  .string()
  .regex(NO_CONTROL_CHARACTERS, 'Invalid date string format')
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Invalid date string format');

/** The largest record id: ids are the databases' 32-bit `integer` columns. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id in a JSON body: a positive integer up to MAX_ID, nothing else (`true`, `"5"`,
 * `[5]`, `1.5`, `2147483648` are refused, reason `invalid`; PostgreSQL would fail on an id out
 * of its integer range, which the fuzzing suite found).
 */
export const idSchema = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .max(MAX_ID, { error: 'invalid' });

/** An id as text: digits without a leading zero (no sign, exponent, hex, space or decimals). */
export const ID_TEXT_PATTERN = /^[1-9]\d*$/;

/**
 * A record id that arrives as text (`?id=7`, a path parameter, a multipart field), converted to
 * a positive safe integer. `true`, `1e3`, `0x10`, `07`, an empty value or a repeated parameter
 * (`?id=5&id=6`) are refused with 400 naming the field. The typed client may hand it a number,
 * which the URL carries as its digits.
 */
export const idParamSchema = z
  .string({ error: 'invalid' })
  .regex(ID_TEXT_PATTERN, { error: 'invalid' })
  .transform(Number)
  .pipe(idSchema) as unknown as z.ZodType<number, string | number>;

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
