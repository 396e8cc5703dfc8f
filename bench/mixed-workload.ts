// A realistic mixed workload (issue 15, goal 2): six users of two tenants and three organisation
// levels drive a weighted, seeded mix (workload-mix.ts) of goods lists with filters, searches and
// pages, detail reads, other lists and writes over HTTP against the production server (the
// bundle, WORKERS=auto as `npm start` runs it) at a million goods, beside a bare Fastify route
// driven by the same client in the same run. Every answer must be 2xx, else the run fails.
//   npm run bench:mixed -w @retail/bench [-- --duration=20 --connections=32 --seed=15 --cache=MODES]
//   (MODES: a comma list of answers-off (the default: the goal's, every cache but the kept
//   answers), off (every cache off), on (every cache on); `all` for the three)
//   node scripts/with-postgres.mjs npm run bench:mixed -w @retail/bench      (PostgreSQL)
//   BENCH_GOODS=50000 npm run bench:mixed -w @retail/bench -- --record       (--record writes bench/README.md)
//   --smoke: one second, nothing written (the API test runs it); --source: src/main.ts through tsx;
//   --no-build: the server bundle as it is
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, serverBundle, startServer } from '../scripts/lib/server-process.mjs';
import { type KindFigures, type LoopResult, runClosedLoop } from './closed-loop';
import { loadAverage, machineOf, writeReadmeSection } from './goods-list';
import { numberOption } from './http-load';
import { busiestTasks, groupCpuByTask, groupCpuMs } from './process-cpu';
import { ensureBenchDb } from './seed-goods';
import { ensurePostgresBenchDb } from './seed-goods-postgres';
import { type Actor, everyKindOf, mixOf } from './workload-mix';
import { actorsOf, addBenchUsers, USERS } from './workload-users';

const benchDir = path.dirname(new URL(import.meta.url).pathname);
const TARGET_RATIO = 1 / 3;
const TARGET_P99_MS = 25;
/** Times each kind is sent alone; its figure is the median. */
const ALONE_PASSES = 7;

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const smoke = process.argv.includes('--smoke');
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;
const database = postgresUrl ? 'PostgreSQL' : 'SQLite';
const marks = (which: 'start' | 'end') =>
  which === 'start'
    ? `<!-- mixed-workload-${database.toLowerCase()}:start (written by bench/mixed-workload.ts) -->`
    : `<!-- mixed-workload-${database.toLowerCase()}:end -->`;

/**
 * How the server caches in a run: the goal's setting keeps no answers (every request is
 * computed) and keeps the rest (identities, catalogue names, gateway switches).
 */
const CACHE_MODES = {
  'answers-off': {
    label: "CACHE=on, CACHE_WITHOUT=answers (no kept answers: the goal's setting)",
    env: { CACHE: 'on', CACHE_WITHOUT: 'answers' },
  },
  off: { label: 'CACHE=off (nothing kept)', env: { CACHE: 'off' } },
  on: { label: 'CACHE=on (answers kept too)', env: { CACHE: 'on' } },
} as const;
type CacheMode = keyof typeof CACHE_MODES;

const cacheModesOf = (value = 'answers-off'): CacheMode[] => {
  const modes = value === 'all' ? Object.keys(CACHE_MODES) : value.split(',');
  const unknown = modes.filter((mode) => !(mode in CACHE_MODES));
  if (unknown.length > 0)
    throw new Error(
      `--cache: ${unknown.join(', ')}? (${Object.keys(CACHE_MODES).join(', ')}, all)`,
    );
  return modes as CacheMode[];
};

type Run = LoopResult & {
  /** Each kind's time alone (sequential, the slowest of the users asking it), ms. */
  alone: Record<string, number>;
  /** The same per user: `kind, user` → ms. */
  aloneByUser: Record<string, number>;
  /** The server's CPU time for one request of each kind alone (the most over the users), ms. */
  cpuAlone: Record<string, number>;
  /** The server's CPU time (every process and thread) per request of the mix, ms. */
  cpuPerRequest: number;
  cache: CacheMode;
  bare: KindFigures;
  ratio: number;
  loadBefore: string;
  loadAfter: string;
};

const errorLines = (log: string) =>
  log
    .split('\n')
    .filter((line) => /error/i.test(line))
    .slice(-10)
    .join('\n');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en', { maximumFractionDigits: digits });
const verdict = (run: Run) =>
  run.ratio >= TARGET_RATIO && run.overall.p99 < TARGET_P99_MS ? 'met' : 'not met';

const tableOf = (run: Run) => [
  '| request kind | requests | req/s | p50 ms | p99 ms | non-2xx | alone ms | server CPU ms |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...[run.bare, run.overall, ...run.kinds].map(
    (row) =>
      `| ${row === run.overall ? '**all requests of the mix**' : row.kind} | ${fmt(row.requests)} | ${fmt(row.rps, row.rps < 10 ? 1 : 0)} | ${row.p50} | ${row.p99} | ${row.failed} | ${run.alone[row.kind] ?? ''} | ${run.cpuAlone[row.kind] ?? ''} |`,
  ),
];

