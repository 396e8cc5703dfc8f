import { endpoints, resources } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snake } from '../src/db/migrations/list-indexes';
import { countedColumnsOf } from '../src/db/migrations/value-counts';
import { untyped } from '../src/scope/scoped-db';
import { callAs } from './support/admin-calls';
import {
  type CallerName,
  insertAuditEntries,
  moveDowntown,
  type Organ,
  type SubtreeCallers,
  startWithSubtreeCallers,
} from './support/subtree-callers';
import { bodyOf } from './support/test-app';

// A growing list filtered by one few-valued exact filter (a state, a choice, a level) takes its
// totalCount from counters by organisation and value (db/migrations/value-counts.ts): every
// caller's total stays the count of its rows through inserts, edits of the value, moves to
// another organisation, moves of the organisation itself and removals, and its pages stay
// those of a plain read.

type Page = { totalCount: number; entities: { id: number }[] };
type Row = Record<string, number | null>;

const PAGE_SIZE = 7;
const COUNTED = countedColumnsOf(resources.customer);

describe('totals of a list filtered by a counted value', () => {
  let t: SubtreeCallers['t'];
  let organs: SubtreeCallers['organs'];
  let callers: SubtreeCallers['callers'];
  let levels: number[];
  const db = () => untyped(t.app.db);

  /** The caller's customers holding the value, newest first, from a plain read. */
  const expectedIds = async (at: Organ, column: string, value: number) => {
    const fresh = await db()
      .selectFrom('organ')
      .select(['tenantId', 'organPath'])
      .where('id', '=', at.id)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ id: number }>`select id from customer
      where tenant_id = ${fresh.tenantId} and organ_path like ${`${fresh.organPath}%`}
        and ${sql.ref(snake(column))} = ${value}
      order by id desc`.execute(t.app.db);
    return rows.map((row) => Number(row.id));
  };

  /** Every caller's total and first two pages for every counted filter's values. */
  const expectExact = async (moment: string) => {
    const rows = (await db().selectFrom('customer').select(COUNTED).execute()) as Row[];
    for (const who of Object.keys(callers) as CallerName[]) {
      const caller = callers[who];
      for (const column of COUNTED) {
        const held = rows.map((row) => row[column]).filter((value) => value !== null);
        // The values rows hold, and one none holds.
        for (const value of [...new Set(held as number[]), 987_654]) {
          const expected = await expectedIds(caller.at, column, value);
          for (const pageNum of [1, 2]) {
            const response = await callAs(
              t,
              caller.token,
              'POST',
              `${endpoints.customer.list.path}?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`,
              { ...caller.body, [column]: value },
            );
            expect(response.statusCode, response.body).toBe(200);
            const page = bodyOf(response) as unknown as Page;
            const label = `${moment}: ${who} ${column} = ${value} page ${pageNum}`;
            expect(page.totalCount, label).toBe(expected.length);
            expect(
              page.entities.map((row) => row.id),
              label,
            ).toEqual(expected.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE));
          }
        }
      }
    }
  };

  const insert = async (owner: Organ, row: number) =>
    db()
      .insertInto('customer')
      .values({
        tenantId: owner.tenantId,
        organId: owner.id,
        organPath: owner.organPath,
        name: `Counted ${row}`,
        mobile: `138${String(row * 41).padStart(8, '0')}`,
        levelId: row % 4 === 0 ? null : levels[row % levels.length],
        registerTerminal: [0, 10, 31][row % 3],
        status: row % 5 === 0 ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow() as Promise<{ id: number }>;

  beforeAll(async () => {
    ({ t, organs, callers } = await startWithSubtreeCallers('kiosk.counts'));
    const retail = organs[0];
    levels = [];
    for (const name of ['Silver', 'Gold']) {
      const level = await db()
        .insertInto('memberLevel')
        .values({
          tenantId: retail.tenantId,
          organId: retail.id,
          organPath: retail.organPath,
          name: `Counted ${name}`,
          level: levels.length + 11,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      levels.push(Number(level.id));
    }
    for (let row = 0; row < 60; row += 1) await insert(organs[row % organs.length] as Organ, row);
  });
  afterAll(() => t.close());

  it('counts the customers of the state, terminal and level filters', () => {
    expect(COUNTED.sort()).toEqual(['levelId', 'registerTerminal', 'status']);
  });

  it('keeps each total exact through edits, moves and removals of rows', async () => {
    await expectExact('inserted');
    const [, , kiosk, uptown] = organs as unknown as Organ[];
    const ids = (
      await db()
        .selectFrom('customer')
        .select('id')
        .where('organId', '=', (kiosk as Organ).id)
        .orderBy('id')
        .execute()
    ).map((row: { id: number }) => Number(row.id));
    // A value changed, a value cleared, a value set, the owner changed with a value.
    await db().updateTable('customer').set({ status: 0 }).where('id', '=', ids[0]).execute();
    await db().updateTable('customer').set({ levelId: null }).where('id', '=', ids[1]).execute();
    await db()
      .updateTable('customer')
      .set({ levelId: levels[0] })
      .where('id', '=', ids[2])
      .execute();
    await db()
      .updateTable('customer')
      .set({
        organId: (uptown as Organ).id,
        organPath: (uptown as Organ).organPath,
        registerTerminal: 32,
      })
      .where('id', '=', ids[3])
      .execute();
    // An edit that changes no counted value (nor the owner).
    await db().updateTable('customer').set({ name: 'Renamed' }).where('id', '=', ids[4]).execute();
    await expectExact('edited');
    await db().deleteFrom('customer').where('id', 'in', ids.slice(5)).execute();
    await expectExact('removed');
  });

  it('keeps them exact when an organisation moves with its rows', async () => {
    const [retail, , , uptown] = organs;
    await moveDowntown({ t, organs, callers }, uptown);
    await expectExact('moved under Uptown');
    await moveDowntown({ t, organs, callers }, retail);
    await expectExact('moved back');
  });

  it('reads the counters, which the rows alone keep', async () => {
    const { rows } = await sql<{ value: string; total: number | string }>`
      select value, sum(row_count) as total from owned_value_count
      where table_name = 'customer' and column_name = 'status' group by value`.execute(t.app.db);
    const { rows: counted } = await sql<{ value: string; total: number | string }>`
      select cast(status as text) as value, count(*) as total from customer
      where status is not null group by status`.execute(t.app.db);
    const byValue = (list: { value: string; total: number | string }[]) =>
      Object.fromEntries(
        list.filter((row) => Number(row.total) !== 0).map((row) => [row.value, Number(row.total)]),
      );
    expect(byValue(rows)).toEqual(byValue(counted));
  });
});

// The audit log's rows outlive their organisation: a tenant's whole tree takes its unfiltered
// total from counters by tenant and organisation (tenant_row_count), removed organisations'
// rows included, and the platform's view of every tenant from all of them, through inserts,
// removals and a move to another tenant.
describe('the audit log total of a tenant', () => {
  let t: SubtreeCallers['t'];
  let organs: SubtreeCallers['organs'];
  let callers: SubtreeCallers['callers'];
  const db = () => untyped(t.app.db);

  const totalOf = async (who: CallerName, body: Record<string, unknown> = {}) => {
    const response = await callAs(
      t,
      callers[who].token,
      'POST',
      `${endpoints.auditLog.list.path}?pageNum=1&pageSize=${PAGE_SIZE}`,
      { ...callers[who].body, ...body },
    );
    expect(response.statusCode, response.body).toBe(200);
    return (bodyOf(response) as unknown as Page).totalCount;
  };
  /** The log rows under an organisation's path as it is now, counted in the table. */
  const rowsBelow = async (at: Organ) => {
    const { tenantId, organPath } = await db()
      .selectFrom('organ')
      .select(['tenantId', 'organPath'])
      .where('id', '=', at.id)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from audit_log
      where tenant_id = ${tenantId} and organ_path like ${`${organPath}%`}`.execute(t.app.db);
    return Number(rows[0]?.count);
  };
  /** Every entry of every tenant, counted in the table. */
  const allRows = async () => {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count
      from audit_log`.execute(t.app.db);
    return Number(rows[0]?.count);
  };
  const expectExact = async (
    moment: string,
    whom: readonly CallerName[] = ['tenant', 'platform', 'deep', 'narrowed'],
  ) => {
    for (const who of whom)
      expect(await totalOf(who), `${moment}: ${who}`).toBe(await rowsBelow(callers[who].at));
    // The platform without a tenant filter: every tenant's entries, from all their counters.
    expect(await totalOf('platform', { tenantId: undefined }), `${moment}: every tenant`).toBe(
      await allRows(),
    );
  };

  beforeAll(async () => {
    ({ t, organs, callers } = await startWithSubtreeCallers('kiosk.log'));
    const [retail, downtown, kiosk] = organs as unknown as Organ[];
    const gone = {
      id: 900_002,
      tenantId: (retail as Organ).tenantId,
      organPath: `${(kiosk as Organ).organPath}900002/`,
    };
    await insertAuditEntries(t, [retail, downtown, kiosk, gone] as Organ[], 40, () => ({
      tableName: 'customer',
      action: 'update',
    }));
  });
  afterAll(() => t.close());

  it('stays the count of the tenant’s entries, a removed organisation’s included', async () => {
    await expectExact('inserted');
    const [retail] = organs as unknown as Organ[];
    const { count } = await db()
      .selectFrom('tenantRowCount')
      .select(sql<number>`sum(row_count)`.as('count'))
      .where('tableName', '=', 'audit_log')
      .where('tenantId', '=', (retail as Organ).tenantId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(await totalOf('tenant'));
    // Entries of the removed organisation removed (a retention purge).
    await db().deleteFrom('auditLog').where('organId', '=', 900_002).execute();
    await expectExact('purged');
    // Downtown moves to another tenant with its entries, then back.
    const before = await totalOf('tenant');
    const harbour = await db()
      .selectFrom('organ')
      .select(['id', 'tenantId'])
      .where('organName', '=', 'Harbour Mart')
      .executeTakeFirstOrThrow();
    await moveDowntown({ t, organs, callers }, harbour);
    expect(await totalOf('tenant')).toBeLessThan(before);
    // (The tenant's administrator narrowed to Downtown no longer sees it.)
    await expectExact('moved to another tenant', ['tenant', 'platform', 'deep']);
    await moveDowntown({ t, organs, callers }, retail as Organ);
    expect(await totalOf('tenant')).toBe(before);
    await expectExact('moved back');
  });

  it('reads the platform’s total of every tenant from the counters, not the rows', async () => {
    // A counter changed by hand shows in the total: the rows were not counted.
    const every = await totalOf('platform', { tenantId: undefined });
    const shift = (by: number) =>
      sql`update tenant_row_count set row_count = row_count + ${by}
        where table_name = 'audit_log' and organ_id = ${(organs[0] as Organ).id}`.execute(t.app.db);
    await shift(1000);
    try {
      expect(await totalOf('platform', { tenantId: undefined })).toBe(every + 1000);
    } finally {
      await shift(-1000);
    }
    expect(await totalOf('platform', { tenantId: undefined })).toBe(await allRows());
  });
});
