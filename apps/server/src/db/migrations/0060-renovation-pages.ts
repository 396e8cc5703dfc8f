import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Storefront pages (issue 16, docs/renovation.md): the registry's `renovation_page` with the
 * draft's revision and who saved it last; the draft document itself in `renovation_page_draft`
 * (one row per page, kept out of the page row so that lists never read documents of up to
 * 1 MB); and the numbered published versions, each with its document (`renovation_page_version`,
 * owned like the page, so isolation and organisation moves see it). At most one home page per
 * tenant and store (no store: the tenant's home): a partial unique index, on both databases.
 */
export const renovationPages = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'renovation_page', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('page_type', 'varchar(16)', (col) => col.notNull().defaultTo('custom'))
        .addColumn('store_id', 'integer', (col) => col.references('store.id'))
        .addColumn('is_home', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_at', 'varchar(19)')
        .addColumn('remark', 'varchar(500)')
        // Bumped by every save of the draft (compare-and-set on it).
        .addColumn('draft_revision', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('draft_saved_by', 'varchar(64)')
        .addColumn('draft_saved_at', 'varchar(19)')
        // The draft revision the published version was made from (null: never published).
        .addColumn('published_revision', 'integer'),
    );
    await createIndexes(db, 'renovation_page', [
      ['name'],
      ['page_type'],
      ['store_id'],
      ['is_home'],
      ['status'],
    ]);
    await sql`create unique index renovation_page_home_key on renovation_page (tenant_id, coalesce(store_id, 0)) where is_home = 1`.execute(
      db,
    );

    await db.schema
      .createTable('renovation_page_draft')
      .addColumn('page_id', 'integer', (col) =>
        col.primaryKey().references('renovation_page.id').onDelete('cascade'),
      )
      .addColumn('document', 'text', (col) => col.notNull())
      .execute();

    await ownedTable(db, dialect, 'renovation_page_version', (t) =>
      t
        .addColumn('page_id', 'integer', (col) =>
          col.notNull().references('renovation_page.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('document', 'text', (col) => col.notNull())
        .addColumn('published_by', 'varchar(64)')
        .addColumn('published_at', 'varchar(19)', (col) => col.notNull())
        .addColumn('component_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rolled_back_from', 'integer'),
    );
    await createIndexes(db, 'renovation_page_version', [['page_id', 'version']], {
      unique: true,
    });
  },
});
