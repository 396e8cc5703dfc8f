import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';

// An employee is a user of the store's tenant: the registry has checked that the caller sees
// both the store and the user; platform staff see every tenant's users, so the tenants must
// agree too (else 400 naming the user). Once per store and user: the unique index's clash.

export const employeeHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const [store, user] = await Promise.all([
      db
        .selectFrom('store')
        .select('tenantId')
        .where('id', '=', body.storeId as number)
        .executeTakeFirst(),
      db
        .selectFrom('user')
        .select('tenantId')
        .where('id', '=', body.userId as number)
        .executeTakeFirst(),
    ]);
    if (store?.tenantId !== user?.tenantId)
      throw new AppError(400, 'store.employeeOtherTenant', { field: 'userId' });
  },
});
