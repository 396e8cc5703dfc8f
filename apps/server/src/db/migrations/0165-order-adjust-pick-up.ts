import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';

/**
 * Orders (issue 20, docs/orders.md): the price adjustment before payment (the order's and each
 * line's share, ± cents, once), pick-up orders (how the order is delivered, the store it is
 * picked up at, the code the shopper shows there; the tenant's settings enable it), voided
 * (red-flushed) invoices with their reason, and reviews' pictures (a JSON list of URLs, with a
 * flag for the console's has-pictures filter and the first one's URL).
 */
export const orderAdjustPickUp = (_dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const add = async (
      table: string,
      name: string,
      type:
        | 'integer'
        | 'bigint'
        | 'varchar(16)'
        | 'varchar(19)'
        | 'varchar(255)'
        | 'varchar(500)'
        | 'text',
      defaultTo?: number,
    ) =>
      db.schema
        .alterTable(table)
        .addColumn(name, type, (col) =>
          defaultTo === undefined ? col : col.notNull().defaultTo(defaultTo),
        )
        .execute();

    // Staff's adjustment of an unpaid order (± cents; its reason is in the order's history).
    await add('trade_order', 'adjust_price', 'bigint', 0);
    await add('trade_order_item', 'adjust_price', 'bigint', 0);
    // 1 express, 2 pick-up at a store (then no delivery charge and a verify code once paid).
    await add('trade_order', 'delivery_type', 'integer', 1);
    await add('trade_order', 'pick_up_store_id', 'integer');
    await add('trade_order', 'pick_up_verify_code', 'varchar(16)');
    // The order list filters on the delivery type.
    await createIndexes(db, 'trade_order', [
      ['tenant_id', 'pick_up_verify_code'],
      ['delivery_type'],
    ]);
    await add('trade_config', 'pick_up_enabled', 'integer', 0);

    // An issued invoice voided (red-flushed): when and why.
    await add('trade_order_invoice', 'void_reason', 'varchar(255)');
    await add('trade_order_invoice', 'void_time', 'varchar(19)');

    // A review's pictures: a JSON array of the file bank's URLs (at most 9), the first one for
    // the console's list.
    await add('order_review', 'pic_urls', 'text');
    await add('order_review', 'pic_url', 'varchar(500)');
    await add('order_review', 'has_pictures', 'integer', 0);
    await createIndexes(db, 'order_review', [['has_pictures']]);
  },
});
