import {
  type InvoiceRequest,
  INVOICE_STATUS,
  INVOICE_TITLE_TYPE,
  moneyOf,
  ORDER_STATUS,
  type OrderInvoiceRecord,
  resources,
  type Resource,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ShopperIdentity } from '../../lib/identity';
import type { Scope } from '../../scope/scope';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import { transitionHandler } from '../../resources/transition';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import { writeOrderLog } from './order-log';
import { invoicePdfData } from './invoice-pdf';

// Invoices of orders (docs/orders.md, Invoices): the shopper asks for one on a paid order, the
// operator issues it with its number or rejects it with a reason. What may be invoiced is what
// was paid less what was refunded and what invoices already issued cover; one request waits per
// order at a time (a partial unique index is the last wall). Every step is in the state log.

const invoice = resources.orderInvoice as unknown as Resource;
const INVOICED_STATES: readonly number[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.shipped,
  ORDER_STATUS.completed,
];

type InvoiceRow = {
  id: number;
  orderId: number;
  customerId: number;
  titleType: number;
  title: string;
  taxNo: string | null;
  email: string;
  amount: number | string;
  status: number;
  invoiceNo: string | null;
  issueTime: string | null;
  rejectReason: string | null;
  voidReason: string | null;
  voidTime: string | null;
  requestKey: string;
  tenantId: number;
  organId: number;
  organPath: string;
  createDate: string | null;
  updateDate: string | null;
};

/**
 * What may still be invoiced on the order: paid − refunded − Σ issued (other than `except`).
 * The order's row is touched first, so that a refund or another issue of it waits (PostgreSQL).
 */
export const invoiceableOf = async (trx: Db, orderId: number, except = 0): Promise<number> => {
  await untyped(trx)
    .updateTable('tradeOrder')
    .set((eb) => ({ updateDate: eb.ref('updateDate') }))
    .where('id', '=', orderId)
    .execute();
  const order = (await untyped(trx)
    .selectFrom('tradeOrder')
    .select(['payPrice', 'refundPrice'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()) as { payPrice: number | string; refundPrice: number | string };
  const issued = (await untyped(trx)
    .selectFrom('tradeOrderInvoice')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('amount'), eb.lit(0)).as('total'))
    .where('orderId', '=', orderId)
    .where('status', '=', INVOICE_STATUS.issued)
    .where('id', '<>', except)
    .executeTakeFirst()) as { total: number | string } | undefined;
  return Number(order.payPrice) - Number(order.refundPrice) - Number(issued?.total ?? 0);
};

/**
 * A refund may not take the order below what its issued invoices cover (the recommended rule of
 * domains.md §2: a full refund after an invoice was issued needs it voided first): refused,
 * naming the newest issued invoice and its amount.
 */
export const refundKeepsInvoices = async (
  db: Db,
  request: { orderId: number; refundPrice: number | string },
): Promise<void> => {
  const issued = (await untyped(db)
    .selectFrom('tradeOrderInvoice')
    .select(['invoiceNo', 'amount'])
    .where('orderId', '=', request.orderId)
    .where('status', '=', INVOICE_STATUS.issued)
    .orderBy('id', 'desc')
    .execute()) as { invoiceNo: string | null; amount: number | string }[];
  const [newest] = issued;
  if (!newest) return;
  const covered = issued.reduce((sum, invoice) => sum + Number(invoice.amount), 0);
  const order = (await untyped(db)
    .selectFrom('tradeOrder')
    .select(['payPrice', 'refundPrice'])
    .where('id', '=', request.orderId)
    .executeTakeFirstOrThrow()) as { payPrice: number | string; refundPrice: number | string };
  const left = Number(order.payPrice) - Number(order.refundPrice) - Number(request.refundPrice);
  if (left < covered)
    throw new AppError(400, 'invoice.voidFirst', {
      values: { invoiceNo: newest.invoiceNo ?? '', amount: moneyOf(Number(newest.amount)) },
    });
};

