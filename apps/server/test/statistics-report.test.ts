import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';
import { demoToken } from './support/admin-calls';
import { bodyOf } from './support/test-app';
import { groupsOf, metricsOf, REPORT_SUBJECTS } from '@retail/contract';
import { nextRunOf } from '../src/modules/statistics/report-template.hooks';

// Report templates and tasks (docs/statistics.md): templates refuse metrics of another subject,
// periods out of limits and taken names; a run counts the figures of the tables through the
// task's scope and writes them into the caller's exports; the clock runs a due schedule once; a
// running task is not started twice; a failure keeps its error and can be retried.
// On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const TEMPLATE = '/api/payment/statics-template';
const TASK = '/api/payment/statics-task';

let w: OrderWorld;
const db = () => w.t.app.db.withoutPlugins();
const today = () => {
  const date = new Date(w.t.clock.now());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Figures of the tables themselves: paid orders and refunds of a tenant (and subtree) today. */
const tradeSums = async (tenantId: number, organPath = '/') => {
  const day = today();
  const paid = await sql<{ n: number | string; amount: number | string | null }>`
    select count(*) as n, sum(pay_price) as amount from trade_order
    where tenant_id = ${tenantId} and organ_path like ${`${organPath}%`}
      and pay_time >= ${`${day} 00:00:00`} and pay_time <= ${`${day} 23:59:59`}`.execute(db());
  const refunded = await sql<{ n: number | string; amount: number | string | null }>`
    select count(*) as n, sum(refund_price) as amount from trade_after_sale
    where tenant_id = ${tenantId} and organ_path like ${`${organPath}%`} and status = 50
      and refund_time >= ${`${day} 00:00:00`} and refund_time <= ${`${day} 23:59:59`}`.execute(
    db(),
  );
  return {
    paidCount: Number(paid.rows[0]?.n ?? 0),
    paidAmount: Number(paid.rows[0]?.amount ?? 0),
    refundCount: Number(refunded.rows[0]?.n ?? 0),
    refundAmount: Number(refunded.rows[0]?.amount ?? 0),
  };
};

const refused = (response: LightMyRequestResponse, field: string, text: RegExp) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(bodyOf(response).field).toBe(field);
  expect(bodyOf(response).description).toMatch(text);
};

const sheetRows = async (response: LightMyRequestResponse): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

const tasksOf = async (templateId: number, who: 'sunrise' | 'harbour' = 'sunrise') =>
  (await w.list(TASK, { templateId }, who)) as (Row & {
    state: number;
    rowCount: number;
    error: string | null;
    exportJobId: number;
    triggeredBy: string;
    startedAt: string | null;
    finishedAt: string | null;
  })[];

