import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deviceRequestHeaders } from '@retail/contract/device-signature';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './support/admin-calls';
import { resourceCalls, type Row } from './support/resource-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { okData } from './goods.support';

// Vending (issue 18) through the API, as Sunrise's and Harbour's tenant administrators: aisles
// inside their device type's grid, templates applied to devices of their type only, aisle stock
// as a ledger that agrees with the aisles, replenishments moving stock warehouse → aisles with
// both ledgers agreeing and capacities kept, and sales through the signed device gateway — an
// empty aisle refused with nothing changed, a sale number sent again changing nothing, and
// concurrent sales never taking an aisle below zero.

type Who = 'sunrise' | 'harbour';

describe('vending', () => {
  let t: TestApp;
  let tokens: Record<Who, string>;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, harbour: demo.harbour };
  });
  afterAll(() => t.close());

  const { call, edit, act, entities, refused } = resourceCalls(
    () => ({ t, tokens }),
    '/api/',
    'sunrise',
  );
  const db = () => t.app.db.withoutPlugins();
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db()))
        .rows[0]?.n,
    );
  const onHand = async (warehouseId: number, itemId: number) =>
    (
      await sql<{ quantity: number }>`select quantity from wms_inventory
        where warehouse_id = ${warehouseId} and item_id = ${itemId}`.execute(db())
    ).rows[0]?.quantity ?? 0;
  const aislesOf = async (deviceId: number) =>
    entities('vending/device-aisle', { deviceId }).then((rows) =>
      Object.fromEntries(rows.map((row) => [row.aisleCode as string, row])),
    );
  /** Aisles whose stock differs from the sum of their ledger rows, or is out of bounds. */
  const aisleLedgerDisagreements = async () =>
    (
      await sql<{
        id: number;
      }>`select a.id from device_aisle a where a.current_capacity <> coalesce(
        (select sum(l.quantity) from device_aisle_stock_log l where l.aisle_id = a.id), 0)
        or a.current_capacity < 0 or a.current_capacity > a.max_capacity`.execute(db())
    ).rows;
  const inventoryDisagreements = async () =>
    (
      await sql<{ id: number }>`select i.id from wms_inventory i where i.quantity <> coalesce(
        (select sum(h.quantity) from wms_inventory_history h
          where h.warehouse_id = i.warehouse_id and h.item_id = i.item_id), 0)`.execute(db())
    ).rows;

  /** A device's signed call to the gateway, as the simulator makes it. */
  const deviceCall = async (
    path: string,
    body: object,
    device: { code: string; secret: string },
  ) => {
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
  const sell = (device: { code: string; secret: string }, saleNo: string, aisleCode: string) =>
    deviceCall('sale', { saleNo, aisleCode }, device);

  let type: Row;
  let otherType: Row;
  let deviceA: Row;
  let deviceB: Row;
  let deviceC: Row;
  let warehouse: Row;
  let water: Row;
  let cola: Row;
  let signedA: { code: string; secret: string };

  beforeAll(async () => {
    type = await edit('admin/device-type', {
      name: 'Drinks 3×4',
      modelCode: 'VT-34',
      rows: 3,
      cols: 4,
      aisleMaxCapacity: 10,
    });
    otherType = await edit('admin/device-type', {
      name: 'Snacks 2×2',
      modelCode: 'VT-22',
      rows: 2,
      cols: 2,
      aisleMaxCapacity: 20,
    });
    deviceA = await edit('admin/device', {
      innerCode: 'VM-A',
      name: 'Hall A',
      deviceTypeId: type.id,
    });
    deviceB = await edit('admin/device', {
      innerCode: 'VM-B',
      name: 'Hall B',
      deviceTypeId: type.id,
    });
    deviceC = await edit('admin/device', {
      innerCode: 'VM-C',
      name: 'Hall C',
      deviceTypeId: otherType.id,
    });
    signedA = {
      code: 'VM-A',
      secret: (
        await okData<{ secret: string }>(
          await act('admin/device/rotate-secret', { id: deviceA.id }),
        )
      ).secret,
    };
    warehouse = await edit('warehouse/warehouse', { warehouseNo: 'WH-V', name: 'Vending stock' });
    water = await edit('warehouse/item', { itemNo: 'V-1', name: 'Water' });
    cola = await edit('warehouse/item', { itemNo: 'V-2', name: 'Cola' });
    const receipt = await edit('warehouse/receipt-order', { warehouseId: warehouse.id });
    await edit('warehouse/receipt-order-line', {
      receiptOrderId: receipt.id,
      itemId: water.id,
      quantity: 100,
    });
    await edit('warehouse/receipt-order-line', {
      receiptOrderId: receipt.id,
      itemId: cola.id,
      quantity: 5,
    });
    await okData(await act('warehouse/receipt-order/receive', { id: receipt.id }));
  });

  it('keeps aisles inside their device type’s grid and capacity, codes unique per device', async () => {
    const aisle = await edit('vending/device-aisle', {
      deviceId: deviceB.id,
      aisleCode: 'A1',
      layer: 1,
      columnNo: 1,
      itemId: water.id,
      price: 250,
      maxCapacity: 10,
      currentCapacity: 9,
    });
    // Stock comes only through the ledger: what the edit says about it is ignored.
    expect(aisle).toMatchObject({
      currentCapacity: 0,
      lowStock: true,
      itemName: 'Water',
      deviceName: 'Hall B',
      status: 1,
    });
    const place = { deviceId: deviceB.id, aisleCode: 'A2', layer: 1, columnNo: 1, maxCapacity: 5 };
    expect(
      refused(
        await call('sunrise', 'PATCH', 'vending/device-aisle/edit', { ...place, layer: 4 }),
        400,
        'layer',
      ),
    ).toBe('Layer 4 is outside the device type’s grid of 3 rows × 4 columns');
    refused(
      await call('sunrise', 'PATCH', 'vending/device-aisle/edit', { ...place, columnNo: 5 }),
      400,
      'columnNo',
    );
    refused(
      await call('sunrise', 'PATCH', 'vending/device-aisle/edit', { ...place, layer: 0 }),
      400,
      'layer',
    );
    expect(
      refused(
        await call('sunrise', 'PATCH', 'vending/device-aisle/edit', { ...place, maxCapacity: 11 }),
        400,
        'maxCapacity',
      ),
    ).toBe('Capacity cannot exceed the device type’s aisle capacity of 10');
    expect(
      refused(
        await call('sunrise', 'PATCH', 'vending/device-aisle/edit', { ...place, aisleCode: 'A1' }),
        400,
        'aisleCode',
      ),
    ).toBe('Aisle code "A1" already exists on this device (template)');
    // The same code on another device is another aisle.
    await edit('vending/device-aisle', { ...place, deviceId: deviceC.id, aisleCode: 'A1' });

    // A stocked aisle: its capacity not below its stock, its goods fixed, not removable.
    const [adjusted] = await okData<Row[]>(
      await act('vending/device-aisle/adjust', { id: aisle.id, currentCapacity: 4 }),
    );
    expect(adjusted).toMatchObject({ currentCapacity: 4, lowStock: false });
    // lowStock follows the stock (ledger) and the capacity (edits).
    const [low] = await okData<Row[]>(
      await act('vending/device-aisle/adjust', { id: aisle.id, currentCapacity: 2 }),
    );
    expect(low).toMatchObject({ currentCapacity: 2, lowStock: true });
    expect(
      await edit('vending/device-aisle', {
        id: aisle.id,
        deviceId: deviceB.id,
        aisleCode: 'A1',
        layer: 1,
        columnNo: 1,
        itemId: water.id,
        maxCapacity: 6,
      }),
    ).toMatchObject({ currentCapacity: 2, maxCapacity: 6, lowStock: false });
    const same = { ...aisle, id: aisle.id };
    delete (same as Record<string, unknown>).itemName;
    refused(
      await call('sunrise', 'PATCH', 'vending/device-aisle/edit', {
        id: aisle.id,
        deviceId: deviceB.id,
        aisleCode: 'A1',
        layer: 1,
        columnNo: 1,
        itemId: water.id,
        maxCapacity: 1,
      }),
      400,
      'maxCapacity',
    );
    refused(
      await call('sunrise', 'PATCH', 'vending/device-aisle/edit', {
        id: aisle.id,
        deviceId: deviceB.id,
        aisleCode: 'A1',
        layer: 1,
        columnNo: 1,
        itemId: cola.id,
        maxCapacity: 10,
      }),
      400,
      'itemId',
    );
    refused(
      await act('vending/device-aisle/adjust', { id: aisle.id, currentCapacity: 7 }),
      400,
      'currentCapacity',
    );
    refused(
      await call('sunrise', 'DELETE', `vending/device-aisle/remove?id=${aisle.id}`),
      400,
      'currentCapacity',
    );
    const ledger = await entities('vending/device-stock', { aisleId: aisle.id });
    expect(ledger.map((row) => row.afterQuantity)).toEqual([2, 4]);
    expect(ledger[1]).toEqual(
      expect.objectContaining({
        reason: 30,
        beforeQuantity: 0,
        quantity: 4,
        afterQuantity: 4,
        createBy: 'sunrise.admin',
        deviceName: 'Hall B',
        itemName: 'Water',
      }),
    );
    await okData(await act('vending/device-aisle/adjust', { id: aisle.id, currentCapacity: 0 }));
    await okData(await call('sunrise', 'DELETE', `vending/device-aisle/remove?id=${aisle.id}`));
    expect(await aisleLedgerDisagreements()).toEqual([]);
  });

  it('lets an aisle’s merchants share at most 100 % of its sales', async () => {
    const aisle = await edit('vending/device-aisle', {
      deviceId: deviceC.id,
      aisleCode: 'M1',
      layer: 2,
      columnNo: 2,
      maxCapacity: 5,
    });
    const first = await edit('vending/device-aisle-merchant', {
      aisleId: aisle.id,
      merchantNo: 'MCH-1',
      merchantName: 'Corner café',
      shareRatio: 70,
    });
    expect(first).toMatchObject({ aisleName: 'M1', shareRatio: 70 });
    expect(
      refused(
        await call('sunrise', 'PATCH', 'vending/device-aisle-merchant/edit', {
          aisleId: aisle.id,
          merchantNo: 'MCH-2',
          merchantName: 'Bakery',
          shareRatio: 40,
        }),
        400,
        'shareRatio',
      ),
    ).toBe('The aisle’s merchants cannot share more than 100% together; at most 30% is left');
    await edit('vending/device-aisle-merchant', {
      aisleId: aisle.id,
      merchantNo: 'MCH-2',
      merchantName: 'Bakery',
      shareRatio: 30,
    });
    // Its own share does not count against itself.
    await edit('vending/device-aisle-merchant', { ...first, shareRatio: 60 });
  });

  it('applies a template to devices of its type only, in one transaction', async () => {
    const template = await edit('vending/device-aisle-template', {
      name: 'Drinks plan',
      deviceTypeId: type.id,
    });
    const item = (
      aisleCode: string,
      layer: number,
      columnNo: number,
      itemId: number,
      max: number,
    ) =>
      edit('vending/device-aisle-template-item', {
        templateId: template.id,
        aisleCode,
        layer,
        columnNo,
        itemId,
        price: 300,
        maxCapacity: max,
      });
    await item('A1', 1, 1, water.id, 8);
    await item('A2', 1, 2, cola.id, 6);
    refused(
      await call('sunrise', 'PATCH', 'vending/device-aisle-template-item/edit', {
        templateId: template.id,
        aisleCode: 'A3',
        layer: 3,
        columnNo: 5,
        maxCapacity: 5,
      }),
      400,
      'columnNo',
    );
    // An aisle the template does not have: dropped (it is empty).
    await edit('vending/device-aisle', {
      deviceId: deviceA.id,
      aisleCode: 'Z9',
      layer: 3,
      columnNo: 4,
      maxCapacity: 5,
    });

    const before = await aislesOf(deviceA.id);
    expect(
      refused(
        await act('vending/device-aisle-template/apply', {
          id: template.id,
          deviceIds: [deviceA.id, deviceC.id],
        }),
        400,
        'deviceIds',
      ),
    ).toBe('Device(s) VM-C are not of the template’s device type');
    expect(await aislesOf(deviceA.id)).toEqual(before);

    await okData(
      await act('vending/device-aisle-template/apply', {
        id: template.id,
        deviceIds: [deviceA.id, deviceB.id],
      }),
    );
    for (const device of [deviceA, deviceB]) {
      const aisles = await aislesOf(device.id);
      expect(Object.keys(aisles)).toEqual(['A1', 'A2']);
      expect(aisles.A1).toMatchObject({ itemId: water.id, maxCapacity: 8, currentCapacity: 0 });
      expect(aisles.A2).toMatchObject({ itemId: cola.id, maxCapacity: 6, price: 300 });
    }

    // Applied again after stock came in: kept codes keep their stock; a stocked aisle the
    // template would drop refuses the whole apply.
    const aisles = await aislesOf(deviceB.id);
    await okData(
      await act('vending/device-aisle/adjust', { id: aisles.A2?.id, currentCapacity: 2 }),
    );
    await okData(
      await act('vending/device-aisle-template/apply', {
        id: template.id,
        deviceIds: [deviceB.id],
      }),
    );
    expect((await aislesOf(deviceB.id)).A2).toMatchObject({
      id: aisles.A2?.id,
      currentCapacity: 2,
    });
    const smaller = await edit('vending/device-aisle-template', {
      name: 'Water only',
      deviceTypeId: type.id,
    });
    await edit('vending/device-aisle-template-item', {
      templateId: smaller.id,
      aisleCode: 'A1',
      layer: 1,
      columnNo: 1,
      itemId: water.id,
      maxCapacity: 8,
    });
    expect(
      refused(
        await act('vending/device-aisle-template/apply', {
          id: smaller.id,
          deviceIds: [deviceA.id, deviceB.id],
        }),
        400,
        'deviceIds',
      ),
    ).toBe('Aisle VM-B/A2 still holds 2 and cannot be removed or dropped; empty it first');
    expect(Object.keys(await aislesOf(deviceA.id))).toEqual(['A1', 'A2']);
    await okData(
      await act('vending/device-aisle/adjust', { id: aisles.A2?.id, currentCapacity: 0 }),
    );
    expect(await aisleLedgerDisagreements()).toEqual([]);
  });

  it('suggests and confirms a replenishment: warehouse → aisles, both ledgers agreeing', async () => {
    const aisles = await aislesOf(deviceA.id);
    const log = await edit('vending/replenishment-log', {
      deviceId: deviceA.id,
      warehouseId: warehouse.id,
      operator: 'Li',
    });
    expect(log.orderNo).toMatch(/^BH\d{14}$/);
    const [suggested] = await okData<Row[]>(
      await act('vending/replenishment-log/suggest', { id: log.id }),
    );
    expect(suggested).toMatchObject({ totalQuantity: 14, status: 0 });
    const lines = await entities('vending/replenishment-log-detail', {
      replenishmentLogId: log.id,
    });
    expect(lines.map((line) => [line.aisleCode, line.itemId, line.quantity])).toEqual([
      ['A1', water.id, 8],
      ['A2', cola.id, 6],
    ]);
    // The warehouse holds only 5 cola: the whole replenishment is refused, nothing moves.
    expect(
      refused(await act('vending/replenishment-log/confirm', { id: log.id }), 400, 'itemId'),
    ).toBe('Not enough Cola (V-2) in stock: 5 on hand, 6 wanted');
    expect(await onHand(warehouse.id, water.id)).toBe(100);
    expect((await aislesOf(deviceA.id)).A1?.currentCapacity).toBe(0);

    await edit('vending/replenishment-log-detail', {
      id: lines[1]?.id,
      replenishmentLogId: log.id,
      aisleId: aisles.A2?.id,
      quantity: 5,
    });
    // A line for another device's aisle is refused.
    const otherAisle = (await aislesOf(deviceB.id)).A1;
    refused(
      await call('sunrise', 'PATCH', 'vending/replenishment-log-detail/edit', {
        replenishmentLogId: log.id,
        aisleId: otherAisle?.id,
        quantity: 1,
      }),
      400,
      'aisleId',
    );
    const [confirmed] = await okData<Row[]>(
      await act('vending/replenishment-log/confirm', { id: log.id, remark: 'van 2' }),
    );
    expect(confirmed).toMatchObject({ status: 10 });
    await okData(await act('vending/replenishment-log/confirm', { id: log.id }));
    expect(await onHand(warehouse.id, water.id)).toBe(92);
    expect(await onHand(warehouse.id, cola.id)).toBe(0);
    const after = await aislesOf(deviceA.id);
    expect(after.A1).toMatchObject({ currentCapacity: 8, lowStock: false });
    expect(after.A2).toMatchObject({ currentCapacity: 5, lowStock: false });
    const posted = await entities('vending/replenishment-log-detail', {
      replenishmentLogId: log.id,
    });
    expect(posted.map((line) => [line.beforeQuantity, line.afterQuantity])).toEqual([
      [0, 8],
      [0, 5],
    ]);
    const moves = await entities('warehouse/wms-inventory-history', { formNo: log.orderNo });
    expect(moves.map((move) => [move.itemId, move.quantity, move.moveType]).sort()).toEqual(
      [
        [water.id, -8, 40],
        [cola.id, -5, 40],
      ].sort(),
    );
    const aisleMoves = await entities('vending/device-stock', { formNo: log.orderNo });
    expect(aisleMoves.map((move) => [move.aisleCode, move.quantity, move.reason]).sort()).toEqual([
      ['A1', 8, 20],
      ['A2', 5, 20],
    ]);
    expect(await aisleLedgerDisagreements()).toEqual([]);
    expect(await inventoryDisagreements()).toEqual([]);
    // What left the warehouse for the vending devices is what came into their aisles.
    const out = await sql<{ n: number }>`select coalesce(sum(-quantity), 0) as n
      from wms_inventory_history where move_type = 40`.execute(db());
    const into = await sql<{ n: number }>`select coalesce(sum(quantity), 0) as n
      from device_aisle_stock_log where reason = 20`.execute(db());
    expect(Number(out.rows[0]?.n)).toBe(Number(into.rows[0]?.n));
  });

  it('never fills an aisle above its capacity', async () => {
    const aisles = await aislesOf(deviceA.id);
    const log = await edit('vending/replenishment-log', {
      deviceId: deviceA.id,
      warehouseId: warehouse.id,
    });
    refused(await act('vending/replenishment-log/suggest', { id: log.id }), 400);
    await edit('vending/replenishment-log-detail', {
      replenishmentLogId: log.id,
      aisleId: aisles.A1?.id,
      quantity: 1,
    });
    expect(
      refused(await act('vending/replenishment-log/confirm', { id: log.id }), 400, 'aisleId'),
    ).toBe('Aisle A1 holds 8 of 8; 1 more do not fit');
    expect(await onHand(warehouse.id, water.id)).toBe(92);
    expect((await entities('vending/replenishment-log', { orderNo: log.orderNo }))[0]?.status).toBe(
      0,
    );
    await okData(await act('vending/replenishment-log/cancel', { id: log.id }));
    refused(await act('vending/replenishment-log/suggest', { id: log.id }), 400, 'status');
    expect(await inventoryDisagreements()).toEqual([]);
  });

  it('sells through the gateway: stock falls, an empty aisle is refused with nothing changed', async () => {
    const sold = await sell(signedA, 'S-0001', 'A1');
    expect(sold.statusCode, sold.body).toBe(200);
    expect(bodyOf(sold).data).toMatchObject({
      saleNo: 'S-0001',
      aisleCode: 'A1',
      remaining: 7,
      replayed: false,
    });
    const ledger = await entities('vending/device-stock', { formNo: 'S-0001' });
    expect(ledger).toEqual([
      expect.objectContaining({
        reason: 10,
        beforeQuantity: 8,
        quantity: -1,
        afterQuantity: 7,
        createBy: 'device:VM-A',
      }),
    ]);
    refused(await sell(signedA, 'S-0002', 'Q7'), 400, 'aisleCode');

    const plan = await deviceCall('aisles', {}, signedA);
    expect(plan.statusCode, plan.body).toBe(200);
    expect((bodyOf(plan).data as { aisles: Row[] }).aisles).toEqual([
      expect.objectContaining({
        aisleCode: 'A1',
        itemName: 'Water',
        currentCapacity: 7,
        maxCapacity: 8,
      }),
      expect.objectContaining({ aisleCode: 'A2', itemName: 'Cola', currentCapacity: 5 }),
    ]);
  });

  it('sells concurrently from one aisle exactly what it holds, never below zero', async () => {
    const before = (await aislesOf(deviceA.id)).A2?.currentCapacity as number;
    expect(before).toBe(5);
    const answers = await Promise.all(
      Array.from({ length: before + 7 }, (_, index) => sell(signedA, `C-${index}`, 'A2')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(before);
    const refusals = answers.filter((answer) => answer.statusCode === 400);
    expect(refusals).toHaveLength(7);
    expect(bodyOf(refusals[0] as LightMyRequestResponse)).toMatchObject({ field: 'aisleCode' });
    expect(bodyOf(refusals[0] as LightMyRequestResponse).description).toBe(
      'Aisle A2 is empty (0 in stock)',
    );
    expect((await aislesOf(deviceA.id)).A2).toMatchObject({ currentCapacity: 0, lowStock: true });
    expect(await aisleLedgerDisagreements()).toEqual([]);
    const sales = await sql<{ n: number }>`select count(*) as n from vending_sale
      where sale_no like 'C-%'`.execute(db());
    expect(Number(sales.rows[0]?.n)).toBe(before);
    // Refused sales are device events, and change nothing more.
    const events = await t.app.services.devices.eventsOf(deviceA.id);
    expect(events.filter((event) => event.code === 'vending.aisleEmpty')).toHaveLength(7);
    const counts = {
      sales: await count('vending_sale'),
      ledger: await count('device_aisle_stock_log'),
      nonces: await count('device_nonce'),
    };
    refused(await sell(signedA, 'E-1', 'A2'), 400, 'aisleCode');
    expect({
      sales: await count('vending_sale'),
      ledger: await count('device_aisle_stock_log'),
      nonces: await count('device_nonce'),
    }).toEqual(counts);
  });

  it('answers a sale number sent again as a success that changes nothing, even sent at once', async () => {
    const first = await sell(signedA, 'R-1', 'A1');
    expect(bodyOf(first).data).toMatchObject({ remaining: 6, replayed: false });
    const again = await sell(signedA, 'R-1', 'A1');
    expect(again.statusCode).toBe(200);
    expect(bodyOf(again).data).toMatchObject({ remaining: 6, replayed: true });
    const copies = await Promise.all(Array.from({ length: 6 }, () => sell(signedA, 'R-2', 'A1')));
    expect(copies.map((copy) => copy.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(copies.filter((copy) => (bodyOf(copy).data as Row).replayed === false)).toHaveLength(1);
    expect((await aislesOf(deviceA.id)).A1?.currentCapacity).toBe(5);
    expect(await entities('vending/device-stock', { formNo: 'R-2' })).toHaveLength(1);
    expect(await aisleLedgerDisagreements()).toEqual([]);
  });

  it('keeps every tenant to its own aisles, templates and replenishments', async () => {
    const aisles = await aislesOf(deviceA.id);
    const [template] = await entities('vending/device-aisle-template', { name: 'Drinks plan' });
    expect(await entities('vending/device-aisle', {}, 'harbour')).toEqual([]);
    expect(await entities('vending/device-stock', {}, 'harbour')).toEqual([]);
    refused(
      await act(
        'vending/device-aisle-template/apply',
        { id: template?.id, deviceIds: [deviceA.id] },
        'harbour',
      ),
      404,
    );
    refused(
      await act(
        'vending/device-aisle/adjust',
        { id: aisles.A1?.id, currentCapacity: 0 },
        'harbour',
      ),
      404,
    );
    refused(
      await call('harbour', 'PATCH', 'vending/device-aisle/edit', {
        deviceId: deviceA.id,
        aisleCode: 'H1',
        layer: 1,
        columnNo: 1,
        maxCapacity: 1,
      }),
      400,
      'deviceId',
    );
    const log = await edit('vending/replenishment-log', {
      deviceId: deviceA.id,
      warehouseId: warehouse.id,
    });
    refused(await act('vending/replenishment-log/confirm', { id: log.id }, 'harbour'), 404);
    refused(
      await call('harbour', 'PATCH', 'vending/replenishment-log-detail/edit', {
        replenishmentLogId: log.id,
        aisleId: aisles.A1?.id,
        quantity: 1,
      }),
      404,
    );
    expect((await aislesOf(deviceA.id)).A1?.currentCapacity).toBe(5);
  });
  it('scripts/device-simulator.mjs sells from the aisles its plan shows stocked', async () => {
    const before = await aislesOf(deviceA.id);
    const stocked = Number(before.A1?.currentCapacity) + Number(before.A2?.currentCapacity);
    expect(stocked).toBeGreaterThanOrEqual(3);
    // The simulator stamps its calls with the real time: the server's clock goes to it.
    t.clock.advance(Date.now() - t.clock.now());
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const script = fileURLToPath(new URL('../../../scripts/device-simulator.mjs', import.meta.url));
    const run = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = spawn(process.execPath, [script, '--url', url, '--once', '--sell', '3'], {
        env: { ...process.env, DEVICES: JSON.stringify([signedA]) },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => done({ code, output }));
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('sold 3, sales refused (aisle empty) 0');
    const after = await aislesOf(deviceA.id);
    expect(Number(after.A1?.currentCapacity) + Number(after.A2?.currentCapacity)).toBe(stocked - 3);
    expect(await aisleLedgerDisagreements()).toEqual([]);
  });
  it('keeps the aisle ledger right under sales and a replenishment at once', async () => {
    const device = await edit('admin/device', {
      innerCode: 'VM-D',
      name: 'Hall D',
      deviceTypeId: type.id,
    });
    const signed = {
      code: 'VM-D',
      secret: (
        await okData<{ secret: string }>(await act('admin/device/rotate-secret', { id: device.id }))
      ).secret,
    };
    const aisle = await edit('vending/device-aisle', {
      deviceId: device.id,
      aisleCode: 'X1',
      layer: 2,
      columnNo: 2,
      itemId: water.id,
      maxCapacity: 10,
    });
    await okData(await act('vending/device-aisle/adjust', { id: aisle.id, currentCapacity: 5 }));
    const log = await edit('vending/replenishment-log', {
      deviceId: device.id,
      warehouseId: warehouse.id,
    });
    await edit('vending/replenishment-log-detail', {
      replenishmentLogId: log.id,
      aisleId: aisle.id,
      quantity: 5,
    });
    const warehouseBefore = await onHand(warehouse.id, water.id);
    const [confirm, ...sales] = await Promise.all([
      act('vending/replenishment-log/confirm', { id: log.id }),
      ...Array.from({ length: 8 }, (_, index) => sell(signed, `X-${index}`, 'X1')),
    ]);
    // Sales only take stock away, so the 5 always fit; sales refused were those that found
    // the aisle empty before the replenishment came in.
    expect(confirm?.statusCode, confirm?.body).toBe(200);
    const sold = sales.filter((sale) => sale.statusCode === 200).length;
    expect(sales.filter((sale) => sale.statusCode === 400)).toHaveLength(8 - sold);
    expect(sold).toBeGreaterThanOrEqual(5);
    expect((await aislesOf(device.id)).X1?.currentCapacity).toBe(10 - sold);
    expect(await onHand(warehouse.id, water.id)).toBe(warehouseBefore - 5);
    expect(await aisleLedgerDisagreements()).toEqual([]);
    expect(await inventoryDisagreements()).toEqual([]);
  });
  it('reports whether every aisle’s stock is the sum of its ledger rows', async () => {
    const check = async (who: Who = 'sunrise', body: object = {}) =>
      okData<{
        aisles: number;
        stock: number;
        ledgerSum: number;
        agrees: boolean;
        disagreeing: Row[];
      }>(await act('vending/device-stock/check', body, who));
    const all = await check();
    expect(all).toMatchObject({ agrees: true, disagreeing: [] });
    expect(all.aisles).toBeGreaterThan(0);
    expect(all.ledgerSum).toBe(all.stock);
    expect(await check('harbour')).toMatchObject({ aisles: 0, stock: 0, agrees: true });
    expect(await check('harbour', { deviceId: deviceA.id })).toMatchObject({ aisles: 0 });
    // A stock changed behind the ledger's back shows.
    const aisle = (await aislesOf(deviceA.id)).A1 as Row;
    await sql`update device_aisle set current_capacity = current_capacity + 1
      where id = ${aisle.id}`.execute(db());
    const broken = await check('sunrise', { deviceId: deviceA.id });
    expect(broken.agrees).toBe(false);
    expect(broken.disagreeing).toEqual([
      expect.objectContaining({
        aisleId: aisle.id,
        aisleCode: 'A1',
        ledgerSum: aisle.currentCapacity,
      }),
    ]);
    await sql`update device_aisle set current_capacity = current_capacity - 1
      where id = ${aisle.id}`.execute(db());
    expect((await check('sunrise', { deviceId: deviceA.id })).agrees).toBe(true);
  });
});
