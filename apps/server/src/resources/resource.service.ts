import { type Resource, resources, type ServerMessageKey } from '@retail/contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { listTextIndexOf } from '../db/migrations/list-text-index';
import { containsText } from '../lib/text-match';
import { createCatalogueCrud } from './crud';
import type { Scope } from '../scope/scope';
import {
  findOwnedOr404,
  ownedInsert,
  type OwnedTable,
  type ScopeFilter,
  scopedDelete,
  scopedUpdate,
  untyped,
} from '../scope/scoped-db';
import { isUniqueViolation } from '../lib/db-errors';
import { OBJECT_URL_PREFIX } from '../modules/file/file-url';
import { visibilityOfKey } from '../storage/object-storage';
import {
  checkReferences,
  referencedOwner,
  type ResourceRow,
  tableOf,
  withNames,
} from './resource-references';
import { sharedOwnerOf, sharedReadView } from './shared-scope';
import { treeRules } from './resource-tree';
import { totalColumnsOf } from './resource-totals';
import { createdBoundsOf, given, rowCountsOf } from './resource-row-counts';

export { type ResourceRow, tableOf };

// The server side of a registry resource (packages/contract/src/registry): list, every match,
// edit and remove through the scope layer, with the rules its fields declare — references
// visible to the caller, unique values per tenant, defaults, a remove refused while in use.

