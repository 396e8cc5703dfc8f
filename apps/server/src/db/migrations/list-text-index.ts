import type { Resource } from '@retail/contract';
import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { ORGAN_ID_LIMIT, ORGAN_ROWID_SPAN } from './goods-search-by-organ';
import { snake } from './list-indexes';

// The "contains" text filters of a registry list that grows with use (issue 15, goal 3): on
// SQLite one FTS5 trigram table per list, a column per "contains" field (the lowered text, as
// `containsText` compares it), each row under `organ_id × 2^32 + id` as the goods' names are
// (goods-search-by-organ.ts), so that a view's matches are the rowid ranges of its
// organisations: counted and paged from the index alone (resources/list-text-search.ts).
// Contentless, with deletes (SQLite 3.43+): it holds no copy of the texts. Triggers keep it.
// PostgreSQL: nothing yet (the filter is `like` on the rows there).

/** A list's text index: its FTS5 table and the columns of its "contains" fields, by field. */
export type ListTextIndex = { table: string; columns: Readonly<Record<string, string>> };

/** The text index of a resource, or undefined when it has no "contains" filter. */
export const listTextIndexOf = (resource: Resource): ListTextIndex | undefined => {
  const fields = Object.entries(resource.fields)
    .filter(([, spec]) => spec.filter === 'contains')
    .map(([name]) => name);
  if (fields.length === 0) return undefined;
  return {
    table: `${resource.table}_text`,
    columns: Object.fromEntries(fields.map((name) => [name, snake(name)])),
  };
};

/** The rowid of a row (`NEW`, `OLD`, or the table) in its list's text index. */
const rowidOf = (row: string) => `${row}.organ_id * ${ORGAN_ROWID_SPAN} + ${row}.id`;

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
     select ${rowidOf(resource.table)}, ${columns.map((column) => `lower(${column})`).join(', ')}
     from ${resource.table}`,
    `insert into ${index.table} (${index.table}) values ('optimize')`,
  ];
};

/** Creates, fills and keeps a list's text index (SQLite; nothing on PostgreSQL). */
export const keepListTextIndex = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const index = listTextIndexOf(resource);
  if (dialect !== 'sqlite' || !index) return;
  const columns = Object.values(index.columns);
  const insert = (row: string) =>
    `insert into ${index.table} (rowid, ${columns.join(', ')})
     values (${rowidOf(row)}, ${columns.map((column) => `lower(${row}.${column})`).join(', ')});`;
  const remove = (row: string) => `delete from ${index.table} where rowid = ${rowidOf(row)};`;
  const keyCheck = `select raise(abort, 'id or organisation id too large for the text index')
    where NEW.id >= ${ORGAN_ROWID_SPAN} or NEW.organ_id >= ${ORGAN_ID_LIMIT};`;
  const statements = [
    `create virtual table ${index.table} using fts5(${columns.join(', ')},
       tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1)`,
    `create trigger ${triggerOf(index, 'insert')} after insert on ${resource.table}
     begin ${keyCheck} ${insert('NEW')} end`,
    `create trigger ${triggerOf(index, 'update')}
     after update of organ_id, ${columns.join(', ')} on ${resource.table}
     begin ${keyCheck} ${remove('OLD')} ${insert('NEW')} end`,
    `create trigger ${triggerOf(index, 'delete')} after delete on ${resource.table}
     begin ${remove('OLD')} end`,
    ...fillListTextIndex(resource),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
};

export const dropListTextIndex = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const index = listTextIndexOf(resource);
  if (dialect !== 'sqlite' || !index) return;
  for (const event of ['insert', 'update', 'delete'] as const)
    await sql.raw(`drop trigger if exists ${triggerOf(index, event)}`).execute(db);
  await sql.raw(`drop table if exists ${index.table}`).execute(db);
};
