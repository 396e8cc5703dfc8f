import type { Resource } from '@retail/contract';
import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { whenChanged } from './0232-update-triggers-when-changed';
import { updatePartOf, whenChangedPostgres } from './0233-update-triggers-when-changed-postgres';
import { snake } from './list-indexes';
import { ROW_COUNTS_LEFT_OUT } from './row-counts';
import { countedColumnsOf, hasValueCounts } from './value-counts';

// The sums of a list's header totals (contract `totals`: the pay orders' paid and refunded
// amounts), kept by organisation and state by triggers beside `owned_value_count`
// (0234-list-state-sums): a list narrowed by its scope alone, by its state alone, or by one other
// filter its rows are counted by (an app), adds up its organisations' sums
// (resources/row-counts.ts) instead of reading each of a tenant's 600,000 rows on every search.
// Each row's amounts are added under `by_column` '' (every row) and under each such filter's
// column and the row's value. A new row adds its amounts, a removed one takes them away, and a
// row that changes an amount, its state, such a value or its owner moves them; an amount of 0
// (a new order's refunds) changes no sum and writes nothing. A list without a state field keeps
// its sums under state 0.

/** Names the triggers like the row counters' (cache/dependent-writes.ts: ROW_COUNT_TRIGGER). */
export const stateSumTrigger = (table: string) => `${table}_sum_row_count`;

/** What a list's sums are kept by (snake_case): its state, the summed columns, the filters. */
export type SummedColumns = { state?: string; columns: string[]; by: string[] };

/** The columns a resource's totals add, each once, its state column, and the other filters. */
export const summedColumnsOf = (resource: Resource): SummedColumns => {
  const state = resource.stateField ? snake(resource.stateField) : undefined;
  return {
    ...(state ? { state } : {}),
    columns: [
      ...new Set(Object.values(resource.totals?.sums ?? {}).map((sum) => snake(sum.field))),
    ],
    by: hasValueCounts(resource)
      ? countedColumnsOf(resource)
          .map(snake)
          .filter((column) => column !== state)
      : [],
  };
};

/** Whether a list's sums are kept at all: it declares totals, and its rows are counted. */
export const hasStateSums = (resource: Resource) =>
  !ROW_COUNTS_LEFT_OUT.includes(resource.table) && summedColumnsOf(resource).columns.length > 0;

const stateOf = (row: 'new' | 'old', state?: string) =>
  state ? `coalesce(${row}.${state}, 0)` : '0';
/** The key of the sum a row adds to under `by` ('' for every row). */
const byOf = (row: 'new' | 'old', by: string) =>
  by ? `'${by}', cast(${row}.${by} as text)` : `'', ''`;
const hasBy = (row: 'new' | 'old', by: string) => (by ? `${row}.${by} is not null` : 'true');

const changeOf = (
  table: string,
  { column, by }: { column: string; by: string },
  row: 'new' | 'old',
  state?: string,
) =>
  row === 'new'
    ? `insert into owned_state_sum
         (table_name, by_column, by_value, column_name, state, organ_id, total)
       select '${table}', ${byOf(row, by)}, '${column}', ${stateOf(row, state)}, new.organ_id,
         coalesce(new.${column}, 0)
       where ${hasBy(row, by)} and coalesce(new.${column}, 0) <> 0
       on conflict (table_name, by_column, by_value, column_name, state, organ_id)
       do update set total = owned_state_sum.total + excluded.total`
    : `update owned_state_sum set total = total - coalesce(old.${column}, 0)
       where table_name = '${table}' and by_column = '${by}'
         and by_value = ${by ? `cast(old.${by} as text)` : `''`} and column_name = '${column}'
         and state = ${stateOf(row, state)} and organ_id = old.organ_id
         and coalesce(old.${column}, 0) <> 0`;

/** PostgreSQL: the function of a list's triggers, the same statements as SQLite's triggers. */
const functionOf = (table: string) => `${stateSumTrigger(table)}_sync`;

/** A list's sums' keys (each summed column, for every row and by each filter), and their writes. */
const sumChangesOf = (resource: Resource) => {
  const { state, columns, by } = summedColumnsOf(resource);
  const keys = columns.flatMap((column) => ['', ...by].map((each) => ({ column, by: each })));
  const change = (key: (typeof keys)[number], row: 'new' | 'old') =>
    `${changeOf(resource.table, key, row, state)};`;
  const each = (row: 'new' | 'old') => keys.map((key) => change(key, row)).join('\n');
  return { state, keys, change, each };
};

