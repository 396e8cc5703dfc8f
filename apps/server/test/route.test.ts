import { defineEndpoint, pageQuerySchema } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { registerEndpoint } from '../src/lib/route';
import {
  ADMIN_PASSWORD,
  bearer,
  bodyOf,
  serverErrorOf,
  type TestApp,
  startTestApp,
  tokenFor,
} from './support/test-app';

// Endpoints that exist only in this test, to exercise the route helper on the real app.
const guarded = defineEndpoint({
  method: 'GET',
  path: '/api/test/guarded',
  summary: 'needs the specification-group list authority',
  access: { authority: 'GOODS_SPECIFICATION_GROUP_LIST' },
  isolation: 'global',
  kind: 'envelope',
  response: z.object({ caller: z.string() }),
});
const paged = defineEndpoint({
  method: 'POST',
  path: '/api/test/list',
  summary: 'a paged list',
  access: 'session',
  isolation: 'global',
  query: pageQuerySchema,
  body: z.object({ name: z.string().optional() }),
  kind: 'paged',
  response: z.object({ id: z.number() }),
});
const broken = defineEndpoint({
  method: 'GET',
  path: '/api/test/broken',
  summary: 'fails unexpectedly',
  access: 'public',
  isolation: 'public',
  kind: 'envelope',
  response: z.null(),
});

describe('route helper and access', () => {
  let t: TestApp;
  let operator: string;
  let tenantAdmin: string;

  beforeAll(async () => {
    t = await startTestApp({
      config: { seed: 'demo', captcha: false },
      extend: (app) => {
        registerEndpoint(app, guarded, async ({ identity }) => ({ caller: identity.userName }));
        registerEndpoint(app, paged, async ({ query, body }) => ({
          entities: [{ id: query.pageNum }],
          totalCount: body.name ? 1 : 0,
          pageSize: query.pageSize,
          currentPage: query.pageNum,
        }));
        registerEndpoint(app, broken, async () => {
          throw new Error('database exploded at /secret/path');
        });
      },
    });
    const password = (userName: string) =>
      DEMO_ACCOUNTS.find((entry) => entry.userName === userName)?.password ?? '';
    operator = await tokenFor(t, 'sunrise.store', password('sunrise.store'));
    tenantAdmin = await tokenFor(t, 'sunrise.admin', password('sunrise.admin'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets holders of the authority in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: guarded.path,
      headers: bearer(tenantAdmin),
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      successful: true,
      status: 200,
      data: { caller: 'sunrise.admin' },
    });
    const admin = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    expect(
      (await t.app.inject({ method: 'GET', url: guarded.path, headers: bearer(admin) })).statusCode,
    ).toBe(200);
  });

  it('answers 403 without the authority and 401 without a session', async () => {
    const forbidden = await t.app.inject({
      method: 'GET',
      url: guarded.path,
      headers: { ...bearer(operator), 'accept-language': 'zh' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(bodyOf(forbidden)).toMatchObject({
      successful: false,
      status: 403,
      description: '没有执行此操作的权限',
    });
    expect((await t.app.inject({ method: 'GET', url: guarded.path })).statusCode).toBe(401);
  });

  it('wraps a page beside successful and status, with the paging query coerced', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${paged.path}?pageSize=10&pageNum=3`,
      headers: bearer(operator),
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      successful: true,
      status: 200,
      entities: [{ id: 3 }],
      totalCount: 1,
      pageSize: 10,
      currentPage: 3,
    });
    const defaults = await t.app.inject({
      method: 'POST',
      url: paged.path,
      headers: bearer(operator),
      payload: {},
    });
    expect(bodyOf(defaults)).toMatchObject({ pageSize: 20, currentPage: 1 });
  });

  it('names a bad query parameter', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${paged.path}?pageSize=5000`,
      headers: { ...bearer(operator), 'accept-language': 'es' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({
      field: 'pageSize',
      description: 'Tamaño de página es demasiado grande',
    });
    const word = await t.app.inject({
      method: 'POST',
      url: `${paged.path}?pageNum=first`,
      headers: bearer(operator),
      payload: {},
    });
    expect(bodyOf(word)).toMatchObject({
      status: 400,
      field: 'pageNum',
      description: 'Page number is not valid',
    });
  });

  it('answers an unexpected failure with 500 and no details', async () => {
    const response = await t.app.inject({ method: 'GET', url: broken.path });
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response)).toEqual({
      successful: false,
      status: 500,
      description: 'Internal server error',
      message: 'Internal server error',
    });
    expect(response.body).not.toContain('exploded');
    expect(response.body).not.toContain('at ');
    // The details stay in the server: a test that meets a 500 can say which error it was.
    expect(serverErrorOf(response)).toMatch(new RegExp(`^GET ${broken.path}: Error: .*exploded`));
  });
});
