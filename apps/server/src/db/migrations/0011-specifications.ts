import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Specification groups, specifications and their items (the values goods SKUs are built
 * from), which organisations use a group or a specification, and category properties with
 * their values. Removing a group is refused while it holds specifications (checked, and the
 * foreign key backs it); a specification's items, assignments and a property's values go
 * with it; a removed category leaves its specifications serving every category and takes its
 * properties along.
 */
export const specifications = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'goods_specification_group', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );

    await ownedTable(db, dialect, 'goods_specification', (t) =>
      t
        .addColumn('group_id', 'integer', (col) => col.references('goods_specification_group.id'))
        .addColumn('display_area', 'varchar(16)', (col) => col.notNull().defaultTo('detail'))
        .addColumn('parameter_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('parameter_code', 'varchar(64)')
        .addColumn('is_must', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_mutil_select', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_nav', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('goods_type_id', 'integer', (col) =>
          col.references('goods_type.id').onDelete('set null'),
        )
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    // Codes are unique per tenant (several nulls are fine on both databases).
    await createIndexes(db, 'goods_specification', [['tenant_id', 'parameter_code']], {
      unique: true,
    });
    await createIndexes(db, 'goods_specification', [
      ['group_id', 'id'],
      ['goods_type_id', 'id'],
    ]);

    await ownedTable(db, dialect, 'goods_specification_item', (t) =>
      t
        .addColumn('specification_id', 'integer', (col) =>
          col.notNull().references('goods_specification.id').onDelete('cascade'),
        )
        .addColumn('item_value', 'varchar(100)', (col) => col.notNull())
        .addColumn('item_code', 'varchar(64)')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    // Also the index of "the items of a specification".
    await createIndexes(db, 'goods_specification_item', [['specification_id', 'item_value']], {
      unique: true,
    });

    await ownedTable(db, dialect, 'goods_specification_group_assignee', (t) =>
      t.addColumn('group_id', 'integer', (col) =>
        col.notNull().references('goods_specification_group.id').onDelete('cascade'),
      ),
    );
    await createIndexes(db, 'goods_specification_group_assignee', [['group_id', 'organ_id']], {
      unique: true,
    });

    await ownedTable(db, dialect, 'goods_specification_assignee', (t) =>
      t.addColumn('specification_id', 'integer', (col) =>
        col.notNull().references('goods_specification.id').onDelete('cascade'),
      ),
    );
    await createIndexes(db, 'goods_specification_assignee', [['specification_id', 'organ_id']], {
      unique: true,
    });

    // Names and codes are unique per category: checked by the service (the save call swaps
    // them freely inside one transaction, which unique indexes would refuse midway).
    await ownedTable(db, dialect, 'goods_type_props', (t) =>
      t
        .addColumn('goods_type_id', 'integer', (col) =>
          col.notNull().references('goods_type.id').onDelete('cascade'),
        )
        .addColumn('prop_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('prop_code', 'varchar(64)')
        .addColumn('input_type', 'varchar(16)', (col) => col.notNull().defaultTo('text'))
        .addColumn('is_must', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'goods_type_props', [['goods_type_id', 'sort']]);

    await ownedTable(db, dialect, 'goods_type_props_value', (t) =>
      t
        .addColumn('props_id', 'integer', (col) =>
          col.notNull().references('goods_type_props.id').onDelete('cascade'),
        )
        .addColumn('value', 'varchar(100)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'goods_type_props_value', [['props_id', 'value']], { unique: true });
  },

  async down(db: AnyDb) {
    for (const table of [
      'goods_type_props_value',
      'goods_type_props',
      'goods_specification_assignee',
      'goods_specification_group_assignee',
      'goods_specification_item',
      'goods_specification',
      'goods_specification_group',
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
});
