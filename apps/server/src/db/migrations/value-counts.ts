import type { Resource } from '@retail/contract';
import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { GROWING_LISTS } from './0218-list-filter-indexes';
import { snake } from './list-indexes';
import { ROW_COUNTS_LEFT_OUT } from './row-counts';

// How many rows each organisation owns of each value of a list's few-valued exact filters (a
// state, a choice, an app), kept by triggers beside `owned_row_count` (0221-list-value-counts):
// a list filtered by one of them sums its counters over the caller's organisations
// (resources/row-counts.ts) instead of counting the 250,000 rows of a common value on each
// call. +1 for a new row's values, −1 for a removed row's, both when a row changes a counted
// value or its owner. Keyed by organisation only, like `owned_row_count`.

/** Names the triggers like the row counters' (cache/dependent-writes.ts: ROW_COUNT_TRIGGER). */
export const valueCountTrigger = (table: string) => `${table}_value_row_count`;

/**
 * The columns counted by value: exact filters with fixed values, and references to records
 * that do not grow with use (an app, a level). A reference to a growing list (a refund's pay
 * order) has about as many values as rows: its index range is already small.
 */
export const countedColumnsOf = (resource: Resource): string[] => {
  const growing: readonly string[] = GROWING_LISTS;
  return Object.entries(resource.fields)
    .filter(
      ([, spec]) =>
        spec.filter === 'equals' &&
        (spec.options !== undefined ||
          (spec.kind === 'reference' &&
            spec.references !== undefined &&
            spec.referenceTable === undefined &&
            !growing.includes(spec.references))),
    )
    .map(([name]) => name);
};

/** Whether a list's rows are counted by value at all (the audit log's outlive their owner). */
export const hasValueCounts = (resource: Resource) =>
  !ROW_COUNTS_LEFT_OUT.includes(resource.table) && countedColumnsOf(resource).length > 0;

const changeOf = (
  table: string,
  column: string,
  row: 'new' | 'old',
  sign: '+' | '-',
  when = 'true',
) =>
  sign === '+'
    ? `insert into owned_value_count (table_name, column_name, value, organ_id, row_count)
       select '${table}', '${column}', cast(${row}.${column} as text), ${row}.organ_id, 1
       where ${row}.${column} is not null and ${when}
       on conflict (table_name, column_name, value, organ_id)
       do update set row_count = owned_value_count.row_count + 1`
    : `update owned_value_count set row_count = row_count - 1
       where table_name = '${table}' and column_name = '${column}'
       and value = cast(${row}.${column} as text) and organ_id = ${row}.organ_id and ${when}`;

/** The new value's counter, one up (written once, placed before or after the old one's). */
const ADD_NEW_VALUE = `insert into owned_value_count (table_name, column_name, value, organ_id, row_count)
        values (tg_table_name, counted, new_value, new.organ_id, 1)
        on conflict (table_name, column_name, value, organ_id)
        do update set row_count = owned_value_count.row_count + 1;`;

/**
 * PostgreSQL's one trigger function: the counted columns are the trigger's arguments. A row
 * that moves takes its two counters of a column in one order, by organisation and then value,
 * whichever way it moves (0238-value-counts-in-order): two rows moving opposite ways at once (a
 * notification that fails beside another one resent) wait for each other in turn, instead of
 * each holding the counter the other wants until PostgreSQL ends one ("deadlock detected").
 */
export const VALUE_COUNT_FUNCTION = `create or replace function owned_value_count_sync()
  returns trigger language plpgsql as $$
  declare
    counted text;
    old_value text;
    new_value text;
    added_first boolean;
  begin
    foreach counted in array tg_argv loop
      old_value := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) ->> counted end;
      new_value := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) ->> counted end;
      if tg_op = 'UPDATE' and old.organ_id = new.organ_id
         and old_value is not distinct from new_value then
        continue;
      end if;
      added_first := old_value is not null and new_value is not null
        and (new.organ_id, new_value) < (old.organ_id, old_value);
      if added_first then
        ${ADD_NEW_VALUE}
      end if;
      if old_value is not null then
        update owned_value_count set row_count = row_count - 1
        where table_name = tg_table_name and owned_value_count.column_name = counted
          and value = old_value and organ_id = old.organ_id;
      end if;
      if new_value is not null and not added_first then
        ${ADD_NEW_VALUE}
      end if;
    end loop;
    return null;
  end $$`;

/**
 * Counts a growing list's rows by value from now on, and those it has already. It reads the
 * declaration as it is when the migration runs: a counted filter declared later needs a
 * migration that drops and keeps the counts again (registry-list-totals.test.ts checks every
 * counted filter's totals).
 */
export const keepValueCounts = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const { table } = resource;
  const columns = countedColumnsOf(resource).map(snake);
  const name = valueCountTrigger(table);
  if (dialect === 'postgres') {
    const watched = ['organ_id', ...columns].join(', ');
    const args = columns.map((column) => `'${column}'`).join(', ');
    await sql
      .raw(
        `create trigger ${name} after insert or delete or update of ${watched} on ${table}
         for each row execute function owned_value_count_sync(${args})`,
      )
      .execute(db);
  } else {
    const each = (make: (column: string) => string) => columns.map(make).join('; ');
    await sql
      .raw(
        `create trigger ${name} after insert on ${table}
         begin ${each((column) => changeOf(table, column, 'new', '+'))}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${table}
         begin ${each((column) => changeOf(table, column, 'old', '-'))}; end`,
      )
      .execute(db);
    // One trigger for every counted column: a change of owner moves each of the row's values.
    const changed = (column: string) =>
      `(old.organ_id <> new.organ_id or old.${column} is not new.${column})`;
    await sql
      .raw(
        `create trigger ${name}_update after update of ${['organ_id', ...columns].join(', ')}
         on ${table}
         begin ${each(
           (column) =>
             `${changeOf(table, column, 'old', '-', changed(column))};
              ${changeOf(table, column, 'new', '+', changed(column))}`,
         )}; end`,
      )
      .execute(db);
  }
  for (const statement of fillValueCounts(resource)) await sql.raw(statement).execute(db);
};

/** The statements that count a list's rows by value anew (the bench's loader, after a load). */
export const fillValueCounts = (resource: Resource): string[] => {
  const { table } = resource;
  return [
    `delete from owned_value_count where table_name = '${table}'`,
    ...countedColumnsOf(resource)
      .map(snake)
      .map(
        (column) =>
          `insert into owned_value_count (table_name, column_name, value, organ_id, row_count)
           select '${table}', '${column}', cast(${column} as text), organ_id, count(*)
           from ${table} where ${column} is not null group by ${column}, organ_id`,
      ),
  ];
};

export const dropValueCounts = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const name = valueCountTrigger(resource.table);
  if (dialect === 'postgres')
    await sql.raw(`drop trigger if exists ${name} on ${resource.table}`).execute(db);
  else
    for (const suffix of ['', '_delete', '_update'])
      await sql.raw(`drop trigger if exists ${name}${suffix}`).execute(db);
};
