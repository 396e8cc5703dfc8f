import type { GoodsRecord } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_CACHE_MS } from '../src/modules/auth/session.service';
import {
  authorityIdOf,
  callAs,
  demoToken,
  roleIdOf,
  userIdOf,
  userInfoAs,
} from './support/admin-calls';
import { bodyOf, startTestApp, type TestApp } from './support/test-app';

// What the per-call caches (identity per session, prepared statements) must never change:
// every write is seen by the very next call, as when each call read everything anew.
describe('per-call caches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
  });
  afterAll(async () => {
    await t.close();
  });

  const goodsList = (token: string) =>
    callAs(t, token, 'POST', '/api/ministore/goods/list?pageNum=1&pageSize=20', {});

  it('applies a role losing and regaining an authority at the next call of a live session', async () => {
    const token = await demoToken(t, 'sunrise.admin');
    expect((await goodsList(token)).statusCode).toBe(200);
    expect((await goodsList(token)).statusCode).toBe(200);
    const roleId = await roleIdOf(t, 'sunrise.admin', 'tenant-admin');
    const authorityId = await authorityIdOf(t, 'GOODS_LIST');
    // Inside a transaction, as the role service writes.
    await t.app.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('roleAuthority')
        .where('roleId', '=', roleId)
        .where('authorityId', '=', authorityId)
        .execute();
    });
    try {
      expect((await goodsList(token)).statusCode).toBe(403);
    } finally {
      await t.app.db.insertInto('roleAuthority').values({ roleId, authorityId }).execute();
    }
    expect((await goodsList(token)).statusCode).toBe(200);
  });

  it('refuses a live session at the next call once its session row is gone', async () => {
    const token = await demoToken(t, 'sunrise.admin');
    expect((await goodsList(token)).statusCode).toBe(200);
    const userId = await userIdOf(t, 'sunrise.admin');
    const sessions = await t.app.db
      .selectFrom('session')
      .selectAll()
      .where('userId', '=', userId)
      .execute();
    await t.app.db.deleteFrom('session').where('userId', '=', userId).execute();
    try {
      const response = await goodsList(token);
      expect(response.statusCode).toBe(401);
      expect(bodyOf(response).status).toBe(401);
    } finally {
      await t.app.db.insertInto('session').values(sessions).execute();
    }
    expect((await goodsList(token)).statusCode).toBe(200);
  });

  it('answers get-user-info with the user and roles as they are now', async () => {
    const token = await demoToken(t, 'sunrise.admin');
    const userId = await userIdOf(t, 'sunrise.admin');
    const info = () => userInfoAs(t, token, userId);
    const before = await info();
    expect(JSON.stringify(before.userAuthorities)).toContain('"GOODS_LIST"');
    expect(await info()).toEqual(before);
    await t.app.db.updateTable('user').set({ name: 'Renamed' }).where('id', '=', userId).execute();
    try {
      expect((await info()).name).toBe('Renamed');
    } finally {
      await t.app.db
        .updateTable('user')
        .set({ name: before.name })
        .where('id', '=', userId)
        .execute();
    }
    const roleId = await roleIdOf(t, 'sunrise.admin', 'tenant-admin');
    const authorityId = await authorityIdOf(t, 'GOODS_LIST');
    await t.app.db
      .deleteFrom('roleAuthority')
      .where('roleId', '=', roleId)
      .where('authorityId', '=', authorityId)
      .execute();
    try {
      expect(JSON.stringify((await info()).userAuthorities)).not.toContain('"GOODS_LIST"');
    } finally {
      await t.app.db.insertInto('roleAuthority').values({ roleId, authorityId }).execute();
    }
    expect(await info()).toEqual(before);
  });

  it('shows a renamed category or brand in the very next goods list', async () => {
    const token = await demoToken(t, 'sunrise.admin');
    const listed = async () => {
      const response = await callAs(t, token, 'POST', '/api/ministore/goods/list', {
        goodsCode: 'SR-0001',
      });
      expect(response.statusCode).toBe(200);
      const [row] = (response.json() as { entities: GoodsRecord[] }).entities;
      return row;
    };
    const before = await listed();
    expect(before?.goodsTypeName).toBe('Soft drinks');
    const typeId = before?.goodsTypeId ?? 0;
    await t.app.db
      .updateTable('goodsType')
      .set({ name: 'Fizzy drinks' })
      .where('id', '=', typeId)
      .execute();
    try {
      expect((await listed())?.goodsTypeName).toBe('Fizzy drinks');
    } finally {
      await t.app.db
        .updateTable('goodsType')
        .set({ name: 'Soft drinks' })
        .where('id', '=', typeId)
        .execute();
    }
    expect((await listed())?.goodsTypeName).toBe('Soft drinks');
  });

  it('trusts what it keeps no longer than a few seconds (other server processes write too)', () => {
    expect(IDENTITY_CACHE_MS).toBeLessThanOrEqual(5000);
  });
});