/** A file of my exports, as the console downloads it. */
const download = async (userName: string, id: number) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/admin/export/download?id=${String(id)}`,
    headers: { authorization: `Bearer ${await demoToken(w.t, userName)}` },
  });

let trade: Row;
beforeAll(async () => {
  w = await startOrderWorld();
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', { id: w.stock.id, change: 40, reason: 'In' }),
  );
  // Two paid orders and one refunded line, made the way shoppers and staff make them.
  const orders: ShopOrder[] = [];
  for (const [mobile, count] of [
    ['13500000001', 2],
    ['13500000002', 6],
  ] as const) {
    const buyer = await w.shopper(mobile);
    const order = await okData<ShopOrder>(await w.checkout(buyer, count));
    orders.push(
      await okData<ShopOrder>(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id })),
    );
    if (mobile === '13500000001') {
      const afterSale = await okData<Row>(
        await w.shop(buyer.token, 'after-sale/apply', {
          orderId: order.id,
          way: 10,
          applyReason: 'Bruised',
          lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
        }),
      );
      await okData(await w.act('/api/order/refund/agree', { id: afterSale.id }));
      await okData(await w.act('/api/order/refund/refund', { id: afterSale.id }));
    }
  }
  trade = await w.edit(TEMPLATE, {
    name: 'Trade today',
    subject: 1,
    metrics: 'paidCount,paidAmount,refundCount,refundAmount',
    period: 1,
    groupBy: 0,
    days: 1,
  });
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

describe('report templates', () => {
  it('refuses metrics of another subject, periods out of limits and a taken name, naming the field', async () => {
    const base = { name: 'Members', subject: 3, metrics: 'newCustomers', period: 1, groupBy: 0 };
    refused(
      await w.console('sunrise', 'PATCH', `${TEMPLATE}/edit`, { ...base, metrics: 'paidAmount' }),
      'metrics',
      /Metrics.*paidAmount/,
    );
    refused(
      await w.console('sunrise', 'PATCH', `${TEMPLATE}/edit`, { ...base, metrics: '' }),
      'metrics',
      /Metrics/,
    );
    refused(
      await w.console('sunrise', 'PATCH', `${TEMPLATE}/edit`, { ...base, groupBy: 1 }),
      'groupBy',
      /Also by/,
    );
    refused(
      await w.console('sunrise', 'PATCH', `${TEMPLATE}/edit`, { ...base, days: 0 }),
      'days',
      /Default period/,
    );
    refused(
      await w.console('sunrise', 'PATCH', `${TEMPLATE}/edit`, { ...base, days: 367 }),
      'days',
      /Default period/,
    );
    refused(
      await w.console('sunrise', 'PATCH', `${TEMPLATE}/edit`, { ...base, name: 'Trade today' }),
      'name',
      /Trade today/,
    );
    // In the caller's language.
    refused(
      await w.console(
        'sunrise',
        'PATCH',
        `${TEMPLATE}/edit`,
        { ...base, metrics: 'onHand' },
        'zh-CN',
      ),
      'metrics',
      /统计指标/,
    );
    expect((await w.list(TEMPLATE, { name: 'Members' })).length).toBe(0);
    // The same name in another tenant is free.
    await w.edit(TEMPLATE, { ...base, name: 'Trade today' }, 'harbour');
  });
});

describe('a run', () => {
  it('counts what the tables hold and writes it into my exports', async () => {
    await okData(await w.act(`${TEMPLATE}/run`, { id: trade.id }));
    const [task] = await tasksOf(trade.id);
    expect(task).toMatchObject({
      state: 2,
      rowCount: 1,
      triggeredBy: 'sunrise.admin',
      error: null,
    });
    const sums = await tradeSums(w.sunriseId);
    expect(sums.paidCount).toBeGreaterThanOrEqual(2);
    expect(sums.refundCount).toBeGreaterThanOrEqual(1);
    const response = await download('sunrise.admin', Number(task?.exportJobId));
    expect(response.statusCode).toBe(200);
    const rows = await sheetRows(response);
    expect(rows[0]).toEqual(['Period', 'Paid orders', 'Paid amount', 'Refunds', 'Refunded amount']);
    // Money as yuan in the sheet.
    expect(rows[1]).toEqual([
      today(),
      sums.paidCount,
      sums.paidAmount / 100,
      sums.refundCount,
      sums.refundAmount / 100,
    ]);
    const exports = (
      (
        await w.console('sunrise', 'POST', '/api/admin/export/list?pageNum=1&pageSize=50', {})
      ).json() as {
        entities: Row[];
      }
    ).entities;
    expect(exports.find((job) => job.id === task?.exportJobId)).toMatchObject({
      status: 'done',
      rowCount: 1,
    });
  });
});

describe('scope', () => {
  it('never counts another tenant’s rows, and an organisation only its subtree', async () => {
    // Harbour's template of the same name: its own tenant's figures, none of Sunrise's orders.
    const [harbourTemplate] = await w.list(TEMPLATE, { name: 'Trade today' }, 'harbour');
    await w.edit(
      TEMPLATE,
      { ...harbourTemplate, subject: 1, metrics: 'paidCount,paidAmount', days: 1 },
      'harbour',
    );
    await okData(await w.act(`${TEMPLATE}/run`, { id: harbourTemplate?.id }, 'harbour'));
    const [harbourTask] = await tasksOf(Number(harbourTemplate?.id), 'harbour');
    expect(harbourTask?.state).toBe(2);
    const harbourRows = await sheetRows(
      await download('harbour.admin', Number(harbourTask?.exportJobId)),
    );
    const harbour = await tradeSums(w.harbourId);
    expect(harbourRows.slice(1)).toEqual(
      harbour.paidCount === 0 ? [] : [[today(), harbour.paidCount, harbour.paidAmount / 100]],
    );
    // Sunrise cannot run Harbour's template.
    expect((await w.act(`${TEMPLATE}/run`, { id: harbourTemplate?.id })).statusCode).toBe(404);

    // A task of the store's organisation: the orders of that subtree only.
    const store = (
      await sql<{ organ_id: number; organ_path: string }>`
      select organ_id, organ_path from store where id = ${w.store.id}`.execute(db())
    ).rows[0];
    // The store's organisation is below the tenant's own: a true subtree.
    expect(store?.organ_id).not.toBe(w.sunriseId);
    const task = await w.edit(TASK, { templateId: trade.id, trigger: 1, organId: store?.organ_id });
    await okData(await w.act(`${TASK}/run`, { id: task.id }));
    const [done] = (await w.list(TASK, { id: task.id })) as (Row & { exportJobId: number })[];
    const sub = await tradeSums(w.sunriseId, store?.organ_path);
    const rows = await sheetRows(await download('sunrise.admin', Number(done?.exportJobId)));
    expect(rows[1]).toEqual([
      today(),
      sub.paidCount,
      sub.paidAmount / 100,
      sub.refundCount,
      sub.refundAmount / 100,
    ]);
    // A sibling organisation's task counts none of them.
    const sibling = (
      await sql<{ id: number }>`
      select id from organ where parent_id = ${w.sunriseId} and organ_path not like ${`${store?.organ_path ?? ''}%`}
      order by id`.execute(db())
    ).rows[0];
    expect(sub.paidCount).toBeGreaterThanOrEqual(2);
    expect(sibling).toBeDefined();
    if (sibling) {
      const other = await w.edit(TASK, { templateId: trade.id, trigger: 1, organId: sibling.id });
      await okData(await w.act(`${TASK}/run`, { id: other.id }));
      const [otherDone] = (await w.list(TASK, { id: other.id })) as (Row & { rowCount: number })[];
      expect(otherDone?.rowCount).toBe(0);
    }
  });
});

describe('tasks', () => {
  it('the clock runs a due schedule once and moves it to its next time', async () => {
    const at = new Date(w.t.clock.now() + 60 * 60 * 1000);
    const runTime = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    const schedule = await w.edit(TASK, { templateId: trade.id, trigger: 2, runTime });
    refused(
      await w.console('sunrise', 'PATCH', `${TASK}/edit`, {
        templateId: trade.id,
        trigger: 3,
        runTime,
      }),
      'runDay',
      /On day/,
    );
    expect(schedule).toMatchObject({ state: 0, nextRunAt: expect.stringMatching(/:00$/) });
    // Not due yet.
    await w.t.app.services.reports.runDue();
    expect((await w.list(TASK, { id: schedule.id }))[0]?.state).toBe(0);
    // An hour on, then back: the later tests count the orders of the clock's day, which an hour
    // on may have passed (a run just before midnight).
    w.t.clock.advance(61 * 60 * 1000);
    onTestFinished(async () => {
      w.t.clock.advance(-61 * 60 * 1000);
      await w.logInAgain();
    });
    await w.logInAgain();
    await Promise.all([w.t.app.services.reports.runDue(), w.t.app.services.reports.runDue()]);
    await w.t.app.services.reports.runDue();
    const [ran] = (await w.list(TASK, { id: schedule.id })) as (Row & {
      nextRunAt: string;
      state: number;
    })[];
    expect(ran?.state).toBe(2);
    expect(String(ran?.nextRunAt) > String(schedule.nextRunAt)).toBe(true);
    const history = await okData<{ toState: number }[]>(
      await w.act(`${TASK}/history`, { id: schedule.id }),
    );
    expect(history.map((entry) => entry.toState)).toEqual([1, 2]);
  });

  it('refuses to start a running task twice; a failure keeps its error and can be retried', async () => {
    const task = await w.edit(TASK, { templateId: trade.id, trigger: 1 });
    await sql`update report_task set state = 1 where id = ${task.id}`.execute(db());
    const twice = await w.act(`${TASK}/run`, { id: task.id });
    expect(twice.statusCode).toBe(400);
    expect(bodyOf(twice).description).toMatch(/running/);
    // Left running by a server that stopped: after a while the clock fails it, to be retried.
    await sql`update report_task set started_at = ${'2000-01-01 00:00:00'} where id = ${task.id}`.execute(
      db(),
    );
    await w.t.app.services.reports.runDue();
    const [stale] = (await w.list(TASK, { id: task.id })) as (Row & { state: number })[];
    expect(stale).toMatchObject({ state: 3, error: expect.stringMatching(/中断|interrupted/) });

    await w.edit(TEMPLATE, { ...trade, enable: 0 });
    await okData(await w.act(`${TASK}/run`, { id: task.id }));
    const [failed] = (await w.list(TASK, { id: task.id })) as (Row & {
      state: number;
      error: string;
    })[];
    expect(failed).toMatchObject({
      state: 3,
      error: expect.stringMatching(/Trade today.*disabled/),
    });
    await w.edit(TEMPLATE, { ...trade, enable: 1 });
    await okData(await w.act(`${TASK}/run`, { id: task.id }));
    const [retried] = (await w.list(TASK, { id: task.id })) as (Row & {
      state: number;
      error: string | null;
    })[];
    expect(retried).toMatchObject({ state: 2, error: null, rowCount: 1 });
  });
});

describe('schedules', () => {
  it('come due daily, weekly on their weekday and monthly on their day (a short month: its last)', () => {
    // Wednesday 2026-01-28 10:00 local time.
    const now = new Date(2026, 0, 28, 10, 0, 0).getTime();
    expect(nextRunOf({ trigger: 2, runTime: '09:30', runDay: 0 }, now)).toBe('2026-01-29 09:30:00');
    expect(nextRunOf({ trigger: 2, runTime: '10:30', runDay: 0 }, now)).toBe('2026-01-28 10:30:00');
    expect(nextRunOf({ trigger: 3, runTime: '08:00', runDay: 1 }, now)).toBe('2026-02-02 08:00:00');
    expect(nextRunOf({ trigger: 4, runTime: '08:00', runDay: 31 }, now)).toBe(
      '2026-01-31 08:00:00',
    );
    const february = new Date(2026, 1, 1, 0, 0, 0).getTime();
    expect(nextRunOf({ trigger: 4, runTime: '08:00', runDay: 31 }, february)).toBe(
      '2026-02-28 08:00:00',
    );
    expect(nextRunOf({ trigger: 1, runTime: null, runDay: 0 }, now)).toBeNull();
  });
});

describe('every subject', () => {
  it('runs with each of its groupings by week and month, and products sold match the order lines', async () => {
    for (const [index, subject] of REPORT_SUBJECTS.entries())
      for (const groupBy of groupsOf(subject))
        for (const period of [2, 3]) {
          const template = await w.edit(TEMPLATE, {
            name: `All ${subject} ${String(groupBy)} ${String(period)}`,
            subject: index + 1,
            metrics: metricsOf(subject).join(','),
            period,
            groupBy,
            days: 30,
          });
          await okData(await w.act(`${TEMPLATE}/run`, { id: template.id }));
          const [task] = await tasksOf(template.id);
          expect(task, `${subject} by ${String(groupBy)}`).toMatchObject({ state: 2, error: null });
        }
    // Products by SKU today: the quantities of the paid orders' lines.
    const products = await w.edit(TEMPLATE, {
      name: 'Products today',
      subject: 2,
      metrics: 'soldQuantity,soldAmount',
      period: 1,
      groupBy: 3,
      days: 1,
    });
    await okData(await w.act(`${TEMPLATE}/run`, { id: products.id }));
    const [task] = await tasksOf(products.id);
    const rows = await sheetRows(await download('sunrise.admin', Number(task?.exportJobId)));
    const day = today();
    const lines = (
      await sql<{ quantity: number | string; amount: number | string }>`
        select sum(i.count) as quantity, sum(i.pay_price) as amount
        from trade_order_item i join trade_order o on o.id = i.order_id
        where o.tenant_id = ${w.sunriseId}
          and o.pay_time >= ${`${day} 00:00:00`} and o.pay_time <= ${`${day} 23:59:59`}`.execute(
        db(),
      )
    ).rows[0];
    expect(rows[0]).toEqual(['Period', 'SKU', 'Quantity sold', 'Sales amount']);
    const body = rows.slice(1) as [string, string, number, number][];
    expect(body.reduce((sum, row) => sum + row[2], 0)).toBe(Number(lines?.quantity));
    expect(Math.round(body.reduce((sum, row) => sum + row[3], 0) * 100)).toBe(
      Number(lines?.amount),
    );
    expect(body.map((row) => row[1]).join()).toMatch(/Bananas/);
  });
});
