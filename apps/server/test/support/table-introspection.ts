import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';

// What a table looks like in the database, read from the catalogue of either dialect, so that
// a test can compare it with what the code expects of it.

export type ColumnDescription = { name: string; type: string; nullable: boolean };
export type IndexDescription = { name: string; unique: boolean; columns: string[] };
export type TableDescription = { columns: ColumnDescription[]; indexes: IndexDescription[] };

const describeSqlite = async (
  db: ReturnType<DatabaseHandle['db']['withoutPlugins']>,
  table: string,
): Promise<TableDescription> => {
  const columns = await sql<{
    name: string;
    type: string;
    notnull: number;
    pk: number;
  }>`select name, type, "notnull", pk from pragma_table_info(${table})`.execute(db);
  const list = await sql<{
    name: string;
    unique: number;
  }>`select name, "unique" from pragma_index_list(${table})`.execute(db);
  const indexes: IndexDescription[] = [];
  for (const index of list.rows) {
    const parts = await sql<{
      name: string | null;
    }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
    indexes.push({
      name: index.name,
      unique: index.unique === 1,
      // An expression part has no column name.
      columns: parts.rows.flatMap((part) => (part.name ? [part.name] : [])),
    });
  }
  return {
    columns: columns.rows.map((column) => ({
      name: column.name,
      type: column.type.toLowerCase(),
      // SQLite lets an INTEGER PRIMARY KEY be declared without NOT NULL; it never holds null.
      nullable: column.notnull === 0 && column.pk === 0,
    })),
    indexes,
  };
};

const describePostgres = async (
  db: ReturnType<DatabaseHandle['db']['withoutPlugins']>,
  table: string,
): Promise<TableDescription> => {
  const columns = await sql<{ name: string; type: string; nullable: string }>`
    select column_name as name, data_type as type, is_nullable as nullable
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  const parts = await sql<{ name: string; isUnique: boolean; columnName: string }>`
    select i.relname as name, x.indisunique as "isUnique", a.attname as "columnName"
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_class i on i.oid = x.indexrelid
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where n.nspname = current_schema() and t.relname = ${table}
    order by i.relname, k.ord`.execute(db);
  const indexes = new Map<string, IndexDescription>();
  for (const part of parts.rows) {
    const index = indexes.get(part.name) ?? {
      name: part.name,
      unique: part.isUnique,
      columns: [],
    };
    index.columns.push(part.columnName);
    indexes.set(part.name, index);
  }
  return {
    columns: columns.rows.map((column) => ({
      name: column.name,
      type: column.type.toLowerCase(),
      nullable: column.nullable === 'YES',
    })),
    indexes: [...indexes.values()],
  };
};

/** The table's columns and indexes, or undefined when there is no such table. */
export const describeTable = async (
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  table: string,
): Promise<TableDescription | undefined> => {
  const db = handle.db.withoutPlugins();
  const description =
    handle.dialect === 'postgres'
      ? await describePostgres(db, table)
      : await describeSqlite(db, table);
  return description.columns.length === 0 ? undefined : description;
};
