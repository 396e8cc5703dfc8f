import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE } from '../src/plugins/web';
import { startConsoleApp } from './support/console-app';
import type { TestApp } from './support/test-app';

// The storefront (issue 16) is a build of its own in WEB_DIST/m: shoppers' navigations under
// /m/ get its index.html, its hashed assets under /m/assets, the console keeps everything else.

const CONSOLE_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Bx3k9_Qa.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
const STOREFRONT_HTML =
  '<!doctype html><html lang="en"><head><title>Shop</title>' +
  '<script type="module" crossorigin src="/m/assets/index-DA92jU-S.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const SCRIPT = `export const shop = () => ${JSON.stringify('storefront '.repeat(200))};\n`;
const ASSET = '/m/assets/index-DA92jU-S.js';

describe('storefront delivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startConsoleApp(CONSOLE_HTML, {
      'm/index.html': STOREFRONT_HTML,
      'm/index.html.br': brotliCompressSync(STOREFRONT_HTML),
      'm/index.html.gz': gzipSync(STOREFRONT_HTML),
      [`m/assets/index-DA92jU-S.js`]: SCRIPT,
      [`m/assets/index-DA92jU-S.js.br`]: brotliCompressSync(SCRIPT),
      [`m/assets/index-DA92jU-S.js.gz`]: gzipSync(SCRIPT),
      'm/.vite/manifest.json': '{}',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the storefront HTML for /m/<tenant> and every route under it, revalidated each time', async () => {
    for (const url of [
      '/m/1',
      '/m/1/',
      '/m/1/page/5',
      '/m/preview/abc.def',
      '/m/1/pages/goods/detail?goodsId=7',
      '/m',
      '/m/',
    ]) {
      const plain = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-type'], url).toMatch(/text\/html/);
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toBe(STOREFRONT_HTML);
      // Scripts from our origin only, as on the console's pages.
      expect(plain.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      const brotli = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(STOREFRONT_HTML);
    }
  });

  it('serves the storefront’s hashed assets compressed and immutable', async () => {
    const brotli = await get(ASSET, { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get(ASSET, { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ASSET, { accept: '*/*' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers 404 for a storefront asset that does not exist, and never serves its manifest', async () => {
    const missing = await get('/m/assets/index-Zz9Zz9Zz.js', { accept: '*/*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ successful: false, status: 404 });
    expect((await get('/m/.vite/manifest.json', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('leaves the console’s fallback and the API as they were', async () => {
    for (const url of ['/', '/dashboard', '/mall/index', '/menu']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(CONSOLE_HTML);
    }
    const api = await get('/api/nothing/here', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ successful: false, status: 404 });
  });
});

describe('storefront delivery without a storefront build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startConsoleApp(CONSOLE_HTML);
  });
  afterAll(() => t.close());

  it('lets the console answer /m/ navigations, as before the storefront existed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/m/1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CONSOLE_HTML);
  });
});
