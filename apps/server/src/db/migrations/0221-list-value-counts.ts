import { type Resource, resources } from '@retail/contract';
import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { GROWING_LISTS } from './0218-list-filter-indexes';
import {
  dropValueCounts,
  hasValueCounts,
  keepValueCounts,
  VALUE_COUNT_FUNCTION,
} from './value-counts';

// The totals of the growing lists filtered by a common value (issue 15, goal 3; bench/README.md
// "Registry lists at 1,000,000 rows"): a state or an app most rows carry was counted over its
// 250,000–420,000 index entries on every call (15–27 ms). Each list's few-valued exact filters
// are now counted by organisation and value (value-counts.ts).

const counted = () =>
  GROWING_LISTS.map((key) => resources[key] as Resource).filter((resource) =>
    hasValueCounts(resource),
  );

export const listValueCounts = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('owned_value_count')
      .addColumn('table_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('column_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('value', 'varchar(255)', (col) => col.notNull())
      .addColumn('organ_id', 'integer', (col) => col.notNull())
      .addColumn('row_count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('owned_value_count_pkey', [
        'table_name',
        'column_name',
        'value',
        'organ_id',
      ])
      .execute();
    if (dialect === 'postgres') await sql.raw(VALUE_COUNT_FUNCTION).execute(db);
    for (const resource of counted()) await keepValueCounts(db, dialect, resource);
  },

  async down(db: AnyDb) {
    for (const resource of counted()) await dropValueCounts(db, dialect, resource);
    if (dialect === 'postgres')
      await sql`drop function if exists owned_value_count_sync()`.execute(db);
    await db.schema.dropTable('owned_value_count').ifExists().execute();
  },
});