/** Extra rules a resource's own service adds to the generic ones, plugged in by its key. */
export type ResourceHooks = {
  /** More checks on an edit after the generic ones (throw a 400 to refuse). */
  check?: (scope: Scope, body: Record<string, unknown>) => Promise<void>;
  /** Checks before a remove (children, state); throw a 400 to refuse. */
  beforeRemove?: (scope: Scope, row: ResourceRow) => Promise<void>;
  /**
   * Values the server works out (a document number, a total) added to those the body gives,
   * after the checks; `id` is undefined when the record is being created.
   */
  prepare?: (
    scope: Scope,
    values: Record<string, unknown>,
    id: number | undefined,
  ) => Promise<Record<string, unknown>>;
  /**
   * After a record was written or removed (a header's totals follow its lines); `via` is the
   * transaction of the write when there is one (a line's), else the database.
   */
  afterWrite?: (scope: Scope, row: ResourceRow, via: Db) => Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables chosen at run time
type AnyExpressionBuilder = ExpressionBuilder<any, any>;

type Filter = ScopeFilter & Record<string, unknown>;
type Edit = { id?: number | undefined; organId?: number | undefined } & Record<string, unknown>;

const fieldsOf = (resource: Resource) => Object.entries(resource.fields);

/** The value to store for a field: the body's, else the declared default, else null. */
const storedValue = (resource: Resource, name: string, body: Edit): unknown => {
  const spec = resource.fields[name];
  // Set by the server only: its default when created (the body's value never counts).
  if (spec?.readOnly) return spec.defaultValue ?? null;
  const value = body[name];
  if (value === undefined || value === null || value === '') return spec?.defaultValue ?? null;
  return typeof value === 'boolean' ? Number(value) : value;
};

/** Yes/no fields are 1/0 in the table and booleans in answers. */
const switches = (resource: Resource) =>
  fieldsOf(resource)
    .filter(([, spec]) => spec.kind === 'switch')
    .map(([name]) => name);

/** A tree's rules (resources/resource-tree.ts) before the resource's own hooks. */
const withTree = (tree: ReturnType<typeof treeRules>, hooks: ResourceHooks): ResourceHooks =>
  tree
    ? {
        ...hooks,
        check: async (scope, body) => {
          await tree.check(scope, body);
          await hooks.check?.(scope, body);
        },
        beforeRemove: async (scope, row) => {
          await tree.beforeRemove(scope, row);
          await hooks.beforeRemove?.(scope, row);
        },
      }
    : hooks;

export const createResourceService = <R extends Resource>(
  db: Db,
  resource: R,
  ownHooks: ResourceHooks = {},
) => {
  type Row = z.output<R['schemas']['record']>;
  const table = tableOf(resource);
  const tree = treeRules(db, resource);
  const hooks = withTree(tree, ownHooks);

  /**
   * Pictures are shown where no one signs in (the storefront, printed labels): a private file's
   * signed link would stop working when it expires, so it is refused naming the field.
   */
  const checkPictures = (values: Record<string, unknown>) => {
    for (const [name, spec] of fieldsOf(resource)) {
      const url = values[name];
      if (spec.kind !== 'image' || typeof url !== 'string') continue;
      const key = url.startsWith(OBJECT_URL_PREFIX) ? url.slice(OBJECT_URL_PREFIX.length) : '';
      if (visibilityOfKey(key) === 'private')
        throw new AppError(400, 'file.privateOnStorefront', { field: name });
    }
  };

  /** Unique values are unique per tenant: say which field and value clash before writing. */
  const checkUnique = async (scope: Scope, body: Edit, values: Record<string, unknown>) => {
    for (const [name, spec] of fieldsOf(resource)) {
      const value = values[name];
      if (!spec.unique || value === null || value === undefined) continue;
      // The tenant of the record, or of the organisation it is created for.
      const tenant =
        body.id !== undefined
          ? (eb: AnyExpressionBuilder) =>
              eb.selectFrom(table).select('tenantId').where('id', '=', body.id)
          : body.organId !== undefined
            ? (eb: AnyExpressionBuilder) =>
                eb.selectFrom('organ').select('tenantId').where('id', '=', body.organId)
            : scope.tenantId;
      let query = untyped(db)
        .selectFrom(table)
        .select('id')
        .where(name, '=', value)
        .where('tenantId', '=', tenant);
      if (body.id !== undefined) query = query.where('id', '<>', body.id);
      if (!(await query.executeTakeFirst())) continue;
      // The resource's own words for a taken code, when it declares them for this field.
      if (clash?.field === name) throw clashError(body, clash);
      throw new AppError(400, 'field.taken', { field: name, values: { value: String(value) } });
    }
  };

  /** A record with a life cycle is edited or removed only in the states its field allows. */
  const checkEditable = (row: ResourceRow) => {
    const field = resource.stateField;
    if (!field) return;
    const editableIn = resource.fields[field]?.editableIn ?? [];
    if (!editableIn.includes(row[field] as number))
      throw new AppError(400, 'state.locked', { field, values: { state: String(row[field]) } });
  };

  /**
   * The parent a line belongs to, which the caller must see (else 404) and which must still
   * take changes (a draft), else 400 naming the parent field and its state.
   */
  const editableParent = async (scope: Scope, parentId: unknown): Promise<ResourceRow> => {
    const declared = resource.parent!;
    const parent = resources[declared.resource as keyof typeof resources] as Resource;
    const row = (await findOwnedOr404(
      db,
      scope,
      tableOf(parent),
      Number(parentId),
    )) as unknown as ResourceRow;
    const field = parent.stateField;
    const editableIn = field ? (parent.fields[field]?.editableIn ?? []) : [];
    if (field && !editableIn.includes(row[field] as number))
      throw new AppError(400, 'state.parentLocked', {
        field: declared.field,
        values: { state: String(row[field]), stateOf: parent.key },
      });
    return row;
  };

  // A unique index refused the row after the checks (a race, or several fields together).
  const flags = switches(resource);
  const firstUnique = fieldsOf(resource).find(([, spec]) => spec.unique)?.[0];
  const clash =
    resource.messages?.clash ??
    (firstUnique ? { key: 'field.taken', field: firstUnique } : undefined);
  /** The 400 of a clash: the field it names, its value and the body's other texts (a namespace). */
  const clashError = (body: Edit, named: NonNullable<typeof clash>) =>
    new AppError(400, named.key as ServerMessageKey, {
      field: named.field,
      values: {
        ...Object.fromEntries(
          Object.entries(body).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
        value: String(body[named.field] ?? ''),
      },
    });

  /** The columns to write: the body's fields checked, defaults, and what the server works out. */
  const valuesOf = async (scope: Scope, body: Edit): Promise<Record<string, unknown>> => {
    const values = Object.fromEntries(
      fieldsOf(resource)
        // An edit leaves what only the server sets as it is.
        .filter(([, spec]) => body.id === undefined || !spec.readOnly)
        .map(([name]) => [name, storedValue(resource, name, body)]),
    );
    await checkReferences(db, resource, scope, values);
    checkPictures(values);
    await checkUnique(scope, body, values);
    await hooks.check?.(scope, body);
    return hooks.prepare ? { ...values, ...(await hooks.prepare(scope, values, body.id)) } : values;
  };

  /**
   * Runs a line's write in one transaction with a guarded touch of its parent: the parent row
   * stays locked and still editable until the write commits, so a line can never slip into a
   * document that is being posted (its state change waits, or the line is refused).
   */
  const underParent = async <T>(
    parentRow: ResourceRow,
    write: (trx: Db) => Promise<T>,
  ): Promise<T> => {
    const declared = resource.parent!;
    const parent = resources[declared.resource as keyof typeof resources] as Resource;
    const field = parent.stateField;
    return db.transaction().execute(async (trx) => {
      if (field) {
        const held = await untyped(trx)
          .updateTable(tableOf(parent))
          .set((eb) => ({ [field]: eb.ref(field) }))
          .where('id', '=', parentRow.id)
          .where(field, 'in', [...(parent.fields[field]?.editableIn ?? [])])
          .returning(field)
          .executeTakeFirst();
        if (!held) {
          const now = (await untyped(trx)
            .selectFrom(tableOf(parent))
            .select(field)
            .where('id', '=', parentRow.id)
            .executeTakeFirst()) as Record<string, unknown> | undefined;
          throw new AppError(400, 'state.parentLocked', {
            field: declared.field,
            values: { state: String(now?.[field] ?? ''), stateOf: parent.key },
          });
        }
      }
      return write(trx);
    });
  };

  /** Rows as the API answers them: yes/no as booleans, named references' names. */
  const recordsOf = (scope: Scope, rows: ResourceRow[]): Promise<ResourceRow[]> =>
    withNames(
      db,
      resource,
      scope,
      rows.map((row) =>
        flags.length === 0
          ? row
          : { ...row, ...Object.fromEntries(flags.map((name) => [name, row[name] === 1])) },
      ),
    );

  const inUse = () =>
    new AppError(400, (resource.messages?.inUse ?? 'record.inUse') as ServerMessageKey);

  const crud = createCatalogueCrud<OwnedTable, Filter, Edit, ResourceRow>(db, {
    table,
    where: (query, filter) => {
      let q = resource.rows ? query.where(resource.rows.field, 'in', resource.rows.values) : query;
      for (const [name, spec] of fieldsOf(resource)) {
        const value = filter[name];
        if (!given(value)) continue;
        if (spec.filter === 'contains') q = q.where(containsText(name, String(value)));
        else if (spec.filter === 'equals')
          q = q.where(name, '=', typeof value === 'boolean' ? Number(value) : value);
      }
      // `createdBetween`: the days' bounds on `createDate` (yyyy-MM-dd HH:mm:ss), both included.
      const created = createdBoundsOf(filter);
      if (created.from) q = q.where('createDate', '>=', created.from);
      if (created.to) q = q.where('createDate', '<=', created.to);
      return q;
    },
    // Nothing but the scope, or one counted value, narrows the list: its total from counters.
    rowCounts: rowCountsOf(resource),
    textIndex: listTextIndexOf(resource),
    orderBy: resource.defaultSort,
    totals: totalColumnsOf(resource),
    newestFirst: resource.newestFirst ?? false,
    reach: (scope, view) => sharedReadView(resource.scope, scope, view),
    values: valuesOf,
    records: async (scope, rows) => recordsOf(scope, rows as unknown as ResourceRow[]),
    ...(hooks.beforeRemove || resource.stateField || resource.parent
      ? {
          beforeRemove: async (scope: Scope, row: Selectable<never>) => {
            const record = row as unknown as ResourceRow;
            checkEditable(record);
            if (resource.parent) await editableParent(scope, record[resource.parent.field]);
            await hooks.beforeRemove?.(scope, record);
          },
        }
      : {}),
    ...(clash ? { clash: (body: Edit) => clashError(body, clash) } : {}),
    inUse,
  });

  return {
    ...crud,
    /**
     * Create or update. A store's record takes the owner of the store it names, a line that of
     * its parent (one the caller cannot see is a 404, like the record itself) and follows it.
     */
    edit: async (scope: Scope, body: Edit) => {
      const before =
        body.id === undefined
          ? undefined
          : ((await crud.findOr404(scope, body.id)) as unknown as ResourceRow);
      if (before) checkEditable(before);
      if (resource.parent) {
        // Neither the line's parent nor the one it moves to may be past its draft.
        if (before) await editableParent(scope, before[resource.parent.field]);
        const parent = await editableParent(scope, body[resource.parent.field]);
        const edit = { ...body, organId: parent.organId as number };
        const values = { ...(await valuesOf(scope, edit)), organId: edit.organId };
        try {
          const written = await underParent(parent, async (trx) => {
            const row = (body.id === undefined
              ? await ownedInsert(trx, scope, table, values as never)
              : await scopedUpdate(
                  trx,
                  scope,
                  table,
                  body.id,
                  values as never,
                )) as unknown as ResourceRow;
            await hooks.afterWrite?.(scope, row, trx);
            return row;
          });
          const [record] = await recordsOf(scope, [written]);
          return record as ResourceRow;
        } catch (error) {
          if (clash && isUniqueViolation(error)) throw clashError(body, clash);
          throw error;
        }
      }
      // A store's record takes the store's owner; a tenant's or the platform's record theirs
      // (after the record itself was found in the caller's scope, above).
      const organId =
        resource.scope === 'store'
          ? (await findOwnedOr404(db, scope, 'store', Number(body.storeId))).organId
          : before && body.organId === undefined
            ? undefined
            : await sharedOwnerOf(
                db,
                resource.scope,
                scope,
                body.organId ??
                  (before ? undefined : await referencedOwner(db, resource, scope, body)),
              );
      const row = await crud.edit(scope, { ...body, organId });
      await hooks.afterWrite?.(scope, row, db);
      return row;
    },
    remove: async (scope: Scope, id: number) => {
      if (resource.parent) {
        const row = (await crud.findOr404(scope, id)) as unknown as ResourceRow;
        const parent = await editableParent(scope, row[resource.parent.field]);
        await hooks.beforeRemove?.(scope, row);
        await underParent(parent, async (trx) => {
          await scopedDelete(trx, scope, table, id);
          await hooks.afterWrite?.(scope, row, trx);
        });
        return;
      }
      const row = hooks.afterWrite
        ? ((await crud.findOr404(scope, id)) as unknown as ResourceRow)
        : undefined;
      if (tree?.removeBranch) {
        // A tree whose records below go with it: the whole branch in one transaction.
        const found = (await crud.findOr404(scope, id)) as unknown as ResourceRow;
        checkEditable(found);
        await hooks.beforeRemove?.(scope, found);
        await tree.removeBranch(scope, id, inUse);
      } else await crud.remove(scope, id);
      if (row) await hooks.afterWrite?.(scope, row, db);
    },
    resource,
    table,
    recordsOf,
    /** Every row among these ids the caller can see, by id (references of other records). */
    visibleByIds: crud.visibleByIds as (
      scope: Scope,
      ids: readonly number[],
    ) => Promise<Map<number, Row>>,
  };
};

export type ResourceService = ReturnType<typeof createResourceService<Resource>>;
