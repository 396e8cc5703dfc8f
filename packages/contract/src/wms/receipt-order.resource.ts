import { defineResource } from '../registry/define-resource';
import { choice, reference } from '../registry/fields';
import {
  DOCUMENT_TEXTS,
  documentActions,
  documentFields,
  documentLineFields,
  LINE_TEXTS,
} from './document';
import { WMS_DIRECTORY } from './wms-menu';

/** Why goods are received: bought, made, returned by a customer. */
export const RECEIPT_TYPES = [10, 20, 30] as const;

/**
 * Receipt orders: goods coming into a warehouse. A draft's lines may change; `receive` adds
 * every line to the warehouse's stock and the total to what is owed the supplier, in one
 * transaction; `void` ends a draft.
 */
export const receiptOrderResource = defineResource({
  key: 'receiptOrder',
  service: 'warehouse',
  table: 'wms_receipt_order',
  scope: 'organ',
  noun: 'Receipt orders',
  menu: { directory: WMS_DIRECTORY.code, icon: 'download', after: 'wmsCustomer' },
  fields: documentFields({
    type: choice(RECEIPT_TYPES, { defaultValue: 10, filter: true }),
    supplierId: reference('supplier', { named: true, filter: true }),
  }),
  defaultSort: ['orderNo'],
  display: 'orderNo',
  actions: documentActions('receive', 'Receive a draft: its lines go into stock'),
  labels: {
    en: {
      title: 'Receipt orders',
      fields: { ...DOCUMENT_TEXTS.en.fields, type: 'Receipt type', supplierId: 'Supplier' },
      options: {
        status: DOCUMENT_TEXTS.en.states,
        type: { '10': 'Purchase', '20': 'Production', '30': 'Customer return' },
      },
      actions: { receive: 'Receive', void: DOCUMENT_TEXTS.en.void },
    },
    zh: {
      title: '入库单',
      fields: { ...DOCUMENT_TEXTS.zh.fields, type: '入库类型', supplierId: '供应商' },
      options: {
        status: DOCUMENT_TEXTS.zh.states,
        type: { '10': '采购入库', '20': '生产入库', '30': '退货入库' },
      },
      actions: { receive: '入库', void: DOCUMENT_TEXTS.zh.void },
    },
    es: {
      title: 'Órdenes de entrada',
      fields: { ...DOCUMENT_TEXTS.es.fields, type: 'Tipo de entrada', supplierId: 'Proveedor' },
      options: {
        status: DOCUMENT_TEXTS.es.states,
        type: { '10': 'Compra', '20': 'Producción', '30': 'Devolución de cliente' },
      },
      actions: { receive: 'Recibir', void: DOCUMENT_TEXTS.es.void },
    },
  },
});

/** The lines of a receipt order (reached from it, not from the sidebar). */
export const receiptOrderLineResource = defineResource({
  key: 'receiptOrderLine',
  service: 'warehouse',
  table: 'wms_receipt_order_line',
  scope: 'parent',
  parent: { resource: 'receiptOrder', field: 'receiptOrderId' },
  noun: 'Receipt order lines',
  menu: { directory: WMS_DIRECTORY.code, icon: 'list', after: 'receiptOrder', hidden: true },
  fields: documentLineFields('receiptOrderId', 'receiptOrder'),
  defaultSort: ['receiptOrderId'],
  display: 'itemId',
  exportable: false,
  labels: {
    en: {
      title: 'Receipt order lines',
      fields: { ...LINE_TEXTS.en, receiptOrderId: 'Receipt order' },
    },
    zh: { title: '入库单明细', fields: { ...LINE_TEXTS.zh, receiptOrderId: '入库单' } },
    es: {
      title: 'Líneas de la orden de entrada',
      fields: { ...LINE_TEXTS.es, receiptOrderId: 'Orden de entrada' },
    },
  },
});
