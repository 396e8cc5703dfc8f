// Vending devices at scale (issue 18) against the real application: 1,000 simulated machines,
// each sending a signed heartbeat every 10 s (spread over the interval, as the simulator does)
// and now and then a sale from an aisle it believes stocked, through the device gateway over
// HTTP. The server runs in this process (so process.cpuUsage() is the server's CPU); the
// machines run in a child process (their signing and HTTP clients are not counted). Reports
// p50 / p95 / p99 latency of heartbeats and sales, the server's CPU, and then checks that every
// aisle's stock is still the sum of its ledger rows and that the sales recorded are the ones the
// machines were told succeeded. SQLite by default; PostgreSQL when DATABASE_URL is set:
//   npm run bench:devices -w @retail/bench [-- --devices=1000 --duration=120 --sale-rate=0.2]
//   node scripts/with-postgres.mjs npm run bench:devices -w @retail/bench
// Not part of `npm run bench`. A broken rule (a ledger that disagrees, a sale lost or counted
// twice, a refused heartbeat) exits 1; a speed never does.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVICE_HEARTBEAT_INTERVAL_MS } from '@retail/contract';
import { deviceRequestHeaders } from '@retail/contract/device-signature';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { seedScopeOf } from '../apps/server/src/db/seed/seed-helpers';
import { aisleStockCheck } from '../apps/server/src/modules/vending/vending-report';
import { numberOption, percentile } from './http-load';

type Machine = { code: string; secret: string; aisles: string[] };
type Row = { id: number } & Record<string, unknown>;
type LoadReport = {
  calls: Record<string, { ok: number; refused: number; failed: number; latencies: number[] }>;
  sold: number;
  soldOut: number;
  seconds: number;
  /** The first few reasons of calls that got no answer. */
  errors: string[];
};

const DEVICES = numberOption('devices', 1000);
const DURATION_S = numberOption('duration', 120);
const INTERVAL_MS = numberOption('interval', DEVICE_HEARTBEAT_INTERVAL_MS);
const SALE_RATE = numberOption('sale-rate', 0.2);
const AISLES = ['A1', 'A2', 'B1', 'B2'] as const;
const CAPACITY = 40;
const role = process.argv.find((arg) => arg.startsWith('--role='))?.split('=')[1] ?? 'server';

/** The machines (child process): heartbeats every interval, sales, latencies per call. */
const runMachines = async () => {
  const { url, file } = JSON.parse(process.env.BENCH_DEVICES ?? '{}') as {
    url: string;
    file: string;
  };
  const machines = JSON.parse(readFileSync(file, 'utf8')) as Machine[];
  const report: LoadReport = { calls: {}, sold: 0, soldOut: 0, seconds: 0, errors: [] };
  const tally = (name: string) =>
    (report.calls[name] ??= { ok: 0, refused: 0, failed: 0, latencies: [] });
  const call = async (machine: Machine, name: string, body: object) => {
    const url_ = `/api/device-gateway/${name}`;
    const text = JSON.stringify(body);
    const headers = await deviceRequestHeaders({
      code: machine.code,
      secret: machine.secret,
      method: 'POST',
      path: url_,
      body: text,
    });
    const started = performance.now();
    const entry = tally(name);
    try {
      const response = await fetch(url + url_, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: text,
      });
      const answer = (await response.json()) as { data?: { remaining?: number } };
      entry.latencies.push(performance.now() - started);
      if (response.ok) entry.ok += 1;
      else entry.refused += 1;
      return { ok: response.ok, status: response.status, data: answer.data };
    } catch (error) {
      entry.failed += 1;
      if (report.errors.length < 5)
        report.errors.push(
          `${name}: ${String((error as Error).cause ?? (error as Error).message)}`,
        );
      return { ok: false, status: 0, data: undefined };
    }
  };
  const stock = machines.map((machine) => new Map(machine.aisles.map((a) => [a, CAPACITY])));
  const sales = machines.map(() => 0);
  const turn = async (index: number) => {
    const machine = machines[index]!;
    await call(machine, 'heartbeat', { softwareVersion: 'bench-1.0.0' });
    if (Math.random() >= SALE_RATE) return;
    const stocked = [...stock[index]!].filter(([, left]) => left > 0).map(([code]) => code);
    const aisleCode = stocked[Math.floor(Math.random() * stocked.length)];
    if (!aisleCode) return;
    sales[index] = sales[index]! + 1;
    const saleNo = `${machine.code}-${String(sales[index])}`;
    const answer = await call(machine, 'sale', { saleNo, aisleCode });
    if (answer.ok) {
      report.sold += 1;
      stock[index]!.set(aisleCode, answer.data?.remaining ?? 0);
    } else if (answer.status === 400) {
      report.soldOut += 1;
      stock[index]!.set(aisleCode, 0);
    }
  };
  process.send?.({ started: true });
  const started = performance.now();
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  await new Promise<void>((done) => {
    machines.forEach((_, index) => {
      const go = () => {
        const work = turn(index).finally(() => running.delete(work));
        running.add(work);
      };
      timers.push(
        setTimeout(
          () => {
            go();
            timers.push(setInterval(go, INTERVAL_MS));
          },
          (index * INTERVAL_MS) / machines.length,
        ),
      );
    });
    setTimeout(done, DURATION_S * 1000);
  });
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(running);
  report.seconds = (performance.now() - started) / 1000;
  process.send?.(report);
};

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};

