import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import type { TestApp } from './support/test-app';
import { startTestApp } from './support/test-app';
import { signal } from './support/signal';
import { usesPostgres } from './support/test-database';

// The logs every kind of change writes in its own transaction (the state log, the audit log)
// move their row counters at commit (0236-log-counts-at-commit): a transaction that has logged
// never holds its organisation's log counter while it waits for another row. Before, a refund
// that logged and then recorded its merchant notification, beside a notification try that moved
// its record and then logged, each held what the other wanted, and PostgreSQL ended one of them
// ("deadlock detected"). Here two transactions take the two counters in opposite orders, step by
// step: both commit, and the counters are exact.

type Owner = { tenantId: number; organId: number; organPath: string };

describe('log counters at commit', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let t: TestApp;
  let db: Db;
  let owner: Owner;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    db = t.app.db.withoutPlugins() as unknown as Db;
    const row = (
      await sql<Owner>`select tenant_id as "tenantId", organ_id as "organId",
        organ_path as "organPath" from brand order by id limit 1`.execute(db)
    ).rows[0];
    if (!row) throw new Error('the demo has no brand');
    owner = row;
  });
  afterAll(() => t.close());

  const stamp = () => ({ by: 'test', at: '2026-12-01 00:00:00' });
  const logState = (trx: Db) =>
    sql`insert into state_log (tenant_id, organ_id, organ_path, resource, record_id, action,
        from_state, to_state, create_by, create_date, update_by, update_date)
      values (${owner.tenantId}, ${owner.organId}, ${owner.organPath}, 'test', ${(seq += 1)},
        'move', 1, 2, ${stamp().by}, ${stamp().at}, ${stamp().by}, ${stamp().at})`.execute(trx);
  const logAudit = (trx: Db) =>
    sql`insert into audit_log (table_name, record_id, action, user_id, tenant_id, organ_id,
        organ_path, create_by, create_date, update_by, update_date)
      values ('brand', ${(seq += 1)}, 'update', 1, ${owner.tenantId}, ${owner.organId},
        ${owner.organPath}, ${stamp().by}, ${stamp().at}, ${stamp().by}, ${stamp().at})`.execute(
      trx,
    );
  /** A row of a counted table in the same organisation: takes its counter until commit. */
  const addBrand = (trx: Db) =>
    sql`insert into brand (name, tenant_id, organ_id, organ_path, create_by, create_date,
        update_by, update_date)
      values (${`Lock order ${String((seq += 1))}`}, ${owner.tenantId}, ${owner.organId},
        ${owner.organPath}, ${stamp().by}, ${stamp().at}, ${stamp().by}, ${stamp().at})`.execute(
      trx,
    );

  const counters = async () => {
    const { rows } = await sql<{ name: string; counted: number; actual: number }>`
      select 'state_log' as name,
        (select row_count from owned_row_count
          where table_name = 'state_log' and organ_id = ${owner.organId}) as counted,
        (select count(*)::int from state_log where organ_id = ${owner.organId}) as actual
      union all
      select 'audit_log',
        (select row_count from tenant_row_count where table_name = 'audit_log'
          and tenant_id = ${owner.tenantId} and organ_id = ${owner.organId}),
        (select count(*)::int from audit_log
          where tenant_id = ${owner.tenantId} and organ_id = ${owner.organId})
      union all
      select 'brand',
        (select row_count from owned_row_count
          where table_name = 'brand' and organ_id = ${owner.organId}),
        (select count(*)::int from brand where organ_id = ${owner.organId})`.execute(db);
    return rows;
  };

  /**
   * One transaction logs, then (once the other holds the brand counter) adds a brand; the other
   * adds a brand, then logs. Answers how each ended.
   */
  const crossed = async (log: (trx: Db) => Promise<unknown>) => {
    const logged = signal();
    const holds = signal();
    const first = db.transaction().execute(async (trx) => {
      await log(trx);
      logged.resolve();
      await holds.promise;
      await addBrand(trx);
    });
    const second = db.transaction().execute(async (trx) => {
      await logged.promise;
      await addBrand(trx);
      holds.resolve();
      await log(trx);
    });
    return (await Promise.allSettled([first, second])).map((result) =>
      result.status === 'fulfilled' ? 'committed' : String(result.reason),
    );
  };

  it.each([
    ['the state log', logState],
    ['the audit log', logAudit],
  ])(
    'lets two transactions that take %s and another counter in opposite orders both commit',
    async (_name, log) => {
      const before = await counters();
      for (const counter of before) expect(counter.counted, counter.name).toBe(counter.actual);
      expect(await crossed(log)).toEqual(['committed', 'committed']);
      const after = await counters();
      for (const counter of after) expect(counter.counted, counter.name).toBe(counter.actual);
      const moved = (name: string) =>
        (after.find((c) => c.name === name)?.actual ?? 0) -
        (before.find((c) => c.name === name)?.actual ?? 0);
      expect(moved('brand')).toBe(2);
      expect(moved(log === logState ? 'state_log' : 'audit_log')).toBe(2);
    },
  );
});
