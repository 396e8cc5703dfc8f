import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Statistics (issue 19, docs/statistics.md): report templates (a name unique per tenant, a
 * subject, its metrics, the grouping and a default period) and report tasks (a template run by
 * hand or on a schedule, its state, row count, times, who triggered it and the export it wrote).
 */
export const reportTemplates = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'report_template', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('subject', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('metrics', 'varchar(500)', (col) => col.notNull())
        .addColumn('period', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('group_by', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('days', 'integer', (col) => col.notNull().defaultTo(7))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'report_template', [['tenant_id', 'name']], { unique: true });
    await createIndexes(db, 'report_template', [['subject'], ['enable']]);

    await ownedTable(db, dialect, 'report_task', (t) =>
      t
        .addColumn('template_id', 'integer', (col) =>
          col.notNull().references('report_template.id'),
        )
        .addColumn('trigger', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('run_time', 'varchar(5)')
        .addColumn('run_day', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('date_from', 'varchar(10)')
        .addColumn('date_to', 'varchar(10)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('row_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('started_at', 'varchar(19)')
        .addColumn('finished_at', 'varchar(19)')
        .addColumn('next_run_at', 'varchar(19)')
        .addColumn('triggered_by', 'varchar(64)')
        .addColumn('export_job_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('user_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locale', 'varchar(5)')
        .addColumn('error', 'varchar(1000)'),
    );
    await createIndexes(db, 'report_task', [
      ['template_id'],
      ['trigger'],
      ['state'],
      ['next_run_at'],
    ]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('report_task').execute();
    await db.schema.dropTable('report_template').execute();
  },
});
