import {
  DEVICE_OFFLINE_AFTER_MS,
  type DeviceRecord,
  type DeviceTypeRecord,
} from '@retail/contract';
import { deviceRequestHeaders } from '@retail/contract/device-signature';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { dataOf, entitiesOf, okData, PAGE } from './goods.support';

// Vending devices (issue 18): the registry's deviceType and device resources through the API,
// each device's secret (issued once, never answered) and the signed device gateway — heartbeat,
// fault and door calls, refused with 401 and nothing changed when unsigned, mis-signed, stale
// or replayed — and the sweep that marks silent devices offline, on the test's own clock.

type Method = 'POST' | 'PATCH' | 'DELETE';
type Who = 'admin' | 'sunrise' | 'harbour' | 'store';

describe('devices', () => {
  let t: TestApp;
  let tokens: Record<Who, string>;
  let storeId: number;
  let typeId: number;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = {
      admin: demo.admin,
      sunrise: demo.sunrise,
      harbour: demo.harbour,
      store: demo.sunriseStore,
    };
    storeId = (
      await t.app.db
        .selectFrom('store')
        .select('id')
        .where('storeName', '=', 'Sunrise Central Plaza')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const call = (who: Who, method: Method, path: string, payload?: object, language?: string) =>
    callAs(t, tokens[who], method, `/api/admin${path}`, payload, language);

  const refused = (response: LightMyRequestResponse, status: number, field?: string) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (field !== undefined) expect(bodyOf(response).field).toBe(field);
    return bodyOf(response).description;
  };

  const createType = async (who: Who, body: object): Promise<DeviceTypeRecord> =>
    okData<DeviceTypeRecord>(await call(who, 'PATCH', '/device-type/edit', body));
  const createDevice = async (who: Who, body: object): Promise<DeviceRecord> =>
    okData<DeviceRecord>(await call(who, 'PATCH', '/device/edit', body));
  const issueSecret = async (who: Who, id: number): Promise<string> =>
    (await okData<{ secret: string }>(await call(who, 'POST', '/device/rotate-secret', { id })))
      .secret;

  /** The device tables as they are, outside any scope. */
  const snapshot = async () => {
    const raw = t.app.db.withoutPlugins();
    const [devices, events, nonces, secrets] = await Promise.all([
      sql`select * from device order by id`.execute(raw),
      sql`select * from device_event order by id`.execute(raw),
      sql`select * from device_nonce order by device_id, nonce`.execute(raw),
      sql`select * from device_secret order by device_id`.execute(raw),
    ]);
    return {
      devices: devices.rows,
      events: events.rows,
      nonces: nonces.rows,
      secrets: secrets.rows,
    };
  };
  const deviceRow = async (id: number) =>
    (
      await sql<{
        online_state: number;
        last_heartbeat_at: string | null;
        software_version: string | null;
      }>`select online_state, last_heartbeat_at, software_version from device where id = ${id}`.execute(
        t.app.db.withoutPlugins(),
      )
    ).rows[0];

  /** A device's call, signed as the simulator signs it (unless the test spoils a part). */
  const deviceCall = async (
    path: string,
    body: object,
    device: { code: string; secret: string },
    spoil: {
      timestamp?: number;
      nonce?: string;
      headers?: Record<string, string | undefined>;
      sentBody?: string;
    } = {},
  ) => {
    const url = `/api/device-gateway/${path}`;
    const text = JSON.stringify(body);
    const headers = await deviceRequestHeaders({
      code: device.code,
      secret: device.secret,
      method: 'POST',
      path: url,
      body: text,
      timestamp: spoil.timestamp ?? t.clock.now(),
      ...(spoil.nonce ? { nonce: spoil.nonce } : {}),
    });
    const sent = Object.fromEntries(
      Object.entries({ ...headers, ...spoil.headers }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...sent },
      payload: spoil.sentBody ?? text,
    });
  };

  beforeAll(async () => {
    typeId = (
      await createType('sunrise', {
        name: 'Snack tower',
        modelCode: 'ST-6x8',
        rows: 6,
        cols: 8,
        aisleMaxCapacity: 12,
        hasLift: true,
      })
    ).id;
  });

  describe('device types', () => {
    it('creates with its flags as booleans, keeps model codes unique per tenant, bounds the grid', async () => {
      const made = await createType('sunrise', {
        name: 'Drinks',
        modelCode: 'DR-1',
        rows: 5,
        cols: 6,
        aisleMaxCapacity: 10,
      });
      expect(made).toMatchObject({ rows: 5, cols: 6, dropDetection: false, hasLift: false });
      const clash = await call('sunrise', 'PATCH', '/device-type/edit', {
        name: 'Other',
        modelCode: 'DR-1',
        rows: 1,
        cols: 1,
        aisleMaxCapacity: 1,
      });
      expect(refused(clash, 400, 'modelCode')).toBe('Model code "DR-1" is already in use');
      // Harbour may have a DR-1 of its own.
      await createType('harbour', {
        name: 'Harbour drinks',
        modelCode: 'DR-1',
        rows: 1,
        cols: 1,
        aisleMaxCapacity: 1,
      });
      for (const [rows, cols] of [
        [0, 5],
        [21, 5],
        [5, 0],
        [5, 21],
      ] as const)
        refused(
          await call('sunrise', 'PATCH', '/device-type/edit', {
            name: 'Bad grid',
            modelCode: `BAD-${rows}-${cols}`,
            rows,
            cols,
            aisleMaxCapacity: 1,
          }),
          400,
          rows === 5 ? 'cols' : 'rows',
        );
      expect(
        refused(
          await call(
            'sunrise',
            'PATCH',
            '/device-type/edit',
            { name: 'x', modelCode: 'X', rows: 21, cols: 1, aisleMaxCapacity: 1 },
            'zh',
          ),
          400,
          'rows',
        ),
      ).toBe('货道行数过大');
    });
  });

  describe('devices', () => {
    it('creates with the server-set fields at their defaults, whatever the body says', async () => {
      const made = await createDevice('sunrise', {
        innerCode: 'VM-0001',
        name: 'Lobby machine',
        deviceTypeId: typeId,
        storeId,
        serialNumber: 'SN-1',
        onlineState: 1,
        lastHeartbeatAt: '2026-01-01 00:00:00',
        softwareVersion: '9.9',
        longitude: '121.4737',
        latitude: '-31.2304',
      });
      expect(made).toMatchObject({
        innerCode: 'VM-0001',
        deviceTypeName: 'Snack tower',
        storeName: 'Sunrise Central Plaza',
        status: 0,
        onlineState: 0,
        lastHeartbeatAt: null,
        softwareVersion: null,
        longitude: '121.4737',
      });
      // An edit leaves them alone too.
      const edited = await createDevice('sunrise', {
        id: made.id,
        innerCode: 'VM-0001',
        name: 'Lobby machine',
        deviceTypeId: typeId,
        status: 1,
        onlineState: 3,
      });
      expect(edited).toMatchObject({ status: 1, onlineState: 0, storeId: null });
    });

    it('keeps device codes unique per tenant and refuses a type or store the caller cannot see', async () => {
      const body = { innerCode: 'VM-0002', name: 'Second', deviceTypeId: typeId };
      await createDevice('sunrise', body);
      const before = await snapshot();
      expect(refused(await call('sunrise', 'PATCH', '/device/edit', body), 400, 'innerCode')).toBe(
        'Device code "VM-0002" is already in use',
      );
      // Harbour cannot use Sunrise's type, nor a type that does not exist; Sunrise not Harbour's store.
      const harbourStore = (
        await t.app.db
          .selectFrom('store')
          .select('id')
          .where('storeName', '=', 'Harbour Pier 7')
          .executeTakeFirstOrThrow()
      ).id;
      refused(
        await call('harbour', 'PATCH', '/device/edit', { ...body, name: 'Theirs' }),
        400,
        'deviceTypeId',
      );
      expect(
        refused(
          await call('sunrise', 'PATCH', '/device/edit', {
            ...body,
            innerCode: 'VM-X',
            deviceTypeId: 999_999,
          }),
          400,
          'deviceTypeId',
        ),
      ).toMatch(/Device type/);
      refused(
        await call('sunrise', 'PATCH', '/device/edit', {
          ...body,
          innerCode: 'VM-Y',
          storeId: harbourStore,
        }),
        400,
        'storeId',
      );
      for (const [field, value] of [
        ['longitude', '181'],
        ['latitude', '90.5'],
        ['latitude', 'north'],
      ] as const)
        refused(
          await call('sunrise', 'PATCH', '/device/edit', {
            ...body,
            innerCode: 'VM-Z',
            [field]: value,
          }),
          400,
          field,
        );
      expect(await snapshot()).toEqual(before);
    });

    it('filters by code, type, status and connection', async () => {
      const rows = entitiesOf<DeviceRecord>(
        await call('sunrise', 'POST', `/device/list${PAGE}`, {
          innerCode: 'vm-000',
          onlineState: 0,
        }),
      );
      expect(rows.map((row) => row.innerCode)).toEqual(['VM-0001', 'VM-0002']);
      const operating = dataOf<DeviceRecord[]>(
        await call('sunrise', 'POST', '/device/query-for-list', {
          status: 1,
          deviceTypeId: typeId,
        }),
      );
      expect(operating.map((row) => row.innerCode)).toEqual(['VM-0001']);
      expect(
        entitiesOf<DeviceRecord>(await call('harbour', 'POST', `/device/list${PAGE}`, {})),
      ).toEqual([]);
    });

    it('refuses to remove a type devices are of', async () => {
      refused(await call('sunrise', 'DELETE', `/device-type/remove?id=${typeId}`), 400);
      const types = dataOf<DeviceTypeRecord[]>(
        await call('sunrise', 'POST', '/device-type/query-for-list', { modelCode: 'ST-6x8' }),
      );
      expect(types.map((row) => row.id)).toEqual([typeId]);
    });
  });

  describe('secrets', () => {
    it('issues a secret once: stored sealed, in no other answer, only to who may edit the device', async () => {
      const device = await createDevice('sunrise', {
        innerCode: 'VM-S1',
        name: 'Secret keeper',
        deviceTypeId: typeId,
      });
      const secret = await issueSecret('sunrise', device.id);
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = (await snapshot()).secrets as Array<{ device_id: number; secret: string }>;
      const sealed = stored.find((row) => row.device_id === device.id)?.secret ?? '';
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain(secret);
      const answers = [
        await call('sunrise', 'POST', `/device/list${PAGE}`, {}),
        await call('sunrise', 'POST', '/device/query-for-list', {}),
        await call('admin', 'POST', '/device/query-for-list', {}),
        await call('sunrise', 'PATCH', '/device/edit', {
          id: device.id,
          innerCode: 'VM-S1',
          name: 'Secret keeper',
          deviceTypeId: typeId,
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain(secret);
        expect(answer.body).not.toContain(sealed);
        expect(answer.body).not.toMatch(/"secret"/);
      }
      // Another tenant: 404; a store operator without DEVICE_EDIT: 403; nothing changes.
      const before = await snapshot();
      refused(await call('harbour', 'POST', '/device/rotate-secret', { id: device.id }), 404);
      refused(await call('store', 'POST', '/device/rotate-secret', { id: device.id }), 403);
      expect(await snapshot()).toEqual(before);

      // A new secret: the old one stops working at once.
      const ok = await deviceCall('heartbeat', {}, { code: 'VM-S1', secret });
      expect(ok.statusCode, ok.body).toBe(200);
      const next = await issueSecret('admin', device.id);
      expect(next).not.toBe(secret);
      const old = await deviceCall('heartbeat', {}, { code: 'VM-S1', secret });
      expect(refused(old, 401)).toBe('The signature does not match the device’s secret');
      expect((await deviceCall('heartbeat', {}, { code: 'VM-S1', secret: next })).statusCode).toBe(
        200,
      );
      const events = await t.app.services.devices.eventsOf(device.id);
      expect(events.filter((e) => e.kind === 'secret').map((e) => e.message)).toEqual([
        'issued by admin',
        'issued by sunrise.admin',
      ]);
    });
  });

  describe('the device gateway', () => {
    let id: number;
    let secret: string;
    const me = () => ({ code: 'VM-G1', secret });

    beforeAll(async () => {
      id = (
        await createDevice('sunrise', { innerCode: 'VM-G1', name: 'Gateway', deviceTypeId: typeId })
      ).id;
      secret = await issueSecret('sunrise', id);
    });

    it('a signed heartbeat sets online, its time and the software version', async () => {
      const answer = await okData<{ serverTime: number; heartbeatIntervalMs: number }>(
        await deviceCall('heartbeat', { softwareVersion: '2.4.1' }, me()),
      );
      expect(answer).toEqual({ serverTime: t.clock.now(), heartbeatIntervalMs: 10_000 });
      const row = await deviceRow(id);
      expect(row).toMatchObject({ online_state: 1, software_version: '2.4.1' });
      expect(row?.last_heartbeat_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const listed = dataOf<DeviceRecord[]>(
        await call('sunrise', 'POST', '/device/query-for-list', { innerCode: 'VM-G1' }),
      );
      expect(listed[0]).toMatchObject({ onlineState: 1, softwareVersion: '2.4.1' });
    });

    it('refuses, with 401 and nothing changed: no signature, unknown device, bad signature, stale time, replay', async () => {
      await t.app.services.devices.sweep();
      // One accepted call whose nonce the replay below reuses.
      const nonce = 'replay-nonce-0001';
      const at = t.clock.now();
      expect(
        (await deviceCall('door', { door: 'open' }, me(), { nonce, timestamp: at })).statusCode,
      ).toBe(200);
      const before = await snapshot();
      const cases: Array<[string, Promise<LightMyRequestResponse>, string]> = [
        [
          'no headers',
          deviceCall('heartbeat', {}, me(), { headers: { 'x-signature': undefined } }),
          'The device call lacks X-Device-Code, X-Timestamp, X-Nonce or X-Signature',
        ],
        [
          'unknown device',
          deviceCall('heartbeat', {}, { code: 'VM-NOPE', secret }),
          'Device "VM-NOPE" is unknown or has no secret yet',
        ],
        [
          'wrong secret',
          deviceCall('heartbeat', {}, { code: 'VM-G1', secret: `${secret.slice(1)}x` }),
          'The signature does not match the device’s secret',
        ],
        [
          'body changed after signing',
          deviceCall('fault', { message: 'jammed' }, me(), {
            sentBody: JSON.stringify({ message: 'jammed!' }),
          }),
          'The signature does not match the device’s secret',
        ],
        [
          'signed for another path',
          deviceCall('heartbeat', {}, me(), {
            headers: await deviceRequestHeaders({
              ...me(),
              method: 'POST',
              path: '/api/device-gateway/door',
              body: '{}',
              timestamp: t.clock.now(),
            }),
          }),
          'The signature does not match the device’s secret',
        ],
        [
          'too old',
          deviceCall('heartbeat', {}, me(), { timestamp: t.clock.now() - 5 * 60_000 - 1 }),
          'X-Timestamp is more than 5 minutes away from the server’s time',
        ],
        [
          'too far ahead',
          deviceCall('heartbeat', {}, me(), { timestamp: t.clock.now() + 5 * 60_000 + 1 }),
          'X-Timestamp is more than 5 minutes away from the server’s time',
        ],
        [
          'replayed nonce',
          deviceCall('door', { door: 'open' }, me(), { nonce, timestamp: at }),
          'This X-Nonce was already used by the device (a replay)',
        ],
        [
          'replayed nonce, new body',
          deviceCall('heartbeat', { softwareVersion: '6.6.6' }, me(), { nonce }),
          'This X-Nonce was already used by the device (a replay)',
        ],
      ];
      for (const [name, response, message] of cases)
        expect(refused(await response, 401), name).toBe(message);
      expect(await snapshot()).toEqual(before);
      // A device without a secret yet is unknown to the gateway.
      await createDevice('sunrise', { innerCode: 'VM-NEW', name: 'Fresh', deviceTypeId: typeId });
      expect(refused(await deviceCall('heartbeat', {}, { code: 'VM-NEW', secret }), 401)).toBe(
        'Device "VM-NEW" is unknown or has no secret yet',
      );
      // In the caller's language, like every refusal.
      const zh = await t.app.inject({
        method: 'POST',
        url: '/api/device-gateway/heartbeat',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
        payload: '{}',
      });
      expect(refused(zh, 401)).toBe(
        '设备请求缺少 X-Device-Code、X-Timestamp、X-Nonce 或 X-Signature',
      );
    });

    it('takes one of two identical calls sent at once, refusing the other as a replay', async () => {
      const nonce = `race-${Date.now()}`;
      const timestamp = t.clock.now();
      const [a, b] = await Promise.all([
        deviceCall('door', { door: 'closed' }, me(), { nonce, timestamp }),
        deviceCall('door', { door: 'closed' }, me(), { nonce, timestamp }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
      const doors = (await t.app.services.devices.eventsOf(id)).filter(
        (event) => event.kind === 'door' && event.code === 'closed',
      );
      expect(doors).toHaveLength(1);
    });

    it('a fault sets the fault state with an event; heartbeats keep it until cleared', async () => {
      await okData(await deviceCall('fault', { code: 'E42', message: 'Motor 3 jammed' }, me()));
      expect((await deviceRow(id))?.online_state).toBe(3);
      // The console reads a device's events, newest first; another tenant gets a 404.
      const events = await okData<Array<{ kind: string; code: string | null }>>(
        await call('sunrise', 'POST', '/device/events', { id }),
      );
      expect(events[0]).toMatchObject({ kind: 'fault', code: 'E42', message: 'Motor 3 jammed' });
      expect(events.map((event) => event.kind)).toEqual(
        expect.arrayContaining(['fault', 'door', 'secret']),
      );
      refused(await call('harbour', 'POST', '/device/events', { id }), 404);
      refused(await call('store', 'POST', '/device/events', { id }), 403);
      await okData(await deviceCall('heartbeat', {}, me()));
      expect((await deviceRow(id))?.online_state).toBe(3);
      await okData(await deviceCall('heartbeat', { faultCleared: true }, me()));
      expect((await deviceRow(id))?.online_state).toBe(1);
      refused(await deviceCall('fault', { code: 'E1' }, me()), 400, 'message');
      refused(await deviceCall('door', { door: 'ajar' }, me()), 400, 'door');
    });

    it('goes offline after three missed heartbeats, by a sweep that can run twice', async () => {
      await okData(await deviceCall('heartbeat', {}, me()));
      const connection = async () =>
        dataOf<DeviceRecord[]>(
          await call('sunrise', 'POST', '/device/query-for-list', { innerCode: 'VM-G1' }),
        )[0]?.onlineState;
      t.clock.advance(DEVICE_OFFLINE_AFTER_MS - 1);
      await t.app.services.devices.sweep();
      expect(await connection()).toBe(1);
      t.clock.advance(2);
      const first = await t.app.services.devices.sweep();
      expect(first.offline).toBeGreaterThanOrEqual(1);
      expect(await connection()).toBe(2);
      const stamp = await deviceRow(id);
      expect((await t.app.services.devices.sweep()).offline).toBe(0);
      expect(await deviceRow(id)).toEqual(stamp);
      expect(
        dataOf<DeviceRecord[]>(
          await call('sunrise', 'POST', '/device/query-for-list', { onlineState: 2 }),
        ).map((row) => row.innerCode),
      ).toContain('VM-G1');
      // Back: online again.
      await okData(await deviceCall('heartbeat', {}, me()));
      expect(await connection()).toBe(1);
    });

    it('drops nonces once their timestamp is stale anyway', async () => {
      const count = async () => (await snapshot()).nonces.length;
      await okData(await deviceCall('heartbeat', {}, me()));
      expect(await count()).toBeGreaterThan(0);
      t.clock.advance(5 * 60_000 + 1);
      await t.app.services.devices.sweep();
      expect(await count()).toBe(0);
    });

    it('tells apart two tenants’ devices of the same code by their signatures', async () => {
      const harbourType = (
        await createType('harbour', {
          name: 'Harbour tower',
          modelCode: 'HT',
          rows: 2,
          cols: 2,
          aisleMaxCapacity: 5,
        })
      ).id;
      const theirs = await createDevice('harbour', {
        innerCode: 'VM-G1',
        name: 'Harbour’s VM-G1',
        deviceTypeId: harbourType,
      });
      const theirSecret = await issueSecret('harbour', theirs.id);
      await okData(
        await deviceCall(
          'heartbeat',
          { softwareVersion: 'harbour-1' },
          { code: 'VM-G1', secret: theirSecret },
        ),
      );
      expect((await deviceRow(theirs.id))?.software_version).toBe('harbour-1');
      expect((await deviceRow(id))?.software_version).toBe('2.4.1');
    });

    it('removing a device removes its secret, nonces and events', async () => {
      const gone = await createDevice('sunrise', {
        innerCode: 'VM-RM',
        name: 'Gone',
        deviceTypeId: typeId,
      });
      const goneSecret = await issueSecret('sunrise', gone.id);
      await okData(
        await deviceCall('fault', { message: 'bye' }, { code: 'VM-RM', secret: goneSecret }),
      );
      expect((await call('sunrise', 'DELETE', `/device/remove?id=${gone.id}`)).statusCode).toBe(
        200,
      );
      const after = await snapshot();
      for (const rows of [after.secrets, after.nonces, after.events])
        expect(
          (rows as Array<{ device_id: number }>).some((row) => row.device_id === gone.id),
        ).toBe(false);
      expect(
        refused(await deviceCall('heartbeat', {}, { code: 'VM-RM', secret: goneSecret }), 401),
      ).toBe('Device "VM-RM" is unknown or has no secret yet');
    });
  });

  it('scripts/device-simulator.mjs signs as the gateway checks: its heartbeats set devices online', async () => {
    const made = await Promise.all(
      ['VM-SIM1', 'VM-SIM2'].map(async (code) => {
        const row = await createDevice('sunrise', {
          innerCode: code,
          name: code,
          deviceTypeId: typeId,
        });
        return { id: row.id, code, secret: await issueSecret('sunrise', row.id) };
      }),
    );
    // The simulator stamps its calls with the real time: the server's clock goes back to it.
    t.clock.advance(Date.now() - t.clock.now());
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const script = fileURLToPath(new URL('../../../scripts/device-simulator.mjs', import.meta.url));
    const run = (devices: object[]) =>
      new Promise<{ code: number | null; output: string }>((done) => {
        const child = spawn(
          process.execPath,
          [script, '--url', url, '--once', '--version', 'sim-test'],
          {
            env: { ...process.env, DEVICES: JSON.stringify(devices) },
          },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => done({ code, output }));
      });
    const accepted = await run(made.map(({ code, secret }) => ({ code, secret })));
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toContain('accepted 2, refused 0');
    for (const { id } of made)
      expect(await deviceRow(id)).toMatchObject({ online_state: 1, software_version: 'sim-test' });
    // A wrong secret: refused, and the simulator says so in its exit code.
    const refusedRun = await run([{ code: 'VM-SIM1', secret: 'not-the-secret' }]);
    expect(refusedRun.code).toBe(1);
    expect(refusedRun.output).toContain('401');
  });
});
