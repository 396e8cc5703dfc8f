import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { startTestApp, type TestApp } from './support/test-app';
import { waitingForLocks } from './support/lock-waits';
import { signal } from './support/signal';
import { usesPostgres } from './support/test-database';

// A row that moves between two values of a counted filter takes their two counters in one
// order, by organisation and value, whichever way it moves (0238-value-counts-in-order). Here
// a probe table counted by the same trigger function as the growing lists, and a schedule that
// ended in "deadlock detected" before: one transaction holds the counter of value 3; a row
// moving 3 → 1 and then a row moving 1 → 3 queue behind it. When it lets go, both moves commit
// and the counters are exact.

const PROBE = 'value_order_probe';

describe('counters by value taken in one order', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.db.withoutPlugins() as unknown as Db;
    for (const statement of [
      `create table ${PROBE} (id integer primary key, organ_id integer not null, state integer)`,
      `create trigger ${PROBE}_value_row_count after insert or delete or update of organ_id, state
       on ${PROBE} for each row execute function owned_value_count_sync('state')`,
      `insert into ${PROBE} values (1, 7, 1), (2, 7, 3), (3, 7, 1), (4, 7, 3)`,
    ])
      await sql.raw(statement).execute(db);
  });
  afterAll(() => t.close());

  const counts = async () =>
    Object.fromEntries(
      (
        await sql<{ value: string; n: number }>`select value, row_count as n
          from owned_value_count where table_name = ${PROBE} order by value`.execute(db)
      ).rows.map((row) => [row.value, row.n]),
    );
  const waitingFor = (n: number) => waitingForLocks(db, n);
  const move = (id: number, state: number) =>
    db
      .transaction()
      .execute((trx) =>
        sql`update ${sql.table(PROBE)} set state = ${state} where id = ${id}`.execute(trx),
      )
      .then(
        () => 'committed',
        (error: unknown) => String(error),
      );

  it('moves two rows opposite ways at once, both committed, the counters exact', async () => {
    expect(await counts()).toEqual({ 1: 2, 3: 2 });
    const holding = signal();
    const release = signal();
    const blocker = db.transaction().execute(async (trx) => {
      await sql`select row_count from owned_value_count where table_name = ${PROBE}
        and column_name = 'state' and value = '3' and organ_id = 7 for update`.execute(trx);
      holding.resolve();
      await release.promise;
    });
    await holding.promise;
    const down = move(2, 1);
    await waitingFor(1);
    const up = move(1, 3);
    await waitingFor(2);
    release.resolve();
    await blocker;
    expect([await down, await up]).toEqual(['committed', 'committed']);
    expect(await counts()).toEqual({ 1: 2, 3: 2 });
    const { rows } = await sql<{ id: number; state: number }>`select id, state
      from ${sql.table(PROBE)} order by id`.execute(db);
    expect(rows.map((row) => [row.id, row.state])).toEqual([
      [1, 3],
      [2, 1],
      [3, 1],
      [4, 3],
    ]);
  });
});
