import { sql } from 'kysely';
import type { SqlDialect } from '../db/dialect';
import type { AnyDb } from '../db/migrations/columns';
import { enableRowSecurity } from './row-security';

/**
 * How finely PostgreSQL's statistics describe an owned table's organ_path: the most common
 * paths and histogram bins it keeps (the default is 100). A subtree is a range of paths, and
 * with 100 a store's range falls inside one bin, which the planner reads as nearly empty: it
 * then prefers reading the subtree's rows to test a filter over the filter's own index of the
 * subtree (bench/README.md, "A subtree's goods as PostgreSQL estimates them").
 */
export const PATH_STATISTICS = 1000;

/** Keeps PATH_STATISTICS for `table`'s organ_path (PostgreSQL; the next ANALYZE uses them). */
export const keepPathStatistics = async (db: AnyDb, table: string): Promise<void> => {
  await sql`alter table ${sql.table(table)} alter column organ_path set statistics ${sql.lit(PATH_STATISTICS)}`.execute(
    db,
  );
};

/**
 * Makes an owned table ready for the scope layer; call it in the migration that creates the
 * table (after `withOwner`). PostgreSQL compares organ_path byte-wise (COLLATE "C") so the
 * subtree range equals the prefix match whatever the server's locale (SQLite's default BINARY
 * collation already does); the (tenant_id, organ_path) index serves the scope condition.
 * On PostgreSQL the table also gets the row-level security wall (row-security.ts) and detailed
 * statistics of its paths (PATH_STATISTICS).
 */
export const prepareOwnedTable = async (
  db: AnyDb,
  dialect: SqlDialect,
  table: string,
): Promise<void> => {
  if (dialect === 'postgres') {
    await sql`alter table ${sql.table(table)} alter column organ_path type varchar(255) collate "C"`.execute(
      db,
    );
    await keepPathStatistics(db, table);
    await enableRowSecurity(db, table);
  }
  await db.schema
    .createIndex(`${table}_tenant_id_organ_path_idx`)
    .on(table)
    .columns(['tenant_id', 'organ_path'])
    .execute();
};
