import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';
import { tenantOfEdit } from './member-level.hooks';

// A tenant has one record of point rules: a second one is refused (edit the one there is).

export const pointConfigHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    if (typeof body.id === 'number') return;
    const existing = await untyped(db)
      .selectFrom('pointConfig')
      .select('id')
      .where('tenantId', '=', await tenantOfEdit(db, scope, body, 'pointConfig'))
      .executeTakeFirst();
    if (existing) throw new AppError(400, 'pointConfig.exists');
  },
});
