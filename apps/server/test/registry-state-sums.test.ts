import { PAY_ORDER_STATE, PAY_ORDER_STATES, type Resource, resources } from '@retail/contract';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// The pay orders' header totals, when nothing but the scope or the state narrows the list, come
// from sums kept by organisation and state (db/migrations/state-sums.ts) instead of a read of
// every order: each caller's count and paid and refunded sums stay those of a plain read of its
// orders through inserts, payments, refunds, changes of amount, moves of an order or of its
// organisation, and removals; and the figures are the kept sums' (a changed sum shows).

const TOTALS = '/api/payment/pay-order/totals';
const PAID: readonly number[] = [PAY_ORDER_STATE.success, PAY_ORDER_STATE.refunded];

type Totals = { count: number; paidAmount: number; refundAmount: number };

describe('header totals from kept sums', () => {
  let s: SubtreeCallers;
  let appId: number;
  let made = 0;
  const db = () => untyped(s.t.app.db);

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
          mchAppId: appId,
          mchOrderNo: `SUMS-${made}`,
          wayCode: 'SANDBOX_QR',
          amount,
          currency: 'cny',
          subject: 'Kept sums',
          state,
          refundAmount: state === PAY_ORDER_STATE.refunded ? amount : 0,
          tenantId: owner.tenantId,
          organId: owner.id,
          organPath: owner.organPath,
        })
        .execute();
    }
  };

  /** What a plain read of the orders under `at` (of one state) adds up to. */
  const readTotals = async (at: Organ, state?: number): Promise<Totals> => {
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
        ${state === undefined ? sql`` : sql`and state = ${state}`}`.execute(s.t.app.db);
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

  /** Every caller's totals, without a filter and for each state, equal a plain read's. */
  const expectExact = async (moment: string) => {
    for (const who of Object.keys(s.callers) as CallerName[])
      for (const state of [undefined, ...PAY_ORDER_STATES]) {
        const filter = state === undefined ? {} : { state };
        expect(await totalsAs(who, filter), `${moment}: ${who} ${JSON.stringify(filter)}`).toEqual(
          await readTotals(s.callers[who].at, state),
        );
      }
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
    const app = await db()
      .selectFrom('payMchApp')
      .select('id')
      .where('tenantId', '=', s.organs[0].tenantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    appId = Number(app.id);
    await insertOrders(s.organs, 48);
  });
  afterAll(() => s?.t.close());

  it('keeps the sums of every list that declares totals', async () => {
    const summed = Object.values(resources as Record<string, Resource>).filter(hasStateSums);
    expect(summed.map((resource) => resource.key)).toEqual(['payOrder']);
    for (const resource of summed) {
      const { rows } = await sql<{ found: number }>`select count(*) as found from owned_state_sum
        where table_name = ${resource.table}`.execute(s.t.app.db);
      expect(Number(rows[0]?.found), resource.key).toBeGreaterThan(0);
      const trigger = stateSumTrigger(resource.table);
      const { rows: triggers } = await sql<{ name: string }>`${
        s.t.app.db.getExecutor().adapter instanceof PostgresAdapter
          ? sql`select tgname as name from pg_trigger where tgname like ${`${trigger}%`}`
          : sql`select name from sqlite_master where type = 'trigger' and name like ${`${trigger}%`}`
      }`.execute(s.t.app.db);
      expect(triggers.length, resource.key).toBeGreaterThanOrEqual(2);
    }
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
    // Another owner, with a new state and amount at once; an edit that changes no sum.
    await set(ids[5], {
      organId: uptown.id,
      organPath: uptown.organPath,
      state: PAY_ORDER_STATE.success,
      amount: 999,
    });
    await set(ids[6], { subject: 'Renamed', amount: undefined });
    await expectExact('edited');
    await db()
      .deleteFrom('payOrder')
      .where('id', 'in', [...ids.slice(7), ...(await madeAt(downtown)).slice(0, 3)])
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

  it('answers from the kept sums, and reads the rows for any other filter', async () => {
    const [, , kiosk] = s.organs;
    const nudge = (by: number) =>
      sql`update owned_state_sum set total = total + ${by}
        where table_name = 'pay_order' and column_name = 'amount'
          and state = ${PAY_ORDER_STATE.success} and organ_id = ${kiosk.id}`.execute(s.t.app.db);
    const before = {
      all: await totalsAs('tenant', {}),
      paid: await totalsAs('tenant', { state: PAY_ORDER_STATE.success }),
      app: await totalsAs('tenant', { mchAppId: appId }),
    };
    await nudge(7);
    try {
      expect((await totalsAs('tenant', {})).paidAmount).toBe(before.all.paidAmount + 7);
      expect((await totalsAs('tenant', { state: PAY_ORDER_STATE.success })).paidAmount).toBe(
        before.paid.paidAmount + 7,
      );
      // A filter beside the state reads the rows.
      expect(await totalsAs('tenant', { mchAppId: appId })).toEqual(before.app);
    } finally {
      await nudge(-7);
    }
    await expectExact('restored');
  });
});
