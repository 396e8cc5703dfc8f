import type { AuditLogRecord } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken, userIdOf } from './support/admin-calls';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const LOG = '/api/admin/audit-log/list?pageSize=50&pageNum=1';
const BRAND = '/api/ministore/brand';
const USER_EDIT = '/api/admin/user/edit';

// The audit log (issue 14, docs/security.md "Audit log"): every record created, changed or
// removed through the data scope, with who, when and the record before and after.
describe('audit log', () => {
  let t: TestApp;
  let sunrise: string;
  let harbour: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    sunrise = await demoToken(t, 'sunrise.admin');
    harbour = await demoToken(t, 'harbour.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const entries = async (token: string, filter: object) => {
    const response = await callAs(t, token, 'POST', LOG, filter);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { entities: AuditLogRecord[] }).entities;
  };
  const logCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('auditLog' as never)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records a create, each change and the removal with who, when, before and after', async () => {
    const created = await callAs(t, sunrise, 'PATCH', `${BRAND}/edit`, {
      name: 'Audited',
      sort: 3,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (bodyOf(created).data as { id: number }).id;
    await callAs(t, sunrise, 'PATCH', `${BRAND}/edit`, { id, name: 'Audited Co', sort: 4 });
    await callAs(t, sunrise, 'DELETE', `${BRAND}/remove?id=${id}`);

    const log = await entries(sunrise, { tableName: 'brand', recordId: id });
    expect(log.map((entry) => entry.action)).toEqual(['remove', 'update', 'create']);
    for (const entry of log) {
      expect(entry).toMatchObject({ tableName: 'brand', recordId: id, createBy: 'sunrise.admin' });
      expect(entry.updateDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    const [removed, changed, made] = log as [AuditLogRecord, AuditLogRecord, AuditLogRecord];
    expect(changed.changes).toContain('name: Audited → Audited Co');
    expect(changed.changes).toContain('sort: 3 → 4');
    expect(JSON.parse(changed.before!)).toMatchObject({ name: 'Audited', sort: 3 });
    expect(JSON.parse(changed.after!)).toMatchObject({ name: 'Audited Co', sort: 4 });
    expect(made.before).toBeNull();
    expect(JSON.parse(made.after!)).toMatchObject({ id, name: 'Audited' });
    expect(removed.after).toBeNull();
    expect(JSON.parse(removed.before!)).toMatchObject({ id, name: 'Audited Co' });
  });

  it('keeps password hashes out, and logs hand-written modules’ writes too', async () => {
    const userId = await userIdOf(t, 'sunrise.store');
    const response = await callAs(t, sunrise, 'PATCH', USER_EDIT, {
      id: userId,
      userName: 'sunrise.store',
      name: 'Downtown Operator',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await entries(sunrise, { tableName: 'user', recordId: userId });
    expect(entry).toMatchObject({ action: 'update', createBy: 'sunrise.admin' });
    expect(entry!.changes).toContain('name: Sunrise Store Operator → Downtown Operator');
    expect(JSON.parse(entry!.before!).passwordHash).toBe('******');
    expect(`${entry!.before}${entry!.after}`).not.toMatch(/argon2/);
  });

  it('writes nothing for a refused change', async () => {
    const mine = await callAs(t, sunrise, 'PATCH', `${BRAND}/edit`, { name: 'Kept' });
    const id = (bodyOf(mine).data as { id: number }).id;
    const before = await logCount();
    expect((await callAs(t, harbour, 'PATCH', `${BRAND}/edit`, { id, name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await callAs(t, harbour, 'DELETE', `${BRAND}/remove?id=${id}`)).statusCode).toBe(404);
    expect((await callAs(t, sunrise, 'PATCH', `${BRAND}/edit`, { id, name: '' })).statusCode).toBe(
      400,
    );
    expect(await logCount()).toBe(before);
  });

  it('shows each tenant only the changes of its own records; store staff cannot read it', async () => {
    const mine = await callAs(t, sunrise, 'PATCH', `${BRAND}/edit`, { name: 'Sunrise only' });
    const id = (bodyOf(mine).data as { id: number }).id;
    expect(await entries(harbour, { tableName: 'brand', recordId: id })).toEqual([]);
    await callAs(t, harbour, 'PATCH', `${BRAND}/edit`, { name: 'Harbour own' });
    const all = await entries(harbour, {});
    expect(all.some((entry) => entry.changes?.includes('Harbour own'))).toBe(true);
    expect(JSON.stringify(all)).not.toContain('Sunrise');
    const store = await demoToken(t, 'sunrise.store');
    expect((await callAs(t, store, 'POST', LOG, {})).statusCode).toBe(403);
    // Nobody writes the log through the API.
    const edit = await callAs(t, sunrise, 'PATCH', '/api/admin/audit-log/edit', { changes: 'x' });
    expect(edit.statusCode).toBe(404);
  });
});
