import type { Resource } from '@retail/contract';
import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { ORGAN_ID_LIMIT, ORGAN_ROWID_SPAN } from './goods-search-by-organ';
import { snake } from './list-indexes';
import { ROW_COUNTS_LEFT_OUT } from './row-counts';
import { summedColumnsOf } from './state-sums';
import { leaveOldTenantPart, partedByTenant, tenantPartsOf } from './tenant-parts';
import { updatePartOf, whenChangedPostgres } from './0233-update-triggers-when-changed-postgres';

// The "contains" text filters of a registry list that grows with use (issue 15, goal 3): on
// SQLite one FTS5 trigram table per list, a column per "contains" field (the lowered text, as
// `containsText` compares it), each row under `organ_id × 2^32 + id` as the goods' names are
// (goods-search-by-organ.ts), so that a view's matches are the rowid ranges of its
// organisations: counted and paged from the index alone (resources/list-text-search.ts). A list
// whose rows outlive their organisation (the audit log) is keyed `tenant_id × 2^32 + id`
// instead: a tenant's whole tree is then one rowid range.
// Contentless, with deletes (SQLite 3.43+): it holds no copy of the texts. Triggers keep it.
// PostgreSQL: a side table of the same name outside the row-level wall, as goods names have
// (0208-goods-name-lookup): each row's id, tenant and "contains" texts, a trigger keeping it,
// a trigram index per text (pg_trgm, where it is) and one of the tenants; owned, as every
// table, by the role that migrates. Under the wall `like` on the list's own table cannot use an
// index (it is not leakproof); on this table it can, and the list reads it only as `id in (…)`,
// so the wall on the list's table still decides which rows a caller sees (docs/security.md,
// row-level security: a second kind of table outside the wall).

/**
 * A list's text index: its table (FTS5, or PostgreSQL's side table), its columns by field, and
 * on SQLite what its rowids start with (the row's organisation or tenant).
 */
export type ListTextIndex = {
  table: string;
  columns: Readonly<Record<string, string>>;
  key: 'organ' | 'tenant';
  /**
   * A list that declares totals (0235): on SQLite the index of its table a search's totals read
   * beside the matches; on PostgreSQL its side table keeps the same columns (`sums` layout).
   */
  sumsIndex?: string;
};

/**
 * The layouts a list's kept sums beside its text index have had: `sums` (0235) the state and
 * the summed columns, `filtered-sums` (0237) also the filters of `textSumFiltersOf` (an app),
 * `dated-sums` (0239) also the creation time of a list searched by its days (`createdBetween`).
 */
export type TextSumsLayout = 'sums' | 'filtered-sums' | 'dated-sums';

/**
 * A list that declares header totals and is keyed by organisation: on SQLite an index of its
 * table on the text index's key, its state, the filters a search's totals may be narrowed by and
 * its summed columns (0235-list-text-sums, 0237, 0239), so a search's totals read the matches'
 * sums from it in the key's order, not each matching row whole (resources/list-text-totals.ts);
 * on PostgreSQL the same columns but the id in its side table (`sideSumsOf`). The index's name
 * and columns in `layout` (the one the list reads unless a migration makes an earlier one),
 * else undefined.
 */
export const textSumsIndexOf = (
  resource: Resource,
  layout: TextSumsLayout = 'dated-sums',
): { name: string; columns: string[] } | undefined => {
  if (!resource.totals || ROW_COUNTS_LEFT_OUT.includes(resource.table)) return undefined;
  if (!Object.values(resource.fields).some((spec) => spec.filter === 'contains')) return undefined;
  const { state, columns } = summedColumnsOf(resource);
  return {
    name: `${resource.table}_text_sums_idx`,
    columns: [
      'organ_id',
      'id',
      ...(state ? [state] : []),
      ...(layout === 'sums' ? [] : textSumFiltersOf(resource)),
      ...(layout === 'dated-sums' ? textSumDaysOf(resource) : []),
      ...columns,
    ],
  };
};

/**
 * The list's other filters its kept sums are counted by (an app: `summedColumnsOf(…).by`) that
 * hold a record's id, so a side table keeps them as integers (0237-list-text-sums-by-filter):
 * a search narrowed by one of them too reads its totals beside the matches.
 */
export const textSumFiltersOf = (resource: Resource): string[] => {
  const { by } = summedColumnsOf(resource);
  return Object.entries(resource.fields)
    .filter(([name, spec]) => spec.kind === 'reference' && by.includes(snake(name)))
    .map(([name]) => snake(name));
};

/** The column a list searched by its days is narrowed on (`createdBetween`: `createDate`). */
export const CREATED_COLUMN = 'create_date';

/**
 * A list searched by its days keeps its rows' creation time beside the matches too
 * (0239-list-text-sums-by-day): a search within some days reads its totals there as well.
 */
export const textSumDaysOf = (resource: Resource): string[] =>
  resource.createdBetween ? [CREATED_COLUMN] : [];

