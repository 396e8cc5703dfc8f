// `POST goods/list` at a million goods (issue 5 item 6): the real server, authentication on,
// an exact totalCount on every answer, measured with autocannon on loopback beside a bare
// Fastify endpoint answering a fixed 20-row page in the same run.
//   npm run bench:goods -w @retail/bench [-- --duration=10] [-- --connections=50] [-- --record]
//   BENCH_GOODS=50000 npm run bench:goods -w @retail/bench      (a quick run; not recorded)
// Part of `npm run bench` too. Targets missed print FAIL; only broken runs exit non-zero.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, PAGE_SIZE_DEFAULT } from '@retail/contract';
import { repoRoot, startServer } from '../scripts/lib/server-process.mjs';
import { type Load, logIn, measure, numberOption, sessionHeaders } from './http-load';
import { type Scenario, scenariosOf, searchScenariosOf, SHORT_TEXT } from './goods-scenarios';
import { type BenchDb, ensureBenchDb, TENANT_ADMIN } from './seed-goods';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const readmeFile = path.join(benchDir, 'README.md');
const SECTION_START = '<!-- goods-list:start (written by bench/goods-list.ts) -->';
const SECTION_END = '<!-- goods-list:end -->';
/** The target: a third of the bare endpoint's throughput, p99 under 10 ms. */
const TARGET_RATIO = 1 / 3;
const TARGET_P99_MS = 10;
/** How often the churn row edits goods while it measures the list. */
const EDIT_EVERY_MS = 100;

type Row = Load & {
  /** Median of sequential requests on an idle server: the work one request costs. */
  singleMs?: number;
  /** How long the measurement ran (a row without answers waited at least this long). */
  durationMs: number;
  ratio: number;
  pass?: boolean;
  /** Computed (nothing kept), and which kind of slowest request it stands for. */
  computed?: boolean;
  slowest?: string | undefined;
};

export type Machine = { cpu: string; cores: number; ramGiB: number; node: string; date: string };

export const machineOf = (): Machine => {
  let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    cpu =
      /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux
  }
  return {
    cpu,
    cores: os.cpus().length,
    ramGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
};

export const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const listPath = endpoints.goods.list.path;
export const urlOf = (base: string, scenario: Scenario) =>
  `${base}${listPath}?pageNum=${scenario.pageNum}&pageSize=${PAGE_SIZE_DEFAULT}`;

type GoodsRow = {
  id: number;
  goodsName: string;
  goodsCode: string;
  goodsTypeId: number;
  brandId: number | null;
};
type ListAnswer = { totalCount?: number; entities?: GoodsRow[]; description?: string };

const post = async (
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as ListAnswer;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.description ?? ''}`);
  return answer;
};

/** One request first: the answer must be a full page with the exact total, else nothing is measured. */
const checkAnswer = async (url: string, headers: Record<string, string>, scenario: Scenario) => {
  const body = await post(url, headers, scenario.body);
  if (body.totalCount !== scenario.totalCount)
    throw new Error(
      `${scenario.name}: totalCount ${body.totalCount}, expected exactly ${scenario.totalCount}`,
    );
  const rows = scenario.rows ?? PAGE_SIZE_DEFAULT;
  if (body.entities?.length !== rows)
    throw new Error(`${scenario.name}: ${body.entities?.length} rows, expected ${rows}`);
  return body.entities.map((row) => row.id);
};

/** Median time of sequential requests (the server otherwise idle). */
const singleRequestMs = async (
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  times = 7,
) => {
  const spent: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await post(url, headers, body);
    spent.push(performance.now() - started);
  }
  return spent.sort((a, b) => a - b)[Math.floor(times / 2)] ?? 0;
};

const fmt = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 0 });
/** No answer within the run: the latency is longer than the run, not zero. */
const latencyText = (row: Row, which: 'p50' | 'p99') =>
  row.requests ? String(row[which]) : `> ${fmt(row.durationMs)}`;

const tableOf = (rows: readonly Row[]) => [
  '| endpoint | req/s | p50 ms | p99 ms | vs bare | 1 request alone, ms | target |',
  '|---|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.requests ? fmt(row.rps) : '< 1'} | ${latencyText(row, 'p50')} | ${latencyText(row, 'p99')} | ${(row.ratio * 100).toFixed(row.ratio < 0.1 ? 1 : 0)} % | ${row.singleMs === undefined ? '' : row.singleMs.toFixed(1)} | ${row.pass === undefined ? '' : row.pass ? 'PASS' : 'FAIL'} |`,
  ),
];

