import type {
  DictionaryEntry,
  DictionaryGroup,
  DictionaryGroupBody,
  DictionaryReferencedBody,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/route';
import type { ResourceHooks } from '../../resources/resource.service';
import { canSee, type Scope } from '../../scope/scope';
import { narrowScope, notFound } from '../../scope/scoped-db';
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

/** A parent must be an entry the caller manages or references (else 400 naming `parentId`). */
const checkParent = async (db: Db, scope: Scope, parentId: number, id: number | undefined) => {
  const [parent] = parentId === id ? [] : await createDictionaryRepository(db).byIds([parentId]);
  const usable =
    parent && (canSee(scope, parent) || pathsAlong(scope.organPath).includes(parent.organPath));
  if (!usable) throw new AppError(400, 'field.invalid', { field: 'parentId' });
};

/** The dictionary's rule beside the registry's generic ones (resources/resource-services.ts). */
export const dictionaryHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    if (typeof body.parentId === 'number')
      await checkParent(db, scope, body.parentId, body.id as number | undefined);
  },
});

/**
 * What one organisation of the caller's scope references (console.md §7): the rows of the
 * organisations along its path (platform, tenant, …, itself), a value defined lower overriding
 * the same value defined higher. Rows along the path never belong to another tenant. The
 * screen's list, edit and remove are the registry's (dictionary.resource.ts in the contract).
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

  return {
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
