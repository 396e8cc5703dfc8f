import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { readPlannedWithValues } from '../db/planned-read';
import {
  ROW_COUNTS_LEFT_OUT,
  rowCountTrigger,
  tenantRowCountTrigger,
} from '../db/migrations/row-counts';
import { stateSumTrigger } from '../db/migrations/state-sums';
import { valueCountTrigger } from '../db/migrations/value-counts';
import { scopeFiltersBypassed } from '../scope/scope';
import { scopeCondition, type ScopeView, untyped } from '../scope/scoped-db';
import { type AnySelect, isWholePlatform, isWholeTenant } from './list-page';

// The exact number of a table's rows in a scope view without counting them: the per-
// organisation counters the triggers of db/migrations/row-counts.ts keep, summed over the
// organisations of the view (read through the organisation table, so the wall and the
// selectors apply as to the rows themselves).

const counted = new WeakMap<Db, Map<string, Promise<boolean>>>();

/** Whether the trigger that keeps a table's counters exists, asked once per trigger. */
const isCounted = (db: Db, name: string): Promise<boolean> => {
  let tables = counted.get(db);
  if (!tables) counted.set(db, (tables = new Map()));
  let found = tables.get(name);
  if (!found) {
    const query =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql<{ found: number }>`select 1 as found from pg_trigger where tgname = ${name}`
        : sql<{ found: number }>`select 1 as found from sqlite_master
            where type = 'trigger' and name = ${name}`;
    found = query.execute(db).then((result) => result.rows.length > 0);
    tables.set(name, found);
  }
  return found;
};

/** The counters are read only with the scope's own conditions (not walled on PostgreSQL). */
const readsCounters = (view: ScopeView) =>
  !view.empty && !view.alsoAt?.length && !scopeFiltersBypassed();

/** The sum of `counters` (a counter table's rows, `table` its name) over the view's organisations. */
const summed = async (counters: AnySelect, table: string, view: ScopeView) => {
  const row = (await counters
    .innerJoin('organ', 'organ.id', `${table}.organId`)
    .where(scopeCondition(view, 'organ'))
    .select(sql<number | string | null>`sum(row_count)`.as('total'))
    .executeTakeFirst()) as { total: number | string | null } | undefined;
  return Number(row?.total ?? 0);
};

/**
 * The rows of `table` (snake_case) in the view, from the counters; undefined when the table is
 * not counted, the view also reads shared rows above the caller, or the scope's conditions are
 * off (the isolation suite's wall-only run): then the rows are counted.
 */
export const countedRows = async (
  db: Db,
  table: string,
  view: ScopeView,
): Promise<number | undefined> => {
  if (!readsCounters(view)) return undefined;
  // Rows that outlive their organisation: a tenant's whole tree by its counters by tenant, the
  // platform's view of every tenant by all of them (every row of the table).
  if (ROW_COUNTS_LEFT_OUT.includes(table)) {
    const platform = isWholePlatform(view);
    if (!(platform || isWholeTenant(view)) || !(await isCounted(db, tenantRowCountTrigger(table))))
      return undefined;
    let counters = untyped(db).selectFrom('tenantRowCount').where('tableName', '=', table);
    if (!platform) counters = counters.where('tenantId', '=', view.tenantId);
    const row = (await counters
      .select(sql<number | string | null>`sum(row_count)`.as('total'))
      .executeTakeFirst()) as { total: number | string | null } | undefined;
    return Number(row?.total ?? 0);
  }
  if (!(await isCounted(db, rowCountTrigger(table)))) return undefined;
  return summed(
    untyped(db).selectFrom('ownedRowCount').where('ownedRowCount.tableName', '=', table),
    'ownedRowCount',
    view,
  );
};

/** One exact filter's column (snake_case) and value, as the list compares them. */
export type CountedValue = { column: string; value: string | number };

/**
 * The rows of `table` in the view whose `column` holds `value`, from the counters by value
 * (db/migrations/value-counts.ts); undefined when the table's values are not counted (then, as
 * above, the rows are counted).
 */
export const countedValueRows = async (
  db: Db,
  table: string,
  { column, value }: CountedValue,
  view: ScopeView,
): Promise<number | undefined> => {
  if (!readsCounters(view) || !(await isCounted(db, valueCountTrigger(table)))) return undefined;
  return summed(
    untyped(db)
      .selectFrom('ownedValueCount')
      .where('ownedValueCount.tableName', '=', table)
      .where('ownedValueCount.columnName', '=', column)
      .where('ownedValueCount.value', '=', String(value)),
    'ownedValueCount',
    view,
  );
};

/** One kept sum's column (snake_case) and the states it adds (all when none are named). */
export type KeptSum = { column: string; states?: readonly number[] };

/**
 * Each sum over the rows of `table` in the view (of the rows in `state`, or holding `by`'s value,
 * alone when given), from the sums kept by organisation and state (db/migrations/state-sums.ts);
 * undefined when the table's sums are not kept (then the rows are read).
 */
export const keptSums = async (
  db: Db,
  table: string,
  sums: Record<string, KeptSum>,
  view: ScopeView,
  { state, by }: { state?: number; by?: CountedValue },
): Promise<Record<string, number> | undefined> => {
  if (!readsCounters(view) || !(await isCounted(db, stateSumTrigger(table)))) return undefined;
  let select = untyped(db)
    .selectFrom('ownedStateSum')
    .innerJoin('organ', 'organ.id', 'ownedStateSum.organId')
    .where('ownedStateSum.tableName', '=', table)
    .where('ownedStateSum.byColumn', '=', by?.column ?? '')
    .where('ownedStateSum.byValue', '=', by ? String(by.value) : '')
    .where(scopeCondition(view, 'organ'));
  if (state !== undefined) select = select.where('ownedStateSum.state', '=', state);
  // Planned with its values (PostgreSQL): a kept generic plan of it read every sum of the
  // table under the wall, 35–63 ms a call against 1–2 ms planned (bench/README.md).
  const rows = (await readPlannedWithValues(
    db,
    select
      .groupBy(['ownedStateSum.columnName', 'ownedStateSum.state'])
      .select([
        'ownedStateSum.columnName as column',
        'ownedStateSum.state as state',
        sql<number | string | null>`sum(total)`.as('total'),
      ])
      .compile(),
  )) as { column: string; state: number | string; total: number | string | null }[];
  return Object.fromEntries(
    Object.entries(sums).map(([name, sum]) => [
      name,
      rows
        .filter(
          (row) =>
            row.column === sum.column && (!sum.states || sum.states.includes(Number(row.state))),
        )
        .reduce((total, row) => total + Number(row.total ?? 0), 0),
    ]),
  );
};
