import { z } from 'zod';

/** Shared pagination (console.md §9): default 20, sizes 10/20/30/50. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const;
/** The largest page any list endpoint serves; the product chooser's 440 is the biggest option. */
export const PAGE_SIZE_MAX = 500;
export const PAGINATION_LAYOUT = 'total, sizes, prev, pager, next, jumper';
/** Smooth scroll to the top after a page change. */
export const PAGE_CHANGE_SCROLL_MS = 800;

/**
 * A list searched by "contains" texts counts its matches up to this many: past it the answer
 * says `totalCountCapped` (at least this many; the console shows "10,000+"), and its pages are
 * read from the newest end, as far as the pager reaches. Counting every match of a common text
 * (hundreds of thousands of rows) took 40–200 ms a search (bench/README.md).
 */
export const LIST_COUNT_CAP = 10_000;

/** Page sizes of the dialogs (console.md §9). */
export const CHOOSER_PAGE_SIZES = {
  store: { default: 10, options: [10, 20, 30, 40] },
  fileBank: { default: 15, options: [15, 30, 60, 90] },
  specification: { default: 10, options: [10, 20, 30, 40] },
  product: { default: 10, options: [10, 20, 30, 50, 80, 130, 210, 440] },
} as const;

/** Pagination model: total, page (default 1), limit (default 20). */
export const paginationModelSchema = z.object({
  total: z.number().int().nonnegative().default(0),
  page: z.number().int().positive().default(1),
  limit: z.number().int().positive().default(PAGE_SIZE_DEFAULT),
});

/** Query of every list call: `?pageSize=20&pageNum=1`. */
export const pageQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  pageNum: z.coerce.number().int().min(1).default(1),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Path form used by some calls: `/list/{size}/{page}`. */
export const pagePathSchema = z.object({
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX),
  page: z.coerce.number().int().min(1),
});
