import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Bargains (issue 21, docs/marketing.md): activities with one goods from a first price to a
 * floor and a stock of their own (CHECK: never below zero nor above what was put in), shoppers'
 * bargains (CHECK: the price never below the floor) and helpers' cuts (one per helper per
 * bargain: a unique index).
 */
export const bargain = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'bargain_activity', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('start_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('end_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('remark', 'varchar(500)')
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
        .addColumn('bargain_first_price', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('bargain_min_price', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('random_min_price', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('random_max_price', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('total_stock', 'integer', (col) => col.notNull())
        .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('help_max_count', 'integer', (col) => col.notNull().defaultTo(5))
        .addColumn('bargain_count', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('total_limit_count', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('limit_duration', 'integer', (col) => col.notNull().defaultTo(24))
        .addCheckConstraint(
          'bargain_activity_stock_check',
          sql`stock >= 0 and stock <= total_stock`,
        ),
    );
    await createIndexes(db, 'bargain_activity', [
      ['status', 'start_time'],
      ['goods_id'],
      ['sku_id'],
    ]);

    await ownedTable(db, dialect, 'bargain_record', (t) =>
      t
        .addColumn('activity_id', 'integer', (col) =>
          col.notNull().references('bargain_activity.id'),
        )
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('bargain_first_price', 'bigint', (col) => col.notNull())
        .addColumn('bargain_min_price', 'bigint', (col) => col.notNull())
        .addColumn('bargain_price', 'bigint', (col) => col.notNull())
        .addColumn('help_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(10))
        .addColumn('end_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.references('trade_order.id'))
        .addCheckConstraint(
          'bargain_record_price_check',
          sql`bargain_price >= bargain_min_price and bargain_price <= bargain_first_price`,
        ),
    );
    await createIndexes(db, 'bargain_record', [
      ['activity_id', 'customer_id', 'status'],
      ['customer_id'],
      ['status', 'end_time'],
      ['order_id'],
    ]);

    await ownedTable(db, dialect, 'bargain_help', (t) =>
      t
        .addColumn('record_id', 'integer', (col) => col.notNull().references('bargain_record.id'))
        .addColumn('activity_id', 'integer', (col) =>
          col.notNull().references('bargain_activity.id'),
        )
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('reduce_price', 'bigint', (col) => col.notNull()),
    );
    await createIndexes(db, 'bargain_help', [['record_id', 'customer_id']], { unique: true });
    await createIndexes(db, 'bargain_help', [['activity_id', 'customer_id'], ['customer_id']]);
  },
});
