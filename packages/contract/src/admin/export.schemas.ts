import { z } from 'zod';
import { idParamSchema, ownedFieldsSchema } from '../api/owned';
import { plainText, requiredTextOf, textOf } from '../api/text';

/**
 * "My exports" (system settings dialog): any list endpoint of the table, with the filter a
 * screen currently shows, written by the server into an Excel file. The server pages through
 * the list as the caller (same scope, same authorities), so an export never holds a row the
 * caller could not list.
 */
export const EXPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An export stops (failed) rather than write more rows than this. */
export const EXPORT_MAX_ROWS = 100_000;
export const EXPORT_MAX_COLUMNS = 100;
/** Exports one user may have waiting or running at once. */
export const EXPORT_MAX_UNFINISHED = 3;

export const exportColumnSchema = z.object({
  /** Field of an entity; a dotted path reaches into nested objects (`organ.organName`). */
  key: requiredTextOf(128),
  /** The header cell, in the language the user sees. */
  header: requiredTextOf(128),
});
export type ExportColumn = z.infer<typeof exportColumnSchema>;

/** Names of query and path parameters and of filter fields. */
const parameterName = plainText({ trim: false }).max(128, { error: 'tooLong' });
const scalar = z.union([plainText({ trim: false }), z.number(), z.boolean()]);

export const exportCreateSchema = z.object({
  /** Key of a paged POST endpoint of the table, `<group>.<name>` (`dictionary.list`). */
  endpoint: requiredTextOf(128),
  /** The filter body the list screen sends. */
  body: z.record(parameterName, z.unknown()).optional(),
  /** Query parameters other than paging. */
  query: z.record(parameterName, scalar).optional(),
  /** Path parameters other than paging (`size`, `page`). */
  params: z.record(parameterName, z.union([plainText({ trim: false }), z.number()])).optional(),
  columns: z
    .array(exportColumnSchema, { error: 'required' })
    .min(1, { error: 'required' })
    .max(EXPORT_MAX_COLUMNS, { error: 'tooBig' }),
  /** Name of the downloaded file (`.xlsx` is added); defaults to the endpoint and the job id. */
  fileName: textOf(100).optional(),
});
export type ExportCreate = z.infer<typeof exportCreateSchema>;

export const exportJobSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  userId: z.number().int(),
  endpoint: z.string(),
  fileName: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  rowCount: z.number().int().nullable(),
  fileSize: z.number().int().nullable(),
  /** Why it failed, in the language of the user who started it. */
  reason: z.string().nullable(),
  finishDate: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportFilterSchema = z.object({
  status: z.enum(EXPORT_STATUSES, { error: 'invalid' }).optional(),
});
export type ExportFilter = z.infer<typeof exportFilterSchema>;

export const exportIdQuerySchema = z.object({ id: idParamSchema });
