import { z } from 'zod';
import { idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';
import { defineResource, transitionInput } from '../registry/define-resource';
import { choice, integer, money, reference, state, text } from '../registry/fields';
import {
  INVOICE_STATUS_TEXTS,
  INVOICE_STATUSES,
  INVOICE_TITLE_TEXTS,
  INVOICE_TITLE_TYPES,
} from './order-detail-codes';
import { ORDER_DIRECTORY } from './order-menu';

// Invoice requests of orders (docs/orders.md, Invoices): the shopper asks for one on a paid
// order (storefront API); the operator issues it (with the invoice number) or rejects it (with
// the reason). The amount never exceeds what was paid less refunds and invoices already issued;
// one request waits per order at a time.

/** Issue a requested invoice: its number. */
export const issueInvoiceInput = transitionInput.extend({
  invoiceNo: requiredTextOf(32).regex(/^[0-9A-Za-z-]+$/, { error: 'invalid' }),
});

/** Reject a requested invoice: the reason the shopper reads. */
export const rejectInvoiceInput = transitionInput.extend({
  rejectReason: requiredTextOf(500, { multiline: true }),
});

/** Void (red-flush) an issued invoice: the reason (required; a full refund needs it first). */
export const voidInvoiceInput = transitionInput.extend({
  voidReason: requiredTextOf(255, { multiline: true }),
});

/** The shopper's request (storefront). */
export const invoiceRequestSchema = z.object({
  orderId: idSchema,
  titleType: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .refine((value) => (INVOICE_TITLE_TYPES as readonly number[]).includes(value), {
      error: 'invalid',
    }),
  title: requiredTextOf(100),
  taxNo: textOf(32)
    .regex(/^[0-9A-Za-z]*$/, { error: 'invalid' })
    .nullable()
    .optional(),
  email: requiredTextOf(100).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'invalid' }),
  /** Cents; at most what was paid less refunds and invoices issued. */
  amount: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }),
  requestKey: requiredTextOf(64),
});

