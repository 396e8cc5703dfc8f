import type { InventoryCheckReport, StateLogEntry } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './support/admin-calls';
import { resourceCalls, type Row } from './support/resource-calls';
import type { TestApp } from './support/test-app';
import { okData, PAGE } from './goods.support';

// The warehouse through the API, as Sunrise's and Harbour's tenant administrators: documents
// with lines and states, stock as a ledger that never goes negative (also under concurrent
// shipments), partner accounts, stock counts, and the isolation of it all.

describe('warehouse (WMS)', () => {
  let t: TestApp;
  let tokens: { sunrise: string; harbour: string };

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, harbour: demo.harbour };
  });
  afterAll(() => t.close());

  const { call, edit, act, entities, refused } = resourceCalls(
    () => ({ t, tokens }),
    '/api/warehouse/',
    'sunrise',
  );
  const db = () => t.app.db.withoutPlugins();
  const onHand = async (warehouseId: number, itemId: number) =>
    (
      await sql<{ quantity: number }>`select quantity from wms_inventory
        where warehouse_id = ${warehouseId} and item_id = ${itemId}`.execute(db())
    ).rows[0]?.quantity ?? 0;
  /** Every (warehouse, item) whose on-hand differs from the sum of its ledger rows. */
  const ledgerDisagreements = async () =>
    (
      await sql<{ id: number }>`select i.id from wms_inventory i where i.quantity <> coalesce(
        (select sum(h.quantity) from wms_inventory_history h
          where h.warehouse_id = i.warehouse_id and h.item_id = i.item_id), 0)`.execute(db())
    ).rows;

  let warehouse: Row;
  let item: Row;
  let other: Row;
  let supplier: Row;
  let customer: Row;

  const draftReceipt = async (lines: { itemId: number; quantity: number; unitPrice: number }[]) => {
    const receipt = await edit('receipt-order', {
      warehouseId: warehouse.id,
      supplierId: supplier.id,
      type: 10,
    });
    for (const line of lines)
      await edit('receipt-order-line', { receiptOrderId: receipt.id, ...line });
    return receipt;
  };
  const draftShipment = async (
    lines: { itemId: number; quantity: number; unitPrice: number }[],
  ) => {
    const shipment = await edit('shipment-order', {
      warehouseId: warehouse.id,
      wmsCustomerId: customer.id,
    });
    for (const line of lines)
      await edit('shipment-order-line', { shipmentOrderId: shipment.id, ...line });
    return shipment;
  };

  beforeAll(async () => {
    warehouse = await edit('warehouse', { warehouseNo: 'WH-1', name: 'Main warehouse' });
    item = await edit('item', { itemNo: 'IT-1', name: 'Mineral water', costPrice: 150 });
    other = await edit('item', { itemNo: 'IT-2', name: 'Cola' });
    supplier = await edit('supplier', { code: 'SUP-1', name: 'Spring Co.' });
    customer = await edit('wms-customer', { code: 'CUS-1', name: 'Corner shop' });
  });

  it('opens the demo warehouse on stock its ledger explains', async () => {
    const [main] = await entities('warehouse', { warehouseNo: 'WH-SH-01' });
    const stock = await entities('wms-inventory', { warehouseId: main?.id });
    expect(Object.fromEntries(stock.map((row) => [row.itemName, row.quantity]))).toMatchObject({
      'Mineral water 550 ml': 192,
      'Potato chips 70 g': 48,
    });
    const [supplierRow] = await entities('supplier', { code: 'SUP-001' });
    // Received 240×1.20 + 96×2.10 + 120×1.80 + 60×3.90 + 48×3.20, paid 200.00.
    expect(supplierRow?.balance).toBe(28_800 + 20_160 + 21_600 + 23_400 + 15_360 - 20_000);
    expect(await ledgerDisagreements()).toEqual([]);
    // The report says so too, and counts what is below its safety stock.
    const report = await okData<InventoryCheckReport>(
      await act('wms-inventory/check', { warehouseId: main?.id }),
    );
    expect(report).toMatchObject({ rows: 5, agrees: true, disagreeing: [], belowSafety: 0 });
    expect(report.ledgerSum).toBe(report.quantity);
  });

  it('reports a stock row that its ledger does not explain', async () => {
    const receipt = await draftReceipt([{ itemId: item.id, quantity: 3, unitPrice: 0 }]);
    await okData(await act('receipt-order/receive', { id: receipt.id }));
    // Damage done outside the server: the report finds it.
    await sql`update wms_inventory set quantity = quantity + 1
      where warehouse_id = ${warehouse.id} and item_id = ${item.id}`.execute(db());
    const report = await okData<InventoryCheckReport>(
      await act('wms-inventory/check', { warehouseId: warehouse.id }),
    );
    expect(report.agrees).toBe(false);
    expect(report.quantity).toBe(report.ledgerSum + 1);
    expect(report.disagreeing).toHaveLength(1);
    const [row] = report.disagreeing;
    expect(row).toMatchObject({ itemId: item.id, warehouseId: warehouse.id });
    expect(row?.quantity).toBe((row?.ledgerSum ?? 0) + 1);
    await sql`update wms_inventory set quantity = quantity - 1
      where warehouse_id = ${warehouse.id} and item_id = ${item.id}`.execute(db());
    expect((await okData<InventoryCheckReport>(await act('wms-inventory/check', {}))).agrees).toBe(
      true,
    );
  });

  it('numbers a receipt, prices its lines and keeps its totals', async () => {
    const receipt = await draftReceipt([
      { itemId: item.id, quantity: 10, unitPrice: 150 },
      { itemId: other.id, quantity: 3, unitPrice: 299 },
    ]);
    expect(receipt.orderNo).toMatch(/^RK\d{14}$/);
    // Made at once, documents still get numbers of their own, one after another.
    const made = await Promise.all(
      Array.from({ length: 30 }, () => edit('receipt-order', { warehouseId: warehouse.id })),
    );
    const numbers = made.map((row) => Number(String(row.orderNo).slice(10)));
    expect(new Set(numbers).size).toBe(30);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(29);
    expect(receipt.status).toBe(0);
    const lines = await entities('receipt-order-line', { receiptOrderId: receipt.id });
    expect(lines.map((line) => line.amount)).toEqual([1500, 897]);
    expect(lines[0]?.itemName).toBe('Mineral water');
    const [header] = await entities('receipt-order', { orderNo: receipt.orderNo });
    expect(header).toMatchObject({ totalQuantity: 13, totalAmount: 2397, status: 0 });
    // A client cannot set what only the server sets.
    const tampered = await edit('receipt-order', {
      id: receipt.id,
      warehouseId: warehouse.id,
      status: 10,
      totalAmount: 1,
      orderNo: 'X',
    });
    expect(tampered).toMatchObject({ status: 0, totalAmount: 2397, orderNo: receipt.orderNo });
  });

  it('receives a draft once: stock, ledger, supplier account and history; a repeat posts nothing', async () => {
    const receipt = await draftReceipt([{ itemId: item.id, quantity: 20, unitPrice: 100 }]);
    const before = await onHand(warehouse.id as number, item.id);
    const received = await okData<Row[]>(
      await act('receipt-order/receive', { id: receipt.id, remark: 'truck 7' }),
    );
    expect(received[0]).toMatchObject({ status: 10, warehouseName: 'Main warehouse' });
    expect(await onHand(warehouse.id as number, item.id)).toBe(before + 20);
    // The same call again (a retry) changes nothing.
    await okData(await act('receipt-order/receive', { id: receipt.id }));
    expect(await onHand(warehouse.id as number, item.id)).toBe(before + 20);
    const ledger = await entities('wms-inventory-history', { formNo: receipt.orderNo });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      beforeQuantity: before,
      quantity: 20,
      afterQuantity: before + 20,
      moveType: 10,
      createBy: 'sunrise.admin',
    });
    const [account] = await entities('receipt-order-account', { formNo: receipt.orderNo });
    expect(account).toMatchObject({ amount: 2000, entryType: 10, supplierName: 'Spring Co.' });
    const history = await okData<StateLogEntry[]>(
      await act('receipt-order/history', { id: receipt.id }),
    );
    expect(history).toEqual([
      expect.objectContaining({ action: 'receive', fromState: 0, toState: 10, remark: 'truck 7' }),
    ]);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('refuses changes to a posted document and steps its state does not allow, naming the state', async () => {
    const receipt = await draftReceipt([{ itemId: item.id, quantity: 1, unitPrice: 1 }]);
    await okData(await act('receipt-order/receive', { id: receipt.id }));
    expect(
      refused(
        await call('sunrise', 'PATCH', 'receipt-order/edit', {
          id: receipt.id,
          warehouseId: warehouse.id,
          remark: 'late',
        }),
        400,
        'status',
      ),
    ).toBe('This record is Posted (Status) and can no longer be changed or removed');
    expect(
      refused(
        await call(
          'sunrise',
          'PATCH',
          'receipt-order-line/edit',
          { receiptOrderId: receipt.id, itemId: item.id, quantity: 5 },
          'zh',
        ),
        400,
        'receiptOrderId',
      ),
    ).toBe('入库单已是“已过账”，其明细不能再修改');
    expect(
      refused(await act('receipt-order/void', { id: receipt.id }, 'sunrise', 'es'), 400, 'status'),
    ).toBe('Este registro está en «Contabilizado» (Estado); este paso no está permitido desde ahí');
    refused(
      await call('sunrise', 'DELETE', `receipt-order/remove?id=${receipt.id}`),
      400,
      'status',
    );
    const empty = await edit('receipt-order', { warehouseId: warehouse.id });
    expect(refused(await act('receipt-order/receive', { id: empty.id }), 400)).toBe(
      'The document has no lines and cannot be posted',
    );
    expect((await entities('receipt-order', { orderNo: empty.orderNo }))[0]?.status).toBe(0);
  });

  it('voids drafts only, once, and a void document neither changes nor posts', async () => {
    const shipment = await draftShipment([{ itemId: item.id, quantity: 1, unitPrice: 1 }]);
    const stock = await onHand(warehouse.id as number, item.id);
    const [voided] = await okData<Row[]>(
      await act('shipment-order/void', { id: shipment.id, remark: 'entered twice' }),
    );
    expect(voided?.status).toBe(-10);
    await okData(await act('shipment-order/void', { id: shipment.id }));
    expect(refused(await act('shipment-order/ship', { id: shipment.id }), 400, 'status')).toBe(
      'This record is Void (Status); this step is not allowed from there',
    );
    refused(
      await call('sunrise', 'PATCH', 'shipment-order-line/edit', {
        shipmentOrderId: shipment.id,
        itemId: item.id,
        quantity: 1,
      }),
      400,
      'shipmentOrderId',
    );
    refused(await call('sunrise', 'DELETE', `shipment-order/remove?id=${shipment.id}`), 400);
    expect(await onHand(warehouse.id as number, item.id)).toBe(stock);
    const history = await okData<StateLogEntry[]>(
      await act('shipment-order/history', { id: shipment.id }),
    );
    expect(history.map((entry) => [entry.action, entry.toState])).toEqual([['void', -10]]);
    // A draft is removed with its lines.
    const draft = await draftShipment([{ itemId: item.id, quantity: 1, unitPrice: 1 }]);
    await okData(await call('sunrise', 'DELETE', `shipment-order/remove?id=${draft.id}`));
    expect(await entities('shipment-order-line', { shipmentOrderId: draft.id })).toEqual([]);
  });

  it('refuses a shipment of more than is on hand as a whole, saying what is on hand', async () => {
    const receipt = await draftReceipt([{ itemId: other.id, quantity: 1, unitPrice: 0 }]);
    await okData(await act('receipt-order/receive', { id: receipt.id }));
    const stock = await onHand(warehouse.id as number, item.id);
    const shipment = await draftShipment([
      { itemId: other.id, quantity: 1, unitPrice: 500 },
      { itemId: item.id, quantity: stock + 1, unitPrice: 100 },
    ]);
    const otherBefore = await onHand(warehouse.id as number, other.id);
    expect(refused(await act('shipment-order/ship', { id: shipment.id }), 400, 'itemId')).toBe(
      `Not enough Mineral water (IT-1) in stock: ${stock} on hand, ${stock + 1} wanted`,
    );
    expect(await onHand(warehouse.id as number, other.id)).toBe(otherBefore);
    expect(await onHand(warehouse.id as number, item.id)).toBe(stock);
    expect((await entities('shipment-order', { orderNo: shipment.orderNo }))[0]?.status).toBe(0);
    expect(await entities('wms-inventory-history', { formNo: shipment.orderNo })).toEqual([]);
  });

  it('ships concurrently without ever selling stock twice', async () => {
    const receipt = await draftReceipt([{ itemId: other.id, quantity: 10, unitPrice: 0 }]);
    await okData(await act('receipt-order/receive', { id: receipt.id }));
    const stock = await onHand(warehouse.id as number, other.id);
    const shipments = [];
    for (let i = 0; i < stock + 8; i += 1)
      shipments.push(await draftShipment([{ itemId: other.id, quantity: 1, unitPrice: 100 }]));
    const answers = await Promise.all(
      shipments.map((shipment) => act('shipment-order/ship', { id: shipment.id })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(stock);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(8);
    expect(await onHand(warehouse.id as number, other.id)).toBe(0);
    expect(await ledgerDisagreements()).toEqual([]);
    const [customerRow] = await entities('wms-customer', { code: 'CUS-1' });
    expect(customerRow?.balance).toBeGreaterThanOrEqual(stock * 100);
  });

  it('never lets a line slip into a receipt while it is being received', async () => {
    const receipt = await draftReceipt([{ itemId: other.id, quantity: 1, unitPrice: 0 }]);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        call('sunrise', 'PATCH', 'receipt-order-line/edit', {
          receiptOrderId: receipt.id,
          itemId: other.id,
          quantity: 1,
        }),
      ),
      act('receipt-order/receive', { id: receipt.id }),
      ...Array.from({ length: 10 }, () =>
        call('sunrise', 'PATCH', 'receipt-order-line/edit', {
          receiptOrderId: receipt.id,
          itemId: other.id,
          quantity: 1,
        }),
      ),
    ]);
    expect(answers[10]?.statusCode).toBe(200);
    const lines = await entities('receipt-order-line', { receiptOrderId: receipt.id });
    const posted = await entities('wms-inventory-history', { formNo: receipt.orderNo });
    // What was received is exactly what the receipt holds: no line came after the posting.
    expect(posted.reduce((sum, row) => sum + (row.quantity as number), 0)).toBe(lines.length);
    const refusedLines = answers.filter((answer) => answer.statusCode === 400);
    expect(lines.length + refusedLines.length).toBe(21);
    const [header] = await entities('receipt-order', { orderNo: receipt.orderNo });
    expect(header?.totalQuantity).toBe(lines.length);
  });

  it('posts a stock count against what is on hand when it is finished', async () => {
    const book = await onHand(warehouse.id as number, item.id);
    const check = await edit('wms-inventory-check', { warehouseId: warehouse.id });
    expect(check.orderNo).toMatch(/^PD/);
    const line = await edit('wms-inventory-check-line', {
      checkId: check.id,
      itemId: item.id,
      countedQuantity: book - 2,
    });
    expect(line).toMatchObject({ bookQuantity: book, difference: -2 });
    // Stock moves after the line was written: the difference is taken at posting.
    const receipt = await draftReceipt([{ itemId: item.id, quantity: 5, unitPrice: 0 }]);
    await okData(await act('receipt-order/receive', { id: receipt.id }));
    await okData(await act('wms-inventory-check/finish', { id: check.id }));
    expect(await onHand(warehouse.id as number, item.id)).toBe(book - 2);
    const [posted] = await entities('wms-inventory-check-line', { checkId: check.id });
    expect(posted).toMatchObject({ bookQuantity: book + 5, difference: -7 });
    const [header] = await entities('wms-inventory-check', { orderNo: check.orderNo });
    expect(header).toMatchObject({ status: 10, totalDifference: -7 });
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('settles a partner’s balance, never below zero', async () => {
    const [before] = await entities('supplier', { code: 'SUP-1' });
    const balance = before?.balance as number;
    expect(balance).toBeGreaterThan(0);
    expect(
      refused(
        await act('supplier/settle', { id: supplier.id, amount: balance + 1 }),
        400,
        'amount',
      ),
    ).toBe(`The amount is more than the balance of ${(balance / 100).toFixed(2)}`);
    const [settled] = await okData<Row[]>(
      await act('supplier/settle', { id: supplier.id, amount: 100, remark: 'bank transfer' }),
    );
    expect(settled?.balance).toBe(balance - 100);
    const entries = await entities('receipt-order-account', {
      supplierId: supplier.id,
      entryType: 20,
    });
    expect(entries[0]).toMatchObject({
      amount: -100,
      previousBalance: balance,
      currentBalance: balance - 100,
      remark: 'bank transfer',
    });
  });

  it('keeps every tenant to its own warehouse', async () => {
    const receipt = await draftReceipt([{ itemId: item.id, quantity: 1, unitPrice: 1 }]);
    refused(await act('receipt-order/receive', { id: receipt.id }, 'harbour'), 404);
    refused(
      await call('harbour', 'PATCH', 'receipt-order-line/edit', {
        receiptOrderId: receipt.id,
        itemId: item.id,
        quantity: 1,
      }),
      404,
    );
    refused(
      await call('harbour', 'PATCH', 'receipt-order/edit', { warehouseId: warehouse.id }),
      400,
      'warehouseId',
    );
    refused(await act('receipt-order/history', { id: receipt.id }, 'harbour'), 404);
    const theirs = await call('harbour', 'POST', `wms-inventory/list${PAGE}`, {});
    expect((theirs.json() as { entities: Row[] }).entities).toEqual([]);
    expect((await entities('receipt-order', { orderNo: receipt.orderNo }))[0]?.status).toBe(0);
  });

  it('offers no edit or remove on the stock and ledger screens', async () => {
    expect((await call('sunrise', 'PATCH', 'wms-inventory/edit', { quantity: 5 })).statusCode).toBe(
      404,
    );
    expect((await call('sunrise', 'DELETE', 'wms-inventory-history/remove?id=1')).statusCode).toBe(
      404,
    );
  });
});
