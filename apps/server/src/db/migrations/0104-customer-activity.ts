import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

type Builder = Parameters<Parameters<typeof ownedTable>[3]>[0];

const ofCustomer = (t: Builder) =>
  t
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
    .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'));

/**
 * What customers do in the storefront (issue 20): favourites (one per customer and goods),
 * browsing footmarks (one per customer and goods, deleted by the customer only softly) and cart
 * lines (one per customer and SKU: adding merges the counts).
 */
export const customerActivity = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'customer_favorite', ofCustomer);
    await ownedTable(db, dialect, 'customer_footmark', (t) =>
      ofCustomer(t).addColumn('user_deleted', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await ownedTable(db, dialect, 'customer_cart_sku', (t) =>
      ofCustomer(t)
        .addColumn('sku_id', 'integer', (col) => col.notNull().references('goods_sku.id'))
        .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('selected', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    for (const table of ['customer_favorite', 'customer_footmark'])
      await createIndexes(db, table, [['customer_id', 'goods_id']], { unique: true });
    await createIndexes(db, 'customer_cart_sku', [['customer_id', 'sku_id']], { unique: true });
    await createIndexes(db, 'customer_footmark', [['user_deleted']]);
    for (const table of ['customer_favorite', 'customer_footmark', 'customer_cart_sku'])
      await createIndexes(db, table, [['goods_id']]);
  },
});
