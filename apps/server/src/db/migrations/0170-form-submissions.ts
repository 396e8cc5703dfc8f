import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Form submissions (issue 19, docs/renovation.md "Forms on pages"): what shoppers sent through a
 * form block of a published page, owned like the page; a retry with the same request key is
 * the same submission. A form or page with answers is not removed (the registry's "in use").
 */
export const formSubmissions = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'form_submission', (t) =>
      t
        .addColumn('form_id', 'integer', (col) => col.notNull().references('flow_form.id'))
        .addColumn('page_id', 'integer', (col) => col.notNull().references('renovation_page.id'))
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('summary', 'varchar(2000)', (col) => col.notNull())
        .addColumn('locale', 'varchar(8)', (col) => col.notNull())
        .addColumn('submitted_at', 'varchar(19)', (col) => col.notNull())
        .addColumn('request_key', 'varchar(64)', (col) => col.notNull()),
    );
    await createIndexes(db, 'form_submission', [['page_id'], ['submitted_at']]);
    await createIndexes(db, 'form_submission', [['form_id', 'request_key']], { unique: true });
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('form_submission').execute();
  },
});
