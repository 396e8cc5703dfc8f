import { type Migration, sql } from 'kysely';
import { enableRowSecurity } from '../../scope/row-security';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * The row-level security wall on every owned table made before `prepareOwnedTable` set it
 * (PostgreSQL only; see scope/row-security.ts and docs/security.md). Tables made later get it
 * from `prepareOwnedTable` itself.
 */
export const rowSecurity = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'organ_path'
      order by table_name`.execute(db);
    for (const { table_name: table } of rows) await enableRowSecurity(db, table);
  },
});
