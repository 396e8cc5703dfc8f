import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * Document numbers: the last number given per prefix and day (RK20261125000001, …), taken by
 * an atomic upsert, so numbers never clash however many documents are made at once.
 */
export const documentSequence = (_dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('document_sequence')
      .addColumn('prefix', 'varchar(8)', (col) => col.notNull())
      .addColumn('day', 'varchar(8)', (col) => col.notNull())
      .addColumn('last', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('document_sequence_pkey', ['prefix', 'day'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('document_sequence').execute();
  },
});
