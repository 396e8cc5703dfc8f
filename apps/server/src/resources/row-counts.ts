import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { rowCountTrigger } from '../db/migrations/row-counts';
import { scopeFiltersBypassed } from '../scope/scope';
import { scopeCondition, type ScopeView, untyped } from '../scope/scoped-db';

// The exact number of a table's rows in a scope view without counting them: the per-
// organisation counters the triggers of db/migrations/row-counts.ts keep, summed over the
// organisations of the view (read through the organisation table, so the wall and the
// selectors apply as to the rows themselves).

const counted = new WeakMap<Db, Map<string, Promise<boolean>>>();

/** Whether the table's rows are counted (its triggers exist), asked once per table. */
const isCounted = (db: Db, table: string): Promise<boolean> => {
  let tables = counted.get(db);
  if (!tables) counted.set(db, (tables = new Map()));
  let found = tables.get(table);
  if (!found) {
    const name = rowCountTrigger(table);
    const query =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql<{ found: number }>`select 1 as found from pg_trigger where tgname = ${name}`
        : sql<{ found: number }>`select 1 as found from sqlite_master
            where type = 'trigger' and name = ${name}`;
    found = query.execute(db).then((result) => result.rows.length > 0);
    tables.set(table, found);
  }
  return found;
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
  // The counters are not walled on PostgreSQL: only with the scope's own conditions applied.
  if (view.empty || view.alsoAt?.length || scopeFiltersBypassed()) return undefined;
  if (!(await isCounted(db, table))) return undefined;
  const row = (await untyped(db)
    .selectFrom('ownedRowCount')
    .innerJoin('organ', 'organ.id', 'ownedRowCount.organId')
    .where('ownedRowCount.tableName', '=', table)
    .where(scopeCondition(view, 'organ'))
    .select(sql<number | string | null>`sum(owned_row_count.row_count)`.as('total'))
    .executeTakeFirst()) as { total: number | string | null } | undefined;
  return Number(row?.total ?? 0);
};
