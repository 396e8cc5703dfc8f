import type {
  RoleAuthorities,
  RoleEdit,
  RoleFilter,
  RoleOption,
  RoleRecord,
  RoleSetAuthorities,
} from '@retail/contract';
import type { PageQuery } from '@retail/contract';
import type { Db } from '../../db/database';
import type { Role } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { fetchPage } from '../../lib/paged-query';
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
import { outsideCeiling } from '../organ/organ-ceiling';
import { createRoleRepository } from './role.repository';

type RoleServiceDeps = { db: Db; authorities: AuthorityService };

const toRecord = (row: Role): RoleRecord => ({
  id: row.id,
  name: row.name,
  code: row.code,
  tenantId: row.tenantId,
  organId: row.organId,
  organPath: row.organPath,
  createBy: row.createBy,
  createDate: row.createDate,
  updateBy: row.updateBy,
  updateDate: row.updateDate,
});

/** Whether every code is held by the caller. */
const holdsAll = (scope: Scope, codes: readonly string[]): boolean =>
  codes.every((code) => scope.authorityCodes.has(code));

/**
 * Roles of the caller's scope. Nobody grants what they do not hold: a role's authorities can
 * only be granted or taken away by a caller holding them, and a role can only be assigned by
 * a caller holding everything it grants.
 */
