import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/** Member levels (issue 20): name and level number unique per tenant. */
export const memberLevels = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'member_level', (t) =>
      t
        .addColumn('name', 'varchar(32)', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull())
        .addColumn('experience', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(100))
        .addColumn('icon', 'varchar(500)')
        .addColumn('background_url', 'varchar(500)')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(
      db,
      'member_level',
      [
        ['tenant_id', 'name'],
        ['tenant_id', 'level'],
      ],
      {
        unique: true,
      },
    );
    await createIndexes(db, 'member_level', [['status']]);
  },
});
