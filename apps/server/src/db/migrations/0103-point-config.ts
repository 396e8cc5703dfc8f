import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/** A tenant's point rules (issue 20); money in integer cents. */
export const pointConfig = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'point_config', (t) =>
      t
        .addColumn('deduct_enabled', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('deduct_unit_price', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('deduct_max_price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('give_point_per_yuan', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'point_config', [['tenant_id']]);
  },
});
