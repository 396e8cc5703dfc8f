// Processes per core (issue 15, goal 4): the goods list at a million goods, every answer computed
// (CACHE=off), served by one server process and then by one per core (WORKERS), against the
// same database copy and load. Writes its table into bench/README.md ("Processes per core").
//
//   npm run bench:workers -w @retail/bench [-- --duration=10] [-- --connections=50]
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from '../scripts/lib/server-process.mjs';
import { machineOf, urlOf } from './goods-list';
import { scenariosOf } from './goods-scenarios';
import { type Load, logIn, measure, numberOption, printLoads, sessionHeaders } from './http-load';
import { ensureBenchDb } from './seed-goods';

const SECTION_START = '<!-- workers:start (written by bench/workers.ts) -->';
const SECTION_END = '<!-- workers:end -->';

type Server = { url: string; log: () => string; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds used so far by the server's processes: every process of its group (Linux /proc). */
const cpuSecondsOf = (groupId: number): number => {
  const ticksPerSecond = 100;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command name: state, ppid, pgrp, … utime (12th), stime (13th).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(fields[2]) === groupId)
        total += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    } catch {
      // gone meanwhile
    }
  }
  return total;
};

export const runWorkersBench = async () => {
  const durationSeconds = numberOption('duration', 10);
  const connections = numberOption('connections', 50);
  const machine = machineOf();
  const data = await ensureBenchDb();
  const scenarios = scenariosOf(data).filter(
    (scenario) => scenario.pageNum === 1 && !('goodsName' in scenario.body),
  );
  const rows: Array<Load & { workers: number; cpu: number }> = [];
  for (const workers of [1, os.availableParallelism()]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-bench-workers-'));
    copyFileSync(data.file, path.join(dataDir, 'retail.db'));
    const server = (await startServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        CAPTCHA: 'off',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        CACHE: 'off',
        WORKERS: String(workers),
      },
      timeoutMs: 180_000,
    })) as Server & { pid: number };
    try {
      while (workers > 1 && !server.log().includes(`${workers} server processes share the port`))
        await sleep(200);
      const sessions = {
        admin: sessionHeaders(await logIn(server.url, 'admin', data.adminPassword)),
        tenant: sessionHeaders(await logIn(server.url, 'bench-tenant-admin', data.adminPassword)),
      };
      for (const scenario of scenarios) {
        const before = cpuSecondsOf(server.pid);
        const row = await measure(
          `${scenario.name}, ${workers} process${workers > 1 ? 'es' : ''}`,
          urlOf(server.url, scenario),
          { headers: sessions[scenario.user], body: JSON.stringify(scenario.body) },
          { connections, durationSeconds },
        );
        // The warm-up is in the CPU figure too: per second of the whole measurement.
        const cpu = (cpuSecondsOf(server.pid) - before) / (durationSeconds + 2);
        rows.push({ ...row, workers, cpu });
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printLoads(rows, 60);
  const table = [
    `Recorded ${machine.date} by \`npm run bench:workers -w @retail/bench\` on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load average after: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}.`,
    `${data.goods.toLocaleString('en')} goods, SQLite, every answer computed (CACHE=off), ${connections} connections, ${durationSeconds} s per row after a 2 s warm-up; the load generator runs on the same machine.`,
    '',
    '| list | processes | req/s | p50 ms | p99 ms | server CPU (cores) |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name.replace(/, \d+ process(es)?$/, '')} | ${row.workers} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.cpu.toFixed(2)} |`,
    ),
  ].join('\n');
  const readme = path.join(repoRoot, 'bench', 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  if (start >= 0 && end > start)
    writeFileSync(
      readme,
      `${text.slice(0, start + SECTION_START.length)}\n\n${table}\n\n${text.slice(end)}`,
    );
  console.log(`\n${table}`);
};

await runWorkersBench();
