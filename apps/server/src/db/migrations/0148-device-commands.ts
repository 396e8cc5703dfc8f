import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Remote commands of vending devices (issue 18, docs/devices.md "Remote commands"): one row per
 * command staff sent, owned like its device and removed with it. `expires_ms` (epoch ms, not
 * answered) is what the sweep compares; `expires_at` is the same moment as text for the list.
 */
export const deviceCommands = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'device_command', (t) =>
      t
        .addColumn('device_id', 'integer', (col) =>
          col.notNull().references('device.id').onDelete('cascade'),
        )
        .addColumn('command', 'varchar(32)', (col) => col.notNull())
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expires_ms', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'varchar(19)')
        .addColumn('sent_at', 'varchar(19)')
        .addColumn('finished_at', 'varchar(19)')
        .addColumn('result', 'varchar(500)'),
    );
    // A device's fetch (its queued and sent commands), the sweep (queued and due), the filters.
    await createIndexes(db, 'device_command', [
      ['device_id', 'state'],
      ['state', 'expires_ms'],
      ['command'],
    ]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('device_command').execute();
  },
});
