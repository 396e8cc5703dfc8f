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

/** Name, state, window and remark of a timed activity (marketing/activity.ts). */
const activity = (t: Builder) =>
  t
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('start_time', 'varchar(19)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(19)', (col) => col.notNull())
    .addColumn('remark', 'varchar(500)');

/** The goods or categories an activity or coupon covers (one of the two per row). */
const scopeLines = (t: Builder, parent: string, parentTable: string) =>
  t
    .addColumn(parent, 'integer', (col) =>
      col.notNull().references(`${parentTable}.id`).onDelete('cascade'),
    )
    .addColumn('goods_id', 'integer', (col) => col.references('goods.id'))
    .addColumn('goods_type_id', 'integer', (col) => col.references('goods_type.id'));

/**
 * Marketing (issue 21, docs/marketing.md): coupon templates with their using range, customers'
 * coupons and their usage ledger, markdowns with their goods, full reductions with their tiers
 * and scope, promotion rules, and each order's discounts. Money in integer cents (bigint); a
 * CHECK is the last wall of what the services keep (a template never gives more than its total).
 */
export const marketing = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'coupon_template', (t) =>
      money(
        t
          .addColumn('name', 'varchar(64)', (col) => col.notNull())
          .addColumn('description', 'varchar(255)')
          .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('take_type', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('total_count', 'integer', (col) => col.notNull().defaultTo(-1))
          .addColumn('take_limit_count', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('product_scope', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('validity_type', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('valid_start_time', 'varchar(19)')
          .addColumn('valid_end_time', 'varchar(19)')
          .addColumn('fixed_start_term', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('fixed_end_term', 'integer', (col) => col.notNull().defaultTo(30))
          .addColumn('discount_type', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(10))
          .addColumn('take_count', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('use_count', 'integer', (col) => col.notNull().defaultTo(0))
          .addCheckConstraint(
            'coupon_template_total_check',
            sql`total_count < 0 or take_count <= total_count`,
          ),
        'use_price',
        'discount_price',
        'discount_limit_price',
      ),
    );
    await createIndexes(db, 'coupon_template', [['status'], ['take_type']]);

    await ownedTable(db, dialect, 'coupon_using_range', (t) =>
      scopeLines(t, 'coupon_id', 'coupon_template'),
    );
    await createIndexes(db, 'coupon_using_range', [['coupon_id'], ['goods_id'], ['goods_type_id']]);

    await ownedTable(db, dialect, 'coupon_customer', (t) =>
      money(
        t
          .addColumn('coupon_id', 'integer', (col) =>
            col.notNull().references('coupon_template.id'),
          )
          .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
          .addColumn('name', 'varchar(64)', (col) => col.notNull())
          .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('take_type', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('discount_type', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('valid_start_time', 'varchar(19)')
          .addColumn('valid_end_time', 'varchar(19)')
          .addColumn('use_order_id', 'integer', (col) => col.references('trade_order.id'))
          .addColumn('use_time', 'varchar(19)'),
        'use_price',
        'discount_price',
        'discount_limit_price',
      ),
    );
    await createIndexes(db, 'coupon_customer', [
      ['coupon_id'],
      ['customer_id', 'status'],
      ['status', 'valid_end_time'],
      ['use_order_id'],
    ]);

    await ownedTable(db, dialect, 'coupon_usage_record', (t) =>
      money(
        t
          .addColumn('coupon_customer_id', 'integer', (col) =>
            col.notNull().references('coupon_customer.id'),
          )
          .addColumn('coupon_id', 'integer', (col) =>
            col.notNull().references('coupon_template.id'),
          )
          .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
          .addColumn('order_id', 'integer', (col) => col.notNull().references('trade_order.id'))
          .addColumn('action', 'integer', (col) => col.notNull().defaultTo(1)),
        'discount_price',
      ),
    );
    await createIndexes(db, 'coupon_usage_record', [
      ['coupon_customer_id'],
      ['coupon_id'],
      ['customer_id'],
      ['order_id'],
      ['action'],
    ]);

    await ownedTable(db, dialect, 'promotion_markdown', (t) => activity(t));
    await createIndexes(db, 'promotion_markdown', [['status', 'start_time']]);
    await ownedTable(db, dialect, 'promotion_markdown_item', (t) =>
      money(
        t
          .addColumn('markdown_id', 'integer', (col) =>
            col.notNull().references('promotion_markdown.id').onDelete('cascade'),
          )
          .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
          .addColumn('sku_id', 'integer', (col) => col.references('goods_sku.id'))
          .addColumn('discount_type', 'integer', (col) => col.notNull().defaultTo(2))
          .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(10)),
        'discount_price',
      ),
    );
    await createIndexes(db, 'promotion_markdown_item', [['markdown_id'], ['goods_id'], ['sku_id']]);

    await ownedTable(db, dialect, 'promotion_full_reduction', (t) =>
      activity(t)
        .addColumn('condition_type', 'integer', (col) => col.notNull().defaultTo(10))
        .addColumn('product_scope', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'promotion_full_reduction', [['status', 'start_time']]);
    await ownedTable(db, dialect, 'promotion_full_reduction_rule', (t) =>
      money(
        t
          .addColumn('reduction_id', 'integer', (col) =>
            col.notNull().references('promotion_full_reduction.id').onDelete('cascade'),
          )
          .addColumn('limit_count', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('free_delivery', 'integer', (col) => col.notNull().defaultTo(0)),
        'limit_price',
        'discount_price',
      ),
    );
    await createIndexes(db, 'promotion_full_reduction_rule', [['reduction_id']]);
    await ownedTable(db, dialect, 'promotion_scope', (t) =>
      scopeLines(t, 'reduction_id', 'promotion_full_reduction'),
    );
    await createIndexes(db, 'promotion_scope', [['reduction_id'], ['goods_id'], ['goods_type_id']]);

    await ownedTable(db, dialect, 'promotion_rule', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('rule_key', 'varchar(64)', (col) => col.notNull())
        .addColumn('category', 'integer', (col) => col.notNull().defaultTo(10))
        .addColumn('description', 'varchar(500)')
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('salience', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('activation_group', 'varchar(64)')
        .addColumn('date_effective', 'varchar(19)')
        .addColumn('date_expires', 'varchar(19)')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('published_by', 'varchar(64)')
        .addColumn('published_at', 'varchar(19)')
        .addColumn('last_compile_error', 'varchar(500)'),
    );
    await createIndexes(db, 'promotion_rule', [['tenant_id', 'rule_key']], { unique: true });
    await createIndexes(db, 'promotion_rule', [['category'], ['status'], ['activation_group']]);

    await ownedTable(db, dialect, 'trade_order_promotion', (t) =>
      money(
        t
          .addColumn('order_id', 'integer', (col) =>
            col.notNull().references('trade_order.id').onDelete('cascade'),
          )
          .addColumn('step', 'integer', (col) => col.notNull())
          .addColumn('source_id', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('name', 'varchar(64)', (col) => col.notNull()),
        'amount',
      ),
    );
    await createIndexes(db, 'trade_order_promotion', [['order_id'], ['step']]);
  },
});
