import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

type Builder = Parameters<Parameters<typeof ownedTable>[3]>[0];

const money = (t: Builder, ...names: string[]) =>
  names.reduce(
    (table, name) => table.addColumn(name, 'bigint', (col) => col.notNull().defaultTo(0)),
    t,
  );

/**
 * Orders (issue 20, docs/orders.md): the tenant's trade settings, a store's stock of what it
 * sells with its ledger, orders with their lines, after-sales with theirs, and the shoppers'
 * sign-in codes and sessions. Money in integer cents (bigint); CHECKs are the last wall of the
 * invariants the services keep (stock never negative nor reserved above on hand, refunds never
 * above what was paid).
 */
export const orders = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'trade_config', (t) =>
      money(
        t
          .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id'))
          .addColumn('mch_app_id', 'integer', (col) => col.notNull().references('pay_mch_app.id'))
          .addColumn('way_code', 'varchar(32)', (col) => col.notNull())
          .addColumn('pay_timeout_minutes', 'integer', (col) => col.notNull().defaultTo(30))
          .addColumn('auto_receive_days', 'integer', (col) => col.notNull().defaultTo(14)),
        'delivery_price',
        'free_delivery_over',
      ),
    );
    // One per tenant (the hook refuses a second; the isolation world makes one per organisation).
    await createIndexes(db, 'trade_config', [['tenant_id'], ['store_id'], ['mch_app_id']]);

    await ownedTable(db, dialect, 'goods_stock', (t) =>
      t
        .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
        // 0 stands for "the goods itself" in the unique key (a null would never clash).
        .addColumn('unit_key', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('on_hand', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('reserved', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('warn_at', 'integer', (col) => col.notNull().defaultTo(0))
        .addCheckConstraint(
          'goods_stock_quantity_check',
          sql`reserved >= 0 and reserved <= on_hand`,
        ),
    );
    await createIndexes(db, 'goods_stock', [['store_id', 'goods_id', 'unit_key']], {
      unique: true,
    });
    await createIndexes(db, 'goods_stock', [['goods_id'], ['sku_id']]);

    await ownedTable(db, dialect, 'goods_stock_record', (t) =>
      t
        .addColumn('stock_id', 'integer', (col) => col.notNull().references('goods_stock.id'))
        .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
        .addColumn('reason', 'integer', (col) => col.notNull())
        .addColumn('change', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('on_hand_after', 'integer', (col) => col.notNull())
        .addColumn('reserved_change', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('reserved_after', 'integer', (col) => col.notNull())
        .addColumn('order_no', 'varchar(32)')
        .addColumn('remark', 'varchar(200)')
        .addColumn('request_key', 'varchar(64)'),
    );
    await createIndexes(db, 'goods_stock_record', [
      ['stock_id'],
      ['store_id'],
      ['goods_id'],
      ['sku_id'],
      ['reason'],
      ['order_no'],
    ]);
    await createIndexes(db, 'goods_stock_record', [['stock_id', 'request_key']], { unique: true });

    await ownedTable(db, dialect, 'trade_order', (t) =>
      money(
        t
          .addColumn('order_no', 'varchar(32)', (col) => col.notNull())
          .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id'))
          .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
          .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('product_count', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('refund_status', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('request_key', 'varchar(64)', (col) => col.notNull())
          .addColumn('mch_app_id', 'integer', (col) => col.references('pay_mch_app.id'))
          .addColumn('way_code', 'varchar(32)')
          .addColumn('pay_order_id', 'varchar(32)')
          .addColumn('pay_deadline', 'varchar(19)')
          .addColumn('pay_time', 'varchar(19)')
          .addColumn('receiver_name', 'varchar(64)')
          .addColumn('receiver_mobile', 'varchar(20)')
          .addColumn('receiver_area', 'varchar(100)')
          .addColumn('receiver_detail_address', 'varchar(255)')
          .addColumn('user_remark', 'varchar(500)')
          .addColumn('logistics_id', 'integer', (col) => col.references('logistics_company.id'))
          .addColumn('logistics_no', 'varchar(64)')
          .addColumn('delivery_time', 'varchar(19)')
          .addColumn('receive_deadline', 'varchar(19)')
          .addColumn('receive_time', 'varchar(19)')
          .addColumn('cancel_type', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('cancel_time', 'varchar(19)')
          .addColumn('remark', 'varchar(500)'),
        'total_price',
        'discount_price',
        'coupon_price',
        'delivery_price',
        'pay_price',
        'refund_price',
      ).addCheckConstraint(
        'trade_order_refund_check',
        sql`refund_price >= 0 and refund_price <= pay_price`,
      ),
    );
    await createIndexes(db, 'trade_order', [['tenant_id', 'order_no']], { unique: true });
    await createIndexes(db, 'trade_order', [['customer_id', 'request_key']], { unique: true });
    await createIndexes(db, 'trade_order', [
      ['store_id'],
      ['customer_id', 'status'],
      ['status', 'pay_deadline'],
      ['status', 'receive_deadline'],
      ['refund_status'],
      ['logistics_id'],
      ['mch_app_id'],
      ['pay_order_id'],
      ['receiver_mobile'],
      ['create_date'],
    ]);

    await ownedTable(db, dialect, 'trade_order_item', (t) =>
      money(
        t
          .addColumn('order_id', 'integer', (col) =>
            col.notNull().references('trade_order.id').onDelete('cascade'),
          )
          .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
          .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
          .addColumn('stock_id', 'integer', (col) => col.notNull().references('goods_stock.id'))
          .addColumn('pic_url', 'varchar(500)')
          .addColumn('goods_name', 'varchar(128)', (col) => col.notNull())
          .addColumn('spec_text', 'varchar(255)')
          .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('refunded_count', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('after_sale_status', 'integer', (col) => col.notNull().defaultTo(0)),
        'price',
        'total_price',
        'discount_price',
        'pay_price',
        'refund_price',
      ).addCheckConstraint(
        'trade_order_item_refund_check',
        sql`refunded_count >= 0 and refunded_count <= count and refund_price >= 0 and refund_price <= pay_price`,
      ),
    );
    await createIndexes(db, 'trade_order_item', [
      ['order_id'],
      ['goods_id'],
      ['sku_id'],
      ['stock_id'],
    ]);

    await ownedTable(db, dialect, 'trade_after_sale', (t) =>
      money(
        t
          .addColumn('refund_no', 'varchar(32)', (col) => col.notNull())
          .addColumn('order_id', 'integer', (col) => col.notNull().references('trade_order.id'))
          .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id'))
          .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
          .addColumn('status', 'integer', (col) => col.notNull().defaultTo(10))
          .addColumn('way', 'integer', (col) => col.notNull().defaultTo(10))
          .addColumn('apply_reason', 'varchar(100)', (col) => col.notNull())
          .addColumn('apply_description', 'varchar(500)')
          .addColumn('audit_reason', 'varchar(500)')
          .addColumn('return_logistics_no', 'varchar(64)')
          .addColumn('pay_refund_id', 'varchar(32)')
          .addColumn('refund_time', 'varchar(19)'),
        'refund_price',
      ),
    );
    await createIndexes(db, 'trade_after_sale', [['tenant_id', 'refund_no']], { unique: true });
    await createIndexes(db, 'trade_after_sale', [
      ['order_id'],
      ['store_id'],
      ['customer_id'],
      ['status'],
      ['way'],
      ['create_date'],
    ]);

    await ownedTable(db, dialect, 'trade_after_sale_item', (t) =>
      money(
        t
          .addColumn('refund_id', 'integer', (col) =>
            col.notNull().references('trade_after_sale.id').onDelete('cascade'),
          )
          .addColumn('order_item_id', 'integer', (col) =>
            col.notNull().references('trade_order_item.id'),
          )
          .addColumn('goods_name', 'varchar(128)', (col) => col.notNull())
          .addColumn('spec_text', 'varchar(255)')
          .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1)),
        'refund_price',
      ),
    );
    await createIndexes(db, 'trade_after_sale_item', [['refund_id'], ['order_item_id']]);

    // Shoppers' one-time sign-in codes (hashed) and sessions (the token's hash), per tenant.
    await db.schema
      .createTable('shopper_code')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) => col.primaryKey())
      .addColumn('tenant_id', 'integer', (col) => col.notNull())
      .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('sent_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await createIndexes(db, 'shopper_code', [['tenant_id', 'mobile', 'sent_at'], ['expires_at']]);
    await db.schema
      .createTable('shopper_session')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) => col.primaryKey())
      .addColumn('tenant_id', 'integer', (col) => col.notNull())
      .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('revoked', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await createIndexes(db, 'shopper_session', [['token_hash']], { unique: true });
    await createIndexes(db, 'shopper_session', [['customer_id'], ['expires_at']]);
  },
});
