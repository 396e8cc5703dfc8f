import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { scoped } from '../../scope/scoped-db';

/** Reads of category properties by their category (the catalogue helper reads by filter). */
export const createGoodsTypePropsRepository = (db: Db) => ({
  /** The category's properties the caller can see, in display order. */
  propsOfType: (scope: Scope, goodsTypeId: number) =>
    scoped(db, scope)
      .selectFrom('goodsTypeProps')
      .selectAll()
      .where('goodsTypeId', '=', goodsTypeId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),

  /** The values of these properties the caller can see, in display order. */
  valuesOf: (scope: Scope, propsIds: readonly number[]) =>
    propsIds.length === 0
      ? Promise.resolve([])
      : scoped(db, scope)
          .selectFrom('goodsTypePropsValue')
          .selectAll()
          .where('propsId', 'in', [...new Set(propsIds)])
          .orderBy('propsId')
          .orderBy('sort')
          .orderBy('id')
          .execute(),

  /**
   * Names and codes already taken in the category by another property (seen or not: they are
   * unique per category).
   */
  siblings: (goodsTypeId: number, exceptId: number | undefined) => {
    let query = db
      .selectFrom('goodsTypeProps')
      .select(['id', 'propName', 'propCode'])
      .where('goodsTypeId', '=', goodsTypeId);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.execute();
  },

  /** Property ids of a category (a value filter by category). */
  idsOfType: (goodsTypeId: number) =>
    db.selectFrom('goodsTypeProps').select('id').where('goodsTypeId', '=', goodsTypeId),
});