/** The server (this process): the machines made, the load run, the figures and the checks. */
const runServer = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-devices-'));
  const postgres = process.env.DATABASE_URL;
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres,
      CAPTCHA: 'off',
      SEED: 'demo',
      LOG_LEVEL: 'error',
    }),
  );
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  try {
    const scope = await seedScopeOf(app.db, 'sunrise.admin', app.clock.now());
    if (!scope) throw new Error('the demo tenant admin is missing');
    const { services, actions } = app.services.resources;
    const edit = async (
      service: { edit: (s: never, b: never) => Promise<unknown> },
      body: object,
    ) => (await service.edit(scope as never, body as never)) as Row;

    // Not timed: the machines, their aisles (a template) with stock (counted in), their secrets.
    const made = performance.now();
    const type = await edit(services.deviceType, {
      name: 'Bench tower',
      modelCode: 'BENCH-T',
      rows: 2,
      cols: 2,
      aisleMaxCapacity: CAPACITY,
    });
    const item = await edit(services.item, { itemNo: 'BENCH-1', name: 'Bench water' });
    const template = await edit(services.deviceAisleTemplate, {
      name: 'Bench plan',
      deviceTypeId: type.id,
    });
    for (const [index, aisleCode] of AISLES.entries())
      await edit(services.deviceAisleTemplateItem, {
        templateId: template.id,
        aisleCode,
        layer: index < 2 ? 1 : 2,
        columnNo: (index % 2) + 1,
        itemId: item.id,
        price: 250,
        maxCapacity: CAPACITY,
      });
    const machines: Machine[] = [];
    const ids: number[] = [];
    for (let index = 0; index < DEVICES; index += 1) {
      const code = `BM-${String(index + 1).padStart(4, '0')}`;
      const device = await edit(services.device, {
        innerCode: code,
        name: code,
        deviceTypeId: type.id,
        status: 1,
      });
      const { secret } = await app.services.devices.rotateSecret(scope, device.id);
      machines.push({ code, secret, aisles: [...AISLES] });
      ids.push(device.id);
    }
    for (let start = 0; start < ids.length; start += 200)
      await actions.deviceAisleTemplate.apply({
        scope,
        body: { id: template.id, deviceIds: ids.slice(start, start + 200) },
      });
    const aisles = (
      await sql<{ id: number }>`select a.id from device_aisle a
      join device d on d.id = a.device_id where d.device_type_id = ${type.id}`.execute(
        app.db.withoutPlugins(),
      )
    ).rows;
    for (const aisle of aisles)
      await actions.deviceAisle.adjust({
        scope,
        body: { id: aisle.id, currentCapacity: CAPACITY },
      });
    console.log(
      `${DEVICES} machines with ${aisles.length} aisles of ${CAPACITY} made in ${((performance.now() - made) / 1000).toFixed(0)} s`,
    );

    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const file = path.join(dataDir, 'machines.json');
    writeFileSync(file, JSON.stringify(machines));
    const database = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\n${DEVICES} machines on ${database}: a signed heartbeat each every ${INTERVAL_MS / 1000} s, a sale at ${SALE_RATE * 100} % of them, for ${DURATION_S} s`,
    );
    const loop = monitorEventLoopDelay({ resolution: 10 });
    // The server's CPU from the machines' first call to their last answer.
    let cpu = process.cpuUsage();
    let wall = performance.now();
    let loadBefore = os.loadavg()[0]!;
    const report = await new Promise<LoadReport>((resolve, reject) => {
      const child = fork(
        fileURLToPath(import.meta.url),
        ['--role=machines', ...process.argv.slice(2)],
        {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, BENCH_DEVICES: JSON.stringify({ url, file }) },
        },
      );
      child.on('message', (message) => {
        if ((message as { started?: boolean }).started) {
          cpu = process.cpuUsage();
          wall = performance.now();
          loadBefore = os.loadavg()[0]!;
          loop.enable();
        } else resolve(message as LoadReport);
      });
      child.once('exit', (code) => {
        if (code !== 0) reject(new Error(`the machines' process exited with ${String(code)}`));
      });
    });
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - wall) / 1000;
    loop.disable();

    for (const [name, entry] of Object.entries(report.calls)) {
      console.log(
        `  ${name.padEnd(9)} ${String(entry.ok).padStart(6)} ok (${(entry.ok / report.seconds).toFixed(1)}/s), refused ${entry.refused}, failed ${entry.failed}; ${summary(entry.latencies)}`,
      );
    }
    const all = Object.values(report.calls).flatMap((entry) => entry.latencies);
    console.log(`  all calls ${all.length}: ${summary(all)}`);
    console.log(
      `  server CPU: user ${(used.user / 1e6).toFixed(1)} s + system ${(used.system / 1e6).toFixed(1)} s over ${seconds.toFixed(0)} s = ${(((used.user + used.system) / 1e6 / seconds) * 100).toFixed(1)} % of one core; event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
    console.log(`  sold ${report.sold}, refused as sold out ${report.soldOut}`);
    for (const error of report.errors) console.log(`  no answer: ${error}`);
    console.log(
      `  machine: ${os.cpus().length} cores, load average (1 min) ${loadBefore.toFixed(1)} before the load, ${os.loadavg()[0]!.toFixed(1)} after`,
    );

    const heartbeats = report.calls.heartbeat;
    check(
      heartbeats !== undefined && heartbeats.refused + heartbeats.failed === 0,
      'every heartbeat accepted',
    );
    const recorded = Number(
      (
        await sql<{ n: number }>`select count(*) as n from vending_sale s
          join device d on d.id = s.device_id where d.device_type_id = ${type.id}`.execute(
          app.db.withoutPlugins(),
        )
      ).rows[0]?.n ?? 0,
    );
    check(
      recorded === report.sold,
      `sales recorded ${recorded} = sales the machines were told ${report.sold}`,
    );
    // Every aisle the tenant has (the demo's machines too) agrees with its ledger.
    const ledger = await aisleStockCheck(app.db, scope);
    const benchStock = Number(
      (
        await sql<{ n: number }>`select coalesce(sum(a.current_capacity), 0) as n
          from device_aisle a join device d on d.id = a.device_id
          where d.device_type_id = ${type.id}`.execute(app.db.withoutPlugins())
      ).rows[0]?.n ?? 0,
    );
    const sunk = aisles.length * CAPACITY - benchStock;
    check(
      ledger.agrees && ledger.stock === ledger.ledgerSum,
      `aisle stock ${ledger.stock} = Σ ledger ${ledger.ledgerSum} over ${ledger.aisles} aisles (${ledger.disagreeing.length} disagreeing)`,
    );
    check(sunk === report.sold, `stock taken out ${sunk} = sold ${report.sold}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.log(`FAIL: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
};

if (role === 'machines') await runMachines();
else await runServer();
