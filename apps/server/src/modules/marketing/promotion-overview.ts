import type { PageQuery, PromotionOverviewFilter, PromotionOverviewRow } from '@retail/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import { scopeCondition, untyped, viewOf } from '../../scope/scoped-db';

// The promotions overview (/promotion/index, docs/marketing.md): every activity of every kind in
// the caller's scope as one list — one select per kind's table (each through the scope layer's
// condition), joined with UNION ALL, filtered, ordered by start (the latest first; coupon
// templates valid for some days after each claim last) and paged in the database.

const SOURCES = [
  { kind: 20, table: 'promotionMarkdown', start: 'startTime', end: 'endTime' },
  { kind: 30, table: 'promotionFullReduction', start: 'startTime', end: 'endTime' },
  { kind: 5, table: 'seckillActivity', start: 'startTime', end: 'endTime' },
  { kind: 6, table: 'grouponActivity', start: 'startTime', end: 'endTime' },
  { kind: 7, table: 'bargainActivity', start: 'startTime', end: 'endTime' },
  { kind: 50, table: 'couponTemplate', start: 'validStartTime', end: 'validEndTime' },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables chosen at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

export const createPromotionOverview = (db: Db) => ({
  list: async (
    scope: Scope,
    filter: PromotionOverviewFilter,
    page: PageQuery,
  ): Promise<Page<PromotionOverviewRow>> => {
    const view = viewOf(scope);
    const sources = SOURCES.filter(
      (source) => filter.kind === undefined || source.kind === filter.kind,
    );
    const selects = sources.map((source) => {
      let q: AnySelect = untyped(db)
        .selectFrom(source.table)
        .where(scopeCondition(view))
        .select([
          sql.lit(source.kind).as('kind'),
          'id',
          'name',
          'status',
          `${source.start} as startTime`,
          `${source.end} as endTime`,
          'organId',
          'updateDate',
        ]);
      if (filter.status !== undefined) q = q.where('status', '=', filter.status);
      if (filter.name) q = q.where(containsText('name', filter.name));
      if (filter.at) q = q.where(source.start, '<=', filter.at).where(source.end, '>', filter.at);
      return q;
    });
    const [first, ...rest] = selects;
    if (!first)
      return { entities: [], totalCount: 0, pageSize: page.pageSize, currentPage: page.pageNum };
    const union = rest.reduce((all, next) => all.unionAll(next), first);
    const query = untyped(db)
      .selectFrom(union.as('p'))
      .selectAll()
      .orderBy((eb) => eb('p.startTime', 'is', null))
      .orderBy('p.startTime', 'desc')
      .orderBy('p.kind')
      .orderBy('p.id', 'desc');
    const found = await fetchPage(query, page);
    const rows = found.entities as Record<string, unknown>[];
    const organIds = [...new Set(rows.map((row) => Number(row.organId)))];
    const organs =
      organIds.length === 0
        ? []
        : ((await untyped(db)
            .selectFrom('organ')
            .select(['id', 'organName'])
            .where('id', 'in', organIds)
            .execute()) as { id: number; organName: string }[]);
    const names = new Map(organs.map((organ) => [organ.id, organ.organName]));
    return {
      ...found,
      entities: rows.map((row) => ({
        key: `${String(row.kind)}-${String(row.id)}`,
        kind: Number(row.kind),
        id: Number(row.id),
        name: String(row.name),
        status: Number(row.status),
        startTime: (row.startTime as string | null) ?? null,
        endTime: (row.endTime as string | null) ?? null,
        organId: Number(row.organId),
        organName: names.get(Number(row.organId)) ?? null,
        updateDate: (row.updateDate as string | null) ?? null,
      })),
    };
  },
});
