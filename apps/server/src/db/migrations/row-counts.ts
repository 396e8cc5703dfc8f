import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// The triggers that keep `owned_row_count` (0213-registry-row-counts.ts): +1 for the owner
// organisation of a new row, −1 for that of a removed one, both when a row changes owner.

/** Tables whose rows outlive their organisation (the audit log): counted by count(*) instead. */
export const ROW_COUNTS_LEFT_OUT: readonly string[] = ['audit_log'];

/** The trigger whose presence says a table's rows are counted (resources/row-counts.ts). */
export const rowCountTrigger = (table: string) => `${table}_row_count`;

const plus = (table: string, row: 'new') =>
  `insert into owned_row_count (table_name, organ_id, row_count) values ('${table}', ${row}.organ_id, 1)
   on conflict (table_name, organ_id) do update set row_count = owned_row_count.row_count + 1`;
const minus = (table: string, row: 'old') =>
  `update owned_row_count set row_count = row_count - 1
   where table_name = '${table}' and organ_id = ${row}.organ_id`;

/**
 * Counts the rows of an owned table by organisation from now on (and those it has already):
 * call it in the migration that creates a registry table, after prepareOwnedTable.
 */
export const keepRowCounts = async (db: AnyDb, dialect: SqlDialect, table: string) => {
  const name = rowCountTrigger(table);
  if (dialect === 'postgres')
    await sql
      .raw(
        `create trigger ${name} after insert or delete or update of organ_id on ${table}
         for each row execute function owned_row_count_sync()`,
      )
      .execute(db);
  else {
    await sql
      .raw(`create trigger ${name} after insert on ${table} begin ${plus(table, 'new')}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${table} begin ${minus(table, 'old')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of organ_id on ${table}
         when old.organ_id <> new.organ_id
         begin ${minus(table, 'old')}; ${plus(table, 'new')}; end`,
      )
      .execute(db);
  }
  await sql.raw(`delete from owned_row_count where table_name = '${table}'`).execute(db);
  await sql
    .raw(
      `insert into owned_row_count (table_name, organ_id, row_count)
       select '${table}', organ_id, count(*) from ${table} group by organ_id`,
    )
    .execute(db);
};

export const dropRowCounts = async (db: AnyDb, dialect: SqlDialect, table: string) => {
  const name = rowCountTrigger(table);
  if (dialect === 'postgres')
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  else
    for (const suffix of ['', '_delete', '_update'])
      await sql.raw(`drop trigger if exists ${name}${suffix}`).execute(db);
};
