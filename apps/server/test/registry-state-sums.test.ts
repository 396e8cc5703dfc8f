import { PAY_ORDER_STATE, PAY_ORDER_STATES, type Resource, resources } from '@retail/contract';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSearchedLists } from '../src/db/migrations/0220-list-text-indexes';
import { sqliteSumsColumnOf, textSumsIndexOf } from '../src/db/migrations/list-text-index';
import { hasStateSums, stateSumTrigger } from '../src/db/migrations/state-sums';
import { untyped } from '../src/scope/scoped-db';
import { callAs } from './support/admin-calls';
import {
  type CallerName,
  moveDowntown,
  type Organ,
  type SubtreeCallers,
  startWithSubtreeCallers,
} from './support/subtree-callers';
import { bodyOf } from './support/test-app';

// The pay orders' header totals, when nothing but the scope, the state or the app narrows the
// list, come from sums kept by organisation and state (db/migrations/state-sums.ts) instead of a
// read of every order (and a search's, also with the state, the app or the days, from the sums
// beside its text index's matches: 0235, 0237, 0239): each caller's count and paid and refunded
// sums stay those of a plain read of its orders through inserts, payments, refunds, changes of
// amount, app or day, moves of an order or of its organisation, and removals; and the figures
// are the kept sums' (a changed sum shows).

const TOTALS = '/api/payment/pay-order/totals';
const PAID: readonly number[] = [PAY_ORDER_STATE.success, PAY_ORDER_STATE.refunded];

type Totals = { count: number; paidAmount: number; refundAmount: number };
type Filter = {
  state?: number;
  mchAppId?: number;
  mchOrderNo?: string;
  createdFrom?: string;
  createdTo?: string;
};

/** The day an order is made on: four days in turn, 10 to 13 November. */
const dayOf = (made: number) => `2026-11-${String(10 + (made % 4))}`;

