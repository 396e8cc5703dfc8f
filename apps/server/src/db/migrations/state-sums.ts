import type { Resource } from '@retail/contract';
import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { whenChanged } from './0232-update-triggers-when-changed';
import { updatePartOf, whenChangedPostgres } from './0233-update-triggers-when-changed-postgres';
import { snake } from './list-indexes';
import { ROW_COUNTS_LEFT_OUT } from './row-counts';

// The sums of a list's header totals (contract `totals`: the pay orders' paid and refunded
// amounts), kept by organisation and state by triggers beside `owned_value_count`
// (0234-list-state-sums): a list narrowed by its scope alone, or by its state alone, adds up its
// organisations' sums (resources/row-counts.ts) instead of reading each of a tenant's 600,000
// rows on every search. A new row adds its amounts to its organisation's and state's sums, a
// removed one takes them away, and a row that changes an amount, its state or its owner moves
// them. A list without a state field keeps its sums under state 0.

/** Names the triggers like the row counters' (cache/dependent-writes.ts: ROW_COUNT_TRIGGER). */
export const stateSumTrigger = (table: string) => `${table}_sum_row_count`;

/** The columns a resource's totals add (snake_case), each once, and its state column. */
export const summedColumnsOf = (resource: Resource): { state?: string; columns: string[] } => ({
  ...(resource.stateField ? { state: snake(resource.stateField) } : {}),
  columns: [...new Set(Object.values(resource.totals?.sums ?? {}).map((sum) => snake(sum.field)))],
});

/** Whether a list's sums are kept at all: it declares totals, and its rows are counted. */
export const hasStateSums = (resource: Resource) =>
  !ROW_COUNTS_LEFT_OUT.includes(resource.table) && summedColumnsOf(resource).columns.length > 0;

const stateOf = (row: 'new' | 'old', state?: string) =>
  state ? `coalesce(${row}.${state}, 0)` : '0';

const changeOf = (table: string, column: string, row: 'new' | 'old', state?: string) =>
  row === 'new'
    ? `insert into owned_state_sum (table_name, column_name, state, organ_id, total)
       values ('${table}', '${column}', ${stateOf(row, state)}, new.organ_id,
         coalesce(new.${column}, 0))
       on conflict (table_name, column_name, state, organ_id)
       do update set total = owned_state_sum.total + excluded.total`
    : `update owned_state_sum set total = total - coalesce(old.${column}, 0)
       where table_name = '${table}' and column_name = '${column}'
         and state = ${stateOf(row, state)} and organ_id = old.organ_id`;

/**
 * PostgreSQL's one trigger function: its first argument is the state column ('' for none), the
 * others the summed columns.
 */
export const STATE_SUM_FUNCTION = `create function owned_state_sum_sync() returns trigger
  language plpgsql as $$
  declare
    summed text;
    old_row jsonb;
    new_row jsonb;
  begin
    if tg_op in ('UPDATE', 'DELETE') then old_row := to_jsonb(old); end if;
    if tg_op in ('INSERT', 'UPDATE') then new_row := to_jsonb(new); end if;
    foreach summed in array tg_argv[1:] loop
      if old_row is not null then
        update owned_state_sum
        set total = total - coalesce((old_row ->> summed)::bigint, 0)
        where table_name = tg_table_name and owned_state_sum.column_name = summed
          and state = coalesce((old_row ->> tg_argv[0])::integer, 0)
          and organ_id = old.organ_id;
      end if;
      if new_row is not null then
        insert into owned_state_sum (table_name, column_name, state, organ_id, total)
        values (tg_table_name, summed, coalesce((new_row ->> tg_argv[0])::integer, 0),
          new.organ_id, coalesce((new_row ->> summed)::bigint, 0))
        on conflict (table_name, column_name, state, organ_id)
        do update set total = owned_state_sum.total + excluded.total;
      end if;
    end loop;
    return null;
  end $$`;

/**
 * Keeps a list's sums from now on, and adds up those of the rows it has already. It reads the
 * declaration as it is when the migration runs: a sum declared later needs a migration that
 * drops and keeps the sums again (registry-state-sums.test.ts checks every declared sum).
 */
export const keepStateSums = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const { table } = resource;
  const { state, columns } = summedColumnsOf(resource);
  const name = stateSumTrigger(table);
  const watched = ['organ_id', ...(state ? [state] : []), ...columns];
  if (dialect === 'postgres') {
    const args = [state ?? '', ...columns].map((column) => `'${column}'`).join(', ');
    await sql
      .raw(
        `create trigger ${name} after insert or delete on ${table}
         for each row execute function owned_state_sum_sync(${args})`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${updatePartOf(name)} after update of ${watched.join(', ')} on ${table}
         for each row ${whenChangedPostgres(watched)}
         execute function owned_state_sum_sync(${args})`,
      )
      .execute(db);
  } else {
    const each = (make: (column: string) => string) => columns.map(make).join('; ');
    await sql
      .raw(
        `create trigger ${name} after insert on ${table}
         begin ${each((column) => changeOf(table, column, 'new', state))}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_delete after delete on ${table}
         begin ${each((column) => changeOf(table, column, 'old', state))}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name}_update after update of ${watched.join(', ')} on ${table}
         ${whenChanged(watched)}
         begin ${each(
           (column) =>
             `${changeOf(table, column, 'old', state)}; ${changeOf(table, column, 'new', state)}`,
         )}; end`,
      )
      .execute(db);
  }
  for (const statement of fillStateSums(resource)) await sql.raw(statement).execute(db);
};

/** The statements that add up a list's sums anew (the bench's loaders, after a load). */
export const fillStateSums = (resource: Resource): string[] => {
  const { table } = resource;
  const { state, columns } = summedColumnsOf(resource);
  const stateColumn = state ? `coalesce(${state}, 0)` : '0';
  return [
    `delete from owned_state_sum where table_name = '${table}'`,
    ...columns.map(
      (column) =>
        `insert into owned_state_sum (table_name, column_name, state, organ_id, total)
         select '${table}', '${column}', ${stateColumn}, organ_id, coalesce(sum(${column}), 0)
         from ${table} group by ${stateColumn}, organ_id`,
    ),
  ];
};

export const dropStateSums = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  const name = stateSumTrigger(resource.table);
  if (dialect === 'postgres')
    for (const trigger of [name, updatePartOf(name)])
      await sql.raw(`drop trigger if exists ${trigger} on ${resource.table}`).execute(db);
  else
    for (const suffix of ['', '_delete', '_update'])
      await sql.raw(`drop trigger if exists ${name}${suffix}`).execute(db);
};
