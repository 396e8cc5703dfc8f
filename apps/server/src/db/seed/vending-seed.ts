import { deviceRequestHeaders } from '@retail/contract/device-signature';
import type { SignedCall } from '../../modules/device/device.service';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';
import type { Services } from '../../services';
import type { Db } from '../database';
import { seedScopeOf } from './seed-helpers';

// The demo's vending machines (SEED=demo): a device type with its aisle grid, two machines at
// Sunrise Central Plaza whose aisles come from an aisle template, stock taken from the demo
// warehouse by replenishments, a few sales and a remote command made through the signed
// gateway as a machine makes them — so the dashboard's device card and the vending screens open
// on figures that add up. Made through the same services as a user's clicks and a device's
// calls; after the demo warehouse (its goods and stock).

const TENANT_ADMIN = 'sunrise.admin';
const MODEL_CODE = 'VM-ST-0604';
const STORE_NAME = 'Sunrise Central Plaza';

type Row = { id: number } & Record<string, unknown>;

/** The template's aisles: code, layer, column, the warehouse item, price (cents), capacity. */
const PLAN = [
  ['A1', 1, 1, 'IT-1001', 200, 10],
  ['A2', 1, 2, 'IT-1001', 200, 10],
  ['A3', 1, 3, 'IT-1002', 350, 10],
  ['A4', 1, 4, 'IT-1003', 300, 10],
  ['B1', 2, 1, 'IT-2001', 650, 8],
  ['B2', 2, 2, 'IT-2001', 650, 8],
  ['B3', 2, 3, 'IT-2002', 550, 8],
  ['B4', 2, 4, 'IT-2002', 550, 8],
] as const;

