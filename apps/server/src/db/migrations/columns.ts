import type { CreateTableBuilder, Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';

// Migrations use the schema builder only; these helpers hide the one place the dialects
// differ (auto-increment keys) and the column groups every owned table repeats.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

export const withId = (table: Table, dialect: SqlDialect): Table =>
  dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

export const withAudit = (table: Table): Table =>
  table
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_date', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_date', 'varchar(19)');

export const withOwner = (table: Table): Table =>
  table
    .addColumn('tenant_id', 'integer', (col) => col.notNull())
    .addColumn('organ_id', 'integer', (col) => col.notNull().references('organ.id'))
    .addColumn('organ_path', 'varchar(255)', (col) => col.notNull());

/** Indexes named `<table>_<columns>_idx`, so that each is easy to find and drop. */
export const createIndexes = async (
  db: AnyDb,
  table: string,
  columnSets: string[][],
  options: { unique?: boolean } = {},
): Promise<void> => {
  for (const columns of columnSets) {
    let builder = db.schema
      .createIndex(`${table}_${columns.join('_')}_${options.unique ? 'key' : 'idx'}`)
      .on(table);
    if (options.unique) builder = builder.unique();
    await builder.columns(columns).execute();
  }
};
