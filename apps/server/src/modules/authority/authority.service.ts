import {
  AUTHORITY_TYPES,
  type AuthorityEdit,
  type AuthorityNode,
  type AuthorityRecord,
} from '@retail/contract';
import type { Db } from '../../db/database';
import type { Authority } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createdStamp, type Scope, updatedStamp } from '../../scope/scope';
import { buildAuthorityTree } from '../auth/authority-nodes';
import { createAuthorityRepository } from './authority.repository';

type AuthorityServiceDeps = { db: Db };

const toRecord = (row: Authority): AuthorityRecord => ({
  id: row.id,
  parentId: row.parentId,
  name: row.name,
  icon: row.icon,
  url: row.url,
  type: row.type,
  code: row.code,
  sort: row.sort,
  hidden: row.hidden === 1,
  createBy: row.createBy,
  createDate: row.createDate,
  updateBy: row.updateBy,
  updateDate: row.updateDate,
});

const emptyToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/** The global authority tree: read by holders of AUTHORITY_LIST, changed by platform staff only. */
export const createAuthorityService = ({ db }: AuthorityServiceDeps) => {
  const repository = createAuthorityRepository(db);

  const assertPlatform = (scope: Scope): void => {
    if (!scope.platform) throw new AppError(403, 'authority.platformOnly');
  };

  /** The parent must exist, not be a button, and not be the node or one of its descendants. */
  const checkParent = async (id: number | undefined, parentId: number | null): Promise<void> => {
    if (parentId === null) return;
    const bad = () => new AppError(400, 'authority.badParent', { field: 'parentId' });
    let cursor = await repository.findById(parentId);
    if (!cursor || cursor.type === AUTHORITY_TYPES.button) throw bad();
    // Walk up from the parent: meeting the node itself means a cycle.
    for (let depth = 0; cursor; depth += 1) {
      if (cursor.id === id || depth > 64) throw bad();
      cursor = cursor.parentId === null ? undefined : await repository.findById(cursor.parentId);
    }
  };

  const checkCode = async (id: number | undefined, code: string): Promise<void> => {
    const holder = await repository.findByCode(code);
    if (holder && holder.id !== id)
      throw new AppError(400, 'authority.codeTaken', { field: 'code', values: { code } });
  };

  return {
    tree: async (): Promise<AuthorityNode[]> => buildAuthorityTree(await repository.all()),

    all: (): Promise<Authority[]> => repository.all(),

    /** The tree of the nodes whose codes are given (a caller's own authorities). */
    treeOfCodes: async (codes: Iterable<string>): Promise<AuthorityNode[]> =>
      buildAuthorityTree(await repository.byCodes([...codes])),

    /** Authority rows by id; unknown ids are simply absent. */
    byIds: (ids: readonly number[]): Promise<Authority[]> => repository.byIds(ids),

    byCodes: (codes: Iterable<string>): Promise<Authority[]> => repository.byCodes([...codes]),

    edit: async (scope: Scope, body: AuthorityEdit): Promise<AuthorityRecord> => {
      assertPlatform(scope);
      const existing = body.id === undefined ? undefined : await repository.findById(body.id);
      if (body.id !== undefined && !existing) throw new AppError(404, 'record.notFound');
      const parentId = body.parentId ?? null;
      await checkParent(body.id, parentId);
      await checkCode(body.id, body.code);
      if (
        existing &&
        body.type === AUTHORITY_TYPES.button &&
        (await repository.countChildren(existing.id)) > 0
      ) {
        throw new AppError(400, 'authority.hasChildren', { field: 'type' });
      }
      const values = {
        parentId,
        name: body.name,
        code: body.code,
        type: body.type,
        icon: emptyToNull(body.icon),
        url: emptyToNull(body.url),
        sort: body.sort ?? existing?.sort ?? 0,
        hidden: (body.hidden ?? existing?.hidden === 1) ? 1 : 0,
        ...updatedStamp(scope),
      };
      if (existing) return toRecord(await repository.update(existing.id, values));
      // Its creator holds a new node, so that it can be granted on (nobody grants what they lack).
      const created = await db.transaction().execute(async (trx) => {
        const inTransaction = createAuthorityRepository(trx);
        const row = await inTransaction.insert({ ...values, ...createdStamp(scope) });
        await inTransaction.grantToRolesOfUser(row.id, scope.userId);
        return row;
      });
      return toRecord(created);
    },

    remove: async (scope: Scope, id: number): Promise<void> => {
      assertPlatform(scope);
      if (!(await repository.findById(id))) throw new AppError(404, 'record.notFound');
      if ((await repository.countChildren(id)) > 0)
        throw new AppError(400, 'authority.hasChildren');
      await repository.remove(id);
    },
  };
};

export type AuthorityService = ReturnType<typeof createAuthorityService>;
