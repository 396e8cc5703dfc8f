import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { scoped } from '../../scope/scoped-db';

/** Reads of specifications that the catalogue helper does not cover (counts, items by parent). */
export const createSpecificationRepository = (db: Db) => ({
  /** How many specifications of each group the caller can see. */
  visibleCountsByGroup: async (
    scope: Scope,
    groupIds: readonly number[],
  ): Promise<Map<number, number>> => {
    if (groupIds.length === 0) return new Map();
    const rows = await scoped(db, scope)
      .selectFrom('goodsSpecification')
      .select(['groupId', sql<number | string>`count(*)`.as('count')])
      .where('groupId', 'in', [...new Set(groupIds)])
      .groupBy('groupId')
      .execute();
    return new Map(rows.map((row) => [row.groupId ?? 0, Number(row.count)]));
  },

  /**
   * Every specification of the group, seen or not: a group is removed only when nothing
   * refers to it (a parent organisation may have put its own specification in it).
   */
  countInGroup: async (groupId: number): Promise<number> => {
    const row = await db
      .selectFrom('goodsSpecification')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('groupId', '=', groupId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** The items of these specifications the caller can see, in display order. */
  itemsOf: (scope: Scope, specificationIds: readonly number[]) =>
    specificationIds.length === 0
      ? Promise.resolve([])
      : scoped(db, scope)
          .selectFrom('goodsSpecificationItem')
          .selectAll()
          .where('specificationId', 'in', [...new Set(specificationIds)])
          .orderBy('specificationId')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
});
