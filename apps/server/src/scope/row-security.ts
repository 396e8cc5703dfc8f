import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { AnyDb } from '../db/migrations/columns';
import { type SettingPairs, type SettingsSource, setConfigsOf } from '../db/connection-settings';
import { type Scope, subtreeRange, tenantRootPathOf } from './scope';

/**
 * The second wall (PostgreSQL only): row-level security policies on every owned table let a
 * console request's connection see and write only rows of the caller's tenant and
 * organisation subtree, whatever the query says. The scope layer (scoped-db.ts) stays the
 * first wall and the one that answers 404; this one holds if a query ever forgets it.
 *
 * Each console request runs inside `withRowScope` (lib/route.ts); when a connection is taken
 * from the pool for one of its statements, the pool gives one that carries the request's wall,
 * or puts the wall on the connection's settings (`rowWallSettings`, db/settings-pool.ts).
 * Outside a console request (sign-in, shoppers, devices, jobs, migrations) the settings are
 * empty and the policies let every row through: those paths never serve a console user.
 */
export type RowScope = {
  /** '*' for platform staff (every tenant), else the tenant's id. */
  tenant: string;
  /** Half-open range of organ_path: the caller's subtree. */
  from: string;
  below: string;
};

const context = new AsyncLocalStorage<RowScope | null>();

export const rowScopeOf = (scope: Scope, organPath = scope.organPath): RowScope => {
  const [from, below] = subtreeRange(organPath);
  return { tenant: scope.platform ? '*' : String(scope.tenantId), from, below };
};

/**
 * How far a call's wall reaches: the caller's subtree, or their whole tenant for a module that
 * checks itself who may see what across the tenant's organisations (approvals: definitions,
 * tasks and instances cross organisations by design; docs/approvals.md).
 */
export type RowReach = 'subtree' | 'tenant';

/** Runs `run` with the caller's wall on every connection it takes (none without a scope). */
export const withRowScope = <T>(
  scope: Scope | null,
  run: () => T,
  reach: RowReach = 'subtree',
): T =>
  context.run(
    scope
      ? rowScopeOf(scope, reach === 'tenant' ? tenantRootPathOf(scope) : scope.organPath)
      : null,
    run,
  );

const SYSTEM: RowScope = { tenant: '', from: '', below: '' };

const pairsOf = (wall: RowScope): SettingPairs => [
  ['retail.tenant', wall.tenant],
  ['retail.organ_from', wall.from],
  ['retail.organ_below', wall.below],
];

const setConfig = (wall: RowScope) => {
  const { sql: text, parameters } = setConfigsOf(pairsOf(wall));
  return CompiledQuery.raw(text, parameters);
};

/** Runs `run` behind `wall`; in a transaction its connection's settings change and come back. */
const behind = async <T>(db: AnyDb, wall: RowScope, run: () => Promise<T>): Promise<T> => {
  const current = context.getStore();
  // SQLite has no wall (and no set_config): nothing to change there.
  if (!current || !(db.getExecutor().adapter instanceof PostgresAdapter)) return run();
  if (!db.isTransaction) return context.run(wall, run);
  await db.executeQuery(setConfig(wall));
  try {
    return await run();
  } finally {
    await db.executeQuery(setConfig(current));
  }
};

/**
 * Reads that by design reach above the caller's organisation to their tenant's root (the
 * shared catalogue, uniqueness across the tenant and the tenant options of `tenantWideView`):
 * the wall is the tenant's for `run` only; the scope layer still narrows what the query asks.
 */
export const withTenantWideWall = <T>(
  db: AnyDb,
  scope: Scope,
  tenantRootPath: string,
  run: () => Promise<T>,
): Promise<T> => (scope.platform ? run() : behind(db, rowScopeOf(scope, tenantRootPath), run));

/**
 * Reads the server makes for its own rules and never shows (the quotas in force above the
 * caller's organisation, counted over the whole subtree of each): no wall for `run`. Each use
 * is named in docs/security.md.
 */
export const withoutRowWall = <T>(db: AnyDb, run: () => Promise<T>): Promise<T> =>
  behind(db, SYSTEM, run);

/**
 * The wall a statement needs on its connection, for the pool (db/settings-pool.ts,
 * db/connection-settings.ts): the current request's, or none outside a console request. The
 * pool takes a connection that carries it already when it can, else puts it on (only when it
 * differs from what the connection carries).
 */
export const rowWallSettings: SettingsSource = {
  initial: pairsOf(SYSTEM),
  now: () => pairsOf(context.getStore() ?? SYSTEM),
};

