import type { Migration } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withAudit, withId, withOwner } from './columns';

type Builder = Parameters<typeof withOwner>[0];

/** Every goods table is owned: id, its columns, then owner and audit columns, scope index. */
export const ownedTable = async (
  db: AnyDb,
  dialect: SqlDialect,
  name: string,
  columns: (table: Builder) => Builder,
) => {
  await withAudit(withOwner(columns(withId(db.schema.createTable(name), dialect)))).execute();
  await prepareOwnedTable(db, dialect, name);
};

/**
 * The goods catalogue: categories (a tree), storefront categories, category boards and brands,
 * brands, tags, goods with their pictures, tags and carrying organisations, and store prices
 * (integer cents). Store ids carry no foreign key: stores arrive in their own migration.
 */
export const goods = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'brand', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('logo', 'varchar(500)')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );

    await ownedTable(db, dialect, 'goods_type', (t) =>
      t
        .addColumn('parent_id', 'integer', (col) => col.references('goods_type.id'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('icon', 'varchar(255)')
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'goods_type', [['parent_id']]);

    await ownedTable(db, dialect, 'front_goods_type', (t) =>
      t
        .addColumn('parent_id', 'integer', (col) => col.references('front_goods_type.id'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('icon', 'varchar(255)')
        .addColumn('remark', 'varchar(500)')
        .addColumn('goods_type_id', 'integer', (col) => col.references('goods_type.id'))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'front_goods_type', [['parent_id'], ['goods_type_id']]);

    await ownedTable(db, dialect, 'goods_type_board', (t) =>
      t
        .addColumn('goods_type_id', 'integer', (col) => col.notNull().references('goods_type.id'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('image', 'varchar(500)')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(db, 'goods_type_board', [['goods_type_id']]);

    await ownedTable(db, dialect, 'goods_type_brand', (t) =>
      t
        .addColumn('goods_type_id', 'integer', (col) => col.notNull().references('goods_type.id'))
        .addColumn('brand_id', 'integer', (col) => col.notNull().references('brand.id'))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'goods_type_brand', [['goods_type_id', 'brand_id']], { unique: true });
    await createIndexes(db, 'goods_type_brand', [['brand_id']]);

    await ownedTable(db, dialect, 'goods_tag', (t) =>
      t
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('color', 'varchar(16)')
        .addColumn('remark', 'varchar(500)'),
    );

    await ownedTable(db, dialect, 'goods', (t) =>
      t
        .addColumn('goods_name', 'varchar(128)', (col) => col.notNull())
        .addColumn('goods_code', 'varchar(64)', (col) => col.notNull())
        .addColumn('goods_type_id', 'integer', (col) => col.notNull().references('goods_type.id'))
        .addColumn('brand_id', 'integer', (col) => col.references('brand.id'))
        .addColumn('goods_describe', 'text')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)')
        // The first picture, kept on the row so lists need no join.
        .addColumn('goods_img', 'varchar(500)'),
    );
    await createIndexes(db, 'goods', [['tenant_id', 'goods_code']], { unique: true });
    // Every list filter of the goods screens is served by an index ending in id (the order).
    await createIndexes(db, 'goods', [
      ['tenant_id', 'organ_path', 'id'],
      ['tenant_id', 'goods_type_id', 'id'],
      ['tenant_id', 'status', 'id'],
      ['tenant_id', 'brand_id', 'id'],
      ['brand_id'],
      ['goods_type_id'],
    ]);

    await ownedTable(db, dialect, 'goods_image', (t) =>
      t
        .addColumn('goods_id', 'integer', (col) =>
          col.notNull().references('goods.id').onDelete('cascade'),
        )
        .addColumn('file_id', 'integer', (col) => col.references('file.id'))
        .addColumn('file_url', 'varchar(500)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'goods_image', [['goods_id', 'sort'], ['file_id']]);

    await ownedTable(db, dialect, 'goods_tag_ref', (t) =>
      t
        .addColumn('goods_id', 'integer', (col) =>
          col.notNull().references('goods.id').onDelete('cascade'),
        )
        .addColumn('goods_tag_id', 'integer', (col) =>
          col.notNull().references('goods_tag.id').onDelete('cascade'),
        ),
    );
    await createIndexes(db, 'goods_tag_ref', [['goods_id', 'goods_tag_id']], { unique: true });
    await createIndexes(db, 'goods_tag_ref', [['goods_tag_id']]);

    // The owner organisation of an assignment is the organisation that carries the goods.
    await ownedTable(db, dialect, 'goods_assignee', (t) =>
      t.addColumn('goods_id', 'integer', (col) =>
        col.notNull().references('goods.id').onDelete('cascade'),
      ),
    );
    await createIndexes(db, 'goods_assignee', [['goods_id', 'organ_id']], { unique: true });

    await ownedTable(db, dialect, 'goods_price', (t) =>
      t
        .addColumn('goods_id', 'integer', (col) =>
          col.notNull().references('goods.id').onDelete('cascade'),
        )
        .addColumn('store_id', 'integer', (col) => col.notNull())
        // SKUs arrive with the specification work; null is the goods itself.
        .addColumn('sku_id', 'integer')
        .addColumn('price_cents', 'bigint', (col) => col.notNull())
        .addColumn('market_price_cents', 'bigint')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'goods_price', [
      ['goods_id', 'store_id'],
      ['tenant_id', 'store_id', 'status'],
    ]);
  },

  async down(db: AnyDb) {
    for (const table of [
      'goods_price',
      'goods_assignee',
      'goods_tag_ref',
      'goods_image',
      'goods',
      'goods_tag',
      'goods_type_brand',
      'goods_type_board',
      'front_goods_type',
      'goods_type',
      'brand',
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
});
