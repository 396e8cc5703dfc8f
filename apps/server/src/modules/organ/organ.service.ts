import {
  type OrganEdit,
  type OrganFilter,
  type OrganNode,
  type OrganScopeBody,
  ORGAN_TYPES,
  type PageQuery,
  TENANT_LEVEL_TYPES,
} from '@retail/contract';
import type { Db } from '../../db/database';
import type { Organ } from '../../db/schema';
import { AUTHORITY_KEYS } from '../../db/seed/authority-tree';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/route';
import { createdStamp, isAtOrBelow, type Scope, updatedStamp } from '../../scope/scope';
import { narrowScope, notFound, readTenantWide, viewOf } from '../../scope/scoped-db';
import { createOrganRepository } from './organ.repository';

/** Nests a flat list into trees: a node whose parent is not in the list is a root. */
export const buildOrganTree = (organs: Organ[]): OrganNode[] => {
  const nodes = new Map<number, OrganNode>(
    organs.map((organ) => [organ.id, { ...organ, children: [] }]),
  );
  const roots: OrganNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: OrganNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const node of list) order(node.children);
  };
  order(roots);
  return roots;
};

const selectors = (body: OrganScopeBody) => ({
  tenantId: body.tenantId,
  organId: body.organId,
  organIds: body.organIds,
});