/**
 * The day a row was made on (yyyy-MM-dd), from its creation time in `row` (an alias and a dot,
 * or none): what a search's totals within some days compare, and what SQLite's sums index keeps
 * of the time (an index on this expression: half the width of the time, so a search's totals
 * without days read no more pages than before).
 */
export const createdDayOf = (row = '') => `substr(${row}${CREATED_COLUMN}, 1, 10)`;

/** A column of a list's sums index on SQLite: the creation time as its day, else itself. */
export const sqliteSumsColumnOf = (column: string) =>
  column === CREATED_COLUMN ? createdDayOf() : column;

/** The text index of a resource, or undefined when it has no "contains" filter. */
export const listTextIndexOf = (resource: Resource): ListTextIndex | undefined => {
  const fields = Object.entries(resource.fields)
    .filter(([, spec]) => spec.filter === 'contains')
    .map(([name]) => name);
  if (fields.length === 0) return undefined;
  const sums = textSumsIndexOf(resource);
  return {
    table: `${resource.table}_text`,
    columns: Object.fromEntries(fields.map((name) => [name, snake(name)])),
    key: ROW_COUNTS_LEFT_OUT.includes(resource.table) ? 'tenant' : 'organ',
    ...(sums ? { sumsIndex: sums.name } : {}),
  };
};

/** The rowid of a row (`NEW`, `OLD`, or the table) in its list's text index. */
const rowidOf = (index: ListTextIndex, row: string) =>
  `${row}.${index.key}_id * ${ORGAN_ROWID_SPAN} + ${row}.id`;

const triggerOf = (index: ListTextIndex, event: 'insert' | 'update' | 'delete') =>
  `${index.table}_${event}`;

/** Fills (after a bulk load that dropped the triggers: `refill`) and merges the index. */
export const fillListTextIndex = (resource: Resource, refill = false): string[] => {
  const index = listTextIndexOf(resource);
  if (!index) return [];
  const columns = Object.values(index.columns);
  return [
    ...(refill ? [`insert into ${index.table} (${index.table}) values ('delete-all')`] : []),
    `insert into ${index.table} (rowid, ${columns.join(', ')})
     select ${rowidOf(index, resource.table)}, ${columns.map((column) => `lower(${column})`).join(', ')}
     from ${resource.table}`,
    `insert into ${index.table} (${index.table}) values ('optimize')`,
  ];
};

/** PostgreSQL's trigger (and its function) keeping a list's side table. */
const syncOf = (index: ListTextIndex) => `${index.table}_sync`;

/** Whether pg_trgm's operator class is there (0015 adds the extension where it may). */
const hasTrigrams = async (db: AnyDb) => {
  const { rows } = await sql<{ present: boolean }>`
    select exists (select 1 from pg_opclass where opcname = 'gin_trgm_ops') as present`.execute(db);
  return rows[0]?.present === true;
};

/**
 * PostgreSQL side tables' layouts: `single`, one table with the texts as written (0220), or
 * `parts`, the texts lowered as `containsText` lowers them (no `lower()` on a recheck) and the
 * table in parts by a hash of the tenant (tenant-parts.ts), so a tenant's count reads its part
 * alone (0228-list-text-parts, as 0227 did for the goods' names), `sums`, parts with the
 * columns a search's header totals add (`sideSumsOf`, 0235), `filtered-sums`, those and the
 * filters the totals may be narrowed by too (`textSumFiltersOf`, 0237), or `dated-sums`, those
 * and the rows' creation time (`textSumDaysOf`, 0239).
 */
export type SideTableLayout = 'single' | 'parts' | TextSumsLayout;

/**
 * The side table's columns beside its texts: in the `sums` layout (0235-list-text-sums), a list
 * that declares header totals also keeps each row's organisation, state and summed columns, so
 * a search's totals are read from the side table's matches alone (resources/list-text-totals.ts);
 * in `filtered-sums` (0237) also its filters of `textSumFiltersOf`, in `dated-sums` (0239) also
 * its creation time.
 */
const sideSumsOf = (resource: Resource, layout: SideTableLayout): string[] =>
  layout === 'single' || layout === 'parts'
    ? []
    : (textSumsIndexOf(resource, layout)?.columns.filter((column) => column !== 'id') ?? []);

/** A kept column's type in the side table: the creation time as the list's, else a number. */
const sideTypeOf = (column: string) => (column === CREATED_COLUMN ? 'varchar(19)' : 'bigint');

/** The statements making a side table in `layout`. */
const sideTableOf = (resource: Resource, index: ListTextIndex, layout: SideTableLayout) => {
  const columns = Object.values(index.columns);
  const parts = layout !== 'single';
  return [
    `create table ${index.table} (
       id integer ${parts ? 'not null' : 'primary key'} references ${resource.table} (id) on delete cascade,
       tenant_id integer not null,
       ${[
         ...columns.map((column) => `${column} text`),
         ...sideSumsOf(resource, layout).map((column) => `${column} ${sideTypeOf(column)}`),
       ].join(', ')}
       ${parts ? `, ${partedByTenant('id')}` : ')'}`,
    ...(parts ? tenantPartsOf(index.table) : []),
  ];
};