/** The slowest computed request of each kind (issue 15, goal 3: p99 < 25 ms, searches < 50 ms). */
const slowestOf = (rows: readonly Row[]) => {
  const slowest = new Map<string, Row>();
  for (const row of rows.filter((candidate) => candidate.computed && candidate.slowest)) {
    const kind = row.slowest ?? '';
    const held = slowest.get(kind);
    if (!held || (row.singleMs ?? 0) > (held.singleMs ?? 0)) slowest.set(kind, row);
  }
  return [
    '| slowest request (computed) | scenario | 1 request alone, ms | p50 ms | p99 ms |',
    '|---|---|---:|---:|---:|',
    ...[...slowest].map(
      ([kind, row]) =>
        `| ${kind} | ${row.name} | ${row.singleMs?.toFixed(1) ?? ''} | ${latencyText(row, 'p50')} | ${latencyText(row, 'p99')} |`,
    ),
  ];
};

const markdownOf = (run: {
  machine: Machine;
  data: BenchDb;
  connections: number;
  durationSeconds: number;
  loadBefore: string;
  loadAfter: string;
  rows: Row[];
}) => {
  const { machine, data, rows } = run;
  const lines = [
    SECTION_START,
    `## Goods list at ${fmt(data.goods)} goods`,
    '',
    `Recorded ${machine.date} by \`npm run bench\` on ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, Node ${machine.node}.`,
    `Load average (1, 5, 15 min) before: ${run.loadBefore}; after: ${run.loadAfter} (the machine is shared: other work was running).`,
    `${run.connections} connections, ${run.durationSeconds} s per row after a 2 s warm-up, loopback, SQLite, authentication on;`,
    `${fmt(data.goods)} goods in 2 tenants, ${data.organs} organisations, ${data.maxDepth} levels deep; page size ${PAGE_SIZE_DEFAULT}; every answer's \`totalCount\` checked exact.`,
    '',
    ...tableOf(rows),
    '',
    ...slowestOf(rows),
    '',
    `Target (issue 5): the default list reaches at least a third of the bare endpoint's throughput with p99 under ${TARGET_P99_MS} ms.`,
    SECTION_END,
  ];
  return lines.join('\n');
};

/**
 * Replaces a section of bench/README.md (from `startMark` to `endMark`, both part of `section`),
 * keeping everything else; appended when missing.
 */
export const writeReadmeSection = (startMark: string, endMark: string, section: string) => {
  const readme = readFileSync(readmeFile, 'utf8');
  const start = readme.indexOf(startMark);
  const end = readme.indexOf(endMark);
  const next =
    start >= 0 && end > start
      ? readme.slice(0, start) + section + readme.slice(end + endMark.length)
      : `${readme.trimEnd()}\n\n${section}\n`;
  writeFileSync(readmeFile, next);
};
const record = (section: string) => writeReadmeSection(SECTION_START, SECTION_END, section);

