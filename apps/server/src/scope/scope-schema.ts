import { sql } from 'kysely';
import type { SqlDialect } from '../db/dialect';
import type { AnyDb } from '../db/migrations/columns';
import { enableRowSecurity } from './row-security';

/**
 * Makes an owned table ready for the scope layer; call it in the migration that creates the
 * table (after `withOwner`). PostgreSQL compares organ_path byte-wise (COLLATE "C") so the
 * subtree range equals the prefix match whatever the server's locale (SQLite's default BINARY
 * collation already does); the (tenant_id, organ_path) index serves the scope condition.
 * On PostgreSQL the table also gets the row-level security wall (row-security.ts).
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
    await enableRowSecurity(db, table);
  }
  await db.schema
    .createIndex(`${table}_tenant_id_organ_path_idx`)
    .on(table)
    .columns(['tenant_id', 'organ_path'])
    .execute();
};
