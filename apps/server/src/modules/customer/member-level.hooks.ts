import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';

// Member levels: the experience thresholds rise strictly with the level number, within a
// tenant. An edit that would put a threshold at or below a lower level's, or at or above a
// higher level's, is refused naming the experience field and the level it clashes with.

type Level = { id: number; name: string; level: number; experience: number };

/** The tenant an edited record belongs to: its row's, the named organisation's, or the caller's. */
export const tenantOfEdit = async (
  db: Db,
  scope: Scope,
  body: Record<string, unknown>,
  table: string,
) => {
  if (typeof body.id === 'number') {
    const row = await untyped(db)
      .selectFrom(table)
      .select('tenantId')
      .where('id', '=', body.id)
      .executeTakeFirst();
    return (row as { tenantId: number } | undefined)?.tenantId ?? scope.tenantId;
  }
  if (typeof body.organId === 'number') {
    const row = await db
      .selectFrom('organ')
      .select('tenantId')
      .where('id', '=', body.organId)
      .executeTakeFirst();
    return row?.tenantId ?? scope.tenantId;
  }
  return scope.tenantId;
};

export const memberLevelHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    const level = Number(body.level);
    const experience = typeof body.experience === 'number' ? body.experience : 0;
    let query = untyped(db)
      .selectFrom('memberLevel')
      .select(['id', 'name', 'level', 'experience'])
      .where('tenantId', '=', await tenantOfEdit(db, scope, body, 'memberLevel'))
      .where((eb) =>
        eb.or([
          eb.and([eb('level', '<', level), eb('experience', '>=', experience)]),
          eb.and([eb('level', '>', level), eb('experience', '<=', experience)]),
        ]),
      )
      .orderBy('level');
    if (typeof body.id === 'number') query = query.where('id', '<>', body.id);
    const clash = (await query.executeTakeFirst()) as Level | undefined;
    if (clash)
      throw new AppError(400, 'memberLevel.thresholdOrder', {
        field: 'experience',
        values: {
          level: String(clash.level),
          name: clash.name,
          experience: String(clash.experience),
        },
      });
  },
});
