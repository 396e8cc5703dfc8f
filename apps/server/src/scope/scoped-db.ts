import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Expression,
  expressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
  type Updateable,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Db } from '../db/database';
import { isTenantPartOf } from '../db/migrations/tenant-parts';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { atomically, auditChange } from './audit';
import { withTenantWideWall } from './row-security';
import {
  canSee,
  createdStamp,
  type Owner,
  ownerOf,
  type Scope,
  scopeFiltersBypassed,
  subtreeRange,
  tenantRootPathOf,
  updatedStamp,
} from './scope';

/** Tables whose rows carry the owner columns; only these go through the scope layer. */
export type OwnedTable = {
  [K in keyof Database]: Database[K] extends Owner ? K : never;
}[keyof Database];

/**
 * What one query may see: a subtree of organisations, optionally one tenant, optionally
 * only some organisations ("selected" mode). Built from a Scope, never from client input alone.
 */
export type ScopeView = {
  /** null: any tenant (platform staff without a tenant filter). */
  tenantId: number | null;
  /** Root path of the visible subtree. */
  organPath: string;
  /** "selected" mode: only rows of these organisations. */
  organIds: readonly number[] | null;
  /** The filter named nothing the caller may see: the query matches no row. */
  empty: boolean;
  /**
   * Organisations above the caller whose own rows are seen too (exact paths, any tenant): the
   * tenant's root for tenant-wide records, the platform for the platform's (`sharedReadView`).
   */
  alsoAt?: readonly string[];
};

/** The caller's whole scope: self and below, one tenant unless platform staff. */
export const viewOf = (scope: Scope): ScopeView => ({
  tenantId: scope.platform ? null : scope.tenantId,
  organPath: scope.organPath,
  organIds: null,
  empty: false,
});

/**
 * The caller's whole tenant, its root included, for one purpose only: the tenant options
 * (a sub-organisation's user must be able to name their own tenant on the tenant form).
 * Tenants sit directly under the platform, so the tenant root is the path's second level.
 */
export const tenantWideView = (scope: Scope): ScopeView =>
  scope.platform
    ? viewOf(scope)
    : {
        tenantId: scope.tenantId,
        organPath: tenantRootPathOf(scope),
        organIds: null,
        empty: false,
      };

/**
 * A read over the caller's whole tenant (`tenantWideView`), behind a row-level wall widened to
 * the tenant for this read only (row-security.ts): every use of the tenant-wide view goes here.
 */
export const readTenantWide = <T>(
  db: Db,
  scope: Scope,
  read: (view: ScopeView) => Promise<T>,
): Promise<T> => {
  const view = tenantWideView(scope);
  return withTenantWideWall(db, scope, view.organPath, () => read(view));
};

/**
 * The same widening for reads that filter by themselves what they may use from above the
 * caller's organisation in their tenant (approval definitions of an organisation above).
 */
export const withinTenant = <T>(db: Db, scope: Scope, read: () => Promise<T>): Promise<T> =>
  withTenantWideWall(db, scope, tenantWideView(scope).organPath, read);

/**
 * The filters list screens send (tenant selector, organisation selector in selfAndSub or
 * selected mode). Ids the caller does not own never widen anything: they match nothing.
 */
export type ScopeFilter = {
  tenantId?: number | null | undefined;
  /** selfAndSub: this organisation and everything below it. */
  organId?: number | null | undefined;
  /** selected: exactly these organisations (wins over organId when non-empty). */
  organIds?: readonly number[] | null | undefined;
};

type OrganOwner = { id: number; tenantId: number; organPath: string };

