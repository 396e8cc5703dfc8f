import { type Resource, resources, STOCK_MOVE, WMS_NUMBER_PREFIX } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { documentNumber } from '../../lib/document-number';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import { transitionHandler, type TransitionEffect } from '../../resources/transition';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import { postAccount, type PartnerKind } from './partner-ledger';
import { onHand, postStock, type StockOwner } from './stock-ledger';

// Receipts, shipments and stock counts: numbers and totals worked out by the server, and what
// posting each one does to stock and to the partner's account (in the transaction that moves
// its state: the whole document or nothing).

const numbered = (db: Db, prefix: string): ResourceHooks => ({
  prepare: async (scope, _values, id) =>
    id === undefined ? { orderNo: await documentNumber(db, prefix, scope) } : {},
});

type LineDoc = {
  /** The header's resource key, table and the lines' table and parent column. */
  header: string;
  lines: string;
  parentColumn: string;
};

const RECEIPT: LineDoc = {
  header: 'wmsReceiptOrder',
  lines: 'wmsReceiptOrderLine',
  parentColumn: 'receiptOrderId',
};
const SHIPMENT: LineDoc = {
  header: 'wmsShipmentOrder',
  lines: 'wmsShipmentOrderLine',
  parentColumn: 'shipmentOrderId',
};
const CHECK: LineDoc = {
  header: 'wmsInventoryCheck',
  lines: 'wmsInventoryCheckLine',
  parentColumn: 'checkId',
};

type Line = { itemId: number; quantity: number; amount: number } & ResourceRow;

const linesOf = async (db: Db, doc: LineDoc, id: number): Promise<Line[]> =>
  (await untyped(db)
    .selectFrom(doc.lines)
    .selectAll()
    .where(doc.parentColumn, '=', id)
    .orderBy('id')
    .execute()) as Line[];

/** The header's totals follow its lines. */
const refreshTotals = async (db: Db, doc: LineDoc, id: number) => {
  const lines = await linesOf(db, doc, id);
  await untyped(db)
    .updateTable(doc.header)
    .set({
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalAmount: lines.reduce((sum, line) => sum + line.amount, 0),
    })
    .where('id', '=', id)
    .execute();
};

/** A receipt's or shipment's line: its amount is quantity × unit price, its header's totals follow. */
const documentLine = (doc: LineDoc): ResourceHooks => ({
  prepare: async (_scope, values) => ({
    amount: Number(values.quantity ?? 0) * Number(values.unitPrice ?? 0),
  }),
  afterWrite: async (_scope, row, via) => refreshTotals(via, doc, row[doc.parentColumn] as number),
});

const warehouseOf = async (trx: Db, scope: Scope, id: number) =>
  (await findOwnedOr404(trx, scope, 'wmsWarehouse' as OwnedTable, id)) as unknown as StockOwner & {
    id: number;
  };

