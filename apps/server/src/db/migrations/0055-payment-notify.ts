import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Merchant notifications (issue 17): one record per order outcome to tell the merchant (its
 * tries, last answer and when the next is due), unique per order; and a refund's own notify
 * URL. `next_attempt_at` (epoch milliseconds, null once no try is due) is what the sweep reads.
 */
export const paymentNotify = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'pay_mch_notify_record', (t) =>
      t
        .addColumn('order_type', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('order_id', 'varchar(32)', (col) => col.notNull())
        .addColumn('mch_order_no', 'varchar(64)', (col) => col.notNull())
        .addColumn('mch_no', 'varchar(64)')
        .addColumn('app_id', 'varchar(32)')
        .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
        .addColumn('notify_url', 'varchar(255)', (col) => col.notNull())
        .addColumn('body', 'varchar(4000)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_result', 'varchar(255)')
        .addColumn('last_notify_time', 'varchar(19)')
        .addColumn('next_notify_time', 'varchar(19)')
        .addColumn('next_attempt_at', 'bigint'),
    );
    await createIndexes(db, 'pay_mch_notify_record', [['order_type', 'order_id']], {
      unique: true,
    });
    await createIndexes(db, 'pay_mch_notify_record', [
      ['order_id'],
      ['mch_app_id'],
      ['state', 'next_attempt_at'],
    ]);
    await db.schema
      .alterTable('pay_refund_order')
      .addColumn('notify_url', 'varchar(255)')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('pay_refund_order').dropColumn('notify_url').execute();
    await db.schema.dropTable('pay_mch_notify_record').execute();
  },
});
