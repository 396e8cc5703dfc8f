#!/usr/bin/env node
// Plays vending devices against a running server (docs/devices.md): every device sends a signed
// heartbeat each interval, now and then a fault (cleared a few heartbeats later) and a door
// event, and sales from the aisles it holds stock in (docs/vending.md), refreshing its aisle plan
// now and then to see replenishments; it asks for its software update every few turns and, when
// one is assigned, downloads the package, checks its size and SHA-256, and reports downloading →
// installing → succeeded (failed, with the reason, when the bytes do not match). It fetches the
// remote commands staff sent and acknowledges each (reboot, open the door, sync the aisle plan,
// lock or unlock sales). Plain Node 20, no build; signs with the gateway's own rule
// (packages/contract/src/device/device-signature.mjs).
//
//   node scripts/device-simulator.mjs --url http://127.0.0.1:8080 --devices devices.json
//   DEVICES='[{"code":"VM-0001","secret":"…"}]' node scripts/device-simulator.mjs --once
//
// Options: --url (default $SERVER_URL or http://127.0.0.1:8080), --devices <file> (a JSON array
// of { code, secret }; default $DEVICES, a JSON text), --interval <ms> (default 10000),
// --fault-rate <0..1> per heartbeat (default 0.01), --door-rate <0..1> (default 0.02),
// --duration <s> (default: until Ctrl+C), --once (one heartbeat each, then exit: 0 if all were
// accepted), --version <text> (software version reported, default sim-1.0.0), --sale-rate <0..1>
// per heartbeat (default 0.1), --sell <n> (with --once: n sales per device after its heartbeat),
// --update-every <turns> (ask for a software update every n turns, the first turn included;
// default 30, 0 never), --update (with --once: ask for the update once, after the heartbeat, and
// apply it; exit 1 if it failed), --commands-every <turns> (fetch remote commands every n turns;
// default 1, 0 never), --commands (with --once: fetch the commands once, after the heartbeat,
// and acknowledge them; exit 1 if an acknowledgement was refused).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deviceRequestHeaders } from '../packages/contract/src/device/device-signature.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SERVER_URL ?? 'http://127.0.0.1:8080' },
    devices: { type: 'string' },
    interval: { type: 'string', default: '10000' },
    'fault-rate': { type: 'string', default: '0.01' },
    'door-rate': { type: 'string', default: '0.02' },
    duration: { type: 'string' },
    version: { type: 'string', default: 'sim-1.0.0' },
    once: { type: 'boolean', default: false },
    'sale-rate': { type: 'string', default: '0.1' },
    sell: { type: 'string', default: '0' },
    'update-every': { type: 'string', default: '30' },
    update: { type: 'boolean', default: false },
    'commands-every': { type: 'string', default: '1' },
    commands: { type: 'boolean', default: false },
  },
});

const fail = (message) => {
  console.error(`device-simulator: ${message}`);
  process.exit(2);
};

const devices = (() => {
  const text = options.devices ? readFileSync(options.devices, 'utf8') : process.env.DEVICES;
  if (!text)
    fail('no devices: give --devices <file> or DEVICES (a JSON array of { code, secret })');
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail('the devices are not valid JSON');
  }
  if (!Array.isArray(parsed) || parsed.some((d) => !d?.code || !d?.secret))
    fail('the devices must be a JSON array of { "code": …, "secret": … }');
  return parsed;
})();

const base = options.url.replace(/\/+$/, '');
const interval = Number(options.interval);
const faultRate = Number(options['fault-rate']);
const doorRate = Number(options['door-rate']);
const saleRate = Number(options['sale-rate']);
const sellOnce = Number(options.sell);
const updateEvery = Number(options['update-every']);
const commandsEvery = Number(options['commands-every']);
if (!(interval > 0)) fail('--interval must be a positive number of milliseconds');

const stats = {
  sent: 0,
  accepted: 0,
  refused: 0,
  failed: 0,
  latencies: [],
  sold: 0,
  saleRefused: 0,
  updated: 0,
  updateFailed: 0,
  commandsDone: 0,
  commandsFailed: 0,
};

