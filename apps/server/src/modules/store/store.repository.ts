import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { type ScopeView, scoped, untyped, viewOf } from '../../scope/scoped-db';

/** Store rows with their owner organisation's name; every read starts from the caller's scope. */
export const createStoreRepository = (db: Db) => {
  const stores = (scope: Scope, view: ScopeView = viewOf(scope)) =>
    db
      .selectFrom('store')
      .leftJoin('organ', 'organ.id', 'store.organId')
      .selectAll('store')
      .select('organ.organName')
      .where(scoped(db, scope, view).where('store'));

  return {
    stores,

    addresses: (scope: Scope, view: ScopeView = viewOf(scope)) =>
      scoped(db, scope, view).selectFrom('storeAddress').selectAll(),

    schedules: (scope: Scope, view: ScopeView = viewOf(scope)) =>
      db
        .selectFrom('storeSchedule')
        .leftJoin('store', 'store.id', 'storeSchedule.storeId')
        .selectAll('storeSchedule')
        .select('store.storeName')
        .where(scoped(db, scope, view).where('storeSchedule')),

    areas: (scope: Scope, view: ScopeView = viewOf(scope)) =>
      db
        .selectFrom('storeArea')
        .leftJoin('store', 'store.id', 'storeArea.storeId')
        .selectAll('storeArea')
        .select('store.storeName')
        .where(scoped(db, scope, view).where('storeArea')),

    employees: (scope: Scope, view: ScopeView = viewOf(scope)) =>
      db
        .selectFrom('storeEmployee')
        .leftJoin('user', 'user.id', 'storeEmployee.userId')
        .leftJoin('store', 'store.id', 'storeEmployee.storeId')
        .selectAll('storeEmployee')
        .select(['user.userName', 'user.name', 'store.storeName'])
        .where(scoped(db, scope, view).where('storeEmployee')),

    users: (scope: Scope, view: ScopeView = viewOf(scope)) =>
      scoped(db, scope, view).selectFrom('user').select(['id', 'userName', 'name', 'organId']),

    storesWithLogo: (logo: string) =>
      db.selectFrom('store').select('storeName').where('logo', '=', logo).orderBy('id').execute(),

    countEmployees: async (storeId: number): Promise<number> => {
      const row = await db
        .selectFrom('storeEmployee')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('storeId', '=', storeId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A store's sub-records follow it when it moves to another organisation. */
    moveChildren: async (
      storeId: number,
      owner: { tenantId: number; organId: number; organPath: string },
    ): Promise<void> => {
      // Store services are a registry table the schema does not type.
      for (const table of ['storeSchedule', 'storeArea', 'storeService', 'storeEmployee'])
        await untyped(db).updateTable(table).set(owner).where('storeId', '=', storeId).execute();
    },
  };
};

export type StoreRepository = ReturnType<typeof createStoreRepository>;
