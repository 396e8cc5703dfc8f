import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';

/**
 * Payments (issue 17, docs/payments.md): a pay passage's limits in cents (the least and the most
 * one payment may be, what its orders may add up to in a day; 0 none), and the store and vending
 * device a pay order was taken at, for the statements per store and per device. The ids are kept
 * as history (no foreign key: a store or a device removed later leaves its orders as they were).
 */
export const paymentChannels = (_dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const column of ['min_amount', 'max_amount', 'day_limit'])
      await db.schema
        .alterTable('pay_mch_pay_passage')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    for (const column of ['store_id', 'device_id'])
      await db.schema.alterTable('pay_order').addColumn(column, 'integer').execute();
    await createIndexes(db, 'pay_order', [
      ['store_id', 'success_time'],
      ['device_id', 'success_time'],
      ['success_time'],
      ['mch_app_id', 'way_code', 'if_code', 'create_date'],
    ]);
  },
});
