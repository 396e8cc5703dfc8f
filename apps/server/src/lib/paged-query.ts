import type { PageQuery } from '@retail/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Page } from './route';

/**
 * One page of a filtered, ordered query and the total count of its rows: what every list
 * endpoint answers (`entities, totalCount, pageSize, currentPage`). `total` gives the count
 * when it is known without counting (row counters: resources/row-counts.ts), else undefined and
 * the rows are counted.
 */
export const fetchPage = async <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { pageSize, pageNum }: PageQuery,
  options: { total?: () => Promise<number | undefined> } = {},
): Promise<Page<O>> => {
  const count = async () => {
    const kept = await options.total?.();
    if (kept !== undefined) return kept;
    const row = await query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number | string>`count(*)`.as('count'))
      .executeTakeFirst();
    return Number((row as { count?: number | string } | undefined)?.count ?? 0);
  };
  const [entities, totalCount] = await Promise.all([
    query
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    count(),
  ]);
  return { entities, totalCount, pageSize, currentPage: pageNum };
};
