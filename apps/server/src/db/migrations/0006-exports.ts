import type { Migration } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withAudit, withId, withOwner } from './columns';

/** Export jobs ("my exports"): status, progress and the file written under DATA_DIR. */
export const exportJobs = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await withAudit(
      withOwner(
        withId(db.schema.createTable('export_job'), dialect)
          .addColumn('user_id', 'integer', (col) =>
            col.notNull().references('user.id').onDelete('cascade'),
          )
          .addColumn('endpoint', 'varchar(128)', (col) => col.notNull())
          .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
          .addColumn('status', 'varchar(16)', (col) => col.notNull())
          .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('row_count', 'integer')
          .addColumn('file_size', 'bigint')
          .addColumn('reason', 'varchar(1000)')
          // The language of the user who started it: later texts about the job use it too.
          .addColumn('locale', 'varchar(8)', (col) => col.notNull().defaultTo('en'))
          // Relative to DATA_DIR; never sent to the client.
          .addColumn('file_path', 'varchar(500)')
          .addColumn('finish_date', 'varchar(19)'),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'export_job');
    await createIndexes(db, 'export_job', [['user_id', 'id'], ['status']]);
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('export_job').ifExists().execute();
  },
});
