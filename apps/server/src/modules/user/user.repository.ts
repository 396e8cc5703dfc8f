import { sql } from 'kysely';
import type { UserRoleRef } from '@retail/contract';
import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { withoutRowWall } from '../../scope/row-security';

/** User rows and the roles they hold. */
export const createUserRepository = (db: Db) => ({
  /**
   * The user holding this name in any case (names are unique without case, across tenants: read
   * past the row-level wall, and only to refuse the name).
   */
  findByUserName: (userName: string): Promise<User | undefined> =>
    withoutRowWall(db, () =>
      db
        .selectFrom('user')
        .selectAll()
        .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
        .executeTakeFirst(),
    ),

  /** The roles each user holds, keyed by user id (users without any map to []). */
  rolesOfUsers: async (userIds: readonly number[]): Promise<Map<number, UserRoleRef[]>> => {
    const byUser = new Map<number, UserRoleRef[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byUser;
    const rows = await db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select(['userRole.userId', 'role.id', 'role.name', 'role.code'])
      .where('userRole.userId', 'in', [...userIds])
      .orderBy('role.id')
      .execute();
    for (const { userId, ...role } of rows) byUser.get(userId)?.push(role);
    return byUser;
  },

  roleIdsOfUser: async (userId: number): Promise<number[]> => {
    const rows = await db
      .selectFrom('userRole')
      .select('roleId')
      .where('userId', '=', userId)
      .execute();
    return rows.map((row) => row.roleId);
  },

  /** Every authority code any of the user's roles grants. */
  authorityCodesOfUser: async (userId: number): Promise<string[]> => {
    const rows = await db
      .selectFrom('userRole')
      .innerJoin('roleAuthority', 'roleAuthority.roleId', 'userRole.roleId')
      .innerJoin('authority', 'authority.id', 'roleAuthority.authorityId')
      .select('authority.code')
      .distinct()
      .where('userRole.userId', '=', userId)
      .execute();
    return rows.map((row) => row.code);
  },

  /** How many enabled users hold this authority through their roles. */
  countEnabledHolders: async (code: string): Promise<number> => {
    const row = await db
      .selectFrom('user')
      .innerJoin('userRole', 'userRole.userId', 'user.id')
      .innerJoin('roleAuthority', 'roleAuthority.roleId', 'userRole.roleId')
      .innerJoin('authority', 'authority.id', 'roleAuthority.authorityId')
      .select((eb) => eb.fn.count<number>('user.id').distinct().as('count'))
      .where('authority.code', '=', code)
      .where('user.enabled', '=', 1)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** Replaces the user's roles with exactly these ids (run it in a transaction). */
  setRoles: async (userId: number, roleIds: readonly number[]): Promise<void> => {
    await db.deleteFrom('userRole').where('userId', '=', userId).execute();
    if (roleIds.length > 0)
      await db
        .insertInto('userRole')
        .values(roleIds.map((roleId) => ({ userId, roleId })))
        .execute();
  },
});

export type UserRepository = ReturnType<typeof createUserRepository>;
