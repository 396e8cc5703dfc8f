import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  GOODS_ID_SPAN,
  GOODS_ID_SPANS,
  GOODS_TENANT_ID_SPANS,
} from '../../db/migrations/0230-goods-id-spans-postgres';
import type { Span } from '../../resources/list-page';

// A deep goods page from the counts per span of ids (0230 on PostgreSQL, 0231 on SQLite), on
// both databases: the view's sums per span, newest span first (oldest first for a page read
// from the other end), say which span holds the page's first goods and how many of the view's
// goods lie beyond it; the page's ids are then walked from that span's edge, past the rest of
// the offset only, instead of past the whole offset.

/**
 * A page whose cheapest other read (a walk, a sort) passes this many index entries or more is
 * read through the counts per span instead.
 */
export const SPANS_FROM = 2 * GOODS_ID_SPAN;

/**
 * Whose counts a view sums: its tenant's (every tenant's for `null`) when it holds every goods
 * of it, else its organisations' that `inView` (a condition on the organisations' counts) keeps.
 */
export type SpanCounts = { tenantId: number | null } | { inView: Expression<SqlBool> };

/** Where a page starts in the ids: below (above, reversed) `edge`, past `span.offset` more goods. */
export type PageInSpans = { edge: Expression<SqlBool>; span: Span };

/** The span holding the page, from the view's counts; undefined past the view's last goods. */
export const pageInSpans = async (
  db: Db,
  counts: SpanCounts,
  span: Span,
): Promise<PageInSpans | undefined> => {
  const direction = span.reversed ? sql`asc` : sql`desc`;
  const { rows } = await (
    'inView' in counts
      ? sql<{ span: number; count: number | string }>`
          select "span", sum("goods_count") as "count" from ${sql.table(GOODS_ID_SPANS)}
          where ${counts.inView} group by "span" order by "span" ${direction}`
      : sql<{ span: number; count: number | string }>`
          select "span", sum("goods_count") as "count" from ${sql.table(GOODS_TENANT_ID_SPANS)}
          where ${counts.tenantId === null ? sql`1 = 1` : sql`"tenant_id" = ${counts.tenantId}`}
          group by "span" order by "span" ${direction}`
  ).execute(db);
  let beyond = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (beyond + count > span.offset)
      return {
        edge: span.reversed
          ? sql<SqlBool>`"goods"."id" >= ${row.span * GOODS_ID_SPAN}`
          : sql<SqlBool>`"goods"."id" < ${(row.span + 1) * GOODS_ID_SPAN}`,
        span: { ...span, offset: span.offset - beyond },
      };
    beyond += count;
  }
  return undefined;
};
