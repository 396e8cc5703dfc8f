import type {
  DictionaryEdit,
  DictionaryEntry,
  DictionaryFilter,
  DictionaryGroup,
  DictionaryGroupBody,
  DictionaryReferencedBody,
  PageQuery,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Page } from '../../lib/route';
import { canSee, type Scope } from '../../scope/scope';
import {
  narrowScope,
  notFound,
  ownedInsert,
  scoped,
  scopedDelete,
  scopedUpdate,
} from '../../scope/scoped-db';
import { createDictionaryRepository, type DictionaryRow } from './dictionary.repository';

/** '/1/5/9/' → ['/1/', '/1/5/', '/1/5/9/']: the organisation and every one above it. */
export const pathsAlong = (organPath: string): string[] => {
  const ids = organPath.split('/').filter(Boolean);
  return ids.map((_, index) => `/${ids.slice(0, index + 1).join('/')}/`);
};

const keyOf = (row: Pick<DictionaryRow, 'bigType' | 'value'>) => `${row.bigType}\u0000${row.value}`;

type Order = Pick<DictionaryReferencedBody, 'orderBy' | 'order'>;

const compare = ({ orderBy = 'u.sorted', order = 'asc' }: Order) => {
  const sign = order === 'desc' ? -1 : 1;
  const field = (row: DictionaryRow): number | string =>
    orderBy === 'id' ? row.id : orderBy === 'value' ? row.value : row.sorted;
  return (a: DictionaryRow, b: DictionaryRow): number => {
    const left = field(a);
    const right = field(b);
    if (left !== right) return (left < right ? -1 : 1) * sign;
    return a.id - b.id;
  };
};

/**
 * The dictionary. The screen manages the rows of the caller's scope (scope layer); the §7
 * calls answer what one organisation of that scope references: the rows of the organisations
 * along its path (platform, tenant, …, itself), a value defined lower overriding the same
 * value defined higher. Rows along the path never belong to another tenant.
 */
export const createDictionaryService = ({ db }: { db: Db }) => {
  const repository = createDictionaryRepository(db);

  /** Path of the organisation the body names (default: the caller's); 404 outside the scope. */
  const organPathFor = async (scope: Scope, organId: number | undefined): Promise<string> => {
    if (organId === undefined || organId === scope.organId) return scope.organPath;
    const view = await narrowScope(db, scope, { organId });
    if (view.empty) throw notFound();
    return view.organPath;
  };

  const referencedRows = async (
    scope: Scope,
    body: DictionaryReferencedBody,
    bigTypes?: readonly string[],
  ): Promise<DictionaryRow[]> => {
    const organPath = await organPathFor(scope, body.organId);
    // sys 0 leaves out the platform-wide rows (those of the root organisation).
    const paths = pathsAlong(organPath).slice(body.sys === 0 ? 1 : 0);
    const namespaces = bigTypes ?? (body.bigType ? [body.bigType] : undefined);
    const nearest = new Map<string, DictionaryRow>();
    for (const row of await repository.ownedAlong(paths, namespaces)) {
      const held = nearest.get(keyOf(row));
      if (!held || row.organPath.length > held.organPath.length) nearest.set(keyOf(row), row);
    }
    return [...nearest.values()].sort(compare(body));
  };

  /** A parent must be an entry the caller manages or references. */
  const checkParent = async (scope: Scope, parentId: number, id: number | undefined) => {
    const [parent] = parentId === id ? [] : await repository.byIds([parentId]);
    const usable =
      parent && (canSee(scope, parent) || pathsAlong(scope.organPath).includes(parent.organPath));
    if (!usable) throw new AppError(400, 'field.invalid', { field: 'parentId' });
  };

  return {
    list: async (
      scope: Scope,
      filter: DictionaryFilter,
      page: PageQuery,
    ): Promise<Page<DictionaryEntry>> => {
      const view = await narrowScope(db, scope, filter);
      return repository.listPage(scoped(db, scope, view), filter, page);
    },

    edit: async (scope: Scope, body: DictionaryEdit): Promise<DictionaryEntry> => {
      if (body.parentId) await checkParent(scope, body.parentId, body.id);
      const values = {
        bigType: body.bigType,
        value: body.value,
        desc: body.desc,
        ...(body.parentId !== undefined ? { parentId: body.parentId } : {}),
        ...(body.sorted !== undefined ? { sorted: body.sorted } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
        tenantId: body.tenantId,
        organId: body.organId,
      };
      try {
        return body.id === undefined
          ? await ownedInsert(db, scope, 'dictionary', { ...values, sorted: body.sorted ?? 0 })
          : await scopedUpdate(db, scope, 'dictionary', body.id, values);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError(400, 'dictionary.valueTaken', {
          field: 'value',
          values: { bigType: body.bigType, value: body.value },
        });
      }
    },

    remove: (scope: Scope, id: number): Promise<void> => scopedDelete(db, scope, 'dictionary', id),

    referenced: (scope: Scope, body: DictionaryReferencedBody): Promise<DictionaryEntry[]> =>
      referencedRows(scope, body),

    referencedPage: async (
      scope: Scope,
      body: DictionaryReferencedBody,
      { size, page }: { size: number; page: number },
    ): Promise<Page<DictionaryEntry>> => {
      const rows = await referencedRows(scope, body);
      return {
        entities: rows.slice((page - 1) * size, page * size),
        totalCount: rows.length,
        pageSize: size,
        currentPage: page,
      };
    },

    group: async (scope: Scope, body: DictionaryGroupBody): Promise<DictionaryGroup> => {
      const groups: DictionaryGroup = {};
      for (const bigType of body.bigTypes ?? []) groups[bigType] = [];
      const rows = await referencedRows(
        scope,
        body,
        body.bigTypes?.length ? body.bigTypes : undefined,
      );
      for (const row of rows) (groups[row.bigType] ??= []).push(row);
      return groups;
    },
  };
};

export type DictionaryService = ReturnType<typeof createDictionaryService>;
