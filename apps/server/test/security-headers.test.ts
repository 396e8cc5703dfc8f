import { endpoints } from '@retail/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_CSP,
  DOCS_CSP,
  RESOURCE_CSP,
  SECURITY_HEADERS,
} from '../src/plugins/security-headers';
import { startConsoleApp } from './support/console-app';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: unknown): Map<string, string[]> => {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
};

/** The headers every answer carries, whatever it is. */
const expectEveryAnswerHeaders = (response: LightMyRequestResponse): void => {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
    "'none'",
  ]);
  // HSTS is the TLS proxy's (docs/operations.md); the server speaks plain HTTP behind it.
  expect(response.headers['strict-transport-security']).toBeUndefined();
};

/** A page policy: scripts from our origin only, nothing inline, no eval, no plugins, no base. */
const expectStrictPagePolicy = (header: unknown): Map<string, string[]> => {
  const csp = directives(header);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  // No other directive may bring scripts back in.
  expect(csp.has('script-src-elem')).toBe(false);
  expect(csp.has('script-src-attr')).toBe(false);
  return csp;
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startConsoleApp(INDEX_HTML);
  });
  afterAll(() => t.close());

  it('are on a successful API answer, with a policy that allows nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpoints.auth.captcha.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expectEveryAnswerHeaders(response);
    expect(response.headers['content-security-policy']).toBe(RESOURCE_CSP);
    expect(directives(response.headers['content-security-policy']).get('default-src')).toEqual([
      "'none'",
    ]);
  });

  it('are on error answers: refused, invalid, unknown and too large', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: endpoints.auth.userInfo.path,
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(bodyOf(refused).successful).toBe(false);

    const invalid = await t.app.inject({
      method: 'POST',
      url: endpoints.auth.login.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(invalid.statusCode).toBe(400);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);

    const tooLarge = await t.app.inject({
      method: 'POST',
      url: endpoints.auth.login.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(t.config.bodyLimit + 1) }),
    });
    expect(tooLarge.statusCode).toBe(413);

    for (const response of [refused, invalid, unknown, tooLarge]) {
      expectEveryAnswerHeaders(response);
      expect(response.headers['content-security-policy']).toBe(RESOURCE_CSP);
    }
  });

  it("are on the console's index.html, with the console's policy", async () => {
    for (const url of ['/', '/index.html', '/goods/list?page=2']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expectEveryAnswerHeaders(response);
      expect(response.headers['content-security-policy'], url).toBe(CONSOLE_CSP);
      const csp = expectStrictPagePolicy(response.headers['content-security-policy']);
      // antd's CSS-in-JS: inline styles only (docs/security.md).
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      // Goods pictures and store logos: our files, a bucket or any http(s) URL; the captcha.
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
      expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    }
  });

  it('are on a static asset of the console', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expectEveryAnswerHeaders(response);
    expect(response.headers['content-security-policy']).toBe(RESOURCE_CSP);

    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expectEveryAnswerHeaders(missing);
  });

  it('are on a HEAD request and a not-modified answer', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expectEveryAnswerHeaders(head);
    expect(head.headers['content-security-policy']).toBe(CONSOLE_CSP);

    // A revalidated page keeps the policy it was served with: the browser replaces stored
    // headers with those of a 304, and a 304 has no content type to choose a policy by.
    for (const url of ['/', '/login', '/assets/app.js']) {
      const first = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(first.statusCode, url).toBe(200);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(again.headers[name], `${url} ${name}`).toBe(value);
      expect(again.headers['content-security-policy'], url).toBeUndefined();
    }
  });

  it('give the OpenAPI UI its own policy, fit for what it loads', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectEveryAnswerHeaders(response);
      expect(response.headers['content-security-policy'], url).toBe(DOCS_CSP);
      expectStrictPagePolicy(response.headers['content-security-policy']);
      // Everything the page loads is ours: no inline script, no other host.
      expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(response.body).not.toMatch(/\b(?:src|href)="(?:https?:)?\/\//i);
    }
    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    expectEveryAnswerHeaders(script);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expectEveryAnswerHeaders(spec);
    expect(spec.headers['content-security-policy']).toBe(RESOURCE_CSP);
  });

  it('give HTML under /api other than the OpenAPI UI the policy that allows nothing', async () => {
    const probe = await startTestApp({
      config: { webDist: t.config.webDist },
      extend: async (app) => {
        // As a stored file of type text/html would be served from /api/file/...
        app.get('/api/test/stored-page', (_request, reply) =>
          reply.type('text/html; charset=utf-8').send('<script>alert(1)</script>'),
        );
      },
    });
    try {
      const response = await probe.app.inject({ method: 'GET', url: '/api/test/stored-page' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectEveryAnswerHeaders(response);
      expect(response.headers['content-security-policy']).toBe(RESOURCE_CSP);
    } finally {
      await probe.close();
    }
  });

  it('are the same fixed set on every answer', () => {
    expect(SECURITY_HEADERS).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
  });
});