/** Once per database: skipped when the demo device type is there already. */
export const seedDemoVending = async (db: Db, services: Services, nowMs: number) => {
  const scope = await seedScopeOf(db, TENANT_ADMIN, nowMs);
  if (!scope) return;
  const { services: resources, actions } = services.resources;
  if ((await resources.deviceType.all(scope, { modelCode: MODEL_CODE } as never)).length > 0)
    return;
  // The machines are stocked from the back room near the store (the demo's second warehouse).
  const warehouse = (
    (await resources.warehouse.all(scope, { warehouseNo: 'WH-SH-02' } as never)) as Row[]
  )[0];
  const store = (await untyped(db)
    .selectFrom('store')
    .select('id')
    .where('storeName', '=', STORE_NAME)
    .where('tenantId', '=', scope.tenantId)
    .executeTakeFirst()) as { id: number } | undefined;
  if (!warehouse || !store) return;
  const itemIds = new Map<string, number>();
  for (const itemNo of new Set(PLAN.map((aisle) => aisle[3]))) {
    const [item] = (await resources.item.all(scope, { itemNo } as never)) as Row[];
    if (!item) return;
    itemIds.set(itemNo, item.id);
  }
  const edit = async (service: { edit: (s: Scope, b: never) => Promise<unknown> }, body: object) =>
    (await service.edit(scope, body as never)) as Row;

  // The back room's goods for the machines, received from a wholesaler of their own.
  const wholesaler = await edit(resources.supplier, {
    code: 'SUP-002',
    name: 'Pudong Vending Supplies',
    contact: 'Sun Hao',
  });
  const receipt = await edit(resources.receiptOrder, {
    warehouseId: warehouse.id,
    supplierId: wholesaler.id,
    type: 10,
  });
  for (const [itemNo, quantity, unitPrice] of [
    ['IT-1001', 48, 120],
    ['IT-1002', 24, 210],
    ['IT-1003', 24, 180],
    ['IT-2001', 36, 390],
    ['IT-2002', 36, 320],
  ] as const)
    await edit(resources.receiptOrderLine, {
      receiptOrderId: receipt.id,
      itemId: itemIds.get(itemNo),
      quantity,
      unitPrice,
    });
  await actions.receiptOrder.receive({
    scope,
    body: { id: receipt.id, remark: 'For the machines' },
  });

  const type = await edit(resources.deviceType, {
    name: 'Snack & drinks tower',
    modelCode: MODEL_CODE,
    rows: 6,
    cols: 4,
    aisleMaxCapacity: 12,
    dropDetection: true,
    remark: 'Demo vending machine model',
  });
  const devices: Row[] = [];
  for (const [innerCode, name, serialNumber] of [
    ['VM-CP-01', 'Central Plaza lobby', 'SN-2026-0001'],
    ['VM-CP-02', 'Central Plaza car park', 'SN-2026-0002'],
  ] as const)
    devices.push(
      await edit(resources.device, {
        innerCode,
        name,
        serialNumber,
        deviceTypeId: type.id,
        storeId: store.id,
        status: 1,
        address: '1 Central Plaza, Huangpu',
      }),
    );
  const [lobby, carPark] = devices as [Row, Row];

  // The aisle plan, applied to both machines at once.
  const template = await edit(resources.deviceAisleTemplate, {
    name: 'Tower: drinks above, snacks below',
    deviceTypeId: type.id,
  });
  for (const [aisleCode, layer, columnNo, itemNo, price, maxCapacity] of PLAN)
    await edit(resources.deviceAisleTemplateItem, {
      templateId: template.id,
      aisleCode,
      layer,
      columnNo,
      itemId: itemIds.get(itemNo),
      price,
      maxCapacity,
    });
  await actions.deviceAisleTemplate.apply({
    scope,
    body: { id: template.id, deviceIds: [lobby.id, carPark.id] },
  });

  // Stock from the warehouse: the lobby filled up (suggested lines), the car park in part.
  const full = await edit(resources.replenishmentLog, {
    deviceId: lobby.id,
    warehouseId: warehouse.id,
    operator: 'Li Na',
  });
  await actions.replenishmentLog.suggest({ scope, body: { id: full.id } });
  await actions.replenishmentLog.confirm({ scope, body: { id: full.id, remark: 'First fill' } });
  const aisles = (await resources.deviceAisle.all(scope, {
    deviceId: carPark.id,
  } as never)) as Row[];
  const part = await edit(resources.replenishmentLog, {
    deviceId: carPark.id,
    warehouseId: warehouse.id,
    operator: 'Li Na',
  });
  const quantities: Record<string, number> = { A1: 6, A3: 4, B1: 2, B3: 5 };
  for (const aisle of aisles) {
    const quantity = quantities[String(aisle.aisleCode)];
    if (quantity)
      await edit(resources.replenishmentLogDetail, {
        replenishmentLogId: part.id,
        aisleId: aisle.id,
        quantity,
      });
  }
  await actions.replenishmentLog.confirm({ scope, body: { id: part.id } });

  // The machines' own calls, signed with their secrets: a heartbeat, a few sales, a command.
  const machine = async (device: Row) => {
    const { secret } = await services.devices.rotateSecret(scope, device.id);
    let turn = 0;
    return async (name: string, body: object): Promise<SignedCall> => {
      turn += 1;
      const path = `/api/device-gateway/${name}`;
      const text = JSON.stringify(body);
      const headers = await deviceRequestHeaders({
        code: String(device.innerCode),
        secret,
        method: 'POST',
        path,
        body: text,
        timestamp: nowMs,
        nonce: `demo-seed-${String(device.id)}-${String(turn)}`,
      });
      return {
        code: headers['x-device-code'],
        timestamp: headers['x-timestamp'],
        nonce: headers['x-nonce'],
        signature: headers['x-signature'],
        method: 'POST',
        path,
        body: text,
      };
    };
  };
  const sales: [Row, string[]][] = [
    [lobby, ['A1', 'A1', 'A3', 'B1', 'B3', 'A4']],
    [carPark, ['A1', 'B1', 'B3']],
  ];
  for (const [device, codes] of sales) {
    const sign = await machine(device);
    await services.devices.heartbeat(await sign('heartbeat', { softwareVersion: '2.4.1' }), {
      softwareVersion: '2.4.1',
    });
    for (const [index, aisleCode] of codes.entries()) {
      const body = { saleNo: `${String(device.innerCode)}-DEMO-${String(index + 1)}`, aisleCode };
      await services.vendingSales.sale(await sign('sale', body), body);
    }
    if (device === lobby) {
      // Staff asked the lobby machine to sync its aisle plan; it did.
      await actions.device.sendCommand({ scope, body: { id: lobby.id, command: 'syncAisles' } });
      const { answer } = await services.deviceCommands.fetch(await sign('commands', {}), {});
      for (const command of answer.commands) {
        const ack = { id: command.id, result: 'done' as const, message: '8 aisles with goods' };
        await services.deviceCommands.ack(await sign('command-ack', ack), ack);
      }
    }
  }
};
