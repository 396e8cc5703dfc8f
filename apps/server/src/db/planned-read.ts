import type { CompiledQuery } from 'kysely';
import type { AnyDb } from './migrations/columns';
import { PLANNED_WITH_VALUES } from './prepared-statements';

/**
 * The rows of a read planned with its values on every call (on PostgreSQL; on SQLite it runs as
 * it is): a list page's ids, whose best plan depends on the offset and on how many rows the view
 * holds, where a kept generic plan is made for neither. Sent as an unnamed statement
 * (`PLANNED_WITH_VALUES`, db/prepared-statements.ts), in no transaction of its own: one round
 * trip where a transaction pinning the plan took four. No parallel workers: `SERIAL_PLANS`
 * (db/database.ts).
 */
export const readPlannedWithValues = async <R>(
  // Table-generic: the query was built on this database, whatever its tables.
  db: AnyDb,
  query: CompiledQuery<R>,
): Promise<R[]> => {
  const marked: CompiledQuery<R> = { ...query, sql: `${query.sql}${PLANNED_WITH_VALUES}` };
  return (await db.executeQuery(marked)).rows;
};
