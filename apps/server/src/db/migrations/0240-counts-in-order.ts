import { type Resource, resources } from '@retail/contract';
import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { ROW_COUNT_FUNCTION, TENANT_ROW_COUNT_FUNCTION } from './row-counts';
import { hasStateSums, stateSumFunctionOf } from './state-sums';

// PostgreSQL: as 0238 did for the counters by value, the other counters a changed row moves
// from one key to another are taken in one order, whichever way the row moves: a record moved
// to another organisation takes its table's row counters of the two organisations (0213;
// the audit log's by tenant and organisation, 0222) by organisation, and a row whose state,
// app, amount or organisation changes takes each pair of its list's kept sums (0234) by
// organisation, state and value. Before, the old key came first: two records moved opposite
// ways at once (a store to another organisation beside another store moved back; an order to a
// state beside another order out of it) could each hold what the other wanted, and PostgreSQL
// ended one ("deadlock detected"; counts-in-order.postgres.test.ts). What they count is the
// same, so the way down keeps them. SQLite has one writer at a time: nothing to do.

export const countsInOrder = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql.raw(ROW_COUNT_FUNCTION).execute(db);
    await sql.raw(TENANT_ROW_COUNT_FUNCTION).execute(db);
    // The lists 0234 keeps sums for.
    for (const resource of Object.values(resources as Record<string, Resource>))
      if (hasStateSums(resource)) await sql.raw(stateSumFunctionOf(resource)).execute(db);
  },
  async down() {},
});
