// `npm run bench`: the console's entry size (gzip), the API's throughput and the goods list at
// a million goods (goods-list.ts), each beside a baseline measured in the same run, so the
// ratios mean something on any machine. See README.md.
//   npm run bench [-- --no-build] [-- --duration=10] [-- --connections=10] [-- --only=goods]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { endpoints } from '@retail/contract';
import { repoRoot, startServer, webDist } from '../scripts/lib/server-process.mjs';
import { runGoodsListBench } from './goods-list';
import { logIn, measure, numberOption, printLoads, sessionHeaders } from './http-load';
import { measureWidgetsRender, printWidgetsRender } from './widgets-render-size';

const authEndpoints = endpoints.auth;
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const durationSeconds = numberOption('duration', 10);
const connections = numberOption('connections', 10);

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

const main = async () => {
  if (process.argv.includes('--only=goods')) {
    await runGoodsListBench();
    return;
  }
  const node = process.version;
  const cpus = os.cpus();
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${node}\n`);

  if (!process.argv.includes('--no-build')) {
    console.log('Building the console…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@retail/web'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The console build failed');
  }
  const assets = measureBundle();
  const totalGzip = assets.reduce((sum, asset) => sum + asset.gzip, 0);
  console.log('\nConsole entry (what the first visit loads before rendering):');
  for (const asset of assets)
    console.log(
      `  ${asset.file.padEnd(48)} ${(asset.bytes / 1024).toFixed(1).padStart(8)} KiB  gzip ${(asset.gzip / 1024).toFixed(1).padStart(7)} KiB`,
    );
  console.log(
    `  ${'total'.padEnd(48)} ${''.padStart(12)}  gzip ${(totalGzip / 1024).toFixed(1).padStart(7)} KiB`,
  );
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
    const baseline = await startServer({
      entry: path.join(benchDir, 'baseline-server.ts'),
      cwd: benchDir,
      readyPath: '/ready',
    });
    servers.push(baseline);

    const session = await logIn(product.url, 'admin', password);
    console.log(
      `\nLoad: ${connections} connections, ${durationSeconds} s per endpoint after a 2 s warm-up, loopback\n`,
    );
    const load = { connections, durationSeconds };
    const base = await measure(
      'bare Fastify, fixed 20 rows',
      `${baseline.url}/api/baseline/list`,
      { headers: {}, body: '{}' },
      load,
    );
    const userInfo = await measure(
      `POST ${authEndpoints.userInfo.path}`,
      product.url + authEndpoints.userInfo.path,
      {
        headers: sessionHeaders(session),
        body: JSON.stringify({ userId: session.id, organId: session.organId }),
      },
      load,
    );
    printLoads([base, userInfo], 40);
    const ratio = userInfo.rps / base.rps;
    console.log(
      `\nget-user-info throughput / baseline: ${ratio.toFixed(2)} (${(ratio * 100).toFixed(0)} %)`,
    );

    const resultsDir = path.join(repoRoot, '.tmp', 'bench');
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'latest.json');
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), node, cpus: cpus.length, cpu: cpus[0]?.model, connections, durationSeconds, assets, totalGzip, widgetsRender, base, userInfo, ratio }, null, 2)}\n`,
    );
    console.log(`Numbers saved in ${path.relative(repoRoot, file)}`);
    if (userInfo.non2xx + userInfo.errors > 0 || base.non2xx + base.errors > 0) {
      throw new Error(
        'Some requests failed (non-2xx or errors): the numbers above do not measure successful answers.',
      );
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await runGoodsListBench();
};

await main();
