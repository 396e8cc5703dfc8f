import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { canSee, type Scope } from '../../scope/scope';
import { findOwnedOr404, resolveOwner } from '../../scope/scoped-db';

// A store names its address (`store.addressId`): an address in use is never removed, and does
// not move to another tenant (stores name addresses of their own tenant). Both refusals name the
// stores using it; those outside the caller's scope only count.

/** Stores naming the address, in any scope. */
const storesUsing = (db: Db, addressId: number) =>
  db
    .selectFrom('store')
    .select(['id', 'storeName', 'tenantId', 'organPath'])
    .where('addressId', '=', addressId)
    .orderBy('id')
    .execute();

/** “Name”, “Name”, +2: the stores the caller can see by name, the others counted. */
const namesOf = (scope: Scope, stores: Awaited<ReturnType<typeof storesUsing>>): string => {
  const visible = stores.filter((store) => canSee(scope, store));
  const names = visible.map((store) => `“${store.storeName}”`);
  if (visible.length < stores.length) names.push(`+${stores.length - visible.length}`);
  return names.join(', ');
};

export const storeAddressHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    const id = body.id as number | undefined;
    const organId = body.organId as number | undefined;
    if (id === undefined || organId === undefined) return;
    const current = await findOwnedOr404(db, scope, 'storeAddress', id);
    const owner = await resolveOwner(db, scope, { organId });
    if (owner.tenantId === current.tenantId) return;
    const stores = await storesUsing(db, id);
    if (stores.length > 0)
      throw new AppError(400, 'store.addressInUse', {
        field: 'organId',
        values: { stores: namesOf(scope, stores) },
      });
  },
  beforeRemove: async (scope, row) => {
    const stores = await storesUsing(db, row.id);
    if (stores.length > 0)
      throw new AppError(400, 'store.addressInUse', { values: { stores: namesOf(scope, stores) } });
  },
});
