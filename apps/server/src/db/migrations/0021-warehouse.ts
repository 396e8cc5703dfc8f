import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

type Builder = Parameters<Parameters<typeof ownedTable>[3]>[0];

/** Code, name and contacts of a supplier or warehouse customer, and the balance only ledgers move. */
const partner = (t: Builder) =>
  t
    .addColumn('code', 'varchar(32)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('contact', 'varchar(64)')
    .addColumn('mobile', 'varchar(32)')
    .addColumn('email', 'varchar(100)')
    .addColumn('address', 'varchar(255)')
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('bank_account', 'varchar(64)')
    .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('remark', 'varchar(500)');

/** A receipt's or shipment's header: number, partner, warehouse, totals, state. */
const documentHeader = (partnerColumn: string, partnerTable: string) => (t: Builder) =>
  t
    .addColumn('order_no', 'varchar(32)')
    .addColumn('type', 'integer', (col) => col.notNull().defaultTo(10))
    .addColumn(partnerColumn, 'integer', (col) => col.references(`${partnerTable}.id`))
    .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('wms_warehouse.id'))
    .addColumn('total_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)');

/** A document's line: removed with its (draft) document. */
const documentLine = (parentColumn: string, parentTable: string) => (t: Builder) =>
  t
    .addColumn(parentColumn, 'integer', (col) =>
      col.notNull().references(`${parentTable}.id`).onDelete('cascade'),
    )
    .addColumn('item_id', 'integer', (col) => col.notNull().references('wms_item.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(255)');

/** A partner's account: each balance change with the balance before and after. */
const account = (partnerColumn: string, partnerTable: string) => (t: Builder) =>
  t
    .addColumn(partnerColumn, 'integer', (col) => col.notNull().references(`${partnerTable}.id`))
    .addColumn('entry_type', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('previous_balance', 'integer', (col) => col.notNull())
    .addColumn('current_balance', 'integer', (col) => col.notNull())
    .addColumn('form_no', 'varchar(32)')
    .addColumn('remark', 'varchar(500)');

/**
 * The warehouse (WMS): warehouses, item types, items and their specifications, suppliers and
 * customers with their accounts, receipt and shipment orders with lines, stock counts with
 * lines, and stock on hand (never below zero, a CHECK as the last wall) with its ledger.
 */
export const warehouse = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const owned = (name: string, columns: (t: Builder) => Builder) =>
      ownedTable(db, dialect, name, columns);
    await owned('wms_warehouse', (t) =>
      t
        .addColumn('warehouse_no', 'varchar(32)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('address', 'varchar(255)')
        .addColumn('principal', 'varchar(64)')
        .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'wms_warehouse', [['tenant_id', 'warehouse_no']], { unique: true });
    await createIndexes(db, 'wms_warehouse', [['enable']]);

    await owned('wms_item_type', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('parent_id', 'integer', (col) => col.references('wms_item_type.id'))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'wms_item_type', [['parent_id'], ['enable']]);

    await owned('wms_item', (t) =>
      t
        .addColumn('item_no', 'varchar(32)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('item_type_id', 'integer', (col) => col.references('wms_item_type.id'))
        .addColumn('barcode', 'varchar(64)')
        .addColumn('unit', 'varchar(16)')
        .addColumn('safety_stock', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('cost_price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('selling_price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'wms_item', [['tenant_id', 'item_no']], { unique: true });
    await createIndexes(db, 'wms_item', [['item_type_id'], ['enable']]);

    await owned('wms_specification', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await owned('wms_specification_value', (t) =>
      t
        .addColumn('specification_id', 'integer', (col) =>
          col.notNull().references('wms_specification.id'),
        )
        .addColumn('value', 'varchar(64)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'wms_specification_value', [['specification_id']]);
    await owned('wms_item_specification_value', (t) =>
      t
        .addColumn('item_id', 'integer', (col) => col.notNull().references('wms_item.id'))
        .addColumn('specification_value_id', 'integer', (col) =>
          col.notNull().references('wms_specification_value.id'),
        ),
    );
    await createIndexes(
      db,
      'wms_item_specification_value',
      [['item_id', 'specification_value_id']],
      { unique: true },
    );
    await createIndexes(db, 'wms_item_specification_value', [['specification_value_id']]);

    for (const table of ['wms_supplier', 'wms_customer']) {
      await owned(table, partner);
      await createIndexes(db, table, [['tenant_id', 'code']], { unique: true });
      await createIndexes(db, table, [['enable']]);
    }
    await owned('wms_supplier_account', account('supplier_id', 'wms_supplier'));
    await createIndexes(db, 'wms_supplier_account', [['supplier_id'], ['entry_type']]);
    await owned('wms_customer_account', account('wms_customer_id', 'wms_customer'));
    await createIndexes(db, 'wms_customer_account', [['wms_customer_id'], ['entry_type']]);

    await owned('wms_receipt_order', documentHeader('supplier_id', 'wms_supplier'));
    await owned('wms_shipment_order', documentHeader('wms_customer_id', 'wms_customer'));
    for (const [table, partnerColumn] of [
      ['wms_receipt_order', 'supplier_id'],
      ['wms_shipment_order', 'wms_customer_id'],
    ] as const) {
      await createIndexes(db, table, [['tenant_id', 'order_no']], { unique: true });
      await createIndexes(db, table, [[partnerColumn], ['warehouse_id'], ['status'], ['type']]);
    }
    await owned('wms_receipt_order_line', documentLine('receipt_order_id', 'wms_receipt_order'));
    await owned('wms_shipment_order_line', documentLine('shipment_order_id', 'wms_shipment_order'));
    await createIndexes(db, 'wms_receipt_order_line', [['receipt_order_id'], ['item_id']]);
    await createIndexes(db, 'wms_shipment_order_line', [['shipment_order_id'], ['item_id']]);

    await owned('wms_inventory', (t) =>
      t
        .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('wms_warehouse.id'))
        .addColumn('item_id', 'integer', (col) => col.notNull().references('wms_item.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(0))
        .addCheckConstraint('wms_inventory_quantity_check', sql`quantity >= 0`),
    );
    await createIndexes(db, 'wms_inventory', [['warehouse_id', 'item_id']], { unique: true });
    await createIndexes(db, 'wms_inventory', [['item_id']]);
    await owned('wms_inventory_history', (t) =>
      t
        .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('wms_warehouse.id'))
        .addColumn('item_id', 'integer', (col) => col.notNull().references('wms_item.id'))
        .addColumn('move_type', 'integer', (col) => col.notNull())
        .addColumn('form_no', 'varchar(32)')
        .addColumn('before_quantity', 'integer', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('after_quantity', 'integer', (col) => col.notNull()),
    );
    await createIndexes(db, 'wms_inventory_history', [
      ['warehouse_id', 'item_id'],
      ['item_id'],
      ['move_type'],
    ]);

    await owned('wms_inventory_check', (t) =>
      t
        .addColumn('order_no', 'varchar(32)')
        .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('wms_warehouse.id'))
        .addColumn('total_difference', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'wms_inventory_check', [['tenant_id', 'order_no']], { unique: true });
    await createIndexes(db, 'wms_inventory_check', [['warehouse_id'], ['status']]);
    await owned('wms_inventory_check_line', (t) =>
      t
        .addColumn('check_id', 'integer', (col) =>
          col.notNull().references('wms_inventory_check.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (col) => col.notNull().references('wms_item.id'))
        .addColumn('book_quantity', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('counted_quantity', 'integer', (col) => col.notNull())
        .addColumn('difference', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(255)'),
    );
    await createIndexes(db, 'wms_inventory_check_line', [['check_id'], ['item_id']]);
  },
  async down(db: AnyDb) {
    for (const table of [
      'wms_inventory_check_line',
      'wms_inventory_check',
      'wms_inventory_history',
      'wms_inventory',
      'wms_shipment_order_line',
      'wms_receipt_order_line',
      'wms_shipment_order',
      'wms_receipt_order',
      'wms_customer_account',
      'wms_supplier_account',
      'wms_customer',
      'wms_supplier',
      'wms_item_specification_value',
      'wms_specification_value',
      'wms_specification',
      'wms_item',
      'wms_item_type',
      'wms_warehouse',
    ])
      await db.schema.dropTable(table).execute();
  },
});