describe('header totals from kept sums', () => {
  let s: SubtreeCallers;
  /** Two apps of the tenant: the demo's first and one made here. */
  let apps: [number, number];
  let made = 0;
  const db = () => untyped(s.t.app.db);
  const isPostgres = () => s.t.app.db.getExecutor().adapter instanceof PostgresAdapter;

  /** `count` pay orders, one per owner in turn, with varied states and amounts. */
  const insertOrders = async (owners: readonly Organ[], count: number) => {
    for (let row = 0; row < count; row += 1) {
      const owner = owners[row % owners.length] as Organ;
      const state = PAY_ORDER_STATES[row % PAY_ORDER_STATES.length] as number;
      const amount = 100 + ((row * 37) % 900);
      made += 1;
      await db()
        .insertInto('payOrder')
        .values({
          mchAppId: apps[Math.floor(row / PAY_ORDER_STATES.length) % 2],
          mchOrderNo: `SUMS-${made}`,
          wayCode: 'SANDBOX_QR',
          amount,
          currency: 'cny',
          subject: 'Kept sums',
          state,
          refundAmount: state === PAY_ORDER_STATE.refunded ? amount : 0,
          createDate: `${dayOf(made)} ${made % 2 ? '00:00:00' : '23:59:59'}`,
          tenantId: owner.tenantId,
          organId: owner.id,
          organPath: owner.organPath,
        })
        .execute();
    }
  };

  /** What a plain read of the orders under `at` (of one state or app) adds up to. */
  const readTotals = async (at: Organ, filter: Filter): Promise<Totals> => {
    const fresh = await db()
      .selectFrom('organ')
      .select(['tenantId', 'organPath'])
      .where('id', '=', at.id)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<Record<keyof Totals, number | string | null>>`
      select count(*) as count,
        sum(case when state in (${sql.join(PAID)}) then amount else 0 end) as paid_amount,
        sum(refund_amount) as refund_amount
      from pay_order
      where tenant_id = ${fresh.tenantId} and organ_path like ${`${fresh.organPath}%`}
        ${filter.state === undefined ? sql`` : sql`and state = ${filter.state}`}
        ${filter.mchAppId === undefined ? sql`` : sql`and mch_app_id = ${filter.mchAppId}`}
        ${
          filter.mchOrderNo === undefined
            ? sql``
            : sql`and lower(mch_order_no) like ${`%${filter.mchOrderNo.toLowerCase()}%`}`
        }
        ${filter.createdFrom ? sql`and substr(create_date, 1, 10) >= ${filter.createdFrom}` : sql``}
        ${filter.createdTo ? sql`and substr(create_date, 1, 10) <= ${filter.createdTo}` : sql``}
        `.execute(s.t.app.db);
    const row = rows[0];
    return {
      count: Number(row?.count ?? 0),
      paidAmount: Number(row?.paidAmount ?? 0),
      refundAmount: Number(row?.refundAmount ?? 0),
    };
  };

  const totalsAs = async (who: CallerName, filter: object): Promise<Totals> => {
    const caller = s.callers[who];
    const response = await callAs(s.t, caller.token, 'POST', TOTALS, { ...caller.body, ...filter });
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response).data as Totals;
  };

  /** Every caller's totals, without a filter, for each state and each app, equal a plain read's. */
  const expectExact = async (moment: string) => {
    const filters: Filter[] = [
      {},
      ...PAY_ORDER_STATES.map((state) => ({ state })),
      ...apps.map((mchAppId) => ({ mchAppId })),
      // Searches: beside the text index's matches (list-text-totals.ts), alone or with a state,
      // an app (0237) or both.
      { mchOrderNo: 'sums-1' },
      { mchOrderNo: 'UMS-2' },
      { mchOrderNo: 'SUMS', state: PAY_ORDER_STATE.success },
      { mchOrderNo: 'SUMS', mchAppId: apps[1] },
      { mchOrderNo: 'UMS', mchAppId: apps[0], state: PAY_ORDER_STATE.success },
      // Within some days (0239): from a day, up to a day, one day (its first and last second).
      { mchOrderNo: 'SUMS', createdFrom: '2026-11-11' },
      { mchOrderNo: 'ums-1', createdTo: '2026-11-12' },
      { mchOrderNo: 'SUMS', createdFrom: '2026-11-13', createdTo: '2026-11-13' },
      {
        mchOrderNo: 'UMS',
        mchAppId: apps[1],
        state: PAY_ORDER_STATE.success,
        createdFrom: '2026-11-11',
        createdTo: '2026-11-12',
      },
    ];
    for (const who of Object.keys(s.callers) as CallerName[])
      for (const filter of filters)
        expect(await totalsAs(who, filter), `${moment}: ${who} ${JSON.stringify(filter)}`).toEqual(
          await readTotals(s.callers[who].at, filter),
        );
  };

  /** The orders this test made under `at`, oldest first. */
  const madeAt = async (at: Organ) =>
    (
      await db()
        .selectFrom('payOrder')
        .select('id')
        .where('organId', '=', at.id)
        .where('mchOrderNo', 'like', 'SUMS-%')
        .orderBy('id')
        .execute()
    ).map((row: { id: number }) => Number(row.id));

  beforeAll(async () => {
    s = await startWithSubtreeCallers('kiosk.sums');
    const [retail] = s.organs;
    const app = await db()
      .selectFrom('payMchApp')
      .select(['id', 'mchInfoId'])
      .where('tenantId', '=', retail.tenantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await db()
      .insertInto('payMchApp')
      .values({
        appId: 'SUMS-APP-2',
        name: 'Kept sums app',
        mchInfoId: app.mchInfoId,
        tenantId: retail.tenantId,
        organId: retail.id,
        organPath: retail.organPath,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    apps = [Number(app.id), Number(other.id)];
    await insertOrders(s.organs, 48);
  });
  afterAll(() => s?.t.close());

  it('keeps the sums of every list that declares totals', async () => {
    // A list that declares totals later needs a migration that keeps its sums (keepStateSums).
    const summed = Object.values(resources as Record<string, Resource>).filter(hasStateSums);
    expect(summed.map((resource) => resource.key)).toContain('payOrder');
    const { rows } = await sql<{ found: number }>`select count(*) as found from owned_state_sum
      where table_name = 'pay_order'`.execute(s.t.app.db);
    expect(Number(rows[0]?.found)).toBeGreaterThan(0);
    for (const resource of summed) {
      const trigger = stateSumTrigger(resource.table);
      const { rows: triggers } = await sql<{ name: string }>`${
        s.t.app.db.getExecutor().adapter instanceof PostgresAdapter
          ? sql`select tgname as name from pg_trigger where tgname like ${`${trigger}%`}`
          : sql`select name from sqlite_master where type = 'trigger' and name like ${`${trigger}%`}`
      }`.execute(s.t.app.db);
      expect(triggers.length, resource.key).toBeGreaterThanOrEqual(2);
    }
    // A searched list that declares totals reads a search's totals beside its matches (0235,
    // 0237, 0239): SQLite's index of its sums, PostgreSQL's side table with its sums' columns,
    // both with the state, the app and the creation time (SQLite: its day).
    const searched = textSearchedLists().filter((resource) => textSumsIndexOf(resource));
    expect(searched.map((resource) => resource.key)).toContain('payOrder');
    for (const resource of searched) {
      const { name, columns } = textSumsIndexOf(resource) ?? { name: '', columns: [] };
      const kept = columns.filter((column) => column !== 'id');
      if (isPostgres()) {
        const { rows: found } = await sql<{ column: string }>`select column_name as "column"
          from information_schema.columns where table_name = ${`${resource.table}_text`}`.execute(
          s.t.app.db,
        );
        expect(
          found.map((row) => row.column),
          resource.key,
        ).toEqual(expect.arrayContaining(kept));
      } else {
        // SQLite's index keeps the creation time as its day, an expression (0239).
        const { rows } = await sql<{ made: string }>`select sql as made from sqlite_master
          where name = ${name}`.execute(s.t.app.db);
        for (const column of kept)
          expect(rows[0]?.made, resource.key).toContain(sqliteSumsColumnOf(column));
      }
    }
    expect(textSumsIndexOf(resources.payOrder as Resource)?.columns).toEqual(
      expect.arrayContaining(['mch_app_id', 'create_date']),
    );
  });

  it('adds up every caller’s orders, and each state’s', async () => {
    await expectExact('inserted');
  });

  it('stays exact through payments, refunds, changes of amount, moves and removals', async () => {
    const [, downtown, kiosk, uptown] = s.organs;
    const ids = await madeAt(kiosk);
    const set = (id: number | undefined, values: Record<string, unknown>) =>
      db().updateTable('payOrder').set(values).where('id', '=', id).execute();
    // Paid, refunded in part, refunded in whole with its state, a new amount, closed.
    await set(ids[0], { state: PAY_ORDER_STATE.success });
    await set(ids[1], { refundAmount: 55 });
    await set(ids[2], { state: PAY_ORDER_STATE.refunded, refundAmount: 333 });
    await set(ids[3], { amount: 4321 });
    await set(ids[4], { state: PAY_ORDER_STATE.closed });
    // Made on another day: out of one day's search, into another's.
    await set(ids[9], { createDate: '2026-11-13 12:00:00' });
    await set(ids[10], { createDate: '2026-11-09 12:00:00' });
    // Another owner, with a new state and amount at once; an edit that changes no sum.
    await set(ids[5], {
      organId: uptown.id,
      organPath: uptown.organPath,
      state: PAY_ORDER_STATE.success,
      amount: 999,
    });
    await set(ids[6], { subject: 'Renamed', amount: undefined });
    // Another app, and another app with a refund at once.
    await set(ids[7], { mchAppId: apps[1] });
    await set(ids[8], { mchAppId: apps[0], refundAmount: 21 });
    await expectExact('edited');
    // A refund given back: its amount back to 0 (no sum is written for a 0), the order paid.
    await set(ids[2], { state: PAY_ORDER_STATE.success, refundAmount: 0 });
    await expectExact('refund given back');
    await db()
      .deleteFrom('payOrder')
      .where('id', 'in', [...ids.slice(9), ...(await madeAt(downtown)).slice(0, 3)])
      .execute();
    await expectExact('removed');
    await insertOrders([kiosk], 5);
    await expectExact('inserted again');
  });

  it('stays exact when an organisation moves with its orders', async () => {
    const [retail, , , uptown] = s.organs;
    await moveDowntown(s, uptown);
    await expectExact('moved under Uptown');
    await moveDowntown(s, retail);
    await expectExact('moved back');
  });

  it('answers from the kept sums, and reads the rows for two filters together', async () => {
    const [, , kiosk] = s.organs;
    /** Adds `by` to the kiosk's paid sum of all its orders, or of the app's (not the rows). */
    const nudge = (by: number, app?: number) =>
      sql`update owned_state_sum set total = total + ${by}
        where table_name = 'pay_order' and column_name = 'amount'
          and by_column = ${app === undefined ? '' : 'mch_app_id'}
          and by_value = ${app === undefined ? '' : String(app)}
          and state = ${PAY_ORDER_STATE.success} and organ_id = ${kiosk.id}`.execute(s.t.app.db);
    const apart = { state: PAY_ORDER_STATE.success, mchAppId: apps[0] };
    const before = {
      all: await totalsAs('tenant', {}),
      paid: await totalsAs('tenant', { state: PAY_ORDER_STATE.success }),
      app: await totalsAs('tenant', { mchAppId: apps[0] }),
      apart: await totalsAs('tenant', apart),
    };
    await nudge(7);
    await nudge(5, apps[0]);
    try {
      expect((await totalsAs('tenant', {})).paidAmount).toBe(before.all.paidAmount + 7);
      expect((await totalsAs('tenant', { state: PAY_ORDER_STATE.success })).paidAmount).toBe(
        before.paid.paidAmount + 7,
      );
      expect(await totalsAs('tenant', { mchAppId: apps[0] })).toEqual({
        ...before.app,
        paidAmount: before.app.paidAmount + 5,
      });
      // Two filters together read the rows.
      expect(await totalsAs('tenant', apart)).toEqual(before.apart);
    } finally {
      await nudge(-7);
      await nudge(-5, apps[0]);
    }
    await expectExact('restored');
  });
});