/** The answer of a shopper's request: the record as the console lists it. */
const recordOf = async (db: Db, id: number): Promise<OrderInvoiceRecord> => {
  const row = (await untyped(db)
    .selectFrom('tradeOrderInvoice as i')
    .innerJoin('tradeOrder as o', 'o.id', 'i.orderId')
    .innerJoin('customer as c', 'c.id', 'i.customerId')
    .selectAll('i')
    .select(['o.orderNo as orderName', 'c.mobile as customerName'])
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow()) as InvoiceRow & { orderName: string; customerName: string };
  const { requestKey: _key, ...answer } = row;
  return { ...answer, amount: Number(row.amount) } as unknown as OrderInvoiceRecord;
};

export const createOrderInvoices = ({ db, now }: { db: Db; now: () => number }) => {
  /** A shopper's request on one of their paid orders; the same request key answers the same. */
  const request = async (
    shopper: ShopperIdentity,
    body: InvoiceRequest,
  ): Promise<OrderInvoiceRecord> => {
    const made = async () =>
      (await untyped(db)
        .selectFrom('tradeOrderInvoice')
        .select(['id', 'orderId'])
        .where('customerId', '=', shopper.customerId)
        .where('requestKey', '=', body.requestKey)
        .executeTakeFirst()) as { id: number; orderId: number } | undefined;
    const again = async (row: { id: number; orderId: number }) => {
      if (row.orderId !== body.orderId)
        throw new AppError(400, 'order.keyReused', { field: 'requestKey' });
      return recordOf(db, row.id);
    };
    const earlier = await made();
    if (earlier) return again(earlier);
    const taxNo = body.taxNo?.trim() || null;
    if (body.titleType === INVOICE_TITLE_TYPE.company && !taxNo)
      throw new AppError(400, 'invoice.taxNoRequired', { field: 'taxNo' });
    try {
      const id = await db.transaction().execute(async (trx) => {
        const order = (await untyped(trx)
          .selectFrom('tradeOrder')
          .select(['id', 'status', 'tenantId', 'organId', 'organPath'])
          .where('id', '=', body.orderId)
          .where('customerId', '=', shopper.customerId)
          .where('tenantId', '=', shopper.tenantId)
          .executeTakeFirst()) as
          | { id: number; status: number; tenantId: number; organId: number; organPath: string }
          | undefined;
        if (!order) throw new AppError(404, 'record.notFound');
        if (!INVOICED_STATES.includes(order.status))
          throw new AppError(400, 'invoice.orderUnpaid', { field: 'orderId' });
        const open = await untyped(trx)
          .selectFrom('tradeOrderInvoice')
          .select('id')
          .where('orderId', '=', order.id)
          .where('status', '=', INVOICE_STATUS.requested)
          .executeTakeFirst();
        if (open) throw new AppError(400, 'invoice.alreadyOpen', { field: 'orderId' });
        const max = await invoiceableOf(trx, order.id);
        if (body.amount > max)
          throw new AppError(400, 'invoice.overPaid', {
            field: 'amount',
            values: { max: moneyOf(Math.max(0, max)) },
          });
        const by = `customer:${shopper.customerId}`;
        const date = formatDateTime(now());
        const owner = {
          tenantId: order.tenantId,
          organId: order.organId,
          organPath: order.organPath,
        };
        const row = (await untyped(trx)
          .insertInto('tradeOrderInvoice')
          .values({
            ...owner,
            orderId: order.id,
            customerId: shopper.customerId,
            titleType: body.titleType,
            title: body.title,
            taxNo,
            email: body.email,
            amount: body.amount,
            status: INVOICE_STATUS.requested,
            requestKey: body.requestKey,
            createBy: by,
            createDate: date,
            updateBy: by,
            updateDate: date,
          })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number };
        await writeOrderLog(trx, {
          owner,
          resource: 'orderInvoice',
          recordId: row.id,
          action: 'request',
          from: INVOICE_STATUS.requested,
          to: INVOICE_STATUS.requested,
          by,
          date,
        });
        return row.id;
      });
      return await recordOf(db, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same request twice at once, or another request of the order that came first.
      const other = await made();
      if (other) return again(other);
      throw new AppError(400, 'invoice.alreadyOpen', { field: 'orderId' });
    }
  };

  /** One of the shopper's issued invoices, for its PDF (requested, rejected or voided: 400). */
  const shopperPdf = async (shopper: ShopperIdentity, id: number) => {
    const own = (await untyped(db)
      .selectFrom('tradeOrderInvoice')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('customerId', '=', shopper.customerId)
      .where('tenantId', '=', shopper.tenantId)
      .executeTakeFirst()) as { id: number; status: number } | undefined;
    if (!own) throw new AppError(404, 'record.notFound');
    if (own.status !== INVOICE_STATUS.issued) throw new AppError(400, 'invoice.notIssued');
    const data = await invoicePdfData(db, own.id);
    if (!data) throw new AppError(404, 'record.notFound');
    return data;
  };

  /** An invoice the caller can see, issued or voided, for its PDF. */
  const staffPdf = async (scope: Scope, id: number) => {
    const row = (await findOwnedOr404(
      db,
      scope,
      'tradeOrderInvoice' as OwnedTable,
      id,
    )) as unknown as { status: number };
    const printed: readonly number[] = [INVOICE_STATUS.issued, INVOICE_STATUS.voided];
    if (!printed.includes(row.status)) throw new AppError(400, 'invoice.notIssued');
    const data = await invoicePdfData(db, id);
    if (!data) throw new AppError(404, 'record.notFound');
    return data;
  };

  return { request, shopperPdf, staffPdf };
};

export type OrderInvoices = ReturnType<typeof createOrderInvoices>;

/** The console's steps on invoices: issue (within what may be invoiced), reject and void. */
export const invoiceActions = (db: Db) => {
  const table = 'tradeOrderInvoice' as OwnedTable;
  const reread = async (context: Parameters<ActionHandler>[0], id: number) => [
    (await findOwnedOr404(db, context.scope, table, id)) as unknown as ResourceRow,
  ];

  const issue: ActionHandler = async (context) => {
    const { id, invoiceNo } = context.body as { id: number; invoiceNo: string };
    await transitionHandler(db, invoice, 'issue', async ({ trx, row }) => {
      const max = await invoiceableOf(trx, Number(row.orderId), row.id);
      if (Number(row.amount) > max)
        throw new AppError(400, 'invoice.overPaid', { values: { max: moneyOf(Math.max(0, max)) } });
      await untyped(trx)
        .updateTable(table)
        .set({ invoiceNo, issueTime: formatDateTime(context.scope.nowMs) })
        .where('id', '=', row.id)
        .execute();
    })(context);
    return reread(context, id);
  };

  const reject: ActionHandler = async (context) => {
    const { id, rejectReason } = context.body as { id: number; rejectReason: string };
    await transitionHandler(db, invoice, 'reject', async ({ trx, row }) => {
      await untyped(trx)
        .updateTable(table)
        .set({ rejectReason })
        .where('id', '=', row.id)
        .execute();
    })(context);
    return reread(context, id);
  };

  /** An issued invoice voided (red-flushed): its amount may be invoiced again, or refunded. */
  const voidInvoice: ActionHandler = async (context) => {
    const { id, voidReason } = context.body as { id: number; voidReason: string };
    await transitionHandler(db, invoice, 'void', async ({ trx, row }) => {
      await untyped(trx)
        .updateTable(table)
        .set({ voidReason, voidTime: formatDateTime(context.scope.nowMs) })
        .where('id', '=', row.id)
        .execute();
    })(context);
    return reread(context, id);
  };

  return { orderInvoice: { issue, reject, void: voidInvoice } };
};
