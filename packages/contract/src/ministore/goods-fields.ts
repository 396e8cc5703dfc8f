import { z } from 'zod';
import { idParamSchema, idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';

// Field builders the goods catalogue schemas share (brand, categories, tags, goods, prices).

/** Trimmed text up to `max` characters, no control characters; null or absent allowed. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  textOf(max, options).nullable().optional();

/** Trimmed text of 1 to `max` characters, no control characters. */
export const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  requiredTextOf(max, options);

export const sortField = z.number().int().min(0).max(1_000_000).optional();

/** 1 enabled, 0 disabled. */
export const enableField = z.number().int().min(0).max(1).optional();

/** `DELETE …/remove?id=7`. */
export const removeQuerySchema = z.object({ id: idParamSchema });

export const idBodySchema = z.object({ id: idSchema });

/** Several records at once (launch, price changes); a bounded list of distinct ids. */
export const idListSchema = z
  .array(idSchema, { error: 'required' })
  .min(1, { error: 'required' })
  .max(500, { error: 'tooBig' });
