// The goods list on PostgreSQL at a million goods, one request at a time (issue 15, goal 3):
// every goods-list kind of the mixed workload (workload-mix.ts: unfiltered, status, category,
// brand, code, name search, deep page) for each of its users (workload-users.ts), drawn with
// different seeds, each sent alone to an otherwise idle server (source, one process, CACHE=off,
// authentication on) and timed from outside; every answer must be 2xx with an exact total.
// The server runs as the non-superuser role of DATABASE_URL, so the row-level wall holds.
//   node scripts/with-postgres.mjs npx tsx bench/goods-list-postgres.ts [--draws=30]
//   DATABASE_URL=postgres://… npx tsx bench/goods-list-postgres.ts       (a cluster kept seeded)
//   --record: write the table into bench/README.md
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from '../scripts/lib/server-process.mjs';
import { loadAverage, machineOf, writeReadmeSection } from './goods-list';
import { numberOption, percentile } from './http-load';
import { ensurePostgresBenchDb } from './seed-goods-postgres';
import { type Call, everyKindOf } from './workload-mix';
import { actorsOf, addBenchUsers } from './workload-users';

const START = '<!-- goods-list-postgresql:start (written by bench/goods-list-postgres.ts) -->';
const END = '<!-- goods-list-postgresql:end -->';
/** The goal: any page p99 < 25 ms, a name or code search p99 < 50 ms. */
const goalOf = (kind: string) => (/search|code/.test(kind) ? 50 : 25);

type Timed = { kind: string; user: string; ms: number[]; worst: string };

const url = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a PostgreSQL URL');

/** The goods-list calls of `draws` seeds, each kind once per user and seed. */
const goodsCalls = (actors: Parameters<typeof everyKindOf>[1], draws: number): Call[] =>
  Array.from({ length: draws }, (_, draw) => everyKindOf(1000 + draw, actors)).flatMap((calls) =>
    calls.filter((call) => /^goods (list|search)/.test(call.kind)),
  );

const send = async (baseUrl: string, call: Call, headers: Record<string, string>) => {
  const started = performance.now();
  const response = await fetch(baseUrl + call.path, {
    method: call.method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(call.body ?? {}),
  });
  const answer = (await response.json()) as { totalCount?: unknown; entities?: unknown[] };
  const ms = performance.now() - started;
  if (!response.ok || typeof answer.totalCount !== 'number' || !Array.isArray(answer.entities))
    throw new Error(`${call.kind} ${call.path}: ${response.status} ${JSON.stringify(answer)}`);
  return ms;
};

const main = async () => {
  const draws = numberOption('draws', 30);
  const data = await ensurePostgresBenchDb(url);
  await addBenchUsers({ kind: 'postgres', url }, data.adminPassword);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-bench-goods-pg-'));
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      CAPTCHA: 'off',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      CACHE: 'off',
      WORKERS: '1',
    },
    timeoutMs: 180_000,
  });
  const timed = new Map<string, Timed>();
  const loadBefore = loadAverage();
  try {
    const { actors, headers } = await actorsOf(server.url, data.adminPassword);
    const calls = goodsCalls(actors, draws);
    // Once through unmeasured (plans, caches, connections), then measured.
    for (const call of calls) await send(server.url, call, headers[call.actor] ?? {});
    for (const call of calls) {
      const ms = await send(server.url, call, headers[call.actor] ?? {});
      const user = actors[call.actor]?.name ?? String(call.actor);
      const key = `${call.kind}|${user}`;
      const row = timed.get(key) ?? { kind: call.kind, user, ms: [], worst: '' };
      if (ms > Math.max(0, ...row.ms)) row.worst = `${call.path} ${JSON.stringify(call.body)}`;
      row.ms.push(ms);
      timed.set(key, row);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = [...timed.values()].sort((a, b) => a.kind.localeCompare(b.kind));
  const fmt = (ms: number) => ms.toFixed(1);
  const machine = machineOf();
  const section = [
    START,
    '',
    `Recorded ${machine.date} on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load average before: ${loadBefore}, after: ${loadAverage()} (shared machine).`,
    `${data.goods.toLocaleString('en')} goods; server from source, one process, CACHE=off, authentication on, the row-level wall on; ${draws} draws of each kind per user, sent one at a time after an unmeasured round.`,
    '',
    '| kind | user | requests | p50 ms | p99 ms | max ms | goal p99 | slowest request |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...rows.map((row) => {
      const sorted = [...row.ms].sort((a, b) => a - b);
      return `| ${row.kind} | ${row.user} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 99))} | ${fmt(sorted[sorted.length - 1] ?? 0)} | < ${goalOf(row.kind)} | \`${row.worst.replace(/\|/g, '\\|')}\` |`;
    }),
    '',
    END,
  ].join('\n');
  console.log(section);
  const resultsDir = path.join(repoRoot, '.tmp', 'bench');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'goods-list-postgresql.json'),
    `${JSON.stringify(rows, null, 2)}\n`,
  );
  if (process.argv.includes('--record')) writeReadmeSection(START, END, section);
};

await main();
