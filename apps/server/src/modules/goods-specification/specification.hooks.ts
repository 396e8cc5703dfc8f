import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';

/**
 * A specification group is removed only when no specification is in it, seen by the caller or
 * not (a parent organisation may have put its own there): a shop owner keeps them.
 */
export const specificationGroupHooks = (db: Db): ResourceHooks => ({
  beforeRemove: async (_scope, row) => {
    const found = await db
      .selectFrom('goodsSpecification')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('groupId', '=', row.id)
      .executeTakeFirst();
    const count = Number(found?.count ?? 0);
    if (count > 0)
      throw new AppError(400, 'specificationGroup.hasSpecifications', {
        values: { count: String(count) },
      });
  },
});
