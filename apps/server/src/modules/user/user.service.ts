import {
  type PageQuery,
  type UserAssignRoles,
  type UserDetail,
  type UserEdit,
  type UserEnable,
  type UserFilter,
  type UserRecord,
  type UserEndSession,
  type UserResetPassword,
  type UserSession,
} from '@retail/contract';
import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { fetchPage } from '../../lib/paged-query';
import { hashPassword } from '../../lib/password';
import { checkPasswordPolicy } from '../../lib/password-policy';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import {
  findOwnedOr404,
  narrowScope,
  ownedInsert,
  resolveOwner,
  scoped,
  scopedDelete,
  scopedUpdate,
} from '../../scope/scoped-db';
import type { AuthorityService } from '../authority/authority.service';
import type { RoleService } from '../role/role.service';
import { organQuota } from '../organ/organ-quota';
import { createUserRepository } from './user.repository';
import { createUserSessions } from './user-sessions';

type UserServiceDeps = {
  db: Db;
  roles: RoleService;
  authorities: AuthorityService;
  /** Ends every session of a user but the one named (the auth module's session service). */
  endSessions: (userId: number, exceptJti?: string) => Promise<void>;
};

/** The caller as the scope and the session they call from. */
export type Caller = { scope: Scope; jti: string };

/**
 * Users of the caller's scope. Beyond the scope, a caller can only manage users who hold no
 * authority the caller lacks (else resetting a password would hand those over), and never
 * disables or removes themself.
 */
