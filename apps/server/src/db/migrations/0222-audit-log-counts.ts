import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import {
  dropTenantRowCounts,
  keepTenantRowCounts,
  ROW_COUNTS_LEFT_OUT,
  TENANT_ROW_COUNT_FUNCTION,
} from './row-counts';

// The audit log's total for a tenant's whole tree (issue 15, goal 3; bench/README.md "Registry
// lists at 1,000,000 rows"): its rows outlive their organisation, so the row counters by
// organisation leave it out, and it counted its 600,000 entries on every call (21–37 ms). It is
// now counted by tenant and organisation (row-counts.ts: tenant_row_count).

export const auditLogCounts = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('tenant_row_count')
      .addColumn('table_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('tenant_id', 'integer', (col) => col.notNull())
      .addColumn('organ_id', 'integer', (col) => col.notNull())
      .addColumn('row_count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('tenant_row_count_pkey', ['table_name', 'tenant_id', 'organ_id'])
      .execute();
    if (dialect === 'postgres') await sql.raw(TENANT_ROW_COUNT_FUNCTION).execute(db);
    for (const table of ROW_COUNTS_LEFT_OUT) await keepTenantRowCounts(db, dialect, table);
  },

  async down(db: AnyDb) {
    for (const table of ROW_COUNTS_LEFT_OUT) await dropTenantRowCounts(db, dialect, table);
    if (dialect === 'postgres')
      await sql`drop function if exists tenant_row_count_sync()`.execute(db);
    await db.schema.dropTable('tenant_row_count').ifExists().execute();
  },
});
