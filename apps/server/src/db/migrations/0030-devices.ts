import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withId } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Vending devices (issue 18): the registry's `deviceType` and `device` tables, and beside them
 * what only the device gateway touches — each device's secret (encrypted, never answered), the
 * nonces its calls used (a unique (device_id, nonce) index refuses a replay on both databases,
 * even from two calls at once) and its events (faults, door). Those three follow their device
 * when it is removed; a type cannot be removed while a device is of it.
 */
export const devices = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'device_type', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('model_code', 'varchar(32)', (col) => col.notNull())
        .addColumn('rows', 'integer', (col) => col.notNull())
        .addColumn('cols', 'integer', (col) => col.notNull())
        .addColumn('aisle_max_capacity', 'integer', (col) => col.notNull())
        .addColumn('image', 'varchar(500)')
        .addColumn('drop_detection', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('has_lift', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'device_type', [['tenant_id', 'model_code']], { unique: true });

    await ownedTable(db, dialect, 'device', (t) =>
      t
        .addColumn('inner_code', 'varchar(32)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('device_type_id', 'integer', (col) => col.notNull().references('device_type.id'))
        .addColumn('store_id', 'integer', (col) => col.references('store.id').onDelete('set null'))
        .addColumn('serial_number', 'varchar(64)')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('online_state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_heartbeat_at', 'varchar(19)')
        // The same moment in epoch milliseconds: what the offline sweep compares.
        .addColumn('heartbeat_ms', 'bigint')
        .addColumn('software_version', 'varchar(32)')
        .addColumn('address', 'varchar(255)')
        .addColumn('longitude', 'varchar(12)')
        .addColumn('latitude', 'varchar(11)')
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'device', [['tenant_id', 'inner_code']], { unique: true });
    await createIndexes(db, 'device', [
      ['inner_code'],
      ['device_type_id'],
      ['store_id'],
      ['status'],
      ['online_state', 'heartbeat_ms'],
    ]);

    await db.schema
      .createTable('device_secret')
      .addColumn('device_id', 'integer', (col) =>
        col.primaryKey().references('device.id').onDelete('cascade'),
      )
      // AES-256-GCM: base64url of iv, tag and ciphertext (modules/device/device-secret.ts).
      .addColumn('secret', 'varchar(255)', (col) => col.notNull())
      .addColumn('rotated_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('device_nonce')
      .addColumn('device_id', 'integer', (col) =>
        col.notNull().references('device.id').onDelete('cascade'),
      )
      .addColumn('nonce', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'device_nonce', [['device_id', 'nonce']], { unique: true });
    await createIndexes(db, 'device_nonce', [['expires_at']]);

    await withId(db.schema.createTable('device_event'), dialect)
      .addColumn('device_id', 'integer', (col) =>
        col.notNull().references('device.id').onDelete('cascade'),
      )
      // fault, door
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('code', 'varchar(32)')
      .addColumn('message', 'varchar(500)')
      .addColumn('at', 'bigint', (col) => col.notNull())
      .addColumn('create_date', 'varchar(19)', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'device_event', [['device_id', 'id']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('device_event').execute();
    await db.schema.dropTable('device_nonce').execute();
    await db.schema.dropTable('device_secret').execute();
    await db.schema.dropTable('device').execute();
    await db.schema.dropTable('device_type').execute();
  },
});
