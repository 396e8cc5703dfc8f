import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Session, User } from '../../db/schema';
import { AUTHORITY_NODE_COLUMNS, type AuthorityNodeRow } from './authority-nodes';

/** What a session's token stands for, read at once (`identityOfSession`). */
export type SessionIdentity = {
  session: Pick<Session, 'jti' | 'userId' | 'expiresAt' | 'revokedAt'>;
  user: Pick<User, 'id' | 'userName' | 'tenantId' | 'organId' | 'organPath' | 'enabled'>;
  /** Role codes by role id. */
  roles: string[];
  /** Every authority any of the roles grants, once each. */
  authorityCodes: string[];
};

/**
 * Codes joined by spaces, in `order` (role and authority codes hold no space: ROLE_CODE_PATTERN,
 * AUTHORITY_CODE_PATTERN). `string_agg` is PostgreSQL's and SQLite's (3.44 on).
 */
const codesJoined = (code: string, order: string) =>
  sql<string | null>`string_agg(${sql.ref(code)}, ' ' order by ${sql.ref(order)})`;
const split = (codes: string | null): string[] => (codes ? codes.split(' ') : []);

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
  /** The user's authorities, as the menu tree reads them (get-user-info). */
  authoritiesOfUser: (userId: number): Promise<AuthorityNodeRow[]> =>
    db
      .selectFrom('authority')
      .select(AUTHORITY_NODE_COLUMNS)
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

  insertSession: async (session: Session): Promise<void> => {
    await db.insertInto('session').values(session).execute();
  },

  /**
   * A session, its user, the user's role codes and authority codes in ONE statement: read on
   * every call the identity cache misses (and on every call with it off), where four statements
   * cost four round trips. Undefined when there is no such session or its user is gone.
   */
  identityOfSession: async (jti: string): Promise<SessionIdentity | undefined> => {
    const row = await db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .where('session.jti', '=', jti)
      .select((eb) => [
        'session.userId',
        'session.expiresAt',
        'session.revokedAt',
        'user.userName',
        'user.tenantId',
        'user.organId',
        'user.organPath',
        'user.enabled',
        eb
          .selectFrom('role')
          .innerJoin('userRole', 'userRole.roleId', 'role.id')
          .whereRef('userRole.userId', '=', 'session.userId')
          .select(codesJoined('role.code', 'role.id').as('codes'))
          .as('roles'),
        eb
          .selectFrom('authority')
          .where('authority.id', 'in', (inner) =>
            inner
              .selectFrom('roleAuthority')
              .innerJoin('userRole', 'userRole.roleId', 'roleAuthority.roleId')
              .select('roleAuthority.authorityId')
              .whereRef('userRole.userId', '=', 'session.userId'),
          )
          .select(codesJoined('authority.code', 'authority.id').as('codes'))
          .as('authorityCodes'),
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      session: { jti, userId: row.userId, expiresAt: row.expiresAt, revokedAt: row.revokedAt },
      user: {
        id: row.userId,
        userName: row.userName,
        tenantId: row.tenantId,
        organId: row.organId,
        organPath: row.organPath,
        enabled: row.enabled,
      },
      roles: split(row.roles),
      authorityCodes: split(row.authorityCodes),
    };
  },

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
