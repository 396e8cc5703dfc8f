import { resourceList } from '@retail/contract';
import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { dropRowCounts, keepRowCounts, ROW_COUNTS_LEFT_OUT } from './row-counts';

// How many rows each organisation owns in each registry table, kept by triggers whoever writes:
// an unfiltered list sums them over the caller's organisations (resources/row-counts.ts)
// instead of counting a million rows on every call. Keyed by organisation only (its path is the
// organisation's own), so moving an organisation or a tenant changes no counter, and no counter
// keeps an organisation from being removed.

/** The registry's owned tables that exist now (later ones call keepRowCounts themselves). */
const registryTables = async (db: AnyDb): Promise<string[]> => {
  const existing = new Set(
    (await db.introspection.getTables())
      .filter((table) => table.columns.some((column) => column.name === 'organ_path'))
      .map((table) => table.name),
  );
  return [...new Set(resourceList().map((resource) => resource.table))]
    .filter((table) => existing.has(table) && !ROW_COUNTS_LEFT_OUT.includes(table))
    .sort();
};

export const registryRowCounts = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('owned_row_count')
      .addColumn('table_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('organ_id', 'integer', (col) => col.notNull())
      .addColumn('row_count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('owned_row_count_pkey', ['table_name', 'organ_id'])
      .execute();
    if (dialect === 'postgres')
      await sql
        .raw(
          `create function owned_row_count_sync() returns trigger language plpgsql as $$
           begin
             if tg_op in ('UPDATE', 'DELETE') then
               update owned_row_count set row_count = row_count - 1
               where table_name = tg_table_name and organ_id = old.organ_id;
             end if;
             if tg_op in ('INSERT', 'UPDATE') then
               insert into owned_row_count (table_name, organ_id, row_count)
               values (tg_table_name, new.organ_id, 1)
               on conflict (table_name, organ_id)
               do update set row_count = owned_row_count.row_count + 1;
             end if;
             return null;
           end $$`,
        )
        .execute(db);
    for (const table of await registryTables(db)) await keepRowCounts(db, dialect, table);
  },

  async down(db: AnyDb) {
    for (const table of await registryTables(db)) await dropRowCounts(db, dialect, table);
    if (dialect === 'postgres')
      await sql`drop function if exists owned_row_count_sync()`.execute(db);
    await db.schema.dropTable('owned_row_count').ifExists().execute();
  },
});
