import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idParamSchema, idSchema } from '../api/owned';
import { pageQuerySchema } from '../api/paging';
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

type CrudOptions<F extends z.ZodType, E extends z.ZodType, R extends z.ZodType> = {
  /** Path segment under /api/ministore (`brand`, `goods-type`). */
  resource: string;
  /** Authority prefix of the screen (`BRAND` → BRAND_LIST, BRAND_EDIT, BRAND_REMOVE). */
  code: string;
  /** The owned table (snake_case). */
  table: string;
  /** What the records are, for the summaries ("brands"). */
  noun: string;
  filter: F;
  edit: E;
  record: R;
  /** Extra words on the remove summary (what refuses it). */
  removeRule?: string;
};

/**
 * The four calls of a catalogue screen (console.md §7 "as above"): POST list (paged), POST
 * query-for-list (every match, for selectors and trees), PATCH edit, DELETE remove.
 */
export const crudEndpoints = <F extends z.ZodType, E extends z.ZodType, R extends z.ZodType>(
  o: CrudOptions<F, E, R>,
) => {
  const isolation = { owned: o.table };
  const base = `/api/ministore/${o.resource}`;
  return {
    list: defineEndpoint({
      method: 'POST',
      path: `${base}/list`,
      summary: `${o.noun} in the caller’s scope, paged`,
      access: { authority: `${o.code}_LIST` },
      isolation,
      query: pageQuerySchema,
      body: o.filter,
      kind: 'paged',
      response: o.record,
    }),
    queryForList: defineEndpoint({
      method: 'POST',
      path: `${base}/query-for-list`,
      summary: `Every matching ${o.noun.toLowerCase()} in the caller’s scope (selectors, trees), in sort order`,
      access: { authority: `${o.code}_LIST` },
      isolation,
      body: o.filter,
      kind: 'envelope',
      response: z.array(o.record),
    }),
    edit: defineEndpoint({
      method: 'PATCH',
      path: `${base}/edit`,
      summary: `Create (no id) or update one of the ${o.noun.toLowerCase()}`,
      access: { authority: `${o.code}_EDIT` },
      isolation,
      body: o.edit,
      kind: 'envelope',
      response: o.record,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/remove`,
      summary: `Remove one of the ${o.noun.toLowerCase()}${o.removeRule ? `; ${o.removeRule}` : ''}`,
      access: { authority: `${o.code}_REMOVE` },
      isolation,
      query: removeQuerySchema,
      kind: 'envelope',
      response: z.null(),
    }),
  };
};
