import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Transfer orders (issue 17): a merchant app's payouts, unique per app and merchant transfer
 * number (creating is idempotent on it), the server's number unique everywhere.
 */
export const paymentTransfer = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'pay_transfer_order', (t) =>
      t
        .addColumn('transfer_id', 'varchar(32)')
        .addColumn('mch_no', 'varchar(64)')
        .addColumn('app_id', 'varchar(32)')
        .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
        .addColumn('mch_transfer_no', 'varchar(64)', (col) => col.notNull())
        .addColumn('if_code', 'varchar(20)', (col) => col.notNull())
        .addColumn('entry_type', 'varchar(20)', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('account_no', 'varchar(64)', (col) => col.notNull())
        .addColumn('account_name', 'varchar(64)')
        .addColumn('bank_name', 'varchar(64)')
        .addColumn('transfer_desc', 'varchar(128)', (col) => col.notNull())
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('channel_order_no', 'varchar(64)')
        .addColumn('err_msg', 'varchar(255)')
        .addColumn('notify_url', 'varchar(255)')
        .addColumn('success_time', 'varchar(19)'),
    );
    await createIndexes(db, 'pay_transfer_order', [['transfer_id']], { unique: true });
    await createIndexes(db, 'pay_transfer_order', [['mch_app_id', 'mch_transfer_no']], {
      unique: true,
    });
    await createIndexes(db, 'pay_transfer_order', [['state']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('pay_transfer_order').execute();
  },
});
