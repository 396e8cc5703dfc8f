import type { Db } from '../../db/database';
import type { Role } from '../../db/schema';

/** Role rows, the authorities they grant and how many users hold them. */
export const createRoleRepository = (db: Db) => ({
  findByTenantAndCode: (tenantId: number, code: string): Promise<Role | undefined> =>
    db
      .selectFrom('role')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('code', '=', code)
      .executeTakeFirst(),

  /** Authority codes each role grants, keyed by role id (roles without any map to []). */
  authorityCodesOfRoles: async (roleIds: readonly number[]): Promise<Map<number, string[]>> => {
    const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
    if (roleIds.length === 0) return byRole;
    const rows = await db
      .selectFrom('roleAuthority')
      .innerJoin('authority', 'authority.id', 'roleAuthority.authorityId')
      .select(['roleAuthority.roleId', 'authority.code'])
      .where('roleAuthority.roleId', 'in', [...roleIds])
      .execute();
    for (const row of rows) byRole.get(row.roleId)?.push(row.code);
    return byRole;
  },

  authorityIdsOfRole: async (roleId: number): Promise<number[]> => {
    const rows = await db
      .selectFrom('roleAuthority')
      .select('authorityId')
      .where('roleId', '=', roleId)
      .orderBy('authorityId')
      .execute();
    return rows.map((row) => row.authorityId);
  },

  /** Replaces the role's authorities with exactly these ids (run it in a transaction). */
  setAuthorities: async (roleId: number, authorityIds: readonly number[]): Promise<void> => {
    await db.deleteFrom('roleAuthority').where('roleId', '=', roleId).execute();
    if (authorityIds.length > 0)
      await db
        .insertInto('roleAuthority')
        .values(authorityIds.map((authorityId) => ({ roleId, authorityId })))
        .execute();
  },

  countUsersOfRole: async (roleId: number): Promise<number> => {
    const row = await db
      .selectFrom('userRole')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('roleId', '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
});

export type RoleRepository = ReturnType<typeof createRoleRepository>;
