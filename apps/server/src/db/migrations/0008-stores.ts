import type { Migration } from 'kysely';
import { prepareOwnedTable } from '../../scope/scope-schema';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withAudit, withId, withOwner } from './columns';

/**
 * Stores and what belongs to one: addresses (a store names one), opening periods per weekday,
 * delivery areas and employees (users linked with a position). Every table is owned; a store's
 * sub-records share its owner, so the scope layer treats them alike.
 */
export const stores = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await withAudit(
      withOwner(
        withId(db.schema.createTable('store_address'), dialect)
          .addColumn('province', 'varchar(64)')
          .addColumn('city', 'varchar(64)', (col) => col.notNull())
          .addColumn('district', 'varchar(64)')
          .addColumn('detail', 'varchar(200)', (col) => col.notNull())
          .addColumn('contact', 'varchar(64)')
          .addColumn('phone', 'varchar(32)'),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'store_address');

    await withAudit(
      withOwner(
        withId(db.schema.createTable('store'), dialect)
          .addColumn('store_name', 'varchar(100)', (col) => col.notNull())
          .addColumn('logo', 'varchar(500)')
          // Half stars: stored as a real, validated 0..5 in steps of 0.5.
          .addColumn('star', 'real', (col) => col.notNull().defaultTo(0))
          .addColumn('avg_send_time', 'integer')
          .addColumn('city', 'varchar(64)')
          .addColumn('latitude', 'double precision')
          .addColumn('longitude', 'double precision')
          .addColumn('remark', 'varchar(500)')
          .addColumn('address_id', 'integer', (col) => col.references('store_address.id'))
          .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1)),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'store');
    // Lists filter on name, address and enable inside the scope; ordered by id.
    await createIndexes(db, 'store', [
      ['tenant_id', 'organ_path', 'id'],
      ['store_name'],
      ['address_id'],
      ['enable'],
      ['logo'],
    ]);

    await withAudit(
      withOwner(
        withId(db.schema.createTable('store_schedule'), dialect)
          .addColumn('store_id', 'integer', (col) =>
            col.notNull().references('store.id').onDelete('cascade'),
          )
          .addColumn('weekday', 'integer', (col) => col.notNull())
          .addColumn('open_time', 'varchar(5)', (col) => col.notNull())
          .addColumn('close_time', 'varchar(5)', (col) => col.notNull())
          .addColumn('remark', 'varchar(200)'),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'store_schedule');
    await createIndexes(db, 'store_schedule', [['store_id', 'weekday', 'open_time']]);

    await withAudit(
      withOwner(
        withId(db.schema.createTable('store_area'), dialect)
          .addColumn('store_id', 'integer', (col) =>
            col.notNull().references('store.id').onDelete('cascade'),
          )
          .addColumn('area_name', 'varchar(100)', (col) => col.notNull())
          .addColumn('radius', 'integer', (col) => col.notNull())
          .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('remark', 'varchar(200)'),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'store_area');
    await createIndexes(db, 'store_area', [['store_id']]);

    await withAudit(
      withOwner(
        withId(db.schema.createTable('store_employee'), dialect)
          .addColumn('store_id', 'integer', (col) =>
            col.notNull().references('store.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'integer', (col) =>
            col.notNull().references('user.id').onDelete('cascade'),
          )
          .addColumn('position', 'varchar(32)', (col) => col.notNull())
          .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('remark', 'varchar(200)'),
      ),
    ).execute();
    await prepareOwnedTable(db, dialect, 'store_employee');
    await createIndexes(db, 'store_employee', [['store_id', 'user_id']], { unique: true });
    await createIndexes(db, 'store_employee', [['user_id']]);
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('store_employee').ifExists().execute();
    await db.schema.dropTable('store_area').ifExists().execute();
    await db.schema.dropTable('store_schedule').ifExists().execute();
    await db.schema.dropTable('store').ifExists().execute();
    await db.schema.dropTable('store_address').ifExists().execute();
  },
});
