import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * SKUs of goods: the specification items a goods uses (its specification values) and one SKU
 * per combination of them. Rows carry the goods' owner. The items' foreign keys refuse the
 * removal of an item (or specification) a goods still uses; removing the goods takes both
 * along. Store prices name a SKU through goods_price.sku_id (checked by the service).
 */
export const goodsSkus = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'goods_spec_value', (t) =>
      t
        .addColumn('goods_id', 'integer', (col) =>
          col.notNull().references('goods.id').onDelete('cascade'),
        )
        .addColumn('specification_id', 'integer', (col) =>
          col.notNull().references('goods_specification.id'),
        )
        .addColumn('item_id', 'integer', (col) =>
          col.notNull().references('goods_specification_item.id'),
        )
        // Position of the specification, then of the item: the order of SKU texts.
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'goods_spec_value', [['goods_id', 'item_id']], { unique: true });
    await createIndexes(db, 'goods_spec_value', [['item_id'], ['specification_id']]);

    await ownedTable(db, dialect, 'goods_sku', (t) =>
      t
        .addColumn('goods_id', 'integer', (col) =>
          col.notNull().references('goods.id').onDelete('cascade'),
        )
        .addColumn('sku_code', 'varchar(100)', (col) => col.notNull())
        .addColumn('bar_code', 'varchar(64)')
        // The combination: its item ids, ascending, joined by commas (order-free identity).
        .addColumn('spec_key', 'varchar(1000)', (col) => col.notNull())
        // The same ids in the order of the specifications.
        .addColumn('item_ids', 'varchar(1000)', (col) => col.notNull())
        .addColumn('spec_text', 'varchar(1000)', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(
      db,
      'goods_sku',
      [
        ['goods_id', 'spec_key'],
        ['goods_id', 'sku_code'],
        // Bar codes are unique per tenant (several nulls are fine on both databases).
        ['tenant_id', 'bar_code'],
      ],
      { unique: true },
    );
  },

  async down(db: AnyDb) {
    for (const table of ['goods_sku', 'goods_spec_value'])
      await db.schema.dropTable(table).ifExists().execute();
  },
});
