import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * The order detail and its sub-screens (issue 20, docs/orders.md): what checkout did not keep
 * yet and now keeps in its transaction — each line's promotion and coupon shares, the order's
 * channel, the shopper's address and browser, how its delivery charge came about — the invoice
 * requests of orders and the addresses used on a customer's orders.
 *
 * Backfilled only where it can be worked out from what was stored: a line's shares when its
 * order had no coupon, or one line; the delivery basis when the charge was paid or waived by a
 * promotion; the channel (every order so far came from the storefront); the order addresses
 * from the orders. The rest stays "not recorded" (price_split 0, delivery_basis 0, no IP).
 */
export const orderDetails = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const addColumn = async (
      table: string,
      name: string,
      type: 'integer' | 'bigint' | 'varchar(45)' | 'varchar(255)',
      notNull: boolean,
    ) =>
      db.schema
        .alterTable(table)
        .addColumn(name, type, (col) => (notNull ? col.notNull().defaultTo(0) : col))
        .execute();

    // A line's shares of the order's discounts (promotions; the coupon) — cents.
    await addColumn('trade_order_item', 'promotion_price', 'bigint', true);
    await addColumn('trade_order_item', 'coupon_price', 'bigint', true);
    await addColumn('trade_order_item', 'price_split', 'integer', true);

    // The order's channel (10 storefront), the shopper's address and browser at checkout.
    await db.schema
      .alterTable('trade_order')
      .addColumn('terminal', 'integer', (col) => col.notNull().defaultTo(10))
      .execute();
    await addColumn('trade_order', 'user_ip', 'varchar(45)', false);
    await addColumn('trade_order', 'user_agent', 'varchar(255)', false);
    // How the delivery charge came about (0 not recorded, 10 flat charge, 20 free from the
    // threshold, 30 waived by a promotion, 40 no charge set) and the settings' charge then.
    await addColumn('trade_order', 'delivery_basis', 'integer', true);
    await addColumn('trade_order', 'delivery_charge', 'bigint', true);
    await createIndexes(db, 'trade_order', [['terminal'], ['delivery_basis']]);

    // Invoice requests: requested (10) → issued (20) or rejected (30); one open per order.
    await ownedTable(db, dialect, 'trade_order_invoice', (t) =>
      t
        .addColumn('order_id', 'integer', (col) =>
          col.notNull().references('trade_order.id').onDelete('cascade'),
        )
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('title_type', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('title', 'varchar(100)', (col) => col.notNull())
        .addColumn('tax_no', 'varchar(32)')
        .addColumn('email', 'varchar(100)', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(10))
        .addColumn('invoice_no', 'varchar(32)')
        .addColumn('issue_time', 'varchar(19)')
        .addColumn('reject_reason', 'varchar(500)')
        .addColumn('request_key', 'varchar(64)', (col) => col.notNull())
        .addCheckConstraint('trade_order_invoice_amount_check', sql`amount > 0`),
    );
    await createIndexes(db, 'trade_order_invoice', [
      ['order_id'],
      ['customer_id'],
      ['status'],
      ['title_type'],
    ]);
    await createIndexes(db, 'trade_order_invoice', [['customer_id', 'request_key']], {
      unique: true,
    });
    // The last wall of "one open request per order".
    await db.schema
      .createIndex('trade_order_invoice_open_key')
      .on('trade_order_invoice')
      .unique()
      .column('order_id')
      .where(sql.ref('status'), '=', 10)
      .execute();

    // The addresses used on a customer's orders, per organisation of the orders' stores.
    await ownedTable(db, dialect, 'customer_order_address', (t) =>
      t
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('area', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('detail_address', 'varchar(255)', (col) => col.notNull())
        .addColumn('order_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_order_id', 'integer', (col) => col.references('trade_order.id'))
        .addColumn('last_used', 'varchar(19)'),
    );
    await createIndexes(db, 'customer_order_address', [['customer_id'], ['last_order_id']]);
    await createIndexes(
      db,
      'customer_order_address',
      [['organ_id', 'customer_id', 'name', 'mobile', 'area', 'detail_address']],
      { unique: true },
    );
    await backfillOrderDetails(db);
  },
});

/**
 * What can be worked out for orders placed before checkout kept it (run once by the migration;
 * the tests run it on orders whose kept values were wiped): a line's shares when its order had
 * no coupon or one line, the delivery basis of a charge paid or waived, the order addresses.
 */
export const backfillOrderDetails = async (db: AnyDb) => {
  await sql`update trade_order_item set promotion_price = discount_price, coupon_price = 0,
    price_split = 1
    where price_split = 0 and order_id in (select id from trade_order where coupon_price = 0)`.execute(
    db,
  );
  await sql`update trade_order_item set coupon_price = (select o.coupon_price from trade_order o
      where o.id = trade_order_item.order_id),
    promotion_price = discount_price - (select o.coupon_price from trade_order o
      where o.id = trade_order_item.order_id),
    price_split = 1
    where price_split = 0 and order_id in (select order_id from trade_order_item
      group by order_id having count(*) = 1)`.execute(db);
  await sql`update trade_order set delivery_basis = 30, delivery_charge = (select max(p.amount)
      from trade_order_promotion p where p.order_id = trade_order.id and p.step = 60)
    where delivery_basis = 0 and exists (select 1 from trade_order_promotion p
      where p.order_id = trade_order.id and p.step = 60)`.execute(db);
  await sql`update trade_order set delivery_basis = 10, delivery_charge = delivery_price
    where delivery_basis = 0 and delivery_price > 0`.execute(db);
  await sql`insert into customer_order_address (tenant_id, organ_id, organ_path, customer_id,
      name, mobile, area, detail_address, order_count, last_order_id, last_used, create_by,
      create_date, update_by, update_date)
    select min(tenant_id), organ_id, min(organ_path), customer_id, receiver_name,
      receiver_mobile, coalesce(receiver_area, ''), receiver_detail_address, count(*), max(id),
      max(create_date), 'migration', max(create_date), 'migration', max(create_date)
    from trade_order
    where receiver_name is not null and receiver_mobile is not null
      and receiver_detail_address is not null
    group by organ_id, customer_id, receiver_name, receiver_mobile, coalesce(receiver_area, ''),
      receiver_detail_address`.execute(db);
};
