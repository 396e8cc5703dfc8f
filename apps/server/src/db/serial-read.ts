import { type CompiledQuery, PostgresAdapter } from 'kysely';
import type { AnyDb } from './migrations/columns';
import { pinnedPlanner } from './prepared-statements';

/**
 * The rows of a read run without PostgreSQL's parallel workers. Under the row-level wall the
 * planner cannot see through the policy and guesses a tenant's rows at a hundredth of what they
 * are; with that guess a page's ids far down a list (page 1,000: 20,000 ids passed) are read by
 * parallel workers, and merging their rows costs about 100 ms where one process reads them in
 * 4–6 ms (bench/README.md, "PostgreSQL, 1,000,000 rows per list"). The setting holds for this
 * read alone, in a transaction of its own (the wall is put on its connection as on any other);
 * inside a caller's transaction, and on SQLite, the read runs as it is.
 */
export const readSerially = async <R>(
  // Table-generic: the query was built on this database, whatever its tables.
  db: AnyDb,
  query: CompiledQuery<R>,
): Promise<R[]> => {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || db.isTransaction)
    return (await db.executeQuery(query)).rows;
  return db.transaction().execute(async (trx) => {
    await pinnedPlanner().execute(trx);
    return (await trx.executeQuery(query)).rows;
  });
};