export const createRoleService = ({ db, authorities }: RoleServiceDeps) => {
  const repository = createRoleRepository(db);

  const filtered = async (scope: Scope, filter: RoleFilter) => {
    const view = await narrowScope(db, scope, filter);
    let query = scoped(db, scope, view).selectFrom('role');
    if (filter.name) query = query.where(containsText('name', filter.name));
    if (filter.code) query = query.where(containsText('code', filter.code));
    return query;
  };

  const checkCodeFree = async (tenantId: number, code: string, id?: number): Promise<void> => {
    const holder = await repository.findByTenantAndCode(tenantId, code);
    if (holder && holder.id !== id)
      throw new AppError(400, 'role.codeTaken', { field: 'code', values: { code } });
  };

  /** A concurrent save may still take the code between the check and the write. */
  const codeRace =
    (code: string) =>
    (error: unknown): never => {
      if (isUniqueViolation(error))
        throw new AppError(400, 'role.codeTaken', { field: 'code', values: { code } });
      throw error;
    };

  const roleAuthorities = async (scope: Scope, roleId: number): Promise<RoleAuthorities> => {
    const [tree, held, current] = await Promise.all([
      authorities.treeOfCodes(scope.authorityCodes),
      authorities.byCodes(scope.authorityCodes),
      repository.authorityIdsOfRole(roleId),
    ]);
    const grantable = new Set(held.map((row) => row.id));
    return { authorities: tree, checkedIds: current.filter((id) => grantable.has(id)) };
  };

  return {
    list: async (scope: Scope, filter: RoleFilter, page: PageQuery): Promise<Page<RoleRecord>> => {
      const found = await fetchPage(
        (await filtered(scope, filter)).selectAll().orderBy('id'),
        page,
      );
      return { ...found, entities: found.entities.map(toRecord) };
    },

    /** Every role in scope, each saying whether the caller may assign it. */
    options: async (scope: Scope, filter: RoleFilter): Promise<RoleOption[]> => {
      const rows = await (await filtered(scope, filter)).selectAll().orderBy('id').execute();
      const codes = await repository.authorityCodesOfRoles(rows.map((row) => row.id));
      return rows.map((row) => ({
        ...toRecord(row),
        assignable: holdsAll(scope, codes.get(row.id) ?? []),
      }));
    },

    /** Roles in scope by id (404 for any other), with the authority codes each grants. */
    findForAssignment: async (
      scope: Scope,
      roleIds: readonly number[],
    ): Promise<Array<Role & { assignable: boolean }>> => {
      const rows: Role[] = [];
      for (const id of new Set(roleIds)) rows.push(await findOwnedOr404(db, scope, 'role', id));
      const codes = await repository.authorityCodesOfRoles(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, assignable: holdsAll(scope, codes.get(row.id) ?? []) }));
    },

    edit: async (scope: Scope, body: RoleEdit): Promise<RoleRecord> => {
      const changes = { name: body.name, code: body.code };
      if (body.id === undefined) {
        const owner = await resolveOwner(db, scope, { organId: body.organId });
        await checkCodeFree(owner.tenantId, body.code);
        return toRecord(
          await ownedInsert(db, scope, 'role', { ...changes, organId: owner.organId }).catch(
            codeRace(body.code),
          ),
        );
      }
      const current = await findOwnedOr404(db, scope, 'role', body.id);
      const owner =
        body.organId === undefined
          ? current
          : await resolveOwner(db, scope, { organId: body.organId });
      await checkCodeFree(owner.tenantId, body.code, current.id);
      // A role never leaves its tenant while users of that tenant hold it.
      if (owner.tenantId !== current.tenantId) {
        const count = await repository.countUsersOfRole(current.id);
        if (count > 0)
          throw new AppError(400, 'role.inUse', {
            field: 'organId',
            values: { count: `${count}` },
          });
      }
      return toRecord(
        await scopedUpdate(db, scope, 'role', current.id, {
          ...changes,
          ...(body.organId === undefined ? {} : { organId: body.organId }),
        }).catch(codeRace(body.code)),
      );
    },

    /** Refused while any user holds the role. */
    remove: async (scope: Scope, id: number): Promise<void> => {
      const role = await findOwnedOr404(db, scope, 'role', id);
      const count = await repository.countUsersOfRole(role.id);
      if (count > 0) throw new AppError(400, 'role.inUse', { values: { count: `${count}` } });
      await scopedDelete(db, scope, 'role', role.id);
    },

    getAuthorities: async (scope: Scope, id: number): Promise<RoleAuthorities> => {
      const role = await findOwnedOr404(db, scope, 'role', id);
      return roleAuthorities(scope, role.id);
    },

    /**
     * Sets the authorities the caller holds to exactly the ticked ones (with their ancestors,
     * so that a ticked button keeps its menu); the role keeps those the caller does not hold.
     */
    setAuthorities: async (
      scope: Scope,
      { id, authorityIds }: RoleSetAuthorities,
    ): Promise<RoleAuthorities> => {
      const role = await findOwnedOr404(db, scope, 'role', id);
      const wanted = [...new Set(authorityIds)];
      const byId = new Map((await authorities.all()).map((row) => [row.id, row]));
      if (wanted.some((authorityId) => !byId.has(authorityId)))
        throw new AppError(400, 'field.invalid', { field: 'authorityIds' });
      const held = (authorityId: number): boolean =>
        scope.authorityCodes.has(byId.get(authorityId)?.code ?? '');
      const notHeld = wanted.filter((authorityId) => !held(authorityId));
      if (notHeld.length > 0)
        throw new AppError(403, 'authority.notHeld', {
          field: 'authorityIds',
          values: { codes: notHeld.map((authorityId) => byId.get(authorityId)?.code).join(', ') },
        });
      // An organisation whose profile names a type with a ceiling grants only within it.
      const refused = await outsideCeiling(
        db,
        role.organId,
        wanted.map((authorityId) => byId.get(authorityId)?.code ?? ''),
      );
      if (refused)
        throw new AppError(400, 'organAuthority.outsideCeiling', {
          field: 'authorityIds',
          values: { type: refused.type, codes: refused.codes.join(', ') },
        });
      // A ticked node brings its ancestors (held ones), so that a ticked button keeps its menu.
      const granted = new Set<number>();
      for (const authorityId of wanted) {
        let node = byId.get(authorityId);
        while (node && held(node.id) && !granted.has(node.id)) {
          granted.add(node.id);
          node = node.parentId === null ? undefined : byId.get(node.parentId);
        }
      }
      const kept = (await repository.authorityIdsOfRole(role.id)).filter(
        (authorityId) => !held(authorityId),
      );
      await db.transaction().execute(async (trx) => {
        await scopedUpdate(trx, scope, 'role', role.id, {});
        await createRoleRepository(trx).setAuthorities(role.id, [
          ...new Set([...granted, ...kept]),
        ]);
      });
      return roleAuthorities(scope, role.id);
    },
  };
};

export type RoleService = ReturnType<typeof createRoleService>;
