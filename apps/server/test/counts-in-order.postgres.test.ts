import { PAY_ORDER_STATE, type Resource, resources } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { ROW_COUNT_FUNCTION, TENANT_ROW_COUNT_FUNCTION } from '../src/db/migrations/row-counts';
import { stateSumFunctionOf } from '../src/db/migrations/state-sums';
import { waitingForLocks } from './support/lock-waits';
import { signal } from './support/signal';
import { startTestApp, type TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

// The counters a changed row moves from one key to another are taken in one order, whichever way
// the row moves (0240-counts-in-order, as 0238 did for the counters by value): the row counters
// of two organisations (a record moved to another organisation), the audit log's by tenant and
// organisation, and a list's kept sums (an order moved to a state, another out of it). Each
// case is a probe table kept by the same trigger functions, and a schedule that ended in
// "deadlock detected" before: one transaction holds the higher key's counter; a row moving from
// it to the lower key, then a row moving the other way, queue behind it. When it lets go, both
// moves commit and the counters are exact.

const ROWS = 'row_order_probe';
const TENANT_ROWS = 'tenant_order_probe';
const SUMS = 'sum_order_probe';
const { success, refunded } = PAY_ORDER_STATE;

describe('counters taken in one order', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let t: TestApp;
  let db: Db;
  /** The pay orders' declaration on the probe table: the same sums, by the same keys. */
  const probeOrders = { ...(resources.payOrder as Resource), table: SUMS };

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.db.withoutPlugins() as unknown as Db;
    for (const statement of [
      `create table ${ROWS} (id integer primary key, organ_id integer not null)`,
      `create trigger ${ROWS}_row_count after insert or delete or update of organ_id
       on ${ROWS} for each row execute function owned_row_count_sync()`,
      `insert into ${ROWS} values (1, 7), (2, 9), (3, 7), (4, 9)`,
      `create table ${TENANT_ROWS} (id integer primary key, tenant_id integer not null,
       organ_id integer not null)`,
      `create trigger ${TENANT_ROWS}_tenant_row_count after insert or delete
       or update of tenant_id, organ_id on ${TENANT_ROWS}
       for each row execute function tenant_row_count_sync()`,
      `insert into ${TENANT_ROWS} values (1, 3, 7), (2, 3, 9), (3, 3, 7), (4, 3, 9)`,
      `create table ${SUMS} (id integer primary key, organ_id integer not null,
       state integer not null, mch_app_id integer, amount integer, refund_amount integer)`,
      stateSumFunctionOf(probeOrders),
      `create trigger ${SUMS}_sum after insert or delete or update on ${SUMS}
       for each row execute function ${SUMS}_sum_row_count_sync()`,
      `insert into ${SUMS} values (1, 7, ${success}, 5, 100, 0), (2, 7, ${refunded}, 5, 200, 200),
       (3, 7, ${success}, 5, 400, 0), (4, 7, ${refunded}, 5, 800, 800)`,
    ])
      await sql.raw(statement).execute(db);
  });
  afterAll(() => t.close());

  const waitingFor = (n: number) => waitingForLocks(db, n);
  /** A statement in its own transaction: 'committed', or why not. */
  const run = (statement: string) =>
    db
      .transaction()
      .execute((trx) => sql.raw(statement).execute(trx))
      .then(
        () => 'committed',
        (error: unknown) => String(error),
      );
  /** `lock` held while `down` and then `up` queue behind it; both of them, once it lets go. */
  const opposite = async (lock: string, down: string, up: string) => {
    const holding = signal();
    const release = signal();
    const blocker = db.transaction().execute(async (trx) => {
      await sql.raw(`${lock} for update`).execute(trx);
      holding.resolve();
      await release.promise;
    });
    await holding.promise;
    const first = run(down);
    await waitingFor(1);
    const second = run(up);
    await waitingFor(2);
    release.resolve();
    await blocker;
    return [await first, await second];
  };
  const rowsOf = async <R>(query: string) => (await sql.raw<R>(query).execute(db)).rows;

  it('moves two records between organisations opposite ways at once', async () => {
    const counts = () =>
      rowsOf<{ organ_id: number; row_count: number }>(`select organ_id, row_count
        from owned_row_count where table_name = '${ROWS}' order by organ_id`);
    expect(await counts()).toEqual([
      { organ_id: 7, row_count: 2 },
      { organ_id: 9, row_count: 2 },
    ]);
    expect(
      await opposite(
        `select row_count from owned_row_count where table_name = '${ROWS}' and organ_id = 9`,
        `update ${ROWS} set organ_id = 7 where id = 2`,
        `update ${ROWS} set organ_id = 9 where id = 1`,
      ),
    ).toEqual(['committed', 'committed']);
    expect(await counts()).toEqual([
      { organ_id: 7, row_count: 2 },
      { organ_id: 9, row_count: 2 },
    ]);
    expect(await rowsOf(`select id, organ_id from ${ROWS} order by id`)).toEqual([
      { id: 1, organ_id: 9 },
      { id: 2, organ_id: 7 },
      { id: 3, organ_id: 7 },
      { id: 4, organ_id: 9 },
    ]);
  });

  it('moves two audited records between organisations opposite ways at once', async () => {
    const counts = () =>
      rowsOf<{ organ_id: number; row_count: number }>(`select organ_id, row_count
        from tenant_row_count where table_name = '${TENANT_ROWS}' order by organ_id`);
    expect(
      await opposite(
        `select row_count from tenant_row_count where table_name = '${TENANT_ROWS}'
         and tenant_id = 3 and organ_id = 9`,
        `update ${TENANT_ROWS} set organ_id = 7 where id = 2`,
        `update ${TENANT_ROWS} set organ_id = 9 where id = 1`,
      ),
    ).toEqual(['committed', 'committed']);
    expect(await counts()).toEqual([
      { organ_id: 7, row_count: 2 },
      { organ_id: 9, row_count: 2 },
    ]);
  });

  it('moves one order into a state and another out of it at once', async () => {
    const sums = () =>
      rowsOf<{ state: number; total: string }>(`select state, sum(total)::text as total
        from owned_state_sum where table_name = '${SUMS}' and by_column = ''
        and column_name = 'amount' group by state order by state`);
    expect(await sums()).toEqual([
      { state: success, total: '500' },
      { state: refunded, total: '1000' },
    ]);
    expect(
      await opposite(
        `select total from owned_state_sum where table_name = '${SUMS}' and by_column = ''
         and column_name = 'amount' and state = ${refunded} and organ_id = 7`,
        `update ${SUMS} set state = ${success}, refund_amount = 0 where id = 2`,
        `update ${SUMS} set state = ${refunded}, refund_amount = 100 where id = 1`,
      ),
    ).toEqual(['committed', 'committed']);
    // 1 (100) is refunded now, 2 (200) paid again: 600 paid, 900 refunded, by app 5 the same.
    expect(await sums()).toEqual([
      { state: success, total: '600' },
      { state: refunded, total: '900' },
    ]);
    expect(
      await rowsOf(`select state, column_name, total::text as total from owned_state_sum
        where table_name = '${SUMS}' and by_column = 'mch_app_id' and by_value = '5'
        and total <> 0 order by column_name, state`),
    ).toEqual([
      { state: success, column_name: 'amount', total: '600' },
      { state: refunded, column_name: 'amount', total: '900' },
      { state: refunded, column_name: 'refund_amount', total: '900' },
    ]);
  });

  it('runs the ordered functions: the migrations replaced the ones that took the old key first', async () => {
    const bodyOf = (made: string) => made.split('$$')[1];
    const live = async (name: string) =>
      (
        await rowsOf<{ body: string }>(
          `select prosrc as body from pg_proc where proname = '${name}'`,
        )
      )[0]?.body;
    expect(await live('owned_row_count_sync')).toBe(bodyOf(ROW_COUNT_FUNCTION));
    expect(await live('tenant_row_count_sync')).toBe(bodyOf(TENANT_ROW_COUNT_FUNCTION));
    expect(await live('pay_order_sum_row_count_sync')).toBe(
      bodyOf(stateSumFunctionOf(resources.payOrder as Resource)),
    );
  });
});
