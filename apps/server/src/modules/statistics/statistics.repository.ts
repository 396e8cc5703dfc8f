import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { scoped, type OwnedTable, type ScopeView } from '../../scope/scoped-db';

/** Counts and activity rows of the caller's scope; every query goes through the scope layer. */
export const createStatisticsRepository = (db: Db) => ({
  count: async (scope: Scope, view: ScopeView, table: OwnedTable): Promise<number> => {
    const row = await scoped(db, scope, view)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Start times (epoch ms) of the sessions of users in scope since `sinceMs`. */
  loginTimes: async (scope: Scope, view: ScopeView, sinceMs: number): Promise<number[]> => {
    const rows = await db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.createdAt')
      .where(scoped(db, scope, view).where('user'))
      .where('session.createdAt', '>=', sinceMs)
      .execute();
    return rows.map((row) => Number(row.createdAt));
  },

  /** Creation stamps (`yyyy-MM-dd HH:mm:ss`) of users in scope created on or after `sinceDate`. */
  userCreateDates: async (scope: Scope, view: ScopeView, sinceDate: string): Promise<string[]> => {
    const rows = await scoped(db, scope, view)
      .selectFrom('user')
      .select('createDate')
      .where('createDate', '>=', sinceDate)
      .execute();
    return rows.flatMap((row) => (row.createDate ? [row.createDate] : []));
  },
});

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
