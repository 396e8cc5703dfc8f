import { beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from './customer.support';
import type { Row } from './support/resource-calls';

// One customer's detail (docs/customers.md) on the demo data, as Sunrise's and Harbour's tenant
// administrators: the profile with the level and the next one, every tab's list narrowed to the
// customer (their orders, addresses, refunds, ledgers…), another tenant's customer a 404 and its
// tabs empty; the admin's adjustments and level changes written to the audit log.

type Detail = {
  customer: Row;
  level: { name: string; experience: number } | null;
  nextLevel: { name: string; experience: number } | null;
};

/** Each tab of the detail: the list it reads (under /api/) and the customer filter. */
const TABS = [
  'admin/customer-address',
  'order/order',
  'order/refund',
  'admin/point-record',
  'admin/experience-record',
  'coupon/coupon-customer',
  'admin/favorite',
  'admin/foot-mark',
  'admin/cart-sku',
  'admin/member-level-record',
] as const;

describe('customer detail', () => {
  const { app, call, callApi, edit, act, entities, refused } = customerSession();
  const detail = async (id: number, who: 'sunrise' | 'harbour' = 'sunrise') =>
    call(who, 'POST', 'customer/detail', { id });
  const tab = (path: string, customerId: number, who: 'sunrise' | 'harbour' = 'sunrise') =>
    callApi(who, `${path}/list?pageSize=100&pageNum=1`, { customerId });

  let liLei: Row;
  beforeAll(async () => {
    // The demo shopper Li Lei: a completed order, a refund asked for on another, an address.
    [liLei] = (await entities('customer', { mobile: '13900001111' })) as [Row];
  });

  it('answers the profile with the level reached and the next one', async () => {
    await edit('member-level', { name: 'D Silver', level: 61, experience: 10 });
    await edit('member-level', { name: 'D Gold', level: 62, experience: 100_000 });
    const answer = await detail(liLei.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = (answer.json() as { data: Detail }).data;
    // The completed order (2 × 9.80 + 6.00) earned 25 experience (1 a yuan by default).
    expect(data.customer).toMatchObject({ id: liLei.id, mobile: '13900001111', experience: 25 });
    expect(data.level).toBeNull();
    expect(data.nextLevel).toMatchObject({ name: 'D Silver', experience: 10 });
  });

  it('lists each tab’s rows of the customer only', async () => {
    const rows = async (path: string) =>
      ((await tab(path, liLei.id)).json() as { entities: Row[] }).entities;
    const orders = await rows('order/order');
    expect(orders.length).toBe(2);
    expect(orders.every((order) => order.customerId === liLei.id)).toBe(true);
    expect((await rows('admin/customer-address')).map((row) => row.detailAddress)).toContain(
      '88 Century Avenue',
    );
    expect((await rows('order/refund')).map((row) => row.applyReason)).toEqual(['Arrived damaged']);
    expect((await rows('admin/experience-record')).map((row) => row.experience)).toEqual([25]);
    for (const path of TABS) {
      const answer = await tab(path, liLei.id);
      expect(answer.statusCode, `${path}: ${answer.body.slice(0, 200)}`).toBe(200);
      const entities = (answer.json() as { entities: Row[] }).entities;
      expect(entities.every((row) => row.customerId === liLei.id)).toBe(true);
    }
  });

  it('keeps another tenant’s customer out of reach: 404 and empty tabs', async () => {
    refused(await detail(liLei.id, 'harbour'), 404);
    for (const path of TABS) {
      const answer = await tab(path, liLei.id, 'harbour');
      expect(answer.statusCode, path).toBe(200);
      expect((answer.json() as { entities: Row[] }).entities, path).toEqual([]);
    }
    refused(await detail(999_999), 404);
  });

  it('audits the admin’s point adjustments and level changes', async () => {
    const customer = await edit('customer', { mobile: '13800000061', nickname: 'Audit' });
    const level = await edit('member-level', { name: 'D Bronze', level: 60, experience: 0 });
    const adjusted = await act('customer/adjust-points', {
      id: customer.id,
      point: 40,
      reason: 'Goodwill',
      requestKey: 'audit-61',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // Sent again with its key: nothing more.
    await act('customer/adjust-points', {
      id: customer.id,
      point: 40,
      reason: 'Goodwill',
      requestKey: 'audit-61',
    });
    // Taking more than the balance is refused naming the field.
    refused(
      await act('customer/adjust-points', { id: customer.id, point: -41, reason: 'Too much' }),
      400,
      'point',
    );
    await act('customer/change-level', { id: customer.id, levelId: level.id, reason: 'Promo' });
    const db = app().app.db;
    const audits = (await db
      .selectFrom('auditLog' as never)
      .select(['changes', 'createBy'] as never)
      .where('tableName' as never, '=', 'customer' as never)
      .where('recordId' as never, '=', customer.id as never)
      .where('action' as never, '=', 'update' as never)
      .orderBy('id' as never)
      .execute()) as unknown as { changes: string; createBy: string }[];
    expect(audits.map((row) => row.changes)).toEqual([
      'point: 0 → 40',
      `levelId: ∅ → ${String(level.id)}`,
    ]);
    expect(audits.every((row) => row.createBy === 'sunrise.admin')).toBe(true);
    const logged = (await db
      .selectFrom('stateLog' as never)
      .select(['action', 'fromState', 'toState', 'remark'] as never)
      .where('resource' as never, '=', 'customer' as never)
      .where('recordId' as never, '=', customer.id as never)
      .execute()) as unknown as Row[];
    expect(logged).toEqual([{ action: 'changeLevel', fromState: 0, toState: 60, remark: 'Promo' }]);
    const answer = (await detail(customer.id)).json() as { data: Detail };
    expect(answer.data.customer).toMatchObject({ point: 40, levelName: 'D Bronze' });
    expect(answer.data.level).toMatchObject({ name: 'D Bronze' });
    expect(answer.data.nextLevel).toMatchObject({ name: 'D Silver' });
  });
});
