import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE } from '../src/plugins/web';
import { startConsoleApp } from './support/console-app';
import type { TestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Bx3k9_Qa.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
/** A hashed script as Vite names them, with the brotli and gzip copies the build makes. */
const SCRIPT = `export const greet = () => ${JSON.stringify('hello '.repeat(200))};\n`;
const HASHED = '/assets/index-Bx3k9_Qa.js';

describe('console delivery: compressed copies and caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startConsoleApp(INDEX_HTML, {
      [`${HASHED}`]: SCRIPT,
      [`${HASHED}.br`]: brotliCompressSync(SCRIPT),
      [`${HASHED}.gz`]: gzipSync(SCRIPT),
      'index.html.br': brotliCompressSync(INDEX_HTML),
      'index.html.gz': gzipSync(INDEX_HTML),
      '.vite/manifest.json': '{}',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset as brotli to who accepts it, cached for a year, immutable', async () => {
    const response = await get(HASHED, { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get(HASHED, { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is without an accepted encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(HASHED, { accept: '*/*', ...headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('has index.html revalidated on every visit, compressed or not', async () => {
    for (const url of ['/', '/index.html', '/dashboard']) {
      const plain = await get(url, { accept: 'text/html' });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toBe(INDEX_HTML);
      const brotli = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it('does not cache for long a file without a hash in its name', async () => {
    const response = await get('/assets/app.js', { accept: '*/*', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    // No copy was made for it: it goes out as it is.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the build manifest', async () => {
    const response = await get('/.vite/manifest.json', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });
});
