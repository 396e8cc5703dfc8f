import {
  DEVICE_COMMAND_TTL_MS,
  type DeviceCommandRecord,
  type DeviceRecord,
  type StateLogEntry,
} from '@retail/contract';
import { deviceRequestHeaders } from '@retail/contract/device-signature';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, organIdOf, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { entitiesOf, okData, PAGE } from './goods.support';

// Remote commands of vending devices (issue 18): staff queue a command from a device's row, the
// device fetches it through the signed gateway (queued → sent) and acknowledges it (done or
// failed, once: a repeat changes nothing), a command not fetched in time expires by the device
// sweep, staff cancel a queued one; each step is a compare-and-set with its state-log row. A
// device sees and acknowledges only its own commands; refused calls change nothing. The
// simulator fetches and acknowledges them. SQLite, and PostgreSQL with TEST_DATABASE_URL.

type Who = 'sunrise' | 'harbour' | 'store';
type Device = { id: number; code: string; secret: string };
type Fetched = { commands: { id: number; command: string; queuedAt: string }[] };
type Acked = { id: number; state: string; changed: boolean };

describe('device commands', () => {
  let t: TestApp;
  let tokens: Record<Who, string>;
  let typeId: number;
  let d1: Device;
  let d2: Device;
  let hx: Device;

  const call = (
    who: Who,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
    lang?: string,
  ) => callAs(t, tokens[who], method, path, body, lang);
  const refused = (response: LightMyRequestResponse, status: number, field?: string) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (field !== undefined) expect(bodyOf(response).field).toBe(field);
    return bodyOf(response).description as string;
  };

  const makeDevice = async (who: Who, code: string, organId?: number): Promise<Device> => {
    const type =
      who === 'sunrise'
        ? typeId
        : (
            await okData<{ id: number }>(
              await call(who, 'PATCH', '/api/admin/device-type/edit', {
                name: 'Harbour tower',
                modelCode: 'CMD-H',
                rows: 2,
                cols: 2,
                aisleMaxCapacity: 5,
              }),
            )
          ).id;
    const device = await okData<DeviceRecord>(
      await call(who, 'PATCH', '/api/admin/device/edit', {
        innerCode: code,
        name: code,
        deviceTypeId: type,
        status: 1,
        ...(organId ? { organId } : {}),
      }),
    );
    const { secret } = await okData<{ secret: string }>(
      await call(who, 'POST', '/api/admin/device/rotate-secret', { id: device.id }),
    );
    return { id: device.id, code, secret };
  };

  /** A device's call, signed as the simulator signs it. */
  const deviceCall = async (path: string, body: object, device: Device) => {
    const url = `/api/device-gateway/${path}`;
    const text = JSON.stringify(body);
    const headers = await deviceRequestHeaders({
      code: device.code,
      secret: device.secret,
      method: 'POST',
      path: url,
      body: text,
      timestamp: t.clock.now(),
    });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: text,
    });
  };
  const fetchAs = async (device: Device) =>
    okData<Fetched>(await deviceCall('commands', {}, device));
  const ack = (device: Device, body: object) => deviceCall('command-ack', body, device);

  const send = (who: Who, id: number, command: string, lang?: string) =>
    call(who, 'POST', '/api/admin/device/send-command', { id, command }, lang);
  const commandsOf = async (who: Who, filter: object = {}) =>
    entitiesOf<DeviceCommandRecord>(
      await call(who, 'POST', `/api/admin/device-command/list${PAGE}`, filter),
    );
  const latest = async (deviceId: number) => (await commandsOf('sunrise', { deviceId }))[0]!;
  const history = async (id: number) =>
    okData<StateLogEntry[]>(
      await call('sunrise', 'POST', '/api/admin/device-command/history', { id }),
    );

  /** Everything the command calls may write, outside any scope. */
  const snapshot = async () => {
    const raw = t.app.db.withoutPlugins();
    return Promise.all(
      [
        sql`select * from device_command order by id`,
        sql`select * from state_log where resource = 'deviceCommand' order by id`,
        sql`select * from device_nonce order by device_id, nonce`,
      ].map(async (query) => (await query.execute(raw)).rows),
    );
  };

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, harbour: demo.harbour, store: demo.sunriseStore };
    typeId = (
      await okData<{ id: number }>(
        await call('sunrise', 'PATCH', '/api/admin/device-type/edit', {
          name: 'Command tower',
          modelCode: 'CMD-A',
          rows: 2,
          cols: 2,
          aisleMaxCapacity: 5,
        }),
      )
    ).id;
    d1 = await makeDevice('sunrise', 'CMD-0001');
    d2 = await makeDevice('sunrise', 'CMD-0002', await organIdOf(t, 'Sunrise Downtown'));
    hx = await makeDevice('harbour', 'CMD-0001');
  });
  afterAll(() => t.close());

  it('queues a command from the device’s row: listed as queued, with an expiry and its history', async () => {
    const answer = await okData<DeviceRecord[]>(await send('sunrise', d1.id, 'reboot'));
    expect(answer.map((row) => row.id)).toEqual([d1.id]);
    const command = await latest(d1.id);
    expect(command).toMatchObject({
      deviceId: d1.id,
      deviceName: 'CMD-0001',
      command: 'reboot',
      state: 0,
      sentAt: null,
      finishedAt: null,
    });
    expect(command.expiresAt).toBeTruthy();
    expect(await history(command.id)).toMatchObject([
      { action: 'send', fromState: 0, toState: 0, remark: 'reboot', createBy: 'sunrise.admin' },
    ]);
    // Filters: by command and by state.
    expect((await commandsOf('sunrise', { command: 'reboot', state: 0 })).length).toBe(1);
    expect((await commandsOf('sunrise', { command: 'openDoor' })).length).toBe(0);
    refused(
      await call('sunrise', 'POST', `/api/admin/device-command/list${PAGE}`, { command: 'x' }),
      400,
      'command',
    );
  });

  it('refuses an unknown command, another tenant’s device, a device outside the organisation and a withdrawn device', async () => {
    const before = await snapshot();
    refused(await send('sunrise', d1.id, 'selfDestruct'), 400, 'command');
    refused(await send('harbour', d1.id, 'reboot'), 404);
    // The store operator holds no device authority.
    refused(await send('store', d2.id, 'reboot'), 403);
    const gone = await makeDevice('sunrise', 'CMD-GONE');
    await okData(
      await call('sunrise', 'PATCH', '/api/admin/device/edit', {
        id: gone.id,
        innerCode: gone.code,
        name: gone.code,
        deviceTypeId: typeId,
        status: 3,
      }),
    );
    const afterGone = await snapshot();
    expect(afterGone).toEqual(before);
    expect(refused(await send('sunrise', gone.id, 'reboot', 'zh'), 400, 'id')).toBe(
      '设备已撤机，不能下发指令',
    );
    expect(await snapshot()).toEqual(before);
    // Harbour sees none of Sunrise's commands; its own device with the same code gets none.
    expect(await commandsOf('harbour')).toEqual([]);
    expect((await fetchAs(hx)).commands).toEqual([]);
  });

  it('the device fetches its queued commands: sent, answered again until acknowledged', async () => {
    const queued = await latest(d1.id);
    const first = await fetchAs(d1);
    expect(first.commands).toEqual([
      { id: queued.id, command: 'reboot', queuedAt: queued.updateDate },
    ]);
    const sent = await latest(d1.id);
    expect(sent.state).toBe(10);
    expect(sent.sentAt).toBeTruthy();
    // Another device of the tenant gets none of d1's.
    expect((await fetchAs(d2)).commands).toEqual([]);
    // Not acknowledged yet (the answer may have been lost): answered again, logged once.
    expect((await fetchAs(d1)).commands.map((c) => c.id)).toEqual([queued.id]);
    expect((await history(queued.id)).map((step) => [step.action, step.toState])).toEqual([
      ['send', 0],
      ['fetch', 10],
    ]);
    expect((await history(queued.id))[1]?.createBy).toBe('device:CMD-0001');
  });

  it('a device cannot acknowledge another device’s command, nor one not sent; nothing changes', async () => {
    const command = await latest(d1.id);
    const before = await snapshot();
    expect(refused(await ack(d2, { id: command.id, result: 'done' }), 400, 'id')).toBe(
      `Command ${command.id} is not one of this device’s commands`,
    );
    // The other tenant's device with the same code: its own secret, still not its command.
    refused(await ack(hx, { id: command.id, result: 'done' }), 400, 'id');
    refused(await ack(d1, { id: command.id, result: 'maybe' }), 400, 'result');
    expect(await snapshot()).toEqual(before);

    await okData(await send('sunrise', d2.id, 'openDoor'));
    const waiting = await latest(d2.id);
    const queuedBefore = await snapshot();
    expect(refused(await ack(d2, { id: waiting.id, result: 'done' }), 400, 'id')).toBe(
      `Command ${waiting.id} is queued: it was not sent to the device and cannot be acknowledged`,
    );
    expect(await snapshot()).toEqual(queuedBefore);
  });

  it('acknowledges once: done with its message; a repeat (even another result) changes nothing', async () => {
    const command = await latest(d1.id);
    const done = await okData<Acked>(
      await ack(d1, { id: command.id, result: 'done', message: 'rebooted' }),
    );
    expect(done).toMatchObject({ id: command.id, state: 'done', changed: true });
    expect(await latest(d1.id)).toMatchObject({ state: 20, result: 'rebooted' });
    const before = await snapshot();
    const again = await okData<Acked>(await ack(d1, { id: command.id, result: 'done' }));
    expect(again).toMatchObject({ state: 'done', changed: false });
    const other = await okData<Acked>(
      await ack(d1, { id: command.id, result: 'failed', message: 'late' }),
    );
    expect(other).toMatchObject({ state: 'done', changed: false });
    // Only the nonces of the two calls are new.
    const after = await snapshot();
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect((await history(command.id)).map((step) => [step.action, step.createBy])).toEqual([
      ['send', 'sunrise.admin'],
      ['fetch', 'device:CMD-0001'],
      ['done', 'device:CMD-0001'],
    ]);
    // Acknowledged commands are no longer answered.
    expect((await fetchAs(d1)).commands).toEqual([]);
  });

  it('records a failure with its reason', async () => {
    await okData(await send('sunrise', d1.id, 'syncAisles'));
    const [offered] = (await fetchAs(d1)).commands;
    const failed = await okData<Acked>(
      await ack(d1, { id: offered!.id, result: 'failed', message: 'aisle motor 3 jammed' }),
    );
    expect(failed).toMatchObject({ state: 'failed', changed: true });
    expect(await latest(d1.id)).toMatchObject({ state: -10, result: 'aisle motor 3 jammed' });
  });

  it('two fetches and two acknowledgements at once: sent once, done once', async () => {
    await okData(await send('sunrise', d1.id, 'lockSales'));
    const command = await latest(d1.id);
    const fetched = await Promise.all([fetchAs(d1), fetchAs(d1)]);
    expect(fetched.flatMap((answer) => answer.commands.map((c) => c.id))).toContain(command.id);
    const acks = await Promise.all([
      ack(d1, { id: command.id, result: 'done' }),
      ack(d1, { id: command.id, result: 'done' }),
    ]);
    const answers = await Promise.all(acks.map((response) => okData<Acked>(response)));
    expect(answers.map((answer) => answer.changed).sort()).toEqual([false, true]);
    expect((await history(command.id)).map((step) => step.action)).toEqual([
      'send',
      'fetch',
      'done',
    ]);
  });

  it('staff cancel a queued command (a repeat changes nothing); a sent one cannot be cancelled', async () => {
    await okData(await send('sunrise', d1.id, 'unlockSales'));
    const command = await latest(d1.id);
    refused(
      await call('harbour', 'POST', '/api/admin/device-command/cancel', { id: command.id }),
      404,
    );
    const cancelled = await okData<DeviceCommandRecord[]>(
      await call('sunrise', 'POST', '/api/admin/device-command/cancel', {
        id: command.id,
        remark: 'sent by mistake',
      }),
    );
    expect(cancelled[0]?.state).toBe(-30);
    await okData(
      await call('sunrise', 'POST', '/api/admin/device-command/cancel', { id: command.id }),
    );
    expect((await history(command.id)).map((step) => step.action)).toEqual(['send', 'cancel']);
    expect((await fetchAs(d1)).commands).toEqual([]);
    refused(await ack(d1, { id: command.id, result: 'done' }), 400, 'id');

    const sentOne = (await commandsOf('sunrise', { deviceId: d1.id, state: 20 }))[0]!;
    refused(
      await call('sunrise', 'POST', '/api/admin/device-command/cancel', { id: sentOne.id }),
      400,
      'state',
    );
  });

  it('a command not fetched within the TTL expires by the device sweep (twice is harmless)', async () => {
    await okData(await send('sunrise', d2.id, 'reboot'));
    t.clock.advance(DEVICE_COMMAND_TTL_MS + 1);
    // Past its expiry but not swept yet: not sent.
    expect((await fetchAs(d2)).commands).toEqual([]);
    const first = await t.app.services.devices.sweep();
    expect(first.commandsExpired).toBe(2); // the openDoor queued earlier, and this one
    expect((await t.app.services.devices.sweep()).commandsExpired).toBe(0);
    const expired = await commandsOf('sunrise', { deviceId: d2.id });
    expect(expired.map((row) => row.state)).toEqual([-20, -20]);
    expect((await history(expired[0]!.id)).at(-1)).toMatchObject({
      action: 'expire',
      fromState: 0,
      toState: -20,
      createBy: 'system',
    });
    expect((await fetchAs(d2)).commands).toEqual([]);
  });

  it('removing a device removes its commands', async () => {
    const doomed = await makeDevice('sunrise', 'CMD-RM');
    await okData(await send('sunrise', doomed.id, 'reboot'));
    await okData(await call('sunrise', 'DELETE', `/api/admin/device/remove?id=${doomed.id}`));
    const rows = (
      await sql`select id from device_command where device_id = ${doomed.id}`.execute(
        t.app.db.withoutPlugins(),
      )
    ).rows;
    expect(rows).toEqual([]);
  });

  it('scripts/device-simulator.mjs fetches its commands and acknowledges them', async () => {
    await okData(await send('sunrise', d1.id, 'openDoor'));
    await okData(await send('sunrise', d1.id, 'syncAisles'));
    // The simulator stamps its calls with the real time: the server's clock goes back to it.
    t.clock.advance(Date.now() - t.clock.now());
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const script = fileURLToPath(new URL('../../../scripts/device-simulator.mjs', import.meta.url));
    const result = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = spawn(process.execPath, [script, '--url', url, '--once', '--commands'], {
        env: { ...process.env, DEVICES: JSON.stringify([{ code: d1.code, secret: d1.secret }]) },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => done({ code, output }));
    });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('commands done 2, failed 0');
    const [sync, door] = await commandsOf('sunrise', { deviceId: d1.id });
    expect(sync).toMatchObject({ command: 'syncAisles', state: 20 });
    expect(door).toMatchObject({ command: 'openDoor', state: 20, result: 'door opened' });
  });
});