const slowestOf = (run: Run, count = 5) =>
  Object.entries(run.aloneByUser)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([kind, ms]) => `${kind} (${ms} ms alone)`)
    .join(', ');

const markdownOf = (setting: Record<string, string | number>, runs: Run[]) => {
  const machine = machineOf();
  return [
    marks('start'),
    `### ${database}, ${fmt(Number(setting.goods))} goods`,
    '',
    `Recorded ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, Node ${machine.node} (shared machine: other work was running).`,
    `Server bundle, WORKERS=${setting.workers}, ${setting.connections} connections, ${setting.duration} s after a ${setting.warmup} s warm-up, seed ${setting.seed}; the load generator runs on the same machine.`,
    '',
    ...runs.flatMap((run) => [
      `${CACHE_MODES[run.cache].label}. Load average (1, 5, 15 min) before: ${run.loadBefore}; after: ${run.loadAfter}.`,
      '',
      ...tableOf(run),
      '',
      `Mix ${fmt(run.overall.rps)} req/s = **${(run.ratio * 100).toFixed(0)} % of the bare route**, p99 ${run.overall.p99} ms: goal (≥ 33 %, p99 < ${TARGET_P99_MS} ms) **${verdict(run)}**. The server's CPU per request of the mix: ${run.cpuPerRequest.toFixed(2)} ms. Slowest alone (kind, user): ${slowestOf(run)}.`,
      ...(run.failures.length > 0
        ? [
            '',
            `**Requests failed, so the run failed**: ${run.kinds.reduce((sum, row) => sum + row.failed, 0)}; the first: ${run.failures[0]?.replace(/\s+/g, ' ')}.`,
          ]
        : []),
      '',
    ]),
    marks('end'),
  ].join('\n');
};

/**
 * Sends each kind once as each user that asks it, one at a time (a created brand is removed);
 * throws on non-2xx. Returns each kind's slowest time over the users: its cost alone.
 */
