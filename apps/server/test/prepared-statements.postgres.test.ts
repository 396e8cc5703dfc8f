import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { withoutSort } from '../src/db/connection-settings';
import { readPlannedWithValues } from '../src/db/planned-read';
import {
  PLANNED_WITH_VALUES,
  PREPARED_STATEMENTS_MAX,
  prepareStatements,
  statementNames,
} from '../src/db/prepared-statements';
import { startTestApp, type TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

// The server's PostgreSQL statements run prepared on their connection (db/prepared-statements.ts):
// a statement with parameters is parsed once and, after a few calls, runs a kept generic plan;
// a pattern match and a read marked to be are planned with their values.
// Each check runs in one transaction, so that it reads the prepared statements of the
// connection that ran the statement.

type Prepared = { statement: string; genericPlans: string; customPlans: string };

describe('prepared statements on PostgreSQL', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let t: TestApp;
  let organId: number;

  beforeAll(async () => {
    t = await startTestApp();
    organId = Number(
      (await t.app.db.selectFrom('organ').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    );
  });
  afterAll(async () => t?.close());

  /** The statements prepared on `trx`'s connection whose text holds `marker`. */
  const preparedWith = async (trx: Db, marker: string) =>
    (
      await sql<Prepared>`select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`.execute(
        trx,
      )
    ).rows;

  it('names each statement with parameters once, and none without parameters, with a pattern, or past the limit', () => {
    const nameOf = statementNames(2);
    const first = nameOf('select * from organ where id = $1', [1]);
    expect(first).toMatch(/^retail_\d+$/);
    expect(nameOf('select * from organ where id = $1', [7])).toBe(first);
    expect(nameOf('select * from organ', [])).toBeUndefined();
    expect(nameOf('select id from goods where goods_name like $1', ['%tea%'])).toBeUndefined();
    expect(nameOf('select id from goods where goods_name ILIKE $1', ['%tea%'])).toBeUndefined();
    expect(
      nameOf(`select id from pay_order where id < $1${PLANNED_WITH_VALUES}`, [9]),
    ).toBeUndefined();
    const second = nameOf('select * from brand where id = $1', [1]);
    expect(second).toMatch(/^retail_\d+$/);
    expect(second).not.toBe(first);
    // Past the limit a new text is planned each time; the named ones keep their names.
    expect(nameOf('select * from role where id = $1', [1])).toBeUndefined();
    expect(nameOf('select * from organ where id = $1', [2])).toBe(first);
    expect(PREPARED_STATEMENTS_MAX).toBeGreaterThan(100);
  });

  it('runs a read with parameters prepared, and keeps a generic plan after a few calls', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      for (let call = 0; call < 8; call += 1) {
        const { rows } = await sql<{ id: number }>`select id /* prepared-check */ from organ
          where id = ${organId}`.execute(trx);
        expect(Number(rows[0]?.id)).toBe(organId);
      }
      const [prepared, ...others] = await preparedWith(trx, 'prepared-check');
      expect(others).toEqual([]);
      expect(Number(prepared?.customPlans)).toBeGreaterThanOrEqual(5);
      expect(Number(prepared?.genericPlans)).toBeGreaterThan(0);
    });
  });

  it('plans a pattern match with its pattern every time (not prepared)', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      for (let call = 0; call < 3; call += 1)
        await sql`select id /* pattern-check */ from organ where organ_name like ${'%a%'}`.execute(
          trx,
        );
      expect(await preparedWith(trx, 'pattern-check')).toEqual([]);
    });
  });

  it('plans a list page’s ids with their values every time (not prepared), without parallel workers', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      const workers = await sql<{ workers: string }>`select
        current_setting('max_parallel_workers_per_gather') as workers`.execute(trx);
      expect(workers.rows).toEqual([{ workers: '0' }]);
      for (let call = 0; call < 6; call += 1) {
        const rows = await readPlannedWithValues(
          trx,
          sql<{ id: number }>`select id /* ids-check */ from organ where id >= ${organId}
            order by id limit ${1}`.compile(trx),
        );
        expect(rows.map((row) => Number(row.id))).toEqual([organId]);
      }
      expect(await preparedWith(trx, 'ids-check')).toEqual([]);
    });
  });

  it('plans a walk without a sort on a connection that carries it, and the next read with one', async () => {
    const sortOf = async () =>
      (await sql<{ sort: string }>`select current_setting('enable_sort') as sort`.execute(t.app.db))
        .rows[0]?.sort;
    expect(await withoutSort(sortOf)).toBe('off');
    expect(await sortOf()).toBe('on');
    expect(await withoutSort(sortOf)).toBe('off');
    expect(await Promise.all([sortOf(), withoutSort(sortOf), sortOf()])).toEqual([
      'on',
      'off',
      'on',
    ]);
  });

  it('fails a statement prepared before its table changed columns once, then plans it every time', async () => {
    const database = t.config.database;
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL test app');
    // One connection, taken as the server's driver takes it, so that every call runs on the
    // connection that prepared the statement.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    prepareStatements(pool);
    const client = await pool.connect();
    const read = () => client.query('select * from prepared_check where id = $1', [1]);
    try {
      await client.query('create table prepared_check (id integer)');
      await client.query('insert into prepared_check values (1)');
      expect((await read()).rows).toEqual([{ id: 1 }]);
      // As a migration run by another process would.
      await client.query("alter table prepared_check add column note text default 'new'");
      await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      expect((await read()).rows).toEqual([{ id: 1, note: 'new' }]);
      expect((await read()).rows).toEqual([{ id: 1, note: 'new' }]);
    } finally {
      await client.query('drop table if exists prepared_check');
      client.release();
      await pool.end();
    }
  });
});
