// The per-call cost of authenticated calls, in process (no sockets): the real application on a
// copy of the bench database, `concurrency` calls in flight through app.inject. For profiling:
//   BENCH_GOODS=50000 node --cpu-prof --cpu-prof-dir=.tmp/prof --import tsx bench/profile-calls.ts
// Options: --calls=4000 (per endpoint), --concurrency=50, --only=list|info|others (brand and
// role lists), CACHE=off (every
// cache off), --without=answers,identity,… (those caches off, the others on: what one is worth;
// names in apps/server/src/cache/cache-names.ts), --users=bench-north-store,… (the default list
// as those users of the mixed workload, added to the copy; workload-users.ts; --body='{…}' gives
// its filter, --page=7,50 the page number and size).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAPTCHA_HEADERS, endpoints, PAGE_SIZE_DEFAULT } from '@retail/contract';
import { buildApp } from '../apps/server/src/app';
import type { CacheName } from '../apps/server/src/cache/cache-names';
import { loadConfig } from '../apps/server/src/config/config';
import { numberOption, type Session, sessionHeaders } from './http-load';
import { ensureBenchDb, TENANT_ADMIN } from './seed-goods';
import { addBenchUsers } from './workload-users';

const calls = numberOption('calls', 4000);
const concurrency = numberOption('concurrency', 50);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const without = process.argv
  .find((arg) => arg.startsWith('--without='))
  ?.slice('--without='.length)
  .split(',')
  .filter(Boolean) as CacheName[] | undefined;

const users = process.argv
  .find((arg) => arg.startsWith('--users='))
  ?.slice('--users='.length)
  .split(',')
  .filter(Boolean);

const data = await ensureBenchDb();

// --sql-times: time every statement by its SQL text (better-sqlite3's Statement methods).
const sqlTimes = new Map<string, { count: number; ms: number }>();
if (process.argv.includes('--sql-times')) {
  const { default: Sqlite } = await import('better-sqlite3');
  const probe = new Sqlite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    proto[method] = function timed(this: { source: string }, ...args: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const entry = sqlTimes.get(this.source) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - started;
        sqlTimes.set(this.source, entry);
      }
    };
  }
  probe.close();
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-profile-'));
copyFileSync(data.file, path.join(dataDir, 'retail.db'));
if (users)
  await addBenchUsers(
    { kind: 'sqlite', file: path.join(dataDir, 'retail.db') },
    data.adminPassword,
  );
const config = loadConfig({
  DATA_DIR: dataDir,
  CAPTCHA: 'off',
  SEED: 'none',
  LOG_LEVEL: 'warn',
  CACHE: process.env.CACHE,
  READ_THREADS: process.env.READ_THREADS,
});
const app = await buildApp({ ...config, cache: { ...config.cache, without } });
try {
  const logIn = async (userName: string): Promise<Session> => {
    const code = (await app.inject({ method: 'GET', url: endpoints.auth.captcha.path })).json<{
      data: { uuid: string };
    }>();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.auth.login.path,
      headers: { [CAPTCHA_HEADERS.uuid]: code.data.uuid, [CAPTCHA_HEADERS.code]: '0000' },
      payload: { userName, password: data.adminPassword },
    });
    return response.json<{ data: Session }>().data;
  };
  const tenant = await logIn(TENANT_ADMIN);
  const admin = await logIn('admin');

  const run = async (name: string, url: string, session: Session, body: object) => {
    const headers = { ...sessionHeaders(session), 'content-type': 'application/json' };
    const payload = JSON.stringify(body);
    const once = async () => {
      const response = await app.inject({ method: 'POST', url, headers, payload });
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    };
    for (let index = 0; index < 200; index += 1) await once();
    const started = performance.now();
    const cpu = process.cpuUsage();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < calls) {
          next += 1;
          await once();
        }
      }),
    );
    const spent = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    // CPU time is what the load of other processes on the machine does not change.
    console.log(
      `${name.padEnd(32)} ${((spent / calls) * 1000).toFixed(0).padStart(6)} µs a call, ${((user + system) / calls).toFixed(0).padStart(5)} µs CPU, ${((calls / spent) * 1000).toFixed(0)} calls/s`,
    );
  };
  // --page=7,50: that page number and size (default: page 1 at the default size).
  const [pageNum = 1, pageSize = PAGE_SIZE_DEFAULT] = (
    process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length) ?? ''
  )
    .split(',')
    .filter(Boolean)
    .map(Number);
  const list = `${endpoints.goods.list.path}?pageNum=${pageNum}&pageSize=${pageSize}`;
  if (!only || only === 'info')
    await run('get-user-info (admin)', endpoints.auth.userInfo.path, admin, {
      userId: admin.id,
      organId: admin.organId,
    });
  // --body='{"goodsTypeId":5}': the list with that filter.
  const body = JSON.parse(
    process.argv.find((arg) => arg.startsWith('--body='))?.slice('--body='.length) ?? '{}',
  ) as object;
  for (const userName of users ?? [])
    await run(`list ${JSON.stringify(body)} (${userName})`, list, await logIn(userName), body);
  if (only !== 'info' && only !== 'others' && !users) {
    await run('default list (tenant admin)', list, tenant, {});
    await run('default list (platform admin)', list, admin, {});
  }
  // Small lists of the mixed workload: what a call costs beyond its query.
  if (only === 'others') {
    const page = `pageNum=1&pageSize=${PAGE_SIZE_DEFAULT}`;
    await run('brand list (tenant admin)', `${endpoints.brand.list.path}?${page}`, tenant, {});
    await run('role list (tenant admin)', `${endpoints.role.list.path}?${page}`, tenant, {});
  }
  for (const [source, { count, ms }] of [...sqlTimes]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 15))
    console.log(
      `${((ms / count) * 1000).toFixed(0).padStart(6)} µs × ${count}  ${source
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, Number(process.env.SQL_CHARS ?? 300))}`,
    );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
