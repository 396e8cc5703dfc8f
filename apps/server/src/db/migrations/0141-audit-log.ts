import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { prepareOwnedTable } from '../../scope/scope-schema';
import { type AnyDb, createIndexes, withAudit, withId } from './columns';

/**
 * The audit log (issue 14, docs/security.md "Audit log"): every record created, changed or
 * removed through the data scope, with who, when, and the record before and after. Owned by the
 * record's organisation, so its rows are seen by whoever sees the record's organisation; its
 * organ_id has no foreign key, as the log outlives a removed organisation (and does not count
 * as the organisation's data).
 */
export const auditLog = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await withAudit(
      withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('table_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('record_id', 'integer', (col) => col.notNull())
        .addColumn('action', 'varchar(16)', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull())
        .addColumn('changes', 'varchar(2000)')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('tenant_id', 'integer', (col) => col.notNull())
        .addColumn('organ_id', 'integer', (col) => col.notNull())
        .addColumn('organ_path', 'varchar(255)', (col) => col.notNull()),
    ).execute();
    await prepareOwnedTable(db, dialect, 'audit_log');
    await createIndexes(db, 'audit_log', [
      ['table_name', 'record_id'],
      ['action'],
      ['create_by'],
      ['user_id'],
    ]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('audit_log').execute();
  },
});
