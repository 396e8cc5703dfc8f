import { type Resource, resources } from '@retail/contract';
import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { dropStateSums, hasStateSums, keepStateSums } from './state-sums';

// The header totals of the lists that declare them (issue 15, goal 3; bench/README.md "Header
// totals from kept sums"): the pay orders' paid and refunded sums read every one of a tenant's
// 600,000 orders on each search (121–144 ms on SQLite). Each declared sum is now kept by
// organisation and state, for all rows and for each value of the list's counted filters (an app),
// by state-sums.ts.

const summed = () =>
  Object.values(resources as Record<string, Resource>).filter((resource) => hasStateSums(resource));

export const listStateSums = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('owned_state_sum')
      .addColumn('table_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('by_column', 'varchar(64)', (col) => col.notNull())
      .addColumn('by_value', 'varchar(255)', (col) => col.notNull())
      .addColumn('column_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('state', 'integer', (col) => col.notNull())
      .addColumn('organ_id', 'integer', (col) => col.notNull())
      .addColumn('total', 'bigint', (col) => col.notNull())
      // A list's sums under one filter value (or all its rows) are one range of the key.
      .addPrimaryKeyConstraint('owned_state_sum_pkey', [
        'table_name',
        'by_column',
        'by_value',
        'column_name',
        'state',
        'organ_id',
      ])
      .execute();
    for (const resource of summed()) await keepStateSums(db, dialect, resource);
  },

  async down(db: AnyDb) {
    for (const resource of summed()) await dropStateSums(db, dialect, resource);
    await db.schema.dropTable('owned_state_sum').ifExists().execute();
  },
});
