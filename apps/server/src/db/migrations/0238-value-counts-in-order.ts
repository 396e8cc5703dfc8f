import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { VALUE_COUNT_FUNCTION } from './value-counts';

// PostgreSQL: a row that moves between two values of a counted filter (0221-list-value-counts)
// took the old value's counter and then the new one's, so two rows of one organisation moving
// opposite ways at once (a merchant notification that fails beside another one resent: sending
// to failed, failed to sending) could each hold the counter the other wanted. The function now
// takes them in one order, by organisation and then value (value-counts.ts,
// value-counts-in-order.postgres.test.ts). What it counts is the same, so the way down keeps it.
// SQLite has one writer at a time: nothing to do.

export const valueCountsInOrder = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') await sql.raw(VALUE_COUNT_FUNCTION).execute(db);
  },
  async down() {},
});