export const createUserService = ({ db, roles, authorities, endSessions }: UserServiceDeps) => {
  const repository = createUserRepository(db);
  const sessions = createUserSessions(db);

  const toRecords = async (rows: User[]): Promise<UserRecord[]> => {
    const rolesOf = await repository.rolesOfUsers(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      userName: row.userName,
      name: row.name,
      avatar: row.avatar,
      introduction: row.introduction,
      enabled: row.enabled === 1,
      tenantId: row.tenantId,
      organId: row.organId,
      organPath: row.organPath,
      createBy: row.createBy,
      createDate: row.createDate,
      updateBy: row.updateBy,
      updateDate: row.updateDate,
      roles: rolesOf.get(row.id) ?? [],
    }));
  };
  const toRecord = async (row: User): Promise<UserRecord> => {
    const [record] = await toRecords([row]);
    if (!record) throw new Error('unreachable: one row gives one record');
    return record;
  };

  /** The user, when in scope (else 404) and holding nothing the caller lacks (else 403). */
  const manageable = async (scope: Scope, id: number): Promise<User> => {
    const user = await findOwnedOr404(db, scope, 'user', id);
    const codes = await repository.authorityCodesOfUser(user.id);
    if (!codes.every((code) => scope.authorityCodes.has(code)))
      throw new AppError(403, 'user.outranks');
    return user;
  };

  /** A concurrent save may still take the name between the check and the write. */
  const nameRace = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError(400, 'user.nameTaken', { field: 'userName' });
    throw error;
  };

  const checkNameFree = async (userName: string, id?: number): Promise<void> => {
    const holder = await repository.findByUserName(userName);
    if (holder && holder.id !== id)
      throw new AppError(400, 'user.nameTaken', { field: 'userName' });
  };

  /**
   * Checks the roles to assign: in scope (else 404), of the user's tenant, and granting nothing
   * the caller lacks. The user's current roles need no such check: `manageable` already
   * refuses a user holding more than the caller.
   */
  const checkRoles = async (
    scope: Scope,
    tenantId: number,
    requested: readonly number[],
  ): Promise<number[]> => {
    const wanted = await roles.findForAssignment(scope, requested);
    for (const role of wanted) {
      if (role.tenantId !== tenantId)
        throw new AppError(400, 'role.otherTenant', {
          field: 'roleIds',
          values: { role: role.name },
        });
      if (!role.assignable)
        throw new AppError(403, 'role.notAssignable', {
          field: 'roleIds',
          values: { role: role.name },
        });
    }
    return wanted.map((role) => role.id);
  };

  /** The authority that manages the authority tree: the last enabled holder keeps it. */
  const AUTHORITY_MANAGER = 'AUTHORITY_EDIT';

  const notSelf = (scope: Scope, id: number): void => {
    if (id === scope.userId) throw new AppError(400, 'user.notSelf');
  };

  return {
    list: async (scope: Scope, filter: UserFilter, page: PageQuery): Promise<Page<UserRecord>> => {
      const view = await narrowScope(db, scope, filter);
      let query = scoped(db, scope, view).selectFrom('user');
      if (filter.name) query = query.where(containsText('name', filter.name));
      if (filter.userName) query = query.where(containsText('userName', filter.userName));
      if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled ? 1 : 0);
      const found = await fetchPage(query.selectAll().orderBy('id'), page);
      return { ...found, entities: await toRecords(found.entities) };
    },

    detail: async (scope: Scope, id: number): Promise<UserDetail> => {
      const user = await findOwnedOr404(db, scope, 'user', id);
      const codes = await repository.authorityCodesOfUser(user.id);
      return {
        ...(await toRecord(user)),
        userAuthorities: await authorities.treeOfCodes(codes),
      };
    },

    edit: async ({ scope, jti }: Caller, body: UserEdit): Promise<UserRecord> => {
      const fields = {
        userName: body.userName,
        name: body.name,
        ...(body.avatar === undefined ? {} : { avatar: body.avatar || null }),
        ...(body.introduction === undefined ? {} : { introduction: body.introduction || null }),
        ...(body.enabled === undefined ? {} : { enabled: body.enabled ? 1 : 0 }),
      };
      if (body.id === undefined) {
        const owner = await resolveOwner(db, scope, { organId: body.organId });
        await checkNameFree(body.userName);
        const password = checkPasswordPolicy(body.password, [body.userName, body.name]);
        const roleIds = await checkRoles(scope, owner.tenantId, body.roleIds ?? []);
        const passwordHash = await hashPassword(password);
        const user = await db
          .transaction()
          .execute(async (trx) => {
            // The organisation's user quota, and those of the organisations above it.
            await organQuota(trx, owner.organPath, 'user.max');
            const row = await ownedInsert(trx, scope, 'user', {
              avatar: null,
              introduction: null,
              enabled: 1,
              ...fields,
              passwordHash,
              organId: owner.organId,
            });
            await createUserRepository(trx).setRoles(row.id, roleIds);
            return row;
          })
          .catch(nameRace);
        return toRecord(user);
      }
      const current = await manageable(scope, body.id);
      if (body.enabled === false) notSelf(scope, current.id);
      await checkNameFree(body.userName, current.id);
      const moves = body.organId !== undefined && body.organId !== current.organId;
      const owner = moves ? await resolveOwner(db, scope, { organId: body.organId }) : current;
      // Roles belong to the user's tenant: moving a user to another tenant drops them.
      const roleIds =
        body.roleIds === undefined && owner.tenantId === current.tenantId
          ? undefined
          : await checkRoles(scope, owner.tenantId, body.roleIds ?? []);
      const user = await db
        .transaction()
        .execute(async (trx) => {
          if (moves) await organQuota(trx, owner.organPath, 'user.max', current.id);
          const row = await scopedUpdate(trx, scope, 'user', current.id, {
            ...fields,
            ...(moves ? { organId: owner.organId } : {}),
          });
          if (roleIds) await createUserRepository(trx).setRoles(row.id, roleIds);
          return row;
        })
        .catch(nameRace);
      if (current.enabled === 1 && user.enabled !== 1) await endSessions(user.id, jti);
      return toRecord(user);
    },

    remove: async (scope: Scope, id: number): Promise<void> => {
      notSelf(scope, id);
      const user = await manageable(scope, id);
      await scopedDelete(db, scope, 'user', user.id);
    },

    /** Disabling ends every session of the user at once. */
    enable: async ({ scope, jti }: Caller, { id, enabled }: UserEnable): Promise<UserRecord> => {
      if (!enabled) notSelf(scope, id);
      const current = await manageable(scope, id);
      const user = await scopedUpdate(db, scope, 'user', current.id, { enabled: enabled ? 1 : 0 });
      if (!enabled) await endSessions(user.id, jti);
      return toRecord(user);
    },

    /** The old password stops working, and so do the user's sessions (but the caller's own). */
    resetPassword: async ({ scope, jti }: Caller, body: UserResetPassword): Promise<void> => {
      const current = await manageable(scope, body.id);
      const password = checkPasswordPolicy(body.password, [current.userName, current.name]);
      await scopedUpdate(db, scope, 'user', current.id, {
        passwordHash: await hashPassword(password),
      });
      await endSessions(current.id, jti);
    },

    /** The user's open sessions, for whoever may manage the user. */
    sessions: async ({ scope, jti }: Caller, id: number): Promise<UserSession[]> => {
      const user = await manageable(scope, id);
      return sessions.list(user.id, jti, scope.nowMs);
    },

    /** Logs one session of the user out at once. */
    endSession: async ({ scope }: Caller, body: UserEndSession): Promise<void> => {
      const user = await manageable(scope, body.id);
      await sessions.end(user.id, body.key, scope.nowMs);
    },

    /** Logs every session of the user out at once, but the caller's own. */
    endSessions: async ({ scope, jti }: Caller, id: number): Promise<void> => {
      const user = await manageable(scope, id);
      await sessions.endAll(user.id, jti, scope.nowMs);
    },

    assignRoles: async (scope: Scope, body: UserAssignRoles): Promise<UserRecord> => {
      const current = await manageable(scope, body.id);
      const roleIds = await checkRoles(scope, current.tenantId, body.roleIds);
      const user = await db.transaction().execute(async (trx) => {
        const row = await scopedUpdate(trx, scope, 'user', current.id, {});
        const inTransaction = createUserRepository(trx);
        const keepers = await inTransaction.countEnabledHolders(AUTHORITY_MANAGER);
        await inTransaction.setRoles(row.id, roleIds);
        // Somebody must still be able to manage authorities afterwards.
        if (keepers > 0 && (await inTransaction.countEnabledHolders(AUTHORITY_MANAGER)) === 0)
          throw new AppError(400, 'user.lastAdministrator', { field: 'roleIds' });
        return row;
      });
      return toRecord(user);
    },
  };
};

export type UserService = ReturnType<typeof createUserService>;