/** One signed call; answers the gateway's data when it accepted it, else undefined. */
const request = async (device, name, body) => {
  const path = `/api/device-gateway/${name}`;
  const text = JSON.stringify(body);
  const headers = await deviceRequestHeaders({ ...device, method: 'POST', path, body: text });
  const started = performance.now();
  stats.sent += 1;
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: text,
    });
    stats.latencies.push(performance.now() - started);
    const answer = await response.json().catch(() => ({}));
    if (response.ok) {
      stats.accepted += 1;
      return answer.data ?? {};
    }
    // A sale from an aisle that emptied since the device last looked: refused, nothing sold.
    if (name === 'sale' && response.status === 400) {
      stats.saleRefused += 1;
      return undefined;
    }
    stats.refused += 1;
    console.warn(`${device.code} ${name}: ${response.status} ${answer.description ?? ''}`);
  } catch (error) {
    stats.failed += 1;
    console.warn(`${device.code} ${name}: ${error.message}`);
  }
  return undefined;
};

/** One signed call; answers whether the gateway accepted it. */
const send = async (device, name, body) => (await request(device, name, body)) !== undefined;

/** The device's aisles with stock, as its plan says (fetched again every 30 turns). */
const refreshPlan = async (device) => {
  const plan = await request(device, 'aisles', {});
  if (plan?.aisles)
    device.aisles = plan.aisles
      .filter((aisle) => aisle.status === 1 && aisle.itemId !== null)
      .map((aisle) => ({ code: aisle.aisleCode, stock: aisle.currentCapacity }));
  device.planAge = 0;
};

/** One piece sold from a random aisle the device believes holds some (a fresh sale number). */
const sell = async (device) => {
  if (!device.aisles || device.planAge >= 30) await refreshPlan(device);
  const stocked = (device.aisles ?? []).filter((aisle) => aisle.stock > 0);
  if (stocked.length === 0) return;
  const aisle = stocked[Math.floor(Math.random() * stocked.length)];
  device.sales = (device.sales ?? 0) + 1;
  const saleNo = `${device.code.replace(/[^A-Za-z0-9_-]/g, '_')}-${Date.now().toString(36)}-${device.sales}`;
  const answer = await request(device, 'sale', { saleNo, aisleCode: aisle.code });
  if (answer) {
    stats.sold += 1;
    aisle.stock = answer.remaining;
  } else aisle.stock = 0;
};

/**
 * Asks for the device's update; when there is one, fetches the package from its short-lived
 * link, checks size and SHA-256 and reports each step. Answers whether an update was installed.
 */
const applyUpdate = async (device) => {
  const answer = await request(device, 'update', {});
  const offer = answer?.update;
  if (!offer) return false;
  const report = (state, extra = {}) =>
    send(device, 'update-progress', { softwareId: offer.softwareId, state, ...extra });
  let bytes;
  try {
    const response = await fetch(`${base}${offer.url}`);
    if (!response.ok) throw new Error(`download answered ${response.status}`);
    await report('downloading', { percent: 50 });
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    stats.updateFailed += 1;
    await report('failed', { reason: `download failed: ${error.message}`.slice(0, 500) });
    return false;
  }
  const checksum = createHash('sha256').update(bytes).digest('hex');
  if (bytes.length !== offer.size || checksum !== offer.checksum) {
    stats.updateFailed += 1;
    await report('failed', { reason: `checksum or size mismatch (${bytes.length} bytes)` });
    return false;
  }
  await report('downloading', { percent: 100 });
  await report('installing');
  if (!(await report('succeeded'))) return false;
  device.version = offer.version;
  stats.updated += 1;
  console.log(`${device.code}: updated to ${offer.version}`);
  return true;
};

/**
 * Fetches the device's remote commands and carries each out once (a command answered again
 * because its acknowledgement was lost is only acknowledged again): reboot (the turn counter
 * starts over), open the door (a door event), sync the aisle plan (fetched again), lock or
 * unlock sales (a locked device sells nothing). Answers whether every acknowledgement was taken.
 */
