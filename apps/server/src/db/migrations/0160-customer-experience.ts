import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * The customers' experience ledger (issue 20, docs/customers.md): every change of a customer's
 * experience with the total after it, written in the transaction of its cause (an order that
 * completes, a refund of it); and the experience a tenant's customers earn per yuan paid, beside
 * the points rule (1, the common default). An order is rewarded once: a partial unique index on
 * the customer, the order's number and the reward type is the last wall.
 */
export const customerExperience = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'customer_experience_record', (t) =>
      t
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('biz_type', 'integer', (col) => col.notNull())
        .addColumn('biz_id', 'varchar(64)')
        .addColumn('title', 'varchar(200)')
        .addColumn('experience', 'integer', (col) => col.notNull())
        .addColumn('total_experience', 'integer', (col) => col.notNull()),
    );
    await createIndexes(db, 'customer_experience_record', [
      ['customer_id'],
      ['biz_type'],
      ['biz_id'],
    ]);
    await db.schema
      .createIndex('customer_experience_record_reward_key')
      .on('customer_experience_record')
      .unique()
      .columns(['customer_id', 'biz_id'])
      .where(sql.ref('biz_type'), '=', 11)
      .execute();
    await db.schema
      .alterTable('point_config')
      .addColumn('give_experience_per_yuan', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },
});
