import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * The state log: one row per state change of a record with a life cycle (a receipt received,
 * an order shipped), owned like the record it is about — which resource, which record, the
 * action, from and to, the remark, who and when (create_by, create_date).
 */
export const stateLog = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'state_log', (t) =>
      t
        .addColumn('resource', 'varchar(64)', (col) => col.notNull())
        .addColumn('record_id', 'integer', (col) => col.notNull())
        .addColumn('action', 'varchar(64)', (col) => col.notNull())
        .addColumn('from_state', 'integer', (col) => col.notNull())
        .addColumn('to_state', 'integer', (col) => col.notNull())
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'state_log', [['resource', 'record_id']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('state_log').execute();
  },
});