const organOwners = (db: Db, ids: readonly number[]): Promise<OrganOwner[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('organ')
        .select(['id', 'tenantId', 'organPath'])
        .where('id', 'in', ids)
        .execute();

/** Narrows the caller's scope by a list filter; checks every organisation id against the scope. */
export const narrowScope = async (
  db: Db,
  scope: Scope,
  filter: ScopeFilter,
): Promise<ScopeView> => {
  const view = viewOf(scope);
  const nothing = { ...view, empty: true };
  if (filter.tenantId !== undefined && filter.tenantId !== null) {
    if (!scope.platform && filter.tenantId !== scope.tenantId) return nothing;
    view.tenantId = filter.tenantId;
  }
  const selected = filter.organIds?.length ? [...new Set(filter.organIds)] : null;
  if (selected) {
    const visible = (await organOwners(db, selected)).filter((organ) => canSee(scope, organ));
    if (visible.length === 0) return nothing;
    return { ...view, organIds: visible.map((organ) => organ.id) };
  }
  if (filter.organId !== undefined && filter.organId !== null) {
    const [organ] = await organOwners(db, [filter.organId]);
    if (!organ || !canSee(scope, organ)) return nothing;
    if (view.tenantId !== null && view.tenantId !== organ.tenantId) return nothing;
    return { ...view, organPath: organ.organPath };
  }
  return view;
};

/** The WHERE condition of a view; `table` qualifies the columns in joins. */
export const scopeCondition = (view: ScopeView, table?: string): Expression<SqlBool> => {
  if (view.empty) return sql<SqlBool>`1 = 0`;
  if (scopeFiltersBypassed()) return sql<SqlBool>`1 = 1`;
  // The scope layer is table-agnostic: every owned table has the same owner columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const eb = expressionBuilder<any, any>();
  const column = (name: string) => eb.ref(table ? `${table}.${name}` : name);
  const [from, below] = subtreeRange(view.organPath);
  const own: Expression<SqlBool>[] = [];
  if (view.tenantId !== null) own.push(eb(column('tenantId'), '=', view.tenantId));
  own.push(eb(column('organPath'), '>=', from), eb(column('organPath'), '<', below));
  const reach = view.alsoAt?.length
    ? eb.or([eb.and(own), eb(column('organPath'), 'in', [...view.alsoAt])])
    : eb.and(own);
  return view.organIds ? eb.and([reach, eb(column('organId'), 'in', view.organIds)]) : reach;
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a fresh selectFrom selects nothing yet
type Select<T extends OwnedTable> = SelectQueryBuilder<Database, T, {}>;
type Update<T extends OwnedTable> = UpdateQueryBuilder<Database, T, T, UpdateResult>;
type Delete<T extends OwnedTable> = DeleteQueryBuilder<Database, T, DeleteResult>;

/** Query builders that already carry the caller's scope. */
export type ScopedDb = {
  view: ScopeView;
  selectFrom: <T extends OwnedTable>(table: T) => Select<T>;
  updateTable: <T extends OwnedTable>(table: T) => Update<T>;
  deleteFrom: <T extends OwnedTable>(table: T) => Delete<T>;
  /** The condition alone, for joins: `.where(s.where('user'))`. */
  where: (table?: string) => Expression<SqlBool>;
};

/**
 * `scoped(db, scope).selectFrom('user')…`: every read, update and delete of an owned table
 * starts here, so no module writes its own tenant filter. Pass a view from narrowScope to
 * apply a list screen's tenant/organisation selector.
 */
export const scoped = (db: Db, scope: Scope, view: ScopeView = viewOf(scope)): ScopedDb => {
  const where = (table?: string) => scopeCondition(view, table);
  return {
    view,
    where,
    selectFrom: <T extends OwnedTable>(table: T) =>
      db.selectFrom(table as OwnedTable).where(where()) as unknown as Select<T>,
    updateTable: <T extends OwnedTable>(table: T) =>
      db.updateTable(table as OwnedTable).where(where()) as unknown as Update<T>,
    deleteFrom: <T extends OwnedTable>(table: T) =>
      db.deleteFrom(table as OwnedTable).where(where()) as unknown as Delete<T>,
  };
};

const ownedTables = new WeakMap<object, Promise<OwnedTableName[]>>();

/**
 * Tables that carry the owner columns as a copy kept by triggers from an owned table, not as
 * owners of rows: the goods' names (0208, 0225-goods-name-lookup-paths, 0227). Moving an organisation
 * reaches them through their source's triggers and removing one checks their source; they have
 * no row-level policy and are read with the wall's condition in the query (`rowWallRead`,
 * row-security.ts; docs/security.md).
 */
export const OWNER_COPIES: readonly string[] = ['goods_name_lookup'];

/**
 * A table of OWNER_COPIES, or one of the parts of one that PostgreSQL holds in parts
 * (`isTenantPartOf`, db/migrations/tenant-parts.ts; 0227-goods-name-lookup-parts).
 */
export const isOwnerCopy = (table: string): boolean =>
  OWNER_COPIES.some((copy) => table === copy || isTenantPartOf(copy, table));

/** A snake_case table name that carries the owner columns (found in the live schema). */
export type OwnedTableName = string;

/**
 * Every table of the database that carries the owner columns (snake_case), read once from
 * the schema: moving an organisation rewrites them all, removing one checks them all, and a
 * table a later feature adds is included without anyone listing it.
 */
export const ownedTablesOf = (db: Db): Promise<OwnedTableName[]> => {
  let found = ownedTables.get(db);
  if (!found) {
    found = db
      .withoutPlugins()
      .introspection.getTables()
      .then((tables) =>
        tables
          .filter((table) => table.columns.some((column) => column.name === 'organ_path'))
          .map((table) => table.name)
          .filter((name) => !isOwnerCopy(name))
          .sort(),
      );
    ownedTables.set(db, found);
  }
  return found;
};

export const notFound = (): AppError => new AppError(404, 'record.notFound');

/** Owner ids a client may send with a record; tenantId and organPath are always derived. */
export type RequestedOwner = {
  tenantId?: number | null | undefined;
  organId?: number | null | undefined;
};

/**
 * The owner of a record being written: the organisation the client named (it must be in the
 * caller's scope, else 404), else the root organisation of the tenant it named (platform
 * staff writing for a tenant), else the caller's own organisation. A client's organPath is
 * never trusted.
 */
export const resolveOwner = async (
  db: Db,
  scope: Scope,
  requested: RequestedOwner,
): Promise<Owner> => {
  const { tenantId } = requested;
  const named = tenantId !== undefined && tenantId !== null;
  // A tenant's root organisation has the tenant's id.
  const organId = requested.organId ?? (named && tenantId !== scope.tenantId ? tenantId : null);
  let owner = ownerOf(scope);
  if (organId !== null && organId !== scope.organId) {
    const [organ] = await organOwners(db, [organId]);
    if (!organ || !canSee(scope, organ)) throw notFound();
    owner = { tenantId: organ.tenantId, organId: organ.id, organPath: organ.organPath };
  }
  // An organisation paired with another tenant's id is a forgery, not a choice.
  if (named && tenantId !== owner.tenantId) throw notFound();
  return owner;
};

type OwnerAndAudit =
  'tenantId' | 'organId' | 'organPath' | 'createBy' | 'createDate' | 'updateBy' | 'updateDate';

/** A new owned row as a module writes it: owner and audit fields optional (filled here). */
export type OwnedValues<T extends OwnedTable> = Omit<Insertable<Database[T]>, OwnerAndAudit> &
  RequestedOwner & { organPath?: string | null | undefined };

/** Changes to an owned row: owner fields move it (checked), audit fields are set here. */
export type OwnedChanges<T extends OwnedTable> = Omit<Updateable<Database[T]>, OwnerAndAudit> &
  RequestedOwner & { organPath?: string | null | undefined };

const stripOwnerAndAudit = (values: Record<string, unknown>): Record<string, unknown> => {
  const {
    tenantId: _tenantId,
    organId: _organId,
    organPath: _organPath,
    createBy: _createBy,
    createDate: _createDate,
    updateBy: _updateBy,
    updateDate: _updateDate,
    ...rest
  } = values;
  return rest;
};

type Row<T extends OwnedTable> = Selectable<Database[T]>;

// The helpers below run one statement on a table chosen at run time; Kysely cannot type a
// table-generic statement, so they go through this untyped view of the same connection.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const untyped = (db: Db) => db as unknown as Kysely<any>;

/** The row with this id, or 404 when it does not exist for the caller (in `view`). */
export const findOwnedOr404 = async <T extends OwnedTable>(
  db: Db,
  scope: Scope,
  table: T,
  id: number,
  view: ScopeView = viewOf(scope),
): Promise<Row<T>> => {
  const row = await untyped(db)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .where(scopeCondition(view))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row as Row<T>;
};

/** Inserts an owned row: owner from resolveOwner, audit stamps from the session. */
export const ownedInsert = async <T extends OwnedTable>(
  db: Db,
  scope: Scope,
  table: T,
  values: OwnedValues<T>,
): Promise<Row<T>> => {
  const owner = await resolveOwner(db, scope, values);
  return atomically(db, async (trx) => {
    const row = await untyped(trx)
      .insertInto(table as string)
      .values({
        ...stripOwnerAndAudit(values as Record<string, unknown>),
        ...owner,
        ...createdStamp(scope),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditChange(trx, scope, table, 'create', undefined, row);
    return row as Row<T>;
  });
};

/**
 * Updates the row with this id when it is in the caller's scope (else 404, nothing changed).
 * A new organId (or tenantId) moves the row, if the target is in scope too.
 */
export const scopedUpdate = async <T extends OwnedTable>(
  db: Db,
  scope: Scope,
  table: T,
  id: number,
  changes: OwnedChanges<T>,
): Promise<Row<T>> => {
  const moves =
    (changes.organId !== undefined && changes.organId !== null) ||
    (changes.tenantId !== undefined && changes.tenantId !== null);
  const owner = moves ? await resolveOwner(db, scope, changes) : {};
  return atomically(db, async (trx) => {
    const before = await findOwnedOr404(trx, scope, table, id);
    const row = await untyped(trx)
      .updateTable(table as string)
      .set({
        ...stripOwnerAndAudit(changes as Record<string, unknown>),
        ...owner,
        ...updatedStamp(scope),
      })
      .where('id', '=', id)
      .where(scopeCondition(viewOf(scope)))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    await auditChange(trx, scope, table, 'update', before as Record<string, unknown>, row);
    return row as Row<T>;
  });
};

/** Deletes the row with this id when it is in the caller's scope, else 404. */
export const scopedDelete = async (
  db: Db,
  scope: Scope,
  table: OwnedTable,
  id: number,
): Promise<void> => {
  await atomically(db, async (trx) => {
    const before = await findOwnedOr404(trx, scope, table, id);
    const result = await untyped(trx)
      .deleteFrom(table as string)
      .where('id', '=', id)
      .where(scopeCondition(viewOf(scope)))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
    await auditChange(trx, scope, table, 'remove', before as Record<string, unknown>, undefined);
  });
};