const runCommands = async (device) => {
  const answer = await request(device, 'commands', {});
  if (!answer?.commands) return answer !== undefined;
  device.done ??= new Map();
  let allTaken = true;
  for (const { id, command } of answer.commands) {
    let outcome = device.done.get(id);
    if (!outcome) {
      outcome = { result: 'done', message: null };
      if (command === 'reboot') {
        device.turns = 0;
        outcome.message = 'rebooted';
      } else if (command === 'openDoor') {
        await send(device, 'door', { door: 'open', remark: `command ${id}` });
        outcome.message = 'door opened';
      } else if (command === 'syncAisles') {
        await refreshPlan(device);
        outcome.message = `${device.aisles?.length ?? 0} aisles with goods`;
      } else if (command === 'lockSales' || command === 'unlockSales') {
        device.locked = command === 'lockSales';
        outcome.message = device.locked ? 'sales locked' : 'sales unlocked';
      } else outcome = { result: 'failed', message: `unknown command ${command}` };
      device.done.set(id, outcome);
    }
    const taken = await send(device, 'command-ack', { id, ...outcome });
    if (!taken) allTaken = false;
    else if (outcome.result === 'done') stats.commandsDone += 1;
    else stats.commandsFailed += 1;
    console.log(`${device.code}: command ${id} ${command} → ${outcome.result}`);
  }
  return allTaken;
};

/** A device's turn: a heartbeat, maybe a fault (cleared three turns later) or a door event. */
const turn = async (device) => {
  if (device.faultTurns > 0) {
    device.faultTurns -= 1;
    await send(device, 'heartbeat', {
      softwareVersion: device.version,
      ...(device.faultTurns === 0 ? { faultCleared: true } : {}),
    });
    return;
  }
  if (Math.random() < faultRate) {
    device.faultTurns = 3;
    await send(device, 'fault', { code: 'E-SIM', message: 'Simulated motor jam' });
    return;
  }
  await send(device, 'heartbeat', { softwareVersion: device.version });
  device.planAge = (device.planAge ?? 0) + 1;
  if (updateEvery > 0 && (device.turns ?? 0) % updateEvery === 0) await applyUpdate(device);
  if (commandsEvery > 0 && (device.turns ?? 0) % commandsEvery === 0) await runCommands(device);
  device.turns = (device.turns ?? 0) + 1;
  if (!device.locked && Math.random() < saleRate) await sell(device);
  if (Math.random() < doorRate) {
    await send(device, 'door', { door: 'open', remark: 'simulated' });
    await send(device, 'door', { door: 'closed', remark: 'simulated' });
  }
};

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const report = () => {
  console.log(
    `sent ${stats.sent}, accepted ${stats.accepted}, refused ${stats.refused}, failed ${stats.failed}; ` +
      `p50 ${percentile(stats.latencies, 50).toFixed(1)} ms, p99 ${percentile(stats.latencies, 99).toFixed(1)} ms` +
      (stats.sold + stats.saleRefused > 0
        ? `; sold ${stats.sold}, sales refused (aisle empty) ${stats.saleRefused}`
        : '') +
      (stats.updated + stats.updateFailed > 0
        ? `; updates installed ${stats.updated}, failed ${stats.updateFailed}`
        : '') +
      (stats.commandsDone + stats.commandsFailed > 0
        ? `; commands done ${stats.commandsDone}, failed ${stats.commandsFailed}`
        : ''),
  );
  stats.latencies = [];
};

if (options.once) {
  const results = await Promise.all(
    devices.map(async (raw) => {
      const device = { code: raw.code, secret: raw.secret, version: options.version };
      const alive = await send(device, 'heartbeat', { softwareVersion: device.version });
      const commandsTaken = options.commands ? await runCommands(device) : true;
      for (let sale = 0; sale < sellOnce; sale += 1) if (!device.locked) await sell(device);
      if (options.update) await applyUpdate(device);
      return alive && commandsTaken;
    }),
  );
  report();
  process.exit(results.every(Boolean) && stats.updateFailed === 0 ? 0 : 1);
}

console.log(`${devices.length} device(s) → ${base}, a heartbeat every ${interval} ms`);
const timers = devices.map((raw, index) => {
  const device = { code: raw.code, secret: raw.secret, faultTurns: 0, version: options.version };
  // Spread the devices over the interval, so the server sees a steady stream.
  const start = setTimeout(
    () => {
      void turn(device);
      timers[index] = setInterval(() => void turn(device), interval);
    },
    (index * interval) / devices.length,
  );
  return start;
});
const reporter = setInterval(report, Math.max(interval, 5000));

const stop = () => {
  for (const timer of timers) clearInterval(timer);
  clearInterval(reporter);
  report();
  process.exit(stats.failed + stats.refused > 0 ? 1 : 0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (options.duration) setTimeout(stop, Number(options.duration) * 1000);