/**
 * A setting as a scalar subquery: PostgreSQL computes it once per statement (an InitPlan), not
 * once per row, so a policy costs a few comparisons per row even over a million.
 */
const setting = (name: string) => `(select coalesce(current_setting('retail.${name}', true), ''))`;

/**
 * The settings the policies test, each typed once per statement: a row then costs a boolean and
 * an integer comparison where it cost a text comparison and its tenant id written out as text
 * (an offset of 98,560 of a tenant's goods: 23–24 → 15–17 ms; bench/README.md, "The wall's
 * settings typed once per statement").
 */
const OFF = `(select coalesce(current_setting('retail.organ_from', true), '') = '')`;
const EVERY_TENANT = `(select coalesce(current_setting('retail.tenant', true), '') = '*')`;
/** The tenant's id, null for '*' and '' (either passes or fails before it is compared). */
const TENANT_ID = `(select nullif(nullif(current_setting('retail.tenant', true), '*'), '')::bigint)`;

/** A row of the caller's tenant (any tenant for platform staff) in the caller's subtree. */
const IN_SUBTREE = `organ_path >= ${setting('organ_from')} and organ_path < ${setting('organ_below')}
  and (${EVERY_TENANT} or tenant_id = ${TENANT_ID})`;

/**
 * A row of an organisation above the caller's (its path a prefix of theirs): what flows down
 * the tree — settings, dictionary entries, roles, approval definitions, the registry's shared
 * records (`scope: 'tenant'` rows of the tenant's root, `scope: 'platform'` rows of the
 * platform: resources/shared-scope.ts) — is read there, never written. Those shared records are
 * written by users of their owner organisation only, inside their own subtree (WRITE below): no
 * named reach is needed for them.
 */
const ABOVE = `organ_path <> '' and starts_with(${setting('organ_from')}, organ_path)`;

const READ = `${OFF} or (${IN_SUBTREE}) or (${ABOVE})`;
const WRITE = `${OFF} or (${IN_SUBTREE})`;

/**
 * The read policy as a condition of a query, for a copy of the owner columns that has no policy
 * because a policy would cost it its index (`OWNER_COPIES`, scoped-db.ts: `like` is not
 * leakproof, so under a policy PostgreSQL may not find it through the trigram index). Every
 * read of such a table asks it beside the scope layer's condition (docs/security.md).
 */
export const rowWallRead = (): Expression<SqlBool> => sql<SqlBool>`(${sql.raw(READ)})`;

/**
 * Switches the wall on for one owned table (PostgreSQL). FORCE makes it hold for the tables'
 * owner too, which is the role the server connects as; only a superuser or a BYPASSRLS role
 * passes it (the server warns at start, see plugins/db.ts). Reads see the subtree and the
 * organisations above; inserts, updates and deletes only the subtree.
 */
export const enableRowSecurity = async (db: AnyDb, table: string): Promise<void> => {
  const on = sql.table(table);
  await sql`alter table ${on} enable row level security`.execute(db);
  await sql`alter table ${on} force row level security`.execute(db);
  for (const name of ['retail_read', 'retail_insert', 'retail_update', 'retail_delete'])
    await sql`drop policy if exists ${sql.id(name)} on ${on}`.execute(db);
  await sql`create policy retail_read on ${on} for select using (${sql.raw(READ)})`.execute(db);
  await sql`create policy retail_insert on ${on} for insert with check (${sql.raw(WRITE)})`.execute(
    db,
  );
  await sql`create policy retail_update on ${on} for update using (${sql.raw(WRITE)}) with check (${sql.raw(WRITE)})`.execute(
    db,
  );
  await sql`create policy retail_delete on ${on} for delete using (${sql.raw(WRITE)})`.execute(db);
};

/**
 * Why the wall cannot hold for the server's database role, if it cannot (PostgreSQL): a
 * superuser or a BYPASSRLS role passes every policy. Undefined when it holds.
 */
export const rowWallGap = async (db: AnyDb): Promise<string | undefined> => {
  const { rows } = await sql<{ rolsuper: boolean; rolbypassrls: boolean; name: string }>`
    select rolsuper, rolbypassrls, rolname as name from pg_roles where rolname = current_user`.execute(
    db,
  );
  const role = rows[0];
  if (!role || (!role.rolsuper && !role.rolbypassrls)) return undefined;
  return `the database role ${role.name} is ${role.rolsuper ? 'a superuser' : 'BYPASSRLS'}: PostgreSQL's row-level security does not apply to it, so only the scope layer separates tenants (docs/security.md)`;
};
