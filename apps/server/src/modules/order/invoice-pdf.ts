import { existsSync } from 'node:fs';
import { INVOICE_STATUS, INVOICE_TITLE_TYPE, moneyOf } from '@retail/contract';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/database';
import { contentDisposition } from '../../lib/content-disposition';
import { untyped } from '../../scope/scoped-db';

// An invoice's PDF (docs/orders.md, Invoices), made by the server with pdfkit from the invoice as
// it was issued: its number and date, the title and tax number, the order, its lines and the
// amount; a voided one is marked VOID with its reason. Chinese text needs a font that has it:
// the first CJK font found among the usual system places (Noto CJK, WenQuanYi, Droid) is
// embedded; without one the PDF uses Helvetica and characters it lacks are shown as "?".

const CJK_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];
const cjkFont = CJK_FONTS.find((path) => existsSync(path));

export type InvoicePdfData = {
  invoiceNo: string;
  issueTime: string | null;
  status: number;
  voidReason: string | null;
  titleType: number;
  title: string;
  taxNo: string | null;
  amount: number;
  orderNo: string;
  storeName: string;
  lines: { goodsName: string; specText: string | null; count: number; payPrice: number }[];
};

/** The invoice, its order and lines as the PDF shows them (undefined: no such invoice). */
export const invoicePdfData = async (
  db: Db,
  invoiceId: number,
): Promise<InvoicePdfData | undefined> => {
  const row = (await untyped(db)
    .selectFrom('tradeOrderInvoice as i')
    .innerJoin('tradeOrder as o', 'o.id', 'i.orderId')
    .innerJoin('store as s', 's.id', 'o.storeId')
    .select([
      'i.orderId',
      'i.invoiceNo',
      'i.issueTime',
      'i.status',
      'i.voidReason',
      'i.titleType',
      'i.title',
      'i.taxNo',
      'i.amount',
      'o.orderNo',
      's.storeName',
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst()) as
    | (Omit<InvoicePdfData, 'lines' | 'amount'> & { orderId: number; amount: number | string })
    | undefined;
  if (!row) return undefined;
  const lines = (await untyped(db)
    .selectFrom('tradeOrderItem')
    .select(['goodsName', 'specText', 'count', 'payPrice'])
    .where('orderId', '=', row.orderId)
    .orderBy('id')
    .execute()) as {
    goodsName: string;
    specText: string | null;
    count: number;
    payPrice: number;
  }[];
  const { orderId: _order, ...invoice } = row;
  return {
    ...invoice,
    invoiceNo: invoice.invoiceNo ?? '',
    amount: Number(row.amount),
    lines: lines.map((line) => ({ ...line, payPrice: Number(line.payPrice) })),
  };
};

/** Helvetica has Latin-1 only: anything else becomes "?" when no CJK font is there. */
const shown = (text: string) => (cjkFont ? text : text.replace(/[^\x20-\xff]/g, '?'));

const render = (data: InvoicePdfData): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: data.invoiceNo } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (cjkFont) doc.font(cjkFont, cjkFont.endsWith('.ttc') ? 0 : undefined);
    doc.fontSize(20).text(shown(cjkFont ? '发票 INVOICE' : 'INVOICE'), { align: 'center' });
    doc.moveDown();
    const row = (label: string, value: string) =>
      doc.fontSize(11).text(`${label}: ${shown(value)}`);
    row('Invoice no.', data.invoiceNo);
    row('Issued at', data.issueTime ?? '');
    row('Seller', data.storeName);
    row('Title', data.title);
    row('Title type', data.titleType === INVOICE_TITLE_TYPE.company ? 'Company' : 'Personal');
    if (data.taxNo) row('Tax number', data.taxNo);
    row('Order no.', data.orderNo);
    doc.moveDown();
    for (const line of data.lines)
      row(
        `${line.goodsName}${line.specText ? ` (${line.specText})` : ''} x ${line.count}`,
        moneyOf(line.payPrice),
      );
    doc.moveDown();
    doc.fontSize(14).text(`Amount: ${moneyOf(data.amount)} CNY`);
    if (data.status === INVOICE_STATUS.voided) {
      doc.moveDown();
      doc.fillColor('red').fontSize(18).text('VOID (red-flushed)');
      doc.fontSize(11).text(shown(data.voidReason ?? ''));
    }
    doc.end();
  });

export const invoicePdf = {
  render,
  /** The PDF as a download named after the invoice number. */
  send: async (reply: FastifyReply, data: InvoicePdfData) => {
    const bytes = await render(data);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', bytes.length)
      .header('content-disposition', contentDisposition(`invoice-${data.invoiceNo}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(bytes);
  },
};
