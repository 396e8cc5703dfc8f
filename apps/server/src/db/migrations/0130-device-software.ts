import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Device software (issue 18): packages per device type (`software`, the file a private file of
 * the file bank, a version unique per type), their assignments to devices or whole types
 * (`device_software`) and each device's updates (`device_update_log`, written by the gateway).
 * A package cannot be removed while assigned or updated to; assignments and updates follow
 * their device when it is removed.
 */
export const deviceSoftware = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'software', (t) =>
      t
        .addColumn('device_type_id', 'integer', (col) => col.notNull().references('device_type.id'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('version', 'varchar(32)', (col) => col.notNull())
        .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
        .addColumn('file_name', 'varchar(200)')
        .addColumn('file_size', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('checksum', 'varchar(64)')
        .addColumn('release_notes', 'varchar(2000)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'software', [['tenant_id', 'device_type_id', 'version']], {
      unique: true,
    });
    await createIndexes(db, 'software', [['device_type_id'], ['file_id'], ['state']]);

    await ownedTable(db, dialect, 'device_software', (t) =>
      t
        .addColumn('software_id', 'integer', (col) => col.notNull().references('software.id'))
        .addColumn('version', 'varchar(32)')
        .addColumn('device_type_id', 'integer', (col) => col.references('device_type.id'))
        .addColumn('device_id', 'integer', (col) => col.references('device.id').onDelete('cascade'))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'device_software', [
      ['software_id'],
      ['device_type_id'],
      ['device_id'],
      ['enable'],
    ]);

    await ownedTable(db, dialect, 'device_update_log', (t) =>
      t
        .addColumn('device_id', 'integer', (col) =>
          col.notNull().references('device.id').onDelete('cascade'),
        )
        .addColumn('software_id', 'integer', (col) => col.notNull().references('software.id'))
        .addColumn('from_version', 'varchar(32)')
        .addColumn('to_version', 'varchar(32)')
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('percent', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('reason', 'varchar(500)'),
    );
    await createIndexes(db, 'device_update_log', [
      ['device_id', 'software_id'],
      ['software_id'],
      ['state'],
      ['to_version'],
    ]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('device_update_log').execute();
    await db.schema.dropTable('device_software').execute();
    await db.schema.dropTable('software').execute();
  },
});
