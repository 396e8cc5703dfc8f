import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Store services (issue 19, docs/storefront.md "Store services"): what a store offers its
 * shoppers, in order; a service's name once per store.
 */
export const storeServices = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'store_service', (t) =>
      t
        .addColumn('store_id', 'integer', (col) =>
          col.notNull().references('store.id').onDelete('cascade'),
        )
        .addColumn('service_name', 'varchar(50)', (col) => col.notNull())
        .addColumn('icon', 'varchar(500)')
        .addColumn('description', 'varchar(200)')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'store_service', [['store_id', 'service_name']], { unique: true });
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('store_service').execute();
  },
});
