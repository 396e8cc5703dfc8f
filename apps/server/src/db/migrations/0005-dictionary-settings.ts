import type { Migration } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withAudit, withId, withOwner } from './columns';

/** Dictionary entries, system settings per scope, and each user's to-do items. */
export const dictionarySettings = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await withAudit(
      withOwner(
        withId(db.schema.createTable('dictionary'), dialect)
          .addColumn('big_type', 'varchar(64)', (col) => col.notNull())
          .addColumn('parent_id', 'integer', (col) =>
            col.references('dictionary.id').onDelete('set null'),
          )
          .addColumn('value', 'varchar(128)', (col) => col.notNull())
          .addColumn('desc', 'varchar(255)', (col) => col.notNull())
          .addColumn('sorted', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('remark', 'varchar(500)'),
      ),
    ).execute();
    // One value per namespace and owner; a lower owner may override a higher one's value.
    await createIndexes(db, 'dictionary', [['organ_id', 'big_type', 'value']], { unique: true });
    await prepareOwnedTable(db, dialect, 'dictionary');
    // What an organisation references: the rows at the paths along its own (organ_path IN …).
    await createIndexes(db, 'dictionary', [['organ_path', 'big_type'], ['parent_id']]);

    // scope: global | tenant | user; user_id is 0 outside the user scope so that the unique
    // key holds on both databases (NULLs never collide).
    await withAudit(
      withOwner(
        withId(db.schema.createTable('system_setting'), dialect)
          .addColumn('scope', 'varchar(16)', (col) => col.notNull())
          .addColumn('user_id', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('setting_key', 'varchar(64)', (col) => col.notNull())
          .addColumn('value', 'varchar(255)', (col) => col.notNull()),
      ),
    ).execute();
    await createIndexes(db, 'system_setting', [['scope', 'tenant_id', 'user_id', 'setting_key']], {
      unique: true,
    });
    await prepareOwnedTable(db, dialect, 'system_setting');

    await withAudit(
      withOwner(
        withId(db.schema.createTable('todo_item'), dialect)
          .addColumn('user_id', 'integer', (col) =>
            col.notNull().references('user.id').onDelete('cascade'),
          )
          .addColumn('title', 'varchar(255)', (col) => col.notNull())
          .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('done_date', 'varchar(19)'),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'todo_item');
    await createIndexes(db, 'todo_item', [['user_id', 'done']]);
  },

  async down(db: AnyDb) {
    for (const table of ['todo_item', 'system_setting', 'dictionary']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
