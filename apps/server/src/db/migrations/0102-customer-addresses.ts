import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/** Customers' delivery addresses (issue 20), one of them the customer's default. */
export const customerAddresses = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'customer_address', (t) =>
      t
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('area', 'varchar(100)')
        .addColumn('detail_address', 'varchar(255)', (col) => col.notNull())
        .addColumn('default_status', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'customer_address', [['customer_id', 'default_status']]);
  },
});