export const orderInvoiceResource = defineResource({
  key: 'orderInvoice',
  service: 'order',
  table: 'trade_order_invoice',
  scope: 'parent',
  parent: { resource: 'order', field: 'orderId' },
  writable: false,
  newestFirst: true,
  noun: 'Order invoices',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'documentation', after: 'orderExtInfo' },
  fields: {
    orderId: reference('order', { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    titleType: choice(INVOICE_TITLE_TYPES, { defaultValue: 1, readOnly: true, filter: true }),
    title: text({ max: 100, required: true, readOnly: true, filter: true }),
    taxNo: text({ max: 32, key: true, readOnly: true }),
    email: text({ max: 100, required: true, readOnly: true }),
    amount: money({ readOnly: true }),
    status: state(INVOICE_STATUSES, { initial: 10, editableIn: [], filter: true }),
    invoiceNo: text({ max: 32, key: true, readOnly: true, filter: true }),
    issueTime: text({ max: 19, readOnly: true }),
    rejectReason: text({ max: 500, multiline: true, readOnly: true, list: false }),
    voidReason: text({ max: 255, multiline: true, readOnly: true, list: false }),
    voidTime: text({ max: 19, readOnly: true, list: false }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'title',
  actions: {
    issue: {
      input: issueInvoiceInput,
      authority: 'ISSUE',
      summary:
        'Issue a requested invoice with its number (refused when it exceeds what was paid less refunds and invoices issued)',
      transition: { from: [10], to: 20 },
    },
    reject: {
      input: rejectInvoiceInput,
      authority: 'REJECT',
      summary: 'Reject a requested invoice with the reason the shopper reads',
      transition: { from: [10], to: 30 },
    },
    void: {
      input: voidInvoiceInput,
      authority: 'VOID',
      summary: 'Void (red-flush) an issued invoice',
      transition: { from: [20], to: 40 },
    },
  },
  labels: {
    en: {
      title: 'Invoices',
      fields: {
        orderId: 'Order',
        customerId: 'Customer',
        titleType: 'Title type',
        title: 'Invoice title',
        taxNo: 'Tax number',
        email: 'Email',
        amount: 'Amount',
        status: 'Status',
        invoiceNo: 'Invoice no.',
        issueTime: 'Issued at',
        rejectReason: 'Reason rejected',
        voidReason: 'Reason voided',
        voidTime: 'Voided at',
        createDate: 'Requested at',
      },
      options: {
        titleType: INVOICE_TITLE_TEXTS.en,
        status: INVOICE_STATUS_TEXTS.en,
      },
      actions: { issue: 'Issue', reject: 'Reject', void: 'Void' },
    },
    zh: {
      title: '订单发票',
      fields: {
        orderId: '订单',
        customerId: '会员',
        titleType: '抬头类型',
        title: '发票抬头',
        taxNo: '税号',
        email: '邮箱',
        amount: '开票金额',
        status: '状态',
        invoiceNo: '发票号码',
        issueTime: '开票时间',
        rejectReason: '驳回原因',
        voidReason: '红冲原因',
        voidTime: '红冲时间',
        createDate: '申请时间',
      },
      options: {
        titleType: INVOICE_TITLE_TEXTS.zh,
        status: INVOICE_STATUS_TEXTS.zh,
      },
      actions: { issue: '开票', reject: '驳回', void: '红冲作废' },
    },
    es: {
      title: 'Facturas',
      fields: {
        orderId: 'Pedido',
        customerId: 'Cliente',
        titleType: 'Tipo de título',
        title: 'Título de la factura',
        taxNo: 'Número fiscal',
        email: 'Correo electrónico',
        amount: 'Importe',
        status: 'Estado',
        invoiceNo: 'N.º de factura',
        issueTime: 'Emitida el',
        rejectReason: 'Motivo del rechazo',
        voidReason: 'Motivo de la anulación',
        voidTime: 'Anulada el',
        createDate: 'Solicitada el',
      },
      options: {
        titleType: INVOICE_TITLE_TEXTS.es,
        status: INVOICE_STATUS_TEXTS.es,
      },
      actions: { issue: 'Emitir', reject: 'Rechazar', void: 'Anular (rectificar)' },
    },
  },
});

/** The addresses used on a customer's orders (read-only; kept by checkout). */
export const customerOrderAddressResource = defineResource({
  key: 'customerOrderAddress',
  service: 'order',
  table: 'customer_order_address',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Addresses used on customers’ orders',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'guide', after: 'orderInvoice' },
  fields: {
    customerId: reference('customer', { required: true, named: true, filter: true }),
    name: text({ max: 64, required: true, readOnly: true, filter: true }),
    mobile: text({ max: 20, required: true, readOnly: true, filter: true }),
    area: text({ max: 100, required: true, readOnly: true }),
    detailAddress: text({ max: 255, required: true, readOnly: true }),
    orderCount: integer({ min: 0, max: 2_147_483_647, defaultValue: 0, readOnly: true }),
    lastOrderId: reference('order', { named: true, readOnly: true }),
    lastUsed: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'detailAddress',
  labels: {
    en: {
      title: 'Order addresses',
      fields: {
        customerId: 'Customer',
        name: 'Consignee',
        mobile: 'Mobile',
        area: 'Area',
        detailAddress: 'Address',
        orderCount: 'Orders',
        lastOrderId: 'Last order',
        lastUsed: 'Last used',
      },
    },
    zh: {
      title: '会员订单地址',
      fields: {
        customerId: '会员',
        name: '收货人',
        mobile: '手机号',
        area: '所在地区',
        detailAddress: '详细地址',
        orderCount: '订单数',
        lastOrderId: '最近订单',
        lastUsed: '最近使用',
      },
    },
    es: {
      title: 'Direcciones de pedidos de clientes',
      fields: {
        customerId: 'Cliente',
        name: 'Destinatario',
        mobile: 'Móvil',
        area: 'Zona',
        detailAddress: 'Dirección',
        orderCount: 'Pedidos',
        lastOrderId: 'Último pedido',
        lastUsed: 'Último uso',
      },
    },
  },
});

export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;
export type OrderInvoiceRecord = z.infer<typeof orderInvoiceResource.schemas.record>;
