import type { Db } from '../../db/database';
import type { Authority, Session, User } from '../../db/schema';

/** Users, their roles and authorities, sessions and login failures, as the auth module reads them. */
export const createAuthRepository = (db: Db) => ({
  findUserByName: (userName: string): Promise<User | undefined> =>
    db.selectFrom('user').selectAll().where('userName', '=', userName).executeTakeFirst(),

  findUserById: (id: number): Promise<User | undefined> =>
    db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst(),

  roleCodesOfUser: async (userId: number): Promise<string[]> => {
    const rows = await db
      .selectFrom('role')
      .innerJoin('userRole', 'userRole.roleId', 'role.id')
      .select('role.code')
      .where('userRole.userId', '=', userId)
      .orderBy('role.id')
      .execute();
    return rows.map((row) => row.code);
  },

  /** Every authority any of the user's roles grants, once each, in menu order. */
  authoritiesOfUser: (userId: number): Promise<Authority[]> =>
    db
      .selectFrom('authority')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('roleAuthority')
          .innerJoin('userRole', 'userRole.roleId', 'roleAuthority.roleId')
          .select('roleAuthority.authorityId')
          .where('userRole.userId', '=', userId),
      )
      .orderBy('sort')
      .orderBy('id')
      .execute(),

  authorityCodesOfUser: async (userId: number): Promise<string[]> => {
    const rows = await db
      .selectFrom('authority')
      .select('code')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('roleAuthority')
          .innerJoin('userRole', 'userRole.roleId', 'roleAuthority.roleId')
          .select('roleAuthority.authorityId')
          .where('userRole.userId', '=', userId),
      )
      .execute();
    return rows.map((row) => row.code);
  },

  insertSession: async (session: Session): Promise<void> => {
    await db.insertInto('session').values(session).execute();
  },

  findSession: (jti: string): Promise<Session | undefined> =>
    db.selectFrom('session').selectAll().where('jti', '=', jti).executeTakeFirst(),

  revokeSession: async (jti: string, atMs: number): Promise<void> => {
    await db
      .updateTable('session')
      .set({ revokedAt: atMs })
      .where('jti', '=', jti)
      .where('revokedAt', 'is', null)
      .execute();
  },

  /** Revokes every live session of the user, except the one named by `exceptJti`. */
  revokeSessionsOfUser: async (userId: number, atMs: number, exceptJti?: string): Promise<void> => {
    let query = db
      .updateTable('session')
      .set({ revokedAt: atMs })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (exceptJti !== undefined) query = query.where('jti', '!=', exceptJti);
    await query.execute();
  },

  deleteSessionsExpiredBefore: async (atMs: number): Promise<void> => {
    await db.deleteFrom('session').where('expiresAt', '<', atMs).execute();
  },

  /** Failures for a name since a time, all but one attempt when named (the caller's own). */
  countFailuresOfUser: async (
    userName: string,
    sinceMs: number,
    exceptId?: number,
  ): Promise<number> => {
    let query = db
      .selectFrom('loginFailure')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userName', '=', userName)
      .where('at', '>', sinceMs);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  },

  countFailuresFromIp: async (ip: string, sinceMs: number): Promise<number> => {
    const row = await db
      .selectFrom('loginFailure')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ip', '=', ip)
      .where('at', '>', sinceMs)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Writes an attempt before it is checked; it stays as a failure, or is removed. */
  reserveAttempt: async (userName: string, ip: string, atMs: number): Promise<number> =>
    (
      await db
        .insertInto('loginFailure')
        .values({ userName, ip, at: atMs })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  removeAttempt: async (id: number): Promise<void> => {
    await db.deleteFrom('loginFailure').where('id', '=', id).execute();
  },

  clearFailuresOfUser: async (userName: string): Promise<void> => {
    await db.deleteFrom('loginFailure').where('userName', '=', userName).execute();
  },

  deleteFailuresBefore: async (atMs: number): Promise<void> => {
    await db.deleteFrom('loginFailure').where('at', '<=', atMs).execute();
  },
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
