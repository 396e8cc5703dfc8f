import { mkdtempSync, copyFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { startServer, serverBundle } from '../scripts/lib/server-process.mjs';
import { groupCpuMs } from './process-cpu';
import { logIn, sessionHeaders } from './http-load';
const meta = JSON.parse(readFileSync(process.env.META!, 'utf8'));
const d = mkdtempSync('/tmp/loop-'); copyFileSync(process.env.DB!, d + '/retail.db');
const s = await startServer({ entry: serverBundle, env: { DATA_DIR: d, CAPTCHA: 'off', SEED: 'none', LOG_LEVEL: 'warn', WORKERS: process.env.W ?? '1', CACHE: 'on', CACHE_WITHOUT: 'answers' }, timeoutMs: 180000 });
const headers = { ...sessionHeaders(await logIn(s.url, 'bench-tenant-admin', meta.adminPassword)), 'content-type': 'application/json' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const call = (path: string, body: string) => new Promise<number>((resolve, reject) => {
  const req = http.request(s.url + path, { method: 'POST', agent, headers: { ...headers, ...(process.env.AE ? { 'accept-encoding': process.env.AE } : {}) } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); });
  req.on('error', reject); req.end(body);
});
for (const p of (process.env.P ?? '/api/brand/list?pageNum=1&pageSize=20').split(',')) {
  for (let i = 0; i < 300; i++) await call(p, '{}');
  const c0 = groupCpuMs(s.pid); const t0 = performance.now();
  const n = 2000;
  for (let i = 0; i < n; i++) await call(p, '{}');
  console.log(p, 'status', await call(p, '{}'), 'wall ms', ((performance.now() - t0) / n).toFixed(3), 'cpu ms', ((groupCpuMs(s.pid) - c0) / n).toFixed(3));
}
await s.stop();