export const runGoodsListBench = async (
  options: { connections?: number; durationSeconds?: number } = {},
) => {
  const connections = options.connections ?? numberOption('connections', 50);
  const durationSeconds = options.durationSeconds ?? numberOption('duration', 10);
  const machine = machineOf();
  const loadBefore = loadAverage();
  console.log(
    `\nGoods list: ${machine.cores} × ${machine.cpu}, Node ${machine.node}, load average ${loadBefore}`,
  );
  const data = await ensureBenchDb();

  // The server works on a copy: the cached file stays as loaded.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-bench-goods-'));
  copyFileSync(data.file, path.join(dataDir, 'retail.db'));
  const servers: { stop: () => Promise<void> }[] = [];
  /** The product on the copy; `cache` as CACHE (off: nothing kept, every answer computed). */
  const startProduct = async (cache?: 'off') => {
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        CAPTCHA: 'off',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        CACHE: cache,
      },
    });
    servers.push(server);
    const admin = await logIn(server.url, 'admin', data.adminPassword);
    const tenant = await logIn(server.url, TENANT_ADMIN, data.adminPassword);
    return { server, sessions: { admin: sessionHeaders(admin), tenant: sessionHeaders(tenant) } };
  };
  try {
    const baseline = await startServer({
      entry: path.join(benchDir, 'baseline-server.ts'),
      cwd: benchDir,
      readyPath: '/ready',
    });
    servers.push(baseline);
    let { server: product, sessions } = await startProduct();
    const scenarios = [...scenariosOf(data), ...searchScenariosOf(data)];
    const firstPages = new Map<Scenario, number[]>();
    for (const scenario of scenarios)
      firstPages.set(
        scenario,
        await checkAnswer(urlOf(product.url, scenario), sessions[scenario.user], scenario),
      );
    // The tenant admin's pages (walking the tenant's goods) equal the platform admin's pages of
    // the same organisation (read through the path range): same rows, same order.
    for (const scenario of scenarios.filter((candidate) => candidate.user === 'tenant')) {
      const platformView = await post(urlOf(product.url, scenario), sessions.admin, {
        organId: data.tenantId,
        ...scenario.body,
      });
      const same =
        JSON.stringify(platformView.entities?.map((row) => row.id)) ===
        JSON.stringify(firstPages.get(scenario));
      if (!same)
        throw new Error(`${scenario.name}: not the rows the platform admin sees for the tenant`);
    }
    console.log(
      `Every scenario answers a full page with the exact totalCount. ${connections} connections, ${durationSeconds} s each:\n`,
    );

    // Slow scenarios queue up to 50 requests: give them time rather than count them as failed.
    const load = { connections, durationSeconds, timeoutSeconds: 120 };
    const durationMs = durationSeconds * 1000;
    const base = await measure(
      'bare Fastify, fixed 20 rows',
      `${baseline.url}/api/baseline/list`,
      { headers: {}, body: '{}' },
      load,
    );
    const rows: Row[] = [{ ...base, ratio: 1, durationMs }];
    const admin = await logIn(product.url, 'admin', data.adminPassword);
    const userInfo = {
      url: product.url + endpoints.auth.userInfo.path,
      body: { userId: admin.id, organId: admin.organId },
    };
    const session = await measure(
      'session call alone (get-user-info)',
      userInfo.url,
      { headers: sessions.admin, body: JSON.stringify(userInfo.body) },
      load,
    );
    rows.push({
      ...session,
      ratio: session.rps / base.rps,
      durationMs,
      singleMs: await singleRequestMs(userInfo.url, sessions.admin, userInfo.body),
    });

    /** `during` starts work beside the load; what it returns stops it and names what it did. */
    const measureScenario = async (
      scenario: Scenario,
      name: string,
      target: boolean,
      during?: () => () => Promise<string>,
    ) => {
      const url = urlOf(product.url, scenario);
      const singleMs = await singleRequestMs(
        url,
        sessions[scenario.user],
        scenario.body,
        scenario.target ? 21 : 5,
      );
      const stop = during?.();
      const result = await measure(
        name,
        url,
        { headers: sessions[scenario.user], body: JSON.stringify(scenario.body) },
        load,
      );
      const beside = await stop?.();
      const ratio = result.rps / base.rps;
      rows.push({
        ...result,
        name: beside === undefined ? name : `${name} (${beside})`,
        computed: computing,
        slowest: during ? undefined : scenario.slowest,
        singleMs,
        durationMs,
        ratio,
        pass: target ? ratio >= TARGET_RATIO && result.p99 < TARGET_P99_MS : undefined,
      });
      // Requests still queued in the server would slow the next row: let them finish.
      const backlogMs = Math.min(120_000, connections * singleMs);
      if (backlogMs > 500) await new Promise((resolve) => setTimeout(resolve, backlogMs));
      // The total must still be exact after the load (counters are not a cache that drifts).
      await checkAnswer(url, sessions[scenario.user], scenario);
    };

    // The product as shipped: each node keeps list answers while nothing they show changes.
    let computing = false;
    const keptRows = !process.argv.includes('--computed-only');
    if (keptRows)
      for (const scenario of scenarios)
        await measureScenario(scenario, scenario.name, scenario.target);
    // The same list while the tenant admin edits goods through the API, ten edits a second:
    // each edit moves the tenant's counter, so the next call computes its answer again.
    const tenantDefault = scenarios.find(
      (scenario) => scenario.target && scenario.user === 'tenant',
    );
    if (tenantDefault && keptRows) {
      const editing = () => {
        let running = true;
        let edits = 0;
        const loop = (async () => {
          const page = await post(urlOf(product.url, tenantDefault), sessions.tenant, {});
          const goods = page.entities?.[0] as (GoodsRow & { id: number }) | undefined;
          if (!goods) throw new Error('No goods to edit');
          while (running) {
            const { id, goodsName, goodsCode, goodsTypeId, brandId } = goods;
            const body = {
              id,
              goodsCode,
              goodsTypeId,
              brandId,
              goodsName: `${goodsName.replace(/ #\d+$/, '')} #${edits}`,
            };
            const response = await fetch(product.url + endpoints.goods.edit.path, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json', ...sessions.tenant },
              body: JSON.stringify(body),
            });
            if (!response.ok)
              throw new Error(`goods/edit: ${response.status} ${await response.text()}`);
            edits += 1;
            await new Promise((resolve) => setTimeout(resolve, EDIT_EVERY_MS));
          }
        })();
        const started = performance.now();
        return async () => {
          running = false;
          await loop;
          return `${fmt((edits * 1000) / (performance.now() - started))} edits/s`;
        };
      };
      await measureScenario(
        tenantDefault,
        `${tenantDefault.name}, goods edited meanwhile`,
        false,
        editing,
      );
    }

    // Every answer computed: what a call costs when nothing is kept (CACHE=off).
    await servers.pop()?.stop();
    ({ server: product, sessions } = await startProduct('off'));
    computing = true;
    for (const scenario of scenarios)
      await measureScenario(scenario, `${scenario.name}, computed`, false);
    // A slow request must not stall the others (issue 15, goal 3): the default list again
    // while a few clients keep asking for the slowest search there is.
    if (tenantDefault) {
      const searching = (clients: number) => () => {
        let running = true;
        let searches = 0;
        const started = performance.now();
        const url = `${product.url}${endpoints.goods.list.path}?pageNum=1&pageSize=${PAGE_SIZE_DEFAULT}`;
        const loops = Array.from({ length: clients }, async () => {
          while (running) {
            await post(url, sessions.admin, { goodsName: SHORT_TEXT });
            searches += 1;
          }
        });
        return async () => {
          running = false;
          await Promise.all(loops);
          const rate = (searches * 1000) / (performance.now() - started);
          return `beside ${clients} clients searching "${SHORT_TEXT}", ${rate.toFixed(1)} searches/s`;
        };
      };
      await measureScenario(tenantDefault, `${tenantDefault.name}, computed`, false, searching(4));
    }
    const loadAfter = loadAverage();
    console.log(tableOf(rows).join('\n'));
    console.log(`\nLoad average before: ${loadBefore}; after: ${loadAfter}`);
    for (const row of rows.filter((candidate) => candidate.pass !== undefined))
      console.log(
        `${row.pass ? 'PASS' : 'FAIL'}  ${row.name}: ${(row.ratio * 100).toFixed(0)} % of the bare endpoint (target ≥ ${(TARGET_RATIO * 100).toFixed(0)} %), p99 ${row.p99} ms (target < ${TARGET_P99_MS} ms)`,
      );
    const failed = rows.filter((row) => row.non2xx > 0);
    if (failed.length > 0)
      throw new Error(`Requests failed in: ${failed.map((row) => row.name).join(', ')}`);

    const run = { machine, data, connections, durationSeconds, loadBefore, loadAfter, rows };
    const resultsDir = path.join(repoRoot, '.tmp', 'bench');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'goods-list.json'),
      `${JSON.stringify({ ...run, data: { ...data, adminPassword: undefined } }, null, 2)}\n`,
    );
    if (data.goods >= 1_000_000 || process.argv.includes('--record')) {
      record(markdownOf(run));
      console.log(`Figures written to ${path.relative(repoRoot, readmeFile)}`);
    } else {
      console.log(
        `Figures not written to ${path.relative(repoRoot, readmeFile)} (below a million goods; --record forces it)`,
      );
    }
    return rows;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runGoodsListBench();
}