/** Where a row's sum under a key sits, in the order its counter rows are taken (below). */
const placeOf = (row: 'new' | 'old', by: string, state?: string) =>
  `(${row}.organ_id, ${stateOf(row, state)}, ${by ? `cast(${row}.${by} as text)` : `''`})`;

/**
 * PostgreSQL: the function of a list's triggers (0234; 0240: in order). A changed row moves each
 * of its sums from the old key to the new one, each pair taken in one order (by organisation,
 * state and value), whichever way it moves; so two rows moving opposite ways at once (one to a
 * state, the other out of it) cannot each hold the sum the other wants
 * (counts-in-order.postgres.test.ts). Written out per table: no row turned to JSON to find its
 * columns by name.
 */
export const stateSumFunctionOf = (resource: Resource): string => {
  const { table } = resource;
  const { state, keys, change, each } = sumChangesOf(resource);
  const moved = keys
    .map(
      (key) =>
        `if ${placeOf('new', key.by, state)} < ${placeOf('old', key.by, state)} then
           ${change(key, 'new')} ${change(key, 'old')}
         else
           ${change(key, 'old')} ${change(key, 'new')}
         end if;`,
    )
    .join('\n');
  return `create or replace function ${functionOf(table)}() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then ${moved}
      elsif tg_op = 'DELETE' then ${each('old')}
      else ${each('new')}
      end if;
      return null;
    end $$`;
};

/**
 * Keeps a list's sums from now on, and adds up those of the rows it has already. It reads the
 * declaration as it is when the migration runs: a sum declared later needs a migration that
 * drops and keeps the sums again (registry-state-sums.test.ts checks every declared sum).
 */
export const keepStateSums = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const { table } = resource;
  const { state, columns, by } = summedColumnsOf(resource);
  const name = stateSumTrigger(table);
  const watched = ['organ_id', ...(state ? [state] : []), ...columns, ...by];
  const { each } = sumChangesOf(resource);
  if (dialect === 'postgres') {
    await sql.raw(stateSumFunctionOf(resource)).execute(db);
    await sql
      .raw(
        `create trigger ${name} after insert or delete on ${table}
         for each row execute function ${functionOf(table)}()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${updatePartOf(name)} after update of ${watched.join(', ')} on ${table}
         for each row ${whenChangedPostgres(watched)}
         execute function ${functionOf(table)}()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(`create trigger ${name} after insert on ${table} begin ${each('new')} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${name}_delete after delete on ${table} begin ${each('old')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of ${watched.join(', ')} on ${table}
         ${whenChanged(watched)}
         begin ${each('old')} ${each('new')} end`,
      )
      .execute(db);
  }
  for (const statement of fillStateSums(resource)) await sql.raw(statement).execute(db);
};

/** The statements that add up a list's sums anew (the bench's loaders, after a load). */
export const fillStateSums = (resource: Resource): string[] => {
  const { table } = resource;
  const { state, columns, by } = summedColumnsOf(resource);
  const stateColumn = state ? `coalesce(${state}, 0)` : '0';
  return [
    `delete from owned_state_sum where table_name = '${table}'`,
    ...columns.flatMap((column) =>
      ['', ...by].map((each) => {
        const value = each ? `cast(${each} as text)` : `''`;
        return `insert into owned_state_sum
            (table_name, by_column, by_value, column_name, state, organ_id, total)
          select '${table}', '${each}', ${value}, '${column}', ${stateColumn}, organ_id,
            coalesce(sum(${column}), 0)
          from ${table} ${each ? `where ${each} is not null` : ''}
          group by ${[...(each ? [value] : []), stateColumn, 'organ_id'].join(', ')}`;
      }),
    ),
  ];
};

export const dropStateSums = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const name = stateSumTrigger(resource.table);
  if (dialect === 'postgres') {
    for (const trigger of [name, updatePartOf(name)])
      await sql.raw(`drop trigger if exists ${trigger} on ${resource.table}`).execute(db);
    await sql.raw(`drop function if exists ${functionOf(resource.table)}()`).execute(db);
  } else
    for (const suffix of ['', '_delete', '_update'])
      await sql.raw(`drop trigger if exists ${name}${suffix}`).execute(db);
};
