import { type Migration, sql } from 'kysely';
import { enableRowSecurity } from '../../scope/row-security';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * The wall's policies made again with their settings typed once per statement (PostgreSQL
 * only; scope/row-security.ts): whether the wall is off and whether the caller sees every
 * tenant are booleans, the caller's tenant an integer, so no row's tenant id is written out as
 * text to be compared. Every table that has the policies gets them again; what they let through
 * is unchanged.
 */
export const rowWallTypedSettings = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    const { rows } = await sql<{ table: string }>`
      select distinct tablename as "table" from pg_policies
      where schemaname = current_schema() and policyname = 'retail_read'
      order by tablename`.execute(db);
    for (const { table } of rows) await enableRowSecurity(db, table);
  },
});
