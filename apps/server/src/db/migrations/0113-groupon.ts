import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Group buys (issue 21, docs/marketing.md): activities with their goods at a group price, the
 * groups opened by shoppers' orders (seats held never above the group's size: a CHECK as last
 * wall behind the guarded update), their members (one row per order), and each order's type.
 */
export const groupon = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'groupon_activity', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('start_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('end_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('remark', 'varchar(500)')
        .addColumn('user_size', 'integer', (col) => col.notNull().defaultTo(2))
        .addColumn('limit_duration', 'integer', (col) => col.notNull().defaultTo(24))
        .addColumn('virtual_group', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('total_limit_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('single_limit_count', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'groupon_activity', [['status', 'start_time']]);

    await ownedTable(db, dialect, 'groupon_activity_item', (t) =>
      t
        .addColumn('activity_id', 'integer', (col) =>
          col.notNull().references('groupon_activity.id').onDelete('cascade'),
        )
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
        .addColumn('groupon_price', 'bigint', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'groupon_activity_item', [['activity_id'], ['goods_id'], ['sku_id']]);

    await ownedTable(db, dialect, 'groupon', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('activity_id', 'integer', (col) =>
          col.notNull().references('groupon_activity.id'),
        )
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('groupon_price', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('user_size', 'integer', (col) => col.notNull())
        // Members who paid, and seats held (paid or awaiting payment).
        .addColumn('user_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('seats', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('virtual_group', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('limit_duration', 'integer', (col) => col.notNull())
        .addColumn('expire_time', 'varchar(19)')
        .addColumn('finish_time', 'varchar(19)')
        .addCheckConstraint(
          'groupon_seats_check',
          sql`seats >= 0 and seats <= user_size and user_count >= 0 and user_count <= seats`,
        ),
    );
    await createIndexes(db, 'groupon', [
      ['activity_id', 'status'],
      ['status', 'expire_time'],
      ['customer_id'],
      ['goods_id'],
    ]);

    await ownedTable(db, dialect, 'groupon_member', (t) =>
      t
        .addColumn('groupon_id', 'integer', (col) => col.notNull().references('groupon.id'))
        .addColumn('activity_id', 'integer', (col) =>
          col.notNull().references('groupon_activity.id'),
        )
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('trade_order.id'))
        .addColumn('leader', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'groupon_member', [
      ['groupon_id', 'status'],
      ['activity_id', 'customer_id', 'status'],
      ['customer_id'],
      ['status'],
    ]);
    await createIndexes(db, 'groupon_member', [['order_id']], { unique: true });

    await db.schema
      .alterTable('trade_order')
      .addColumn('order_type', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await createIndexes(db, 'trade_order', [['order_type']]);
  },
});
