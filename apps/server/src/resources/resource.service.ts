import {
  type FieldSpec,
  nameFieldOf,
  type Resource,
  resources,
  type ServerMessageKey,
} from '@retail/contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { containsText } from '../lib/text-match';
import { type AnySelect, createCatalogueCrud } from './crud';
import type { Scope } from '../scope/scope';
import {
  findOwnedOr404,
  type OwnedTable,
  type ScopeFilter,
  scoped,
  untyped,
} from '../scope/scoped-db';

// The server side of a registry resource (packages/contract/src/registry): list, every match,
// edit and remove through the scope layer, with the rules its fields declare — references
// visible to the caller, unique values per tenant, defaults, a remove refused while in use.

/** A record as the contract's record schema describes it. */
export type ResourceRow = { id: number } & Record<string, unknown>;

/** Extra rules a resource's own service adds to the generic ones, plugged in by its key. */
export type ResourceHooks = {
  /** More checks on an edit after the generic ones (throw a 400 to refuse). */
  check?: (scope: Scope, body: Record<string, unknown>) => Promise<void>;
  /** Checks before a remove (children, state); throw a 400 to refuse. */
  beforeRemove?: (scope: Scope, row: ResourceRow) => Promise<void>;
};

/** `goods_tag` → `goodsTag`, the name the query builder knows the table by. */
const camel = (table: string): OwnedTable =>
  table.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as OwnedTable;

export const tableOf = (resource: Resource): OwnedTable => camel(resource.table);

/** The table and naming column a reference field points at. */
const referenceOf = (spec: FieldSpec): { table: OwnedTable; display: string } => {
  if (spec.referenceTable)
    return { table: camel(spec.referenceTable), display: spec.referenceDisplay ?? 'name' };
  const target = resources[spec.references as keyof typeof resources] as Resource | undefined;
  if (!target) throw new Error(`A reference to an unknown resource: ${String(spec.references)}`);
  return { table: tableOf(target), display: target.display };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables chosen at run time
type AnyExpressionBuilder = ExpressionBuilder<any, any>;

type Filter = ScopeFilter & Record<string, unknown>;
type Edit = { id?: number | undefined; organId?: number | undefined } & Record<string, unknown>;

const fieldsOf = (resource: Resource) => Object.entries(resource.fields);

/** The value to store for a field: the body's, else the declared default, else null. */
const storedValue = (resource: Resource, name: string, body: Edit): unknown => {
  const spec = resource.fields[name];
  const value = body[name];
  if (value === undefined || value === null || value === '') return spec?.defaultValue ?? null;
  return typeof value === 'boolean' ? Number(value) : value;
};

/** Yes/no fields are 1/0 in the table and booleans in answers. */
const switches = (resource: Resource) =>
  fieldsOf(resource)
    .filter(([, spec]) => spec.kind === 'switch')
    .map(([name]) => name);

export const createResourceService = <R extends Resource>(
  db: Db,
  resource: R,
  hooks: ResourceHooks = {},
) => {
  type Row = z.output<R['schemas']['record']>;
  const table = tableOf(resource);

  /** A reference the caller cannot see is bad input naming the field. */
  const checkReferences = async (scope: Scope, values: Record<string, unknown>) => {
    for (const [name, spec] of fieldsOf(resource)) {
      const id = values[name];
      if (!spec.references || typeof id !== 'number') continue;
      const found = await (
        scoped(db, scope).selectFrom(referenceOf(spec).table) as unknown as AnySelect
      )
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw new AppError(400, 'field.unknownReference', { field: name });
    }
  };

  /** The names of named references, in one query per referenced table. */
  const withNames = async (scope: Scope, rows: ResourceRow[]): Promise<ResourceRow[]> => {
    const named = fieldsOf(resource).filter(([, spec]) => spec.named);
    if (named.length === 0 || rows.length === 0) return rows;
    const names = await Promise.all(
      named.map(async ([name, spec]) => {
        const { table, display } = referenceOf(spec);
        const ids = [
          ...new Set(rows.map((row) => row[name]).filter((id) => typeof id === 'number')),
        ];
        if (ids.length === 0) return new Map<number, string>();
        const found = (await (scoped(db, scope).selectFrom(table) as unknown as AnySelect)
          .select(['id', display])
          .where('id', 'in', ids)
          .execute()) as Array<Record<string, unknown>>;
        return new Map(found.map((row) => [row.id as number, String(row[display])]));
      }),
    );
    return rows.map((row) => ({
      ...row,
      ...Object.fromEntries(
        named.map(([name], index) => [
          nameFieldOf(name),
          names[index]?.get(row[name] as number) ?? null,
        ]),
      ),
    }));
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
      if (await query.executeTakeFirst())
        throw new AppError(400, 'field.taken', { field: name, values: { value: String(value) } });
    }
  };

  // A unique index refused the row after the checks (a race, or several fields together).
  const flags = switches(resource);
  const firstUnique = fieldsOf(resource).find(([, spec]) => spec.unique)?.[0];
  const clash =
    resource.messages?.clash ??
    (firstUnique ? { key: 'field.taken', field: firstUnique } : undefined);

  const crud = createCatalogueCrud<OwnedTable, Filter, Edit, ResourceRow>(db, {
    table,
    where: (query, filter) => {
      let q = query;
      for (const [name, spec] of fieldsOf(resource)) {
        const value = filter[name];
        if (value === undefined || value === null || value === '') continue;
        if (spec.filter === 'contains') q = q.where(containsText(name, String(value)));
        else if (spec.filter === 'equals')
          q = q.where(name, '=', typeof value === 'boolean' ? Number(value) : value);
      }
      return q;
    },
    orderBy: resource.defaultSort,
    values: async (scope, body) => {
      const values = Object.fromEntries(
        fieldsOf(resource).map(([name]) => [name, storedValue(resource, name, body)]),
      );
      await checkReferences(scope, values);
      await checkUnique(scope, body, values);
      await hooks.check?.(scope, body);
      return values;
    },
    records: async (scope, rows) =>
      withNames(
        scope,
        (rows as unknown as ResourceRow[]).map((row) =>
          flags.length === 0
            ? row
            : { ...row, ...Object.fromEntries(flags.map((name) => [name, row[name] === 1])) },
        ),
      ),
    ...(hooks.beforeRemove
      ? {
          beforeRemove: (scope: Scope, row: Selectable<never>) =>
            hooks.beforeRemove!(scope, row as unknown as ResourceRow),
        }
      : {}),
    ...(clash
      ? {
          clash: (body: Edit) =>
            new AppError(400, clash.key as ServerMessageKey, {
              field: clash.field,
              values: { value: String(body[clash.field] ?? '') },
            }),
        }
      : {}),
    inUse: () =>
      new AppError(400, (resource.messages?.inUse ?? 'record.inUse') as ServerMessageKey),
  });

  return {
    ...crud,
    /**
     * Create or update. A store's record takes the owner of the store it names (a store the
     * caller cannot see is a 404, like the record itself) and follows it when it moves.
     */
    edit: async (scope: Scope, body: Edit) => {
      if (resource.scope !== 'store') return crud.edit(scope, body);
      const store = await findOwnedOr404(db, scope, 'store', Number(body.storeId));
      return crud.edit(scope, { ...body, organId: store.organId });
    },
    resource,
    table,
    /** Every row among these ids the caller can see, by id (references of other records). */
    visibleByIds: crud.visibleByIds as (
      scope: Scope,
      ids: readonly number[],
    ) => Promise<Map<number, Row>>,
  };
};

export type ResourceService = ReturnType<typeof createResourceService<Resource>>;