/** A count line: the book quantity when it was added, the difference from it. */
const countLine = (db: Db): ResourceHooks => ({
  prepare: async (scope, values, id) => {
    const counted = Number(values.countedQuantity ?? 0);
    if (id !== undefined) {
      const line = (await untyped(db)
        .selectFrom(CHECK.lines)
        .select('bookQuantity')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as { bookQuantity: number };
      return { difference: counted - line.bookQuantity };
    }
    const check = (await findOwnedOr404(
      db,
      scope,
      CHECK.header as OwnedTable,
      Number(values.checkId),
    )) as unknown as { warehouseId: number };
    const book = await onHand(db, check.warehouseId, Number(values.itemId));
    return { bookQuantity: book, difference: counted - book };
  },
  afterWrite: async (_scope, row, via) => {
    const checkId = row.checkId as number;
    const lines = (await untyped(via)
      .selectFrom(CHECK.lines)
      .select('difference')
      .where('checkId', '=', checkId)
      .execute()) as { difference: number }[];
    await untyped(via)
      .updateTable(CHECK.header)
      .set({ totalDifference: lines.reduce((sum, line) => sum + line.difference, 0) })
      .where('id', '=', checkId)
      .execute();
  },
});

/** Rules of the warehouse resources, by registry key. */
export const wmsHooks = (db: Db) => ({
  receiptOrder: numbered(db, WMS_NUMBER_PREFIX.receiptOrder),
  shipmentOrder: numbered(db, WMS_NUMBER_PREFIX.shipmentOrder),
  wmsInventoryCheck: numbered(db, WMS_NUMBER_PREFIX.wmsInventoryCheck),
  receiptOrderLine: documentLine(RECEIPT),
  shipmentOrderLine: documentLine(SHIPMENT),
  wmsInventoryCheckLine: countLine(db),
});

/** Posting a receipt (+) or shipment (−): every line moves stock, the partner's account accrues. */
const postDocument =
  (
    doc: LineDoc,
    sign: 1 | -1,
    moveType: number,
    partner: { kind: PartnerKind; column: string },
  ): TransitionEffect =>
  async ({ trx, scope, row }) => {
    const lines = await linesOf(trx, doc, row.id);
    if (lines.length === 0) throw new AppError(400, 'wms.noLines');
    const warehouse = await warehouseOf(trx, scope, row.warehouseId as number);
    for (const line of lines)
      await postStock(trx, scope, {
        warehouse,
        itemId: line.itemId,
        delta: sign * line.quantity,
        moveType,
        formNo: row.orderNo as string,
      });
    await refreshTotals(trx, doc, row.id);
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const partnerId = row[partner.column];
    if (typeof partnerId === 'number' && total > 0)
      await postAccount(trx, scope, {
        kind: partner.kind,
        partnerId,
        amount: total,
        formNo: row.orderNo as string,
        remark: null,
      });
  };

/** Posting a receipt: its lines into stock, its total to the supplier (also after an approval). */
export const receiptPosting: TransitionEffect = postDocument(RECEIPT, 1, STOCK_MOVE.receipt, {
  kind: 'supplier',
  column: 'supplierId',
});

/** Finishing a count: each line's difference from on hand now is posted as a gain or loss. */
const finishCount: TransitionEffect = async ({ trx, scope, row }) => {
  const lines = (await linesOf(trx, CHECK, row.id)) as unknown as (ResourceRow & {
    itemId: number;
    countedQuantity: number;
  })[];
  if (lines.length === 0) throw new AppError(400, 'wms.noLines');
  const warehouse = await warehouseOf(trx, scope, row.warehouseId as number);
  let total = 0;
  for (const line of lines) {
    const book = await onHand(trx, warehouse.id, line.itemId);
    const difference = line.countedQuantity - book;
    total += difference;
    await untyped(trx)
      .updateTable(CHECK.lines)
      .set({ bookQuantity: book, difference })
      .where('id', '=', line.id)
      .execute();
    if (difference !== 0)
      await postStock(trx, scope, {
        warehouse,
        itemId: line.itemId,
        delta: difference,
        moveType: STOCK_MOVE.check,
        formNo: row.orderNo as string,
      });
  }
  await untyped(trx)
    .updateTable(CHECK.header)
    .set({ totalDifference: total })
    .where('id', '=', row.id)
    .execute();
};

/** A settlement: money paid to a supplier or received from a customer lowers the balance. */
const settle =
  (db: Db, kind: PartnerKind) =>
  async ({ scope, body }: { scope: Scope; body: unknown }) => {
    const { id, amount, remark } = body as { id: number; amount: number; remark?: string | null };
    const row = await db.transaction().execute((trx) =>
      postAccount(trx, scope, {
        kind,
        partnerId: id,
        amount: -amount,
        formNo: null,
        remark: remark ?? null,
      }),
    );
    return [row as unknown as ResourceRow];
  };

const r = (key: keyof typeof resources) => resources[key] as unknown as Resource;

/** The handlers of the warehouse resources' actions. */
export const createWmsActions = (db: Db) => ({
  receiptOrder: {
    receive: transitionHandler(db, r('receiptOrder'), 'receive', receiptPosting),
    void: transitionHandler(db, r('receiptOrder'), 'void'),
  },
  shipmentOrder: {
    ship: transitionHandler(
      db,
      r('shipmentOrder'),
      'ship',
      postDocument(SHIPMENT, -1, STOCK_MOVE.shipment, {
        kind: 'customer',
        column: 'wmsCustomerId',
      }),
    ),
    void: transitionHandler(db, r('shipmentOrder'), 'void'),
  },
  wmsInventoryCheck: {
    finish: transitionHandler(db, r('wmsInventoryCheck'), 'finish', finishCount),
    void: transitionHandler(db, r('wmsInventoryCheck'), 'void'),
  },
  supplier: { settle: settle(db, 'supplier') },
  wmsCustomer: { settle: settle(db, 'customer') },
});
