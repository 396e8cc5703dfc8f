import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

type Columns = Parameters<Parameters<typeof ownedTable>[3]>[0];

/** The colours of a storefront theme (#rrggbb; the defaults are console.md §9's). */
const themeColumns = (t: Columns) =>
  t
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('primary_color', 'varchar(16)', (col) => col.notNull().defaultTo('#409EFF'))
    .addColumn('secondary_color', 'varchar(16)')
    .addColumn('text_color', 'varchar(16)', (col) => col.notNull().defaultTo('#333333'))
    .addColumn('background_color', 'varchar(16)', (col) => col.notNull().defaultTo('#F5F5F5'))
    .addColumn('price_color', 'varchar(16)', (col) => col.notNull().defaultTo('#FF0000'))
    .addColumn('tab_bar_color', 'varchar(16)', (col) => col.notNull().defaultTo('#A1A1A1'))
    .addColumn('tab_bar_active_color', 'varchar(16)', (col) => col.notNull().defaultTo('#FF0000'))
    .addColumn('remark', 'varchar(500)');

const templateColumns = (t: Columns) =>
  t
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('page_type', 'varchar(16)', (col) => col.notNull().defaultTo('custom'))
    .addColumn('cover', 'varchar(500)')
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('remark', 'varchar(500)');

/** At most one default row per tenant (a partial unique index, on both databases). */
const oneDefaultPerTenant = (db: AnyDb, table: string) =>
  sql`create unique index ${sql.raw(`${table}_default_key`)} on ${sql.table(table)} (tenant_id) where is_default = 1`.execute(
    db,
  );

/** The fitment channels and the columns of their own. */
const CHANNELS: Record<string, (t: Columns) => Columns> = {
  // The secret itself is sealed in fitment_miniprogram_secret; this column holds its mask.
  fitment_miniprogram: (t) =>
    t.addColumn('app_id', 'varchar(32)').addColumn('app_secret', 'varchar(128)'),
  fitment_theme: (t) => t,
  fitment_ios: (t) =>
    t.addColumn('bundle_id', 'varchar(155)').addColumn('app_store_url', 'varchar(255)'),
  fitment_phone: (t) => t.addColumn('hotline', 'varchar(32)'),
  fitment_h5: (t) => t.addColumn('domain', 'varchar(255)'),
};

/**
 * The storefront's supporting screens (issue 16): a tenant's themes and the platform's base
 * themes, page templates (own and public) with the pages made from them, the widget catalogue
 * and presets, page layouts, and the five fitment channels (one row per tenant and store each).
 */
export const renovationCatalogue = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'renovation_theme', (t) =>
      themeColumns(t).addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'renovation_theme', [['is_default']]);
    await oneDefaultPerTenant(db, 'renovation_theme');
    await ownedTable(db, dialect, 'renovation_theme_base', (t) =>
      themeColumns(t).addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );

    await ownedTable(db, dialect, 'renovation_template', templateColumns);
    await ownedTable(db, dialect, 'renovation_template_public', (t) =>
      templateColumns(t).addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await ownedTable(db, dialect, 'renovation_template_instance', (t) =>
      t
        .addColumn('page_id', 'integer', (col) =>
          col.notNull().references('renovation_page.id').onDelete('cascade'),
        )
        .addColumn('source', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('template_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('template_name', 'varchar(100)'),
    );
    await createIndexes(db, 'renovation_template_instance', [['page_id'], ['source']]);

    await ownedTable(db, dialect, 'renovation_module', (t) =>
      t
        .addColumn('widget_type', 'varchar(32)', (col) => col.notNull())
        .addColumn('widget_group', 'varchar(16)', (col) => col.notNull())
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'renovation_module', [['organ_id', 'widget_type']], { unique: true });
    await createIndexes(db, 'renovation_module', [['enable']]);
    await ownedTable(db, dialect, 'renovation_module_ext', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('widget_type', 'varchar(32)', (col) => col.notNull())
        .addColumn('props', 'text', (col) => col.notNull())
        .addColumn('remark', 'varchar(500)'),
    );

    await ownedTable(db, dialect, 'renovation_layout', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('top_nav_bar', 'text')
        .addColumn('bottom_tab_bar', 'text')
        .addColumn('floating_menu', 'text')
        .addColumn('ad_popup', 'text')
        .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'renovation_layout', [['is_default']]);
    await oneDefaultPerTenant(db, 'renovation_layout');

    for (const [table, own] of Object.entries(CHANNELS)) {
      await ownedTable(db, dialect, table, (t) =>
        own(
          t
            .addColumn('store_id', 'integer', (col) => col.references('store.id'))
            .addColumn('name', 'varchar(100)', (col) => col.notNull())
            .addColumn('logo', 'varchar(500)')
            .addColumn('primary_color', 'varchar(16)', (col) => col.notNull().defaultTo('#409EFF'))
            .addColumn('renovation_theme_id', 'integer', (col) =>
              col.references('renovation_theme.id'),
            )
            .addColumn('entry_page_id', 'integer', (col) => col.references('renovation_page.id'))
            .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
            .addColumn('remark', 'varchar(500)'),
        ),
      );
      await createIndexes(db, table, [
        ['store_id'],
        ['renovation_theme_id'],
        ['entry_page_id'],
        ['enable'],
      ]);
      // One row per tenant and store (no store: the tenant's own) in each channel.
      await sql`create unique index ${sql.raw(`${table}_store_key`)} on ${sql.table(table)} (tenant_id, coalesce(store_id, 0))`.execute(
        db,
      );
    }
    await db.schema
      .createTable('fitment_miniprogram_secret')
      .addColumn('fitment_miniprogram_id', 'integer', (col) =>
        col.primaryKey().references('fitment_miniprogram.id').onDelete('cascade'),
      )
      // AES-256-GCM: base64url of iv, tag and ciphertext (lib/secret-box.ts).
      .addColumn('sealed', 'varchar(255)', (col) => col.notNull())
      .execute();
  },
});
