import type { Migration } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withAudit, withId, withOwner } from './columns';

/** The file bank: stored files, folders (a tree) and the links between them. */
export const files = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await withAudit(
      withOwner(
        withId(db.schema.createTable('file'), dialect)
          .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
          // Server-made keys (see storage/object-storage.ts); never taken from the client.
          .addColumn('object_key', 'varchar(255)', (col) => col.notNull().unique())
          .addColumn('thumbnail_key', 'varchar(255)')
          .addColumn('content_type', 'varchar(64)', (col) => col.notNull())
          .addColumn('file_size', 'bigint', (col) => col.notNull())
          .addColumn('width', 'integer')
          .addColumn('height', 'integer')
          .addColumn('sys_id', 'varchar(16)', (col) => col.notNull())
          .addColumn('bucket', 'varchar(128)')
          .addColumn('endpoint', 'varchar(255)')
          .addColumn('upload_time', 'varchar(19)', (col) => col.notNull()),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'file');
    await createIndexes(db, 'file', [['tenant_id', 'organ_path', 'id'], ['file_name']]);

    await withAudit(
      withOwner(
        withId(db.schema.createTable('file_folder'), dialect)
          .addColumn('parent_id', 'integer', (col) => col.references('file_folder.id'))
          .addColumn('name', 'varchar(100)', (col) => col.notNull())
          .addColumn('code', 'varchar(64)')
          .addColumn('features', 'varchar(200)')
          .addColumn('sorted', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('remark', 'varchar(500)')
          .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0)),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'file_folder');
    await createIndexes(db, 'file_folder', [['parent_id']]);

    await withAudit(
      withOwner(
        withId(db.schema.createTable('folder_file_link'), dialect)
          .addColumn('file_folder_id', 'integer', (col) =>
            col.notNull().references('file_folder.id').onDelete('cascade'),
          )
          .addColumn('file_id', 'integer', (col) =>
            col.notNull().references('file.id').onDelete('cascade'),
          )
          .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1)),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'folder_file_link');
    await createIndexes(db, 'folder_file_link', [['file_folder_id', 'file_id']], { unique: true });
    await createIndexes(db, 'folder_file_link', [['file_id']]);
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('folder_file_link').ifExists().execute();
    await db.schema.dropTable('file_folder').ifExists().execute();
    await db.schema.dropTable('file').ifExists().execute();
  },
});
