import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withId } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Vending (issue 18): the aisles of devices (stock between 0 and capacity, CHECK constraints
 * as the last wall) with their stock ledger and merchants, aisle templates with their items,
 * replenishments with their lines, and the sales devices report (a sale number once per device).
 * Ledger rows and replenishment lines keep the aisle's code, so they outlive an aisle a
 * template dropped (their aisle id becomes null).
 */
export const vending = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'device_aisle', (t) =>
      t
        .addColumn('device_id', 'integer', (col) =>
          col.notNull().references('device.id').onDelete('cascade'),
        )
        .addColumn('aisle_code', 'varchar(16)', (col) => col.notNull())
        .addColumn('layer', 'integer', (col) => col.notNull())
        .addColumn('column_no', 'integer', (col) => col.notNull())
        .addColumn('item_id', 'integer', (col) => col.references('wms_item.id'))
        .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('max_capacity', 'integer', (col) => col.notNull())
        .addColumn('current_capacity', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('low_stock', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addCheckConstraint(
          'device_aisle_capacity_check',
          sql`current_capacity >= 0 and current_capacity <= max_capacity`,
        ),
    );
    await createIndexes(db, 'device_aisle', [['device_id', 'aisle_code']], { unique: true });
    await createIndexes(db, 'device_aisle', [['item_id'], ['low_stock'], ['status']]);

    await ownedTable(db, dialect, 'device_aisle_stock_log', (t) =>
      t
        .addColumn('device_id', 'integer', (col) =>
          col.notNull().references('device.id').onDelete('cascade'),
        )
        .addColumn('aisle_id', 'integer', (col) =>
          col.references('device_aisle.id').onDelete('set null'),
        )
        .addColumn('aisle_code', 'varchar(16)', (col) => col.notNull())
        .addColumn('item_id', 'integer', (col) => col.references('wms_item.id'))
        .addColumn('reason', 'integer', (col) => col.notNull())
        .addColumn('form_no', 'varchar(64)')
        .addColumn('before_quantity', 'integer', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('after_quantity', 'integer', (col) => col.notNull()),
    );
    await createIndexes(db, 'device_aisle_stock_log', [
      ['device_id'],
      ['aisle_id'],
      ['item_id'],
      ['reason'],
    ]);

    await ownedTable(db, dialect, 'device_aisle_merchant', (t) =>
      t
        .addColumn('aisle_id', 'integer', (col) =>
          col.notNull().references('device_aisle.id').onDelete('cascade'),
        )
        .addColumn('merchant_no', 'varchar(32)', (col) => col.notNull())
        .addColumn('merchant_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('share_ratio', 'integer', (col) => col.notNull()),
    );
    await createIndexes(db, 'device_aisle_merchant', [['aisle_id']]);

    await ownedTable(db, dialect, 'device_aisle_template', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('device_type_id', 'integer', (col) => col.notNull().references('device_type.id'))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'device_aisle_template', [['device_type_id']]);
    await ownedTable(db, dialect, 'device_aisle_template_item', (t) =>
      t
        .addColumn('template_id', 'integer', (col) =>
          col.notNull().references('device_aisle_template.id').onDelete('cascade'),
        )
        .addColumn('aisle_code', 'varchar(16)', (col) => col.notNull())
        .addColumn('layer', 'integer', (col) => col.notNull())
        .addColumn('column_no', 'integer', (col) => col.notNull())
        .addColumn('item_id', 'integer', (col) => col.references('wms_item.id'))
        .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('max_capacity', 'integer', (col) => col.notNull()),
    );
    await createIndexes(db, 'device_aisle_template_item', [['template_id', 'aisle_code']], {
      unique: true,
    });
    await createIndexes(db, 'device_aisle_template_item', [['item_id']]);

    await ownedTable(db, dialect, 'replenishment_log', (t) =>
      t
        .addColumn('order_no', 'varchar(32)')
        .addColumn('device_id', 'integer', (col) => col.notNull().references('device.id'))
        .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('wms_warehouse.id'))
        .addColumn('operator', 'varchar(64)')
        .addColumn('total_quantity', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'replenishment_log', [['tenant_id', 'order_no']], { unique: true });
    await createIndexes(db, 'replenishment_log', [['device_id'], ['warehouse_id'], ['status']]);
    await ownedTable(db, dialect, 'replenishment_log_detail', (t) =>
      t
        .addColumn('replenishment_log_id', 'integer', (col) =>
          col.notNull().references('replenishment_log.id').onDelete('cascade'),
        )
        .addColumn('aisle_id', 'integer', (col) =>
          col.references('device_aisle.id').onDelete('set null'),
        )
        .addColumn('aisle_code', 'varchar(16)')
        .addColumn('item_id', 'integer', (col) => col.references('wms_item.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('before_quantity', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('after_quantity', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'replenishment_log_detail', [['replenishment_log_id', 'aisle_id']], {
      unique: true,
    });
    await createIndexes(db, 'replenishment_log_detail', [['aisle_id'], ['item_id']]);

    // What devices sold (the gateway's `sale`): one row per sale number and device.
    await withId(db.schema.createTable('vending_sale'), dialect)
      .addColumn('tenant_id', 'integer', (col) => col.notNull())
      .addColumn('device_id', 'integer', (col) =>
        col.notNull().references('device.id').onDelete('cascade'),
      )
      .addColumn('sale_no', 'varchar(64)', (col) => col.notNull())
      .addColumn('aisle_id', 'integer', (col) =>
        col.references('device_aisle.id').onDelete('set null'),
      )
      .addColumn('aisle_code', 'varchar(16)', (col) => col.notNull())
      .addColumn('item_id', 'integer', (col) => col.references('wms_item.id'))
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull())
      .addColumn('at', 'bigint', (col) => col.notNull())
      .addColumn('create_date', 'varchar(19)', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'vending_sale', [['device_id', 'sale_no']], { unique: true });
    await createIndexes(db, 'vending_sale', [['tenant_id', 'at'], ['aisle_id']]);
  },
  async down(db: AnyDb) {
    for (const table of [
      'vending_sale',
      'replenishment_log_detail',
      'replenishment_log',
      'device_aisle_template_item',
      'device_aisle_template',
      'device_aisle_merchant',
      'device_aisle_stock_log',
      'device_aisle',
    ])
      await db.schema.dropTable(table).execute();
  },
});
