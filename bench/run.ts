// `npm run bench`: the console's entry size (gzip) and the API's throughput, each beside a
// baseline measured in the same run, so the ratios mean something on any machine.
//   npm run bench [-- --no-build] [-- --duration=10] [-- --connections=10]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { CAPTCHA_HEADERS, CLIENT_TYPE_SITE, endpoints, IDENTITY_HEADERS } from '@retail/contract';
import { repoRoot, startServer, webDist } from '../scripts/lib/server-process.mjs';
import { measureWidgetsRender, printWidgetsRender } from './widgets-render-size';

const authEndpoints = endpoints.auth;
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const option = (name: string, fallback: number): number => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = Number(raw);
  return raw !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
};
const durationSeconds = option('duration', 10);
const connections = option('connections', 10);

type Asset = { file: string; bytes: number; gzip: number };

/** The files a first visit must load before anything renders: entry script, modulepreloads, CSS. */
const entryAssets = (html: string): string[] => {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || /^[a-z]+:\/\//i.test(src)) continue;
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = /rel="modulepreload"/.test(tag);
    const isCss = /rel="stylesheet"/.test(tag);
    if (isEntry || isPreload || isCss) found.add(src.replace(/^\//, ''));
  }
  return [...found];
};

const measureBundle = (): Asset[] => {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  return entryAssets(html).map((file) => {
    const content = readFileSync(path.join(webDist, file));
    return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
};

type Load = { name: string; rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };

const load = async (
  name: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<Load> => {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
    connections,
    pipelining: 1,
  };
  // Warm-up (JIT, connection pools, prepared statements); its numbers are thrown away.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: durationSeconds });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

const logIn = async (baseUrl: string, password: string) => {
  const code = (await (await fetch(baseUrl + authEndpoints.captcha.path)).json()) as { data?: { uuid: string } };
  const response = await fetch(baseUrl + authEndpoints.login.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CAPTCHA_HEADERS.uuid]: code.data?.uuid ?? '',
      [CAPTCHA_HEADERS.code]: '0000',
    },
    body: JSON.stringify({ userName: 'admin', password }),
  });
  const body = (await response.json()) as {
    data?: { token: string; id: number; tenantId: number; organId: number; organPath: string };
    description?: string;
  };
  if (!response.ok || !body.data) throw new Error(`Login failed (${response.status}): ${body.description ?? ''}`);
  return body.data;
};

const main = async () => {
  const node = process.version;
  const cpus = os.cpus();
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${node}\n`);

  if (!process.argv.includes('--no-build')) {
    console.log('Building the console…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@retail/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The console build failed');
  }
  const assets = measureBundle();
  const totalGzip = assets.reduce((sum, asset) => sum + asset.gzip, 0);
  console.log('\nConsole entry (what the first visit loads before rendering):');
  for (const asset of assets)
    console.log(`  ${asset.file.padEnd(48)} ${(asset.bytes / 1024).toFixed(1).padStart(8)} KiB  gzip ${(asset.gzip / 1024).toFixed(1).padStart(7)} KiB`);
  console.log(`  ${'total'.padEnd(48)} ${''.padStart(12)}  gzip ${(totalGzip / 1024).toFixed(1).padStart(7)} KiB`);
  const widgetsRender = await measureWidgetsRender();
  printWidgetsRender(widgetsRender);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-bench-'));
  const password = `Bench-${randomBytes(9).toString('base64url')}`;
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const product = await startServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        CAPTCHA: 'off',
        SEED: 'demo',
        ADMIN_PASSWORD: password,
        // Request logs would measure the terminal, not the server.
        LOG_LEVEL: 'warn',
      },
    });
    servers.push(product);
    const baseline = await startServer({ entry: path.join(benchDir, 'baseline-server.ts'), cwd: benchDir, readyPath: '/ready' });
    servers.push(baseline);

    const session = await logIn(product.url, password);
    console.log(`\nLoad: ${connections} connections, ${durationSeconds} s per endpoint after a 2 s warm-up, loopback\n`);
    const base = await load('bare Fastify, fixed 20 rows', `${baseline.url}/api/baseline/list`, {
      headers: {},
      body: JSON.stringify({}),
    });
    const userInfo = await load(`POST ${authEndpoints.userInfo.path}`, product.url + authEndpoints.userInfo.path, {
      headers: {
        [IDENTITY_HEADERS.authorization]: `Bearer ${session.token}`,
        [IDENTITY_HEADERS.clientType]: CLIENT_TYPE_SITE,
        [IDENTITY_HEADERS.organId]: String(session.organId),
        [IDENTITY_HEADERS.tenantId]: String(session.tenantId),
        [IDENTITY_HEADERS.userId]: String(session.id),
        [IDENTITY_HEADERS.organPath]: session.organPath,
      },
      body: JSON.stringify({ userId: session.id, organId: session.organId }),
    });

    console.log(`${'endpoint'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`);
    for (const row of [base, userInfo])
      console.log(
        `${row.name.padEnd(40)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.non2xx + row.errors).padStart(8)}`,
      );
    const ratio = userInfo.rps / base.rps;
    console.log(`\nget-user-info throughput / baseline: ${ratio.toFixed(2)} (${(ratio * 100).toFixed(0)} %)`);

    const resultsDir = path.join(repoRoot, '.tmp', 'bench');
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'latest.json');
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), node, cpus: cpus.length, cpu: cpus[0]?.model, connections, durationSeconds, assets, totalGzip, widgetsRender, base, userInfo, ratio }, null, 2)}\n`,
    );
    console.log(`Numbers saved in ${path.relative(repoRoot, file)}`);
    if (userInfo.non2xx + userInfo.errors > 0 || base.non2xx + base.errors > 0) {
      throw new Error('Some requests failed (non-2xx or errors): the numbers above do not measure successful answers.');
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
