import { allEndpoints } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RATE_LIMITS } from '../src/lib/route';
import { startConsoleApp } from './support/console-app';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root">console</div></body></html>';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { bodyLimit: 64 * 1024 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every endpoint of the contract table', () => {
    const missing = allEndpoints().filter(
      (def) => !t.app.hasRoute({ method: def.method, url: def.path }),
    );
    expect(missing.map((def) => `${def.method} ${def.path}`)).toEqual([]);
    expect(allEndpoints().length).toBeGreaterThanOrEqual(4);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
      payload: '{"userName": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({
      successful: false,
      status: 400,
      description: '请求体不是有效的 JSON',
      message: '请求体不是有效的 JSON',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).description).toBe('The request body is not valid JSON');
  });

  it('answers a missing body with 400 naming the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/user/login' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({
      field: 'body',
      description: 'Request body is required',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: JSON.stringify({ userName: 'admin', password: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response)).toMatchObject({
      successful: false,
      status: 413,
      description: 'El cuerpo de la solicitud es demasiado grande',
    });
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/admin/nothing-here?x=1',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toEqual({
        successful: false,
        status: 404,
        description: 'No such endpoint',
        message: 'No such endpoint',
      });
    }
    // Without a built console, other paths are unknown too.
    expect(
      (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(404);
  });

  it('tags each answer with a request id, keeping a sane one from the caller', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/admin/code',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(own.headers['x-request-id']).toBe('trace-42');
    const generated = await t.app.inject({
      method: 'GET',
      url: '/api/admin/code',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI description and its UI at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const def of allEndpoints()) {
      expect(
        // OpenAPI writes path parameters as {name}.
        document.paths[def.path.replace(/:(\w+)/g, '{$1}')]?.[def.method.toLowerCase()],
        `${def.method} ${def.path}`,
      ).toBeDefined();
    }
    expect(document.paths['/api/admin/get-user-info']?.post?.security).toEqual([
      { bearerAuth: [] },
    ]);
    expect(document.paths['/api/admin/user/login']?.post?.security).toBeUndefined();
  });

  const SIGN_IN = PUBLIC_RATE_LIMITS['sign-in'];

  it(`limits signing in to ${SIGN_IN.max} calls a minute per address (429)`, async () => {
    const remoteAddress = '198.51.100.20';
    for (let call = 0; call < SIGN_IN.max; call += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/code', remoteAddress });
      if (response.statusCode !== 200)
        throw new Error(`call ${call} answered ${response.statusCode}`);
    }
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/admin/code',
      remoteAddress,
      headers: { 'accept-language': 'en' },
    });
    expect(limited.statusCode).toBe(429);
    expect(bodyOf(limited)).toMatchObject({
      successful: false,
      status: 429,
      description: 'Too many requests, please try again later',
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/code',
          remoteAddress: '198.51.100.21',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('API_DOCS=off', () => {
  it('serves no OpenAPI description or UI, and the API works as before', async () => {
    const t = await startTestApp({ config: { apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'])
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/code' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('picture requests have a limit of their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a page of thumbnails beyond the sign-in limit, and signing in is not counted with them', async () => {
    const remoteAddress = '198.51.100.30';
    const pictures = PUBLIC_RATE_LIMITS['sign-in'].max + 100;
    for (let call = 0; call < pictures; call += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          t.app.inject({
            method: 'GET',
            url: `/api/file/object/t1/2026/11/thumb-${call + index}.png`,
            remoteAddress,
          }),
        ),
      );
      // Missing pictures answer 404, never 429.
      for (const answer of answers) expect(answer.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/code', remoteAddress })).statusCode,
    ).toBe(200);
  });
});

describe('console static files (WEB_DIST)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startConsoleApp(INDEX_HTML);
  });
  afterAll(() => t.close());

  const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the console at / and its files', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.body).toBe(INDEX_HTML);
    const script = await get('/assets/app.js', '*/*');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("app");');
  });

  it('answers navigations to console routes with index.html', async () => {
    for (const url of [
      '/dashboard',
      '/user/index',
      '/login?redirect=%2Fstore%2Findex',
      '/nested/menu1/menu1-2/menu1-2-1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('keeps 404 envelopes for /api and for missing files that are not navigations', async () => {
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(bodyOf(api).description).toBe('No such endpoint');
    const asset = await get('/assets/missing.js', '*/*');
    expect(asset.statusCode).toBe(404);
    expect(bodyOf(asset).status).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
    // The API still works beside the console.
    expect((await get('/api/admin/code', 'application/json')).statusCode).toBe(200);
  });
});
