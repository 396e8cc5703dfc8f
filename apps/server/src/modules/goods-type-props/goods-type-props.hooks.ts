import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';

/** Names compare trimmed and case-insensitively ("Material" and "material" clash). */
export const sameText = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Names and codes already taken in the category by another property, seen by the caller or not
 * (they are unique per category).
 */
export const propsOfCategory = (db: Db, goodsTypeId: number, exceptId?: number) => {
  let query = db
    .selectFrom('goodsTypeProps')
    .select(['id', 'propName', 'propCode'])
    .where('goodsTypeId', '=', goodsTypeId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.execute();
};

/** The 400 of a name or a code another property of the category has. */
export const propTaken = (
  taken: 'name' | 'code',
  text: string | null | undefined,
  field: string,
): AppError =>
  taken === 'name'
    ? new AppError(400, 'goodsTypeProps.nameTaken', { field, values: { name: text ?? '' } })
    : new AppError(400, 'goodsTypeProps.codeTaken', { field, values: { code: text ?? '' } });

/** A property's name and code are unique within its category. */
export const goodsTypePropsHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const name = body.propName as string;
    const code = body.propCode as string | null | undefined;
    const others = await propsOfCategory(
      db,
      body.goodsTypeId as number,
      body.id as number | undefined,
    );
    if (others.some((other) => sameText(other.propName, name)))
      throw propTaken('name', name, 'propName');
    if (others.some((other) => sameText(other.propCode, code)))
      throw propTaken('code', code, 'propCode');
  },
});
