import type { PageQuery } from '@retail/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Page } from './route';

/**
 * One page of a filtered, ordered query and the total count of its rows: what every list
 * endpoint answers (`entities, totalCount, pageSize, currentPage`).
 */
export const fetchPage = async <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { pageSize, pageNum }: PageQuery,
): Promise<Page<O>> => {
  const [entities, total] = await Promise.all([
    query
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number | string>`count(*)`.as('count'))
      .executeTakeFirst(),
  ]);
  const totalCount = Number((total as { count?: number | string } | undefined)?.count ?? 0);
  return { entities, totalCount, pageSize, currentPage: pageNum };
};
