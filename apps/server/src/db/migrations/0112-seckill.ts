import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Flash sales (issue 21, docs/marketing.md): time slots, activities in a slot with their goods,
 * each with a stock of its own (CHECK: never below zero nor above what was put in), and the
 * record of what each customer bought at a flash price (the per-customer limits count it; a
 * cancelled order's units go back).
 */
export const seckill = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'seckill_scene', (t) =>
      t
        .addColumn('name', 'varchar(32)', (col) => col.notNull())
        .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
        .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
        .addColumn('pic_url', 'varchar(500)')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'seckill_scene', [['status']]);

    await ownedTable(db, dialect, 'seckill_activity', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('start_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('end_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('remark', 'varchar(500)')
        .addColumn('scene_id', 'integer', (col) => col.notNull().references('seckill_scene.id'))
        .addColumn('total_limit_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('single_limit_count', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'seckill_activity', [['scene_id'], ['status', 'start_time']]);

    await ownedTable(db, dialect, 'seckill_item', (t) =>
      t
        .addColumn('activity_id', 'integer', (col) =>
          col.notNull().references('seckill_activity.id').onDelete('cascade'),
        )
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
        .addColumn('seckill_price', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('total_stock', 'integer', (col) => col.notNull())
        .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
        .addCheckConstraint('seckill_item_stock_check', sql`stock >= 0 and stock <= total_stock`),
    );
    await createIndexes(db, 'seckill_item', [['activity_id'], ['goods_id'], ['sku_id']]);

    await ownedTable(db, dialect, 'seckill_record', (t) =>
      t
        .addColumn('activity_id', 'integer', (col) =>
          col.notNull().references('seckill_activity.id'),
        )
        .addColumn('item_id', 'integer', (col) => col.notNull().references('seckill_item.id'))
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('trade_order.id'))
        .addColumn('count', 'integer', (col) => col.notNull())
        // 1 bought, 2 given back (the order was cancelled).
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'seckill_record', [
      ['activity_id', 'customer_id', 'status'],
      ['item_id'],
      ['order_id'],
    ]);
  },
});
