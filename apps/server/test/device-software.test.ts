import {
  type DeviceRecord,
  type DeviceSoftwareRecord,
  type DeviceStatistics,
  type DeviceUpdateLogRecord,
  type SoftwarePackageFile,
  type SoftwareRecord,
  type StateLogEntry,
} from '@retail/contract';
import { deviceRequestHeaders } from '@retail/contract/device-signature';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, organIdOf, startDemoApp } from './support/admin-calls';
import { multipart } from './support/multipart';
import { bodyOf, type TestApp } from './support/test-app';
import { entitiesOf, okData, PAGE } from './goods.support';

// Device software (issue 18): packages per device type with their file in the file bank (size
// and checksum of the stored bytes, versions only going up), assignments of released packages
// to devices or types, the signed gateway's update and progress calls end to end with the real
// file — refusals change nothing — and the dashboard's devices card per scope.

type Who = 'sunrise' | 'harbour' | 'store';
type Device = { id: number; code: string; secret: string };

describe('device software', () => {
  let t: TestApp;
  let tokens: Record<Who, string>;
  let downtownId: number;
  let typeA: number;
  let typeB: number;
  let d1: Device;
  let d2: Device;
  let d3: Device;
  const packageBytes = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(40_000)]);
  const newerBytes = randomBytes(5_000);
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, harbour: demo.harbour, store: demo.sunriseStore };
    downtownId = await organIdOf(t, 'Sunrise Downtown');
  });
  afterAll(() => t.close());

  const call = (
    who: Who,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
    language?: string,
  ) => callAs(t, tokens[who], method, path, body, language);
  const refused = (response: LightMyRequestResponse, status: number, field?: string) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (field !== undefined) expect(bodyOf(response).field).toBe(field);
    return bodyOf(response).description as string;
  };

  const upload = (who: Who, bytes: Buffer, fileName = 'vm-firmware.zip') => {
    const form = multipart(
      {},
      { name: 'file', fileName, contentType: 'application/octet-stream', bytes },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/software/upload',
      headers: { authorization: `Bearer ${tokens[who]}`, ...form.headers },
      payload: form.payload,
    });
  };
  const editSoftware = (who: Who, body: object, language?: string) =>
    call(who, 'PATCH', '/api/admin/software/edit', body, language);
  const assign = (who: Who, body: object, language?: string) =>
    call(who, 'PATCH', '/api/admin/device-software/edit', body, language);

  const makeDevice = async (
    code: string,
    deviceTypeId: number,
    organId?: number,
  ): Promise<Device> => {
    const device = await okData<DeviceRecord>(
      await call('sunrise', 'PATCH', '/api/admin/device/edit', {
        innerCode: code,
        name: code,
        deviceTypeId,
        ...(organId ? { organId } : {}),
      }),
    );
    const { secret } = await okData<{ secret: string }>(
      await call('sunrise', 'POST', '/api/admin/device/rotate-secret', { id: device.id }),
    );
    return { id: device.id, code, secret };
  };

  /** A device's call, signed as the simulator signs it (unless the test spoils a part). */
  const deviceCall = async (
    path: string,
    body: object,
    device: Device,
    spoil: { nonce?: string; secret?: string } = {},
  ) => {
    const url = `/api/device-gateway/${path}`;
    const text = JSON.stringify(body);
    const headers = await deviceRequestHeaders({
      code: device.code,
      secret: spoil.secret ?? device.secret,
      method: 'POST',
      path: url,
      body: text,
      timestamp: t.clock.now(),
      ...(spoil.nonce ? { nonce: spoil.nonce } : {}),
    });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: text,
    });
  };
  const progress = (
    device: Device,
    body: object,
    spoil: { nonce?: string; secret?: string } = {},
  ) => deviceCall('update-progress', body, device, spoil);

  /** Everything the gateway's software calls may write, outside any scope. */
  const snapshot = async () => {
    const raw = t.app.db.withoutPlugins();
    const rows = await Promise.all(
      [
        sql`select * from device_update_log order by id`,
        sql`select * from state_log where resource = 'deviceUpdateLog' order by id`,
        sql`select id, software_version, online_state from device order by id`,
        sql`select * from device_nonce order by device_id, nonce`,
      ].map(async (query) => (await query.execute(raw)).rows),
    );
    return rows;
  };
  const softwareVersionOf = async (id: number) =>
    (
      await sql<{
        software_version: string | null;
      }>`select software_version from device where id = ${id}`.execute(t.app.db.withoutPlugins())
    ).rows[0]?.software_version;
  const logsOf = async (deviceId: number) =>
    entitiesOf<DeviceUpdateLogRecord>(
      await call('sunrise', 'POST', `/api/admin/device-update-log/list${PAGE}`, { deviceId }),
    );

  let v1: SoftwareRecord;
  let v1File: SoftwarePackageFile;

  describe('packages', () => {
    beforeAll(async () => {
      const type = (name: string, modelCode: string) =>
        call('sunrise', 'PATCH', '/api/admin/device-type/edit', {
          name,
          modelCode,
          rows: 4,
          cols: 4,
          aisleMaxCapacity: 10,
        });
      typeA = (await okData<{ id: number }>(await type('Snack tower', 'SW-A'))).id;
      typeB = (await okData<{ id: number }>(await type('Drinks fridge', 'SW-B'))).id;
      d1 = await makeDevice('SW-0001', typeA);
      d2 = await makeDevice('SW-0002', typeA, downtownId);
      d3 = await makeDevice('SW-0003', typeB);
    });

    it('stores the uploaded file privately and answers its size and SHA-256', async () => {
      v1File = await okData<SoftwarePackageFile>(await upload('sunrise', packageBytes));
      expect(v1File).toMatchObject({
        fileName: 'vm-firmware.zip',
        fileSize: packageBytes.length,
        checksum: sha(packageBytes),
      });
      refused(await upload('sunrise', Buffer.alloc(0)), 400, 'file');
    });

    it('creates a draft with the size and checksum of the stored bytes, whatever the body says', async () => {
      v1 = await okData<SoftwareRecord>(
        await editSoftware('sunrise', {
          deviceTypeId: typeA,
          name: 'Vending firmware',
          version: '1.0.0',
          fileId: v1File.fileId,
          releaseNotes: 'First release',
          fileSize: 1,
          checksum: 'forged',
          state: 10,
        }),
      );
      expect(v1).toMatchObject({
        version: '1.0.0',
        fileName: 'vm-firmware.zip',
        fileSize: packageBytes.length,
        checksum: sha(packageBytes),
        state: 0,
        deviceTypeName: 'Snack tower',
      });
    });

    it('takes semver versions only, each newer than every package of the type', async () => {
      const base = { deviceTypeId: typeA, name: 'Vending firmware', fileId: v1File.fileId };
      expect(
        refused(await editSoftware('sunrise', { ...base, version: '1.0' }), 400, 'version'),
      ).toBe('Version must be MAJOR.MINOR.PATCH, e.g. 2.4.1');
      refused(await editSoftware('sunrise', { ...base, version: '01.2.3' }), 400, 'version');
      expect(
        refused(await editSoftware('sunrise', { ...base, version: '0.9.9' }), 400, 'version'),
      ).toBe('Version 0.9.9 must be newer than 1.0.0, the type’s latest package');
      refused(await editSoftware('sunrise', { ...base, version: '1.0.0' }), 400, 'version');
      expect(
        refused(await editSoftware('sunrise', { ...base, version: '0.1.0' }, 'zh'), 400, 'version'),
      ).toBe('版本号 0.1.0 须高于该设备类型已有的版本 1.0.0');
      // 1.10.0 is newer than 1.9.0 (numbers, not text); another type has its own order.
      const other = await okData<SoftwareRecord>(
        await editSoftware('sunrise', { ...base, deviceTypeId: typeB, version: '0.1.0' }),
      );
      expect(other.state).toBe(0);
      // Another tenant cannot point at this tenant's file.
      refused(
        await editSoftware('harbour', { ...base, deviceTypeId: undefined, version: '9.0.0' }),
        400,
      );
      const list = entitiesOf<SoftwareRecord>(
        await call('sunrise', 'POST', `/api/admin/software/list${PAGE}`, { deviceTypeId: typeA }),
      );
      expect(list.map((row) => row.version)).toEqual(['1.0.0']);
    });
  });

  describe('assignments', () => {
    it('refuses a draft, then assigns the released package to its whole type', async () => {
      expect(refused(await assign('sunrise', { softwareId: v1.id }), 400, 'softwareId')).toBe(
        'Software package is not released (or was withdrawn) and cannot be assigned',
      );
      const released = await okData<SoftwareRecord[]>(
        await call('sunrise', 'POST', '/api/admin/software/release', { id: v1.id }),
      );
      expect(released[0]?.state).toBe(10);
      // A repeat changes nothing; a released package can no longer be edited.
      await okData(await call('sunrise', 'POST', '/api/admin/software/release', { id: v1.id }));
      refused(
        await editSoftware('sunrise', {
          id: v1.id,
          deviceTypeId: typeA,
          name: 'Renamed',
          version: '1.0.0',
          fileId: v1File.fileId,
        }),
        400,
      );
      const history = await okData<StateLogEntry[]>(
        await call('sunrise', 'POST', '/api/admin/software/history', { id: v1.id }),
      );
      expect(history.map((step) => [step.fromState, step.toState])).toEqual([[0, 10]]);

      const toType = await okData<DeviceSoftwareRecord>(
        await assign('sunrise', { softwareId: v1.id, deviceTypeId: typeB }),
      );
      // The type is the package's, whatever the body says.
      expect(toType).toMatchObject({
        deviceTypeId: typeA,
        deviceTypeName: 'Snack tower',
        deviceId: null,
        version: '1.0.0',
        enable: 1,
      });
    });

    it('refuses a device of another type, naming the device field', async () => {
      const before = await snapshot();
      expect(
        refused(await assign('sunrise', { softwareId: v1.id, deviceId: d3.id }), 400, 'deviceId'),
      ).toBe('Device (empty: the whole type) is not of the package’s device type (Snack tower)');
      expect(
        refused(
          await assign('sunrise', { softwareId: v1.id, deviceId: d3.id }, 'es'),
          400,
          'deviceId',
        ),
      ).toContain('no es del tipo de dispositivo del paquete');
      // Another tenant cannot assign this tenant's package.
      refused(await assign('harbour', { softwareId: v1.id }), 400, 'softwareId');
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('updates through the gateway', () => {
    it('offers the package with a short-lived link to the real file, and opens a pending update', async () => {
      const answer = await okData<{ update: Record<string, unknown> | null }>(
        await deviceCall('update', {}, d1),
      );
      expect(answer.update).toMatchObject({
        softwareId: v1.id,
        version: '1.0.0',
        size: packageBytes.length,
        checksum: sha(packageBytes),
        fileName: 'vm-firmware.zip',
        releaseNotes: 'First release',
      });
      const offer = answer.update as { url: string; expiresAt: number };
      expect(offer.expiresAt - t.clock.now()).toBeLessThanOrEqual(15 * 60_000 + 1000);
      const download = await t.app.inject({ method: 'GET', url: offer.url });
      expect(download.statusCode).toBe(200);
      expect(sha(download.rawPayload)).toBe(sha(packageBytes));
      // Without its signature the file is not served.
      expect(
        (await t.app.inject({ method: 'GET', url: offer.url.split('?')[0]! })).statusCode,
      ).toBe(403);
      const [log] = await logsOf(d1.id);
      expect(log).toMatchObject({
        state: 0,
        percent: 0,
        toVersion: '1.0.0',
        deviceName: 'SW-0001',
      });
      // Asking again gives the same update, not a second one.
      await okData(await deviceCall('update', {}, d1));
      expect(await logsOf(d1.id)).toHaveLength(1);
    });

    it('moves forward only; a repeat changes nothing; refusals leave everything as it was', async () => {
      const first = await okData<{ changed: boolean; percent: number }>(
        await progress(d1, { softwareId: v1.id, state: 'downloading', percent: 40 }),
      );
      expect(first).toMatchObject({ changed: true, percent: 40 });
      const repeat = await okData<{ changed: boolean }>(
        await progress(d1, { softwareId: v1.id, state: 'downloading', percent: 40 }),
      );
      expect(repeat.changed).toBe(false);
      await okData(await progress(d1, { softwareId: v1.id, state: 'downloading', percent: 90 }));
      await okData(await progress(d1, { softwareId: v1.id, state: 'installing' }));

      const before = await snapshot();
      expect(
        refused(
          await progress(d1, { softwareId: v1.id, state: 'downloading', percent: 95 }),
          400,
          'state',
        ),
      ).toBe('This update is already installing; it cannot go back to downloading');
      // A package not assigned to it (the other type's), a bad signature, a replay.
      const other = (await t.app.db
        .withoutPlugins()
        .selectFrom('software' as never)
        .select('id' as never)
        .where('version' as never, '=', '0.1.0' as never)
        .executeTakeFirstOrThrow()) as { id: number };
      expect(
        refused(
          await progress(d1, { softwareId: other.id, state: 'downloading' }),
          400,
          'softwareId',
        ),
      ).toBe(`Package ${other.id} is not assigned to this device`);
      refused(await progress(d3, { softwareId: v1.id, state: 'downloading' }), 400, 'softwareId');
      refused(
        await progress(d1, { softwareId: v1.id, state: 'succeeded' }, { secret: 'wrong' }),
        401,
      );
      refused(await progress(d1, { softwareId: v1.id, state: 'failed' }), 400, 'reason');
      expect(await snapshot()).toEqual(before);
      const nonce = 'replay-nonce-1';
      await okData(
        await progress(d1, { softwareId: v1.id, state: 'installing', percent: 50 }, { nonce }),
      );
      const afterFirst = await snapshot();
      refused(await progress(d1, { softwareId: v1.id, state: 'succeeded' }, { nonce }), 401);
      expect(await snapshot()).toEqual(afterFirst);
    });

    it('a success sets the device’s software version; nothing is offered after it; the history tells the steps', async () => {
      await okData(await progress(d1, { softwareId: v1.id, state: 'succeeded' }));
      expect(await softwareVersionOf(d1.id)).toBe('1.0.0');
      const again = await okData<{ changed: boolean }>(
        await progress(d1, { softwareId: v1.id, state: 'succeeded' }),
      );
      expect(again.changed).toBe(false);
      refused(
        await progress(d1, { softwareId: v1.id, state: 'failed', reason: 'late' }),
        400,
        'state',
      );
      expect(
        (await okData<{ update: unknown }>(await deviceCall('update', {}, d1))).update,
      ).toBeNull();
      const [log] = await logsOf(d1.id);
      expect(log).toMatchObject({ state: 30, percent: 100, fromVersion: null, toVersion: '1.0.0' });
      const history = await okData<StateLogEntry[]>(
        await call('sunrise', 'POST', '/api/admin/device-update-log/history', { id: log!.id }),
      );
      expect(history.map((step) => [step.action, step.toState, step.createBy])).toEqual([
        ['offer', 0, 'device:SW-0001'],
        ['downloading', 10, 'device:SW-0001'],
        ['installing', 20, 'device:SW-0001'],
        ['succeeded', 30, 'device:SW-0001'],
      ]);
      // Read-only in the console: no edit or remove.
      expect(
        (await call('sunrise', 'PATCH', '/api/admin/device-update-log/edit', { id: log!.id }))
          .statusCode,
      ).toBe(404);
    });

    it('a device gets the newest assignment that applies; a failed update is offered again', async () => {
      const file = await okData<SoftwarePackageFile>(
        await upload('sunrise', newerBytes, 'v1.10.bin'),
      );
      const v110 = await okData<SoftwareRecord>(
        await editSoftware('sunrise', {
          deviceTypeId: typeA,
          name: 'Vending firmware',
          version: '1.10.0',
          fileId: file.fileId,
        }),
      );
      refused(
        await editSoftware('sunrise', {
          deviceTypeId: typeA,
          name: 'Vending firmware',
          version: '1.9.0',
          fileId: file.fileId,
        }),
        400,
        'version',
      );
      await okData(await call('sunrise', 'POST', '/api/admin/software/release', { id: v110.id }));
      await okData(await assign('sunrise', { softwareId: v110.id, deviceId: d2.id }));
      const offered = await okData<{ update: { version: string; checksum: string } | null }>(
        await deviceCall('update', {}, d2),
      );
      expect(offered.update).toMatchObject({ version: '1.10.0', checksum: sha(newerBytes) });
      // d1 is on 1.0.0, the type's assignment: nothing for it.
      expect(
        (await okData<{ update: unknown }>(await deviceCall('update', {}, d1))).update,
      ).toBeNull();

      await okData(
        await progress(d2, { softwareId: v110.id, state: 'failed', reason: 'Checksum mismatch' }),
      );
      expect(await softwareVersionOf(d2.id)).toBeNull();
      const [failed] = await logsOf(d2.id);
      expect(failed).toMatchObject({ state: -10, reason: 'Checksum mismatch' });
      // Offered again: a new update of its own.
      await okData(await deviceCall('update', {}, d2));
      expect((await logsOf(d2.id)).map((log) => log.state)).toEqual([0, -10]);

      // Withdrawn, it is offered no more (d2 falls back to the type's 1.0.0).
      await okData(await call('sunrise', 'POST', '/api/admin/software/withdraw', { id: v110.id }));
      const fallback = await okData<{ update: { version: string } | null }>(
        await deviceCall('update', {}, d2),
      );
      expect(fallback.update?.version).toBe('1.0.0');
    });

    it('a package file cannot be removed from the file bank while a package uses it', async () => {
      const response = await call(
        'sunrise',
        'DELETE',
        `/api/file/file-service/remove?id=${v1File.fileId}`,
      );
      expect(refused(response, 400)).toContain('software “Vending firmware 1.0.0”');
    });
  });

  it('scripts/device-simulator.mjs fetches an assigned update, checks it and reports it installed', async () => {
    const sim = await makeDevice('SW-SIM', typeB);
    const file = await okData<SoftwarePackageFile>(
      await upload('sunrise', randomBytes(3_000), 'b.bin'),
    );
    const pkg = await okData<SoftwareRecord>(
      await editSoftware('sunrise', {
        deviceTypeId: typeB,
        name: 'Fridge firmware',
        version: '2.0.0',
        fileId: file.fileId,
      }),
    );
    await okData(await call('sunrise', 'POST', '/api/admin/software/release', { id: pkg.id }));
    await okData(await assign('sunrise', { softwareId: pkg.id, deviceId: sim.id }));
    // The simulator stamps its calls with the real time: the server's clock goes back to it.
    t.clock.advance(Date.now() - t.clock.now());
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const script = fileURLToPath(new URL('../../../scripts/device-simulator.mjs', import.meta.url));
    const run = () =>
      new Promise<{ code: number | null; output: string }>((done) => {
        const child = spawn(process.execPath, [script, '--url', url, '--once', '--update'], {
          env: {
            ...process.env,
            DEVICES: JSON.stringify([{ code: sim.code, secret: sim.secret }]),
          },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => done({ code, output }));
      });
    const first = await run();
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('SW-SIM: updated to 2.0.0');
    expect(await softwareVersionOf(sim.id)).toBe('2.0.0');
    const [log] = await logsOf(sim.id);
    expect(log).toMatchObject({ state: 30, percent: 100, toVersion: '2.0.0' });
    // Nothing more to install: a second run only sends its heartbeat.
    const second = await run();
    expect(second.code, second.output).toBe(0);
    expect(second.output).not.toContain('updated to');
  });

  describe('the dashboard’s devices card', () => {
    const figures = async (who: Who, body: object = {}) =>
      okData<DeviceStatistics>(await call(who, 'POST', '/api/statistics/devices', body));

    it('counts the devices, low-stock aisles and today’s sales the caller may see', async () => {
      // d1 reports a fault; d2 sends a heartbeat (online); d3 never did.
      await okData(await deviceCall('fault', { message: 'Motor jammed' }, d1));
      await okData(await deviceCall('heartbeat', { softwareVersion: '1.0.0' }, d2));
      const sunriseId = await organIdOf(t, 'Sunrise Retail');
      const raw = t.app.db.withoutPlugins();
      const truth = async (organPath: string) => {
        const devices = (
          await sql<{
            online_state: number;
          }>`select online_state from device where organ_path like ${`${organPath}%`}`.execute(raw)
        ).rows;
        const low = (
          await sql<{
            n: number;
          }>`select count(*) as n from device_aisle where low_stock = 1 and organ_path like ${`${organPath}%`}`.execute(
            raw,
          )
        ).rows[0];
        return {
          total: devices.length,
          online: devices.filter((row) => Number(row.online_state) === 1).length,
          fault: devices.filter((row) => Number(row.online_state) === 3).length,
          low: Number(low?.n ?? 0),
        };
      };
      const pathOf = async (id: number) =>
        (
          await sql<{ organ_path: string }>`select organ_path from organ where id = ${id}`.execute(
            raw,
          )
        ).rows[0]!.organ_path;

      // The demo's own machines sold some today already.
      const demoSales = (await figures('sunrise')).salesToday;
      // An aisle low on stock on d2 (Downtown), and a sale from it today.
      const item = await okData<{ id: number }>(
        await call('sunrise', 'PATCH', '/api/warehouse/item/edit', {
          itemNo: 'SW-1',
          name: 'Water',
        }),
      );
      const aisle = await okData<{ id: number }>(
        await call('sunrise', 'PATCH', '/api/vending/device-aisle/edit', {
          deviceId: d2.id,
          aisleCode: 'A1',
          layer: 1,
          columnNo: 1,
          itemId: item.id,
          organId: downtownId,
          price: 350,
          maxCapacity: 10,
        }),
      );
      await okData(
        await call('sunrise', 'POST', '/api/vending/device-aisle/adjust', {
          id: aisle.id,
          currentCapacity: 2,
        }),
      );
      await okData(await deviceCall('sale', { saleNo: 'S-1', aisleCode: 'A1' }, d2));

      const all = await figures('sunrise');
      const expected = await truth(await pathOf(sunriseId));
      expect(all.devices).toMatchObject({
        total: expected.total,
        online: expected.online,
        fault: expected.fault,
      });
      expect(all.devices.fault).toBeGreaterThanOrEqual(1);
      expect(all.lowStockAisles).toBe(expected.low);
      expect(all.lowStockAisles).toBeGreaterThanOrEqual(1);
      expect(all.salesToday).toEqual({
        count: demoSales.count + 1,
        amount: demoSales.amount + 350,
      });

      // Narrowed to Downtown: d2 only, its aisle and its sale.
      const downtown = await figures('sunrise', { organId: downtownId });
      expect(downtown.devices).toEqual({ total: 1, online: 1, offline: 0, fault: 0, never: 0 });
      expect(downtown.lowStockAisles).toBe(1);
      expect(downtown.salesToday).toEqual({ count: 1, amount: 350 });

      // Another tenant sees none of it; a user without device authority is refused.
      const harbour = await figures('harbour');
      expect(harbour.salesToday).toEqual({ count: 0, amount: 0 });
      expect(harbour.devices.total).toBe(
        (await truth(await pathOf(await organIdOf(t, 'Harbour Mart')))).total,
      );
      refused(await call('store', 'POST', '/api/statistics/devices', {}), 403);
      // An organisation outside the caller's scope counts nothing.
      const foreign = await figures('sunrise', { organId: await organIdOf(t, 'Harbour Mart') });
      expect(foreign).toEqual({
        devices: { total: 0, online: 0, offline: 0, fault: 0, never: 0 },
        lowStockAisles: 0,
        salesToday: { count: 0, amount: 0 },
      });
    });
  });
});