const checkEveryKind = async (
  baseUrl: string,
  actors: Actor[],
  headers: Record<string, string>[],
  seed: number,
  serverGroup: number,
) => {
  const failures: string[] = [];
  const queue = everyKindOf(seed, actors);
  const alone = new Map<string, number>();
  const aloneByUser = new Map<string, number>();
  const cpu = new Map<string, number>();
  for (let call = queue.shift(); call; call = queue.shift()) {
    const cpuBefore = groupCpuMs(serverGroup);
    const started = performance.now();
    const response = await fetch(baseUrl + call.path, {
      method: call.method,
      headers: {
        ...headers[call.actor],
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
    const text = await response.text();
    const spent = performance.now() - started;
    const ms = Math.round(spent * 10) / 10;
    const cpuMs = Math.round((groupCpuMs(serverGroup) - cpuBefore) * 100) / 100;
    cpu.set(call.kind, Math.max(cpu.get(call.kind) ?? 0, cpuMs));
    alone.set(call.kind, Math.max(alone.get(call.kind) ?? 0, ms));
    aloneByUser.set(`${call.kind}, ${actors[call.actor]?.name}`, ms);
    const who = actors[call.actor]?.name;
    if (!response.ok)
      failures.push(`${who}, ${call.kind}: ${response.status} ${text.slice(0, 200)}`);
    else if (call.then) {
      const next = call.then(JSON.parse(text));
      if (next) queue.unshift(next);
      else failures.push(`${who}, ${call.kind}: no id in the answer`);
    }
  }
  if (failures.length > 0) throw new Error(`Kinds that do not answer 2xx:\n${failures.join('\n')}`);
  return { alone, aloneByUser, cpu };
};

/** The server bundle `npm start` runs, built from the sources as it does (`--no-build`: as is). */
const ensureBundle = () => {
  if (process.argv.includes('--no-build') && existsSync(serverBundle)) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@retail/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The server bundle did not build');
};

const main = async () => {
  const connections = numberOption('connections', smoke ? 4 : 32);
  const durationSeconds = numberOption('duration', smoke ? 1 : 20);
  const warmupSeconds = smoke ? 0.5 : 3;
  const seed = numberOption('seed', 15);
  const caches = cacheModesOf(option('cache'));
  const workers = process.env.WORKERS || 'auto';
  const entry = process.argv.includes('--source') ? undefined : serverBundle;
  if (entry) ensureBundle();

  const data = postgresUrl ? await ensurePostgresBenchDb(postgresUrl) : await ensureBenchDb();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-bench-mixed-'));
  if (!postgresUrl) copyFileSync(data.file, path.join(dataDir, 'retail.db'));
  await addBenchUsers(
    postgresUrl
      ? { kind: 'postgres', url: postgresUrl }
      : { kind: 'sqlite', file: path.join(dataDir, 'retail.db') },
    data.adminPassword,
  );
  const servers: { stop: () => Promise<void> }[] = [];
  const runs: Run[] = [];
  try {
    const baseline = await startServer({
      entry: path.join(benchDir, 'baseline-server.ts'),
      cwd: benchDir,
      readyPath: '/ready',
    });
    servers.push(baseline);
    for (const cache of caches) {
      const server = await startServer({
        ...(entry ? { entry } : {}),
        // --cpu-prof=DIR: a CPU profile of each server process (the workers inherit it).
        ...(option('cpu-prof')
          ? { nodeArgs: [`--cpu-prof`, `--cpu-prof-dir=${option('cpu-prof')}`] }
          : {}),
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: postgresUrl,
          CAPTCHA: 'off',
          SEED: 'none',
          LOG_LEVEL: 'warn',
          ...CACHE_MODES[cache].env,
          WORKERS: workers,
        },
        timeoutMs: 180_000,
      });
      servers.push(server);
      const processes = workers === 'auto' ? os.availableParallelism() : Number(workers);
      while (processes > 1 && !server.log().includes(`${processes} server processes share`))
        await sleep(200);
      const { actors, headers } = await actorsOf(server.url, data.adminPassword);
      const headersOf = (call: { actor: number }) => headers[call.actor] ?? {};
      // Every kind for every user once first: a kind that answers 4xx is never measured.
      const kindCount = (await checkEveryKind(server.url, actors, headers, seed, server.pid)).alone
        .size;
      console.log(
        `${CACHE_MODES[cache].label}: every kind (${kindCount}) for every user answered 2xx`,
      );
      const loadBefore = loadAverage();
      const load = { connections, durationSeconds, warmupSeconds };
      const bareLoop = await runClosedLoop({
        ...load,
        baseUrl: baseline.url,
        streamOf: () => () => ({
          kind: 'bare Fastify route',
          actor: 0,
          method: 'POST',
          path: '/api/baseline/list',
          body: {},
        }),
        headersOf: () => ({}),
      });
      const cpuBefore = groupCpuMs(server.pid);
      const tasksBefore = groupCpuByTask(server.pid);
      const mix = await runClosedLoop({
        ...load,
        baseUrl: server.url,
        streamOf: (connection) => mixOf(seed, actors, connection),
        headersOf,
      });
      // The warm-up's requests were served too, at about the measured rate.
      const served = mix.overall.requests * (1 + warmupSeconds / durationSeconds);
      const cpuPerRequest = (groupCpuMs(server.pid) - cpuBefore) / served;
      // --cpu-tasks: which of the server's processes and threads used the CPU.
      if (process.argv.includes('--cpu-tasks'))
        console.log(busiestTasks(tasksBefore, groupCpuByTask(server.pid)).join('\n'));
      // After the run, warm, several times: what each kind costs alone on an otherwise idle
      // server, the median of ALONE_PASSES (its time, and the CPU of the server's processes
      // and threads meanwhile).
      const passes: Awaited<ReturnType<typeof checkEveryKind>>[] = [];
      for (let pass = 0; pass < (smoke ? 1 : ALONE_PASSES); pass += 1)
        passes.push(await checkEveryKind(server.url, actors, headers, seed, server.pid));
      const [alone, aloneByUser, cpuAlone] = (['alone', 'aloneByUser', 'cpu'] as const).map(
        (which) =>
          Object.fromEntries(
            [...(passes[0]?.[which].keys() ?? [])].map((key) => [
              key,
              medianOf(passes.map((timed) => timed[which].get(key) ?? 0)),
            ]),
          ),
      ) as [Record<string, number>, Record<string, number>, Record<string, number>];
      const bare = { ...bareLoop.overall, kind: 'bare Fastify route (same client)' };
      if (mix.failures.length > 0) console.log(`Server log (errors):\n${errorLines(server.log())}`);
      runs.push({
        ...mix,
        alone,
        aloneByUser,
        cpuAlone,
        cpuPerRequest,
        cache,
        bare,
        ratio: mix.overall.rps / bare.rps,
        loadBefore,
        loadAfter: loadAverage(),
      });
      await servers.pop()?.stop();
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const setting = {
    goods: data.goods,
    workers,
    connections,
    duration: durationSeconds,
    warmup: warmupSeconds,
    seed,
  };
  const section = markdownOf(setting, runs);
  console.log(`\n${section}`);
  const failed = runs.flatMap((run) => [
    ...run.failures,
    ...(run.bare.failed ? ['bare route'] : []),
  ]);
  const failRun = () => {
    if (failed.length > 0) throw new Error(`Requests failed:\n${failed.join('\n')}`);
  };
  // A failed run is recorded with its failures (the table counts them), then fails.
  if (smoke) return failRun();
  const resultsDir = path.join(repoRoot, '.tmp', 'bench');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `mixed-workload-${database.toLowerCase()}.json`),
    `${JSON.stringify({ database, setting, users: USERS.map((user) => user.name), runs }, null, 2)}\n`,
  );
  if (process.argv.includes('--record')) {
    writeReadmeSection(marks('start'), marks('end'), section);
    console.log('Figures written to bench/README.md');
  }
  failRun();
};

await main();