export const createOrganService = ({ db }: { db: Db }) => {
  const repository = createOrganRepository(db);

  /** The tenant the form names, among the caller's tenant options (else 404). */
  const tenantOption = async (scope: Scope, tenantId: number): Promise<Organ> => {
    const [tenant] = await readTenantWide(db, scope, (view) =>
      repository.all(scope, view, { id: tenantId, types: TENANT_LEVEL_TYPES }),
    );
    if (!tenant) throw notFound();
    return tenant;
  };

  /**
   * The organisation field: required for holders of PLATFROM_ORGAN_EDIT; others cannot
   * choose it (it is not shown to them) and get the tenant's root when it is in their scope,
   * else their own organisation. Null keeps the current parent (updates by non-holders).
   */
  const chosenParentId = (scope: Scope, body: OrganEdit, tenant: Organ): number | null => {
    if (scope.authorityCodes.has(AUTHORITY_KEYS.organEdit)) {
      if (body.parentId === undefined || body.parentId === null) {
        throw new AppError(400, 'field.required', { field: 'parentId' });
      }
      return body.parentId;
    }
    if (body.id !== undefined) return null;
    return isAtOrBelow(tenant.organPath, scope.organPath) ? tenant.id : scope.organId;
  };

  /** A node's parent must fit its type and the tenant field. */
  const checkPlace = (parent: Organ, type: number, tenant: Organ, node?: Organ): void => {
    if (node && isAtOrBelow(parent.organPath, node.organPath)) {
      throw new AppError(400, 'organ.badParent', { field: 'parentId' });
    }
    const underPlatform = parent.type === ORGAN_TYPES.platform;
    if (type === ORGAN_TYPES.tenant && !underPlatform) {
      throw new AppError(400, 'organ.tenantUnderPlatform', { field: 'type' });
    }
    // A tenant node sits in the platform (or is its own tenant); others in their parent's tenant.
    const fits =
      parent.tenantId === tenant.id || (node !== undefined && node.tenantId === tenant.id);
    if (!fits) throw new AppError(400, 'organ.parentOutsideTenant', { field: 'parentId' });
  };

  const create = async (scope: Scope, body: OrganEdit, tenant: Organ): Promise<Organ> => {
    const parent = await repository.findOr404(scope, chosenParentId(scope, body, tenant) ?? 0);
    const type = body.type ?? ORGAN_TYPES.organisation;
    checkPlace(parent, type, tenant);
    return db.transaction().execute((trx) =>
      repository.insert(
        trx,
        {
          parentId: parent.id,
          organName: body.organName,
          type,
          sort: body.sort ?? 0,
          remark: body.remark ?? null,
          ...createdStamp(scope),
        },
        {
          parentPath: parent.organPath,
          // Creating a type-1 node under the platform creates a tenant: its own tenant.
          tenantId: type === ORGAN_TYPES.tenant ? 'self' : parent.tenantId,
        },
      ),
    );
  };

  const update = async (
    scope: Scope,
    id: number,
    body: OrganEdit,
    tenant: Organ,
  ): Promise<Organ> => {
    const node = await repository.findOr404(scope, id);
    if (body.type !== undefined && body.type !== node.type) {
      throw new AppError(400, 'organ.typeFixed', { field: 'type' });
    }
    // Without the authority to choose it, a different parent is refused, not quietly ignored.
    const mayChooseParent = scope.authorityCodes.has(AUTHORITY_KEYS.organEdit);
    if (!mayChooseParent && body.parentId != null && body.parentId !== node.parentId)
      throw new AppError(403, 'auth.forbidden', { field: 'parentId' });
    const parentId = chosenParentId(scope, body, tenant) ?? node.parentId;
    const moves = parentId !== node.parentId;
    const parent = moves ? await repository.findOr404(scope, parentId ?? 0) : undefined;
    if (node.type === ORGAN_TYPES.platform && moves) {
      throw new AppError(400, 'organ.platformFixed', { field: 'parentId' });
    }
    if (parent) checkPlace(parent, node.type, tenant, node);
    const tables = parent ? await repository.ownedTables() : [];
    return db.transaction().execute(async (trx) => {
      if (parent) {
        await repository.moveSubtree(trx, tables, {
          from: node.organPath,
          to: `${parent.organPath}${node.id}/`,
          tenantId: node.type === ORGAN_TYPES.tenant ? node.tenantId : parent.tenantId,
        });
      }
      return repository.update(trx, node.id, {
        ...(parent ? { parentId: parent.id } : {}),
        organName: body.organName,
        ...(body.sort === undefined ? {} : { sort: body.sort }),
        ...(body.remark === undefined ? {} : { remark: body.remark }),
        ...updatedStamp(scope),
      });
    });
  };

  return {
    list: async (scope: Scope, filter: OrganFilter, page: PageQuery): Promise<Page<Organ>> => {
      const view = await narrowScope(db, scope, selectors(filter));
      const { entities, totalCount } = await repository.page(scope, view, filter, page);
      return { entities, totalCount, pageSize: page.pageSize, currentPage: page.pageNum };
    },

    edit: async (scope: Scope, body: OrganEdit): Promise<Organ> => {
      const tenant = await tenantOption(scope, body.tenantId);
      return body.id === undefined
        ? create(scope, body, tenant)
        : update(scope, body.id, body, tenant);
    },

    remove: async (scope: Scope, id: number): Promise<void> => {
      const organ = await repository.findOr404(scope, id);
      if (organ.type === ORGAN_TYPES.platform) throw new AppError(400, 'organ.platformFixed');
      if ((await repository.countChildren(id)) > 0) throw new AppError(400, 'organ.hasChildren');
      const count = await repository.countOwnedData(id);
      if (count > 0) throw new AppError(400, 'organ.hasData', { values: { count: String(count) } });
      await repository.remove(scope, id);
    },

    subordinate: async (scope: Scope, body: OrganScopeBody): Promise<OrganNode[]> =>
      buildOrganTree(await repository.all(scope, await narrowScope(db, scope, selectors(body)))),

    /** Tenant options: the platform and every tenant for platform staff, else one's own tenant. */
    tenantOptions: (scope: Scope, organName: string | undefined): Promise<Organ[]> =>
      readTenantWide(db, scope, (view) =>
        repository.all(scope, view, { types: TENANT_LEVEL_TYPES, organName }),
      ),

    assignees: async (
      scope: Scope,
      body: OrganScopeBody,
      organName: string | undefined,
    ): Promise<Organ[]> =>
      repository.all(scope, await narrowScope(db, scope, selectors(body)), { organName }),

    /** The whole scope, for callers that need it without a selector. */
    visible: (scope: Scope): Promise<Organ[]> => repository.all(scope, viewOf(scope)),
  };
};

export type OrganService = ReturnType<typeof createOrganService>;