/** PostgreSQL: creates, fills and keeps a list's side table and its indexes. */
const keepSideTable = async (
  db: AnyDb,
  resource: Resource,
  index: ListTextIndex,
  layout: SideTableLayout,
) => {
  const columns = Object.values(index.columns);
  const kept = ['id', 'tenant_id', ...columns, ...sideSumsOf(resource, layout)];
  const parts = layout !== 'single';
  /** A kept column's value from `row`: a text lowered in parts. */
  const valueOf = (row: string, column: string) =>
    parts && columns.includes(column) ? `lower(${row}${column})` : `${row}${column}`;
  const sync = syncOf(index);
  const statements = [
    ...sideTableOf(resource, index, layout),
    `create function ${sync}() returns trigger language plpgsql as $$
       begin
         ${parts ? leaveOldTenantPart(index.table, 'id') : ''}
         insert into ${index.table} (${kept.join(', ')})
         values (${kept.map((column) => valueOf('NEW.', column)).join(', ')})
         on conflict (${parts ? 'id, tenant_id' : 'id'}) do update
         set ${kept
           .slice(parts ? 2 : 1)
           .map((column) => `${column} = excluded.${column}`)
           .join(', ')};
         return null;
       end $$`,
    // Its update part fires only when a kept column changed (as 0233 split the others).
    `create trigger ${sync} after insert on ${resource.table}
     for each row execute function ${sync}()`,
    `create trigger ${updatePartOf(sync)} after update of ${kept.slice(1).join(', ')}
     on ${resource.table} for each row ${whenChangedPostgres(kept.slice(1))}
     execute function ${sync}()`,
    `insert into ${index.table} (${kept.join(', ')})
     select ${kept.map((column) => valueOf('', column)).join(', ')} from ${resource.table}`,
    `create index ${index.table}_tenant_idx on ${index.table} (tenant_id)`,
    // A subtree's totals read its organisations' rows when they are fewer than the text's matches.
    ...(sideSumsOf(resource, layout).length
      ? [`create index ${index.table}_organ_idx on ${index.table} (organ_id)`]
      : []),
    // Without pg_trgm a text is matched by a scan of this narrow table: still right.
    ...((await hasTrigrams(db))
      ? columns.map(
          (column) =>
            `create index ${index.table}_${column}_trgm_idx on ${index.table}
             using gin (${parts ? column : `lower(${column})`} gin_trgm_ops)`,
        )
      : []),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
};

/**
 * Creates, fills and keeps a list's text index: FTS5 on SQLite, a side table on PostgreSQL (in
 * `layout`: the one the list reads unless a migration makes an earlier one).
 */
export const keepListTextIndex = async (
  db: AnyDb,
  dialect: SqlDialect,
  resource: Resource,
  layout: SideTableLayout = 'dated-sums',
) => {
  const index = listTextIndexOf(resource);
  if (!index) return;
  if (dialect === 'postgres') return keepSideTable(db, resource, index, layout);
  const columns = Object.values(index.columns);
  const insert = (row: string) =>
    `insert into ${index.table} (rowid, ${columns.join(', ')})
     values (${rowidOf(index, row)}, ${columns.map((column) => `lower(${row}.${column})`).join(', ')});`;
  const remove = (row: string) =>
    `delete from ${index.table} where rowid = ${rowidOf(index, row)};`;
  const keyCheck = `select raise(abort, 'id or ${index.key} id too large for the text index')
    where NEW.id >= ${ORGAN_ROWID_SPAN} or NEW.${index.key}_id >= ${ORGAN_ID_LIMIT};`;
  const statements = [
    `create virtual table ${index.table} using fts5(${columns.join(', ')},
       tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1)`,
    `create trigger ${triggerOf(index, 'insert')} after insert on ${resource.table}
     begin ${keyCheck} ${insert('NEW')} end`,
    `create trigger ${triggerOf(index, 'update')}
     after update of ${index.key}_id, ${columns.join(', ')} on ${resource.table}
     begin ${keyCheck} ${remove('OLD')} ${insert('NEW')} end`,
    `create trigger ${triggerOf(index, 'delete')} after delete on ${resource.table}
     begin ${remove('OLD')} end`,
    ...fillListTextIndex(resource),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
};

export const dropListTextIndex = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const index = listTextIndexOf(resource);
  if (!index) return;
  if (dialect === 'postgres') {
    const sync = syncOf(index);
    // 0233 split the trigger: its update part fires only when a text or the owner changed.
    for (const trigger of [sync, updatePartOf(sync)])
      await sql.raw(`drop trigger if exists ${trigger} on ${resource.table}`).execute(db);
    await sql.raw(`drop function if exists ${sync}()`).execute(db);
    await sql.raw(`drop table if exists ${index.table}`).execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete'] as const)
    await sql.raw(`drop trigger if exists ${triggerOf(index, event)}`).execute(db);
  await sql.raw(`drop table if exists ${index.table}`).execute(db);
};
