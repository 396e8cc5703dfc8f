import type { Db } from '../database';
import type { Scope } from '../../scope/scope';
import { seedScopeOf } from './seed-helpers';
import type { ResourceServices } from '../../resources/resource-services';

// The demo warehouse of Sunrise Retail (SEED=demo), made through the same services and state
// changes a user's clicks go through: received and shipped documents move stock through the
// ledger, so the inventory, ledger and account screens open on numbers that add up.

const TENANT_ADMIN = 'sunrise.admin';
const MARKER = 'WH-SH-01';

type Row = { id: number } & Record<string, unknown>;

/** Once per database: skipped when the demo warehouse is there already. */
export const seedDemoWarehouse = async (
  db: Db,
  { services, actions }: ResourceServices,
  nowMs: number,
): Promise<void> => {
  const scope = await seedScopeOf(db, TENANT_ADMIN, nowMs);
  if (!scope) return;
  const existing = await services.warehouse.all(scope, { warehouseNo: MARKER } as never);
  if (existing.length > 0) return;
  const edit = async (service: { edit: (s: Scope, b: never) => Promise<unknown> }, body: object) =>
    (await service.edit(scope, body as never)) as Row;

  const main = await edit(services.warehouse, {
    warehouseNo: MARKER,
    name: 'Shanghai central warehouse',
    address: '88 Logistics Park Road, Minhang',
    principal: 'Chen Jing',
    isDefault: true,
  });
  await edit(services.warehouse, {
    warehouseNo: 'WH-SH-02',
    name: 'Riverside back room',
    principal: 'Li Na',
  });
  const drinks = await edit(services.itemType, { name: 'Drinks' });
  const snacks = await edit(services.itemType, { name: 'Snacks' });
  const items = [
    ['IT-1001', 'Mineral water 550 ml', drinks, 'bottle', 120, 200, 48],
    ['IT-1002', 'Green tea 500 ml', drinks, 'bottle', 210, 350, 24],
    ['IT-1003', 'Cola 330 ml can', drinks, 'can', 180, 300, 24],
    ['IT-2001', 'Potato chips 70 g', snacks, 'bag', 390, 650, 12],
    ['IT-2002', 'Chocolate bar 45 g', snacks, 'bar', 320, 550, 12],
  ] as const;
  const item: Row[] = [];
  for (const [itemNo, name, type, unit, costPrice, sellingPrice, safetyStock] of items)
    item.push(
      await edit(services.item, {
        itemNo,
        name,
        itemTypeId: type.id,
        unit,
        costPrice,
        sellingPrice,
        safetyStock,
      }),
    );
  const supplier = await edit(services.supplier, {
    code: 'SUP-001',
    name: 'Huadong Beverage Co.',
    contact: 'Wang Lei',
    mobile: '13800000001',
  });
  const customer = await edit(services.wmsCustomer, {
    code: 'CUS-001',
    name: 'Sunrise Metro Kiosk',
    contact: 'Zhao Min',
  });

  const document = async (
    header: 'receiptOrder' | 'shipmentOrder',
    body: object,
    lines: [number, number, number][],
  ) => {
    const doc = await edit(services[header], { warehouseId: main.id, ...body });
    const line = header === 'receiptOrder' ? services.receiptOrderLine : services.shipmentOrderLine;
    for (const [index, quantity, unitPrice] of lines)
      await edit(line, {
        [`${header}Id`]: doc.id,
        itemId: item[index]?.id,
        quantity,
        unitPrice,
      });
    return doc;
  };
  const first = await document('receiptOrder', { supplierId: supplier.id, type: 10 }, [
    [0, 240, 120],
    [1, 96, 210],
    [2, 120, 180],
  ]);
  await actions.receiptOrder.receive({ scope, body: { id: first.id, remark: 'Weekly delivery' } });
  const second = await document('receiptOrder', { supplierId: supplier.id, type: 10 }, [
    [3, 60, 390],
    [4, 48, 320],
  ]);
  await actions.receiptOrder.receive({ scope, body: { id: second.id } });
  await document('receiptOrder', { supplierId: supplier.id, type: 10 }, [[0, 120, 120]]);
  const shipped = await document('shipmentOrder', { wmsCustomerId: customer.id, type: 10 }, [
    [0, 48, 200],
    [3, 12, 650],
  ]);
  await actions.shipmentOrder.ship({ scope, body: { id: shipped.id, remark: 'Kiosk restock' } });
  await document('shipmentOrder', { wmsCustomerId: customer.id, type: 10 }, [[2, 24, 300]]);
  await actions.supplier.settle({
    scope,
    body: { id: supplier.id, amount: 20_000, remark: 'Bank transfer' },
  });
};
