import { allEndpoints, type GatewayRoute } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken } from './support/admin-calls';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const ROUTES = '/api/admin/gateway/routes';
const SWITCH = '/api/admin/gateway/switch';
const BRANDS = '/api/ministore/brand/list?pageSize=20&pageNum=1';

// The gateway (issue 19, docs/operations.md "Gateway"): the server's route table with access and
// rate limits, and switches that turn a route off for everyone with the reason.
describe('gateway', () => {
  let t: TestApp;
  let admin: string;
  let sunrise: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    admin = await demoToken(t, 'admin');
    sunrise = await demoToken(t, 'sunrise.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const routes = async (filter: object = {}, token = admin) => {
    const response = await callAs(t, token, 'POST', ROUTES, filter);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return bodyOf(response).data as GatewayRoute[];
  };

  it('lists every route of the contract with who may call it and its rate limit', async () => {
    const all = await routes();
    expect(new Set(all.map((route) => `${route.method} ${route.path}`))).toEqual(
      new Set(allEndpoints().map((def) => `${def.method} ${def.path}`)),
    );
    const byKey = new Map(all.map((route) => [`${route.method} ${route.path}`, route]));
    expect(byKey.get('POST /api/admin/user/login')).toMatchObject({
      access: 'public',
      rateLimit: { max: 300, windowMs: 60_000 },
      enabled: true,
      fixed: true,
    });
    expect(byKey.get('POST /api/admin/user/list')).toMatchObject({
      access: 'USER_LIST',
      rateLimit: null,
      fixed: false,
    });
    expect(
      (await routes({ path: 'ministore/brand/remove', method: 'DELETE' })).map(
        (route) => route.path,
      ),
    ).toEqual(['/api/ministore/brand/remove']);
  });

  it('switches a route off for everyone with the reason, and on again', async () => {
    expect((await callAs(t, sunrise, 'POST', BRANDS, {})).statusCode).toBe(200);
    const noReason = await callAs(t, admin, 'POST', SWITCH, {
      method: 'POST',
      path: '/api/ministore/brand/list',
      enabled: false,
    });
    expect(bodyOf(noReason)).toMatchObject({ status: 400, field: 'reason' });
    expect((await callAs(t, sunrise, 'POST', BRANDS, {})).statusCode).toBe(200);

    const off = await callAs(t, admin, 'POST', SWITCH, {
      method: 'POST',
      path: '/api/ministore/brand/list',
      enabled: false,
      reason: 'Index rebuild',
    });
    expect(bodyOf(off).data).toMatchObject({
      enabled: false,
      reason: 'Index rebuild',
      switchedBy: 'admin',
    });
    const refused = await callAs(t, sunrise, 'POST', BRANDS, {}, 'zh');
    expect(refused.statusCode).toBe(503);
    expect(bodyOf(refused).description).toBe('该接口已暂停使用：Index rebuild');
    // Before authentication too: no token, still 503.
    const anonymous = await t.app.inject({ method: 'POST', url: BRANDS, payload: {} });
    expect(anonymous.statusCode).toBe(503);
    expect(await routes({ enabled: false })).toMatchObject([
      { path: '/api/ministore/brand/list', reason: 'Index rebuild' },
    ]);

    await callAs(t, admin, 'POST', SWITCH, {
      method: 'POST',
      path: '/api/ministore/brand/list',
      enabled: true,
    });
    expect((await callAs(t, sunrise, 'POST', BRANDS, {})).statusCode).toBe(200);
    expect(await routes({ enabled: false })).toEqual([]);
  });

  it('never switches off signing in or the gateway, nor lets a tenant switch anything', async () => {
    for (const path of ['/api/admin/user/login', SWITCH]) {
      const response = await callAs(t, admin, 'POST', SWITCH, {
        method: 'POST',
        path,
        enabled: false,
        reason: 'x',
      });
      expect(bodyOf(response)).toMatchObject({ status: 400, field: 'path' });
    }
    const unknown = await callAs(t, admin, 'POST', SWITCH, {
      method: 'GET',
      path: '/api/nowhere',
      enabled: false,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    // A tenant administrator sees the table but holds no switch.
    expect((await routes({}, sunrise)).length).toBeGreaterThan(100);
    const tenant = await callAs(t, sunrise, 'POST', SWITCH, {
      method: 'POST',
      path: '/api/ministore/brand/list',
      enabled: false,
      reason: 'x',
    });
    expect(tenant.statusCode).toBe(403);
    expect((await callAs(t, sunrise, 'POST', BRANDS, {})).statusCode).toBe(200);
  });
});
