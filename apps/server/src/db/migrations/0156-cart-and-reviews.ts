import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * The shopper's cart on the server and order reviews (issue 20, docs/orders.md). Cart lines are
 * of a store and a unit (a goods without SKUs has no SKU: `unit_key` is the SKU or 0, as in
 * goods_stock), one line per customer, store and unit; the table had a SKU always and no store,
 * and nothing wrote it, so it is made again. A review is of one order line (a unique index: one
 * per line), owned by the order's organisation.
 */
export const cartAndReviews = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema.dropTable('customer_cart_sku').execute();
    await ownedTable(db, dialect, 'customer_cart_sku', (t) =>
      t
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
        .addColumn('unit_key', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('selected', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(
      db,
      'customer_cart_sku',
      [['customer_id', 'store_id', 'goods_id', 'unit_key']],
      {
        unique: true,
      },
    );
    await createIndexes(db, 'customer_cart_sku', [['store_id'], ['goods_id'], ['sku_id']]);

    await ownedTable(db, dialect, 'order_review', (t) =>
      t
        .addColumn('order_id', 'integer', (col) => col.notNull().references('trade_order.id'))
        .addColumn('order_item_id', 'integer', (col) =>
          col.notNull().references('trade_order_item.id'),
        )
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
        .addColumn('rating', 'integer', (col) => col.notNull().defaultTo(5))
        .addColumn('content', 'varchar(500)')
        .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('reply_content', 'varchar(500)')
        .addColumn('reply_time', 'varchar(19)'),
    );
    await createIndexes(db, 'order_review', [['order_item_id']], { unique: true });
    await createIndexes(db, 'order_review', [
      ['order_id'],
      ['customer_id'],
      ['goods_id', 'hidden'],
      ['sku_id'],
      ['rating'],
      ['hidden'],
      ['store_id'],
    ]);
  },
});
