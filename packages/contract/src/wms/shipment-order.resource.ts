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

/** Why goods leave: sold, returned to the supplier, taken by a department. */
export const SHIPMENT_TYPES = [10, 20, 30] as const;

/**
 * Shipment orders: goods leaving a warehouse. `ship` takes every line from stock in one
 * transaction — refused as a whole, naming the item and what is on hand, if any line would take
 * more than there is — and adds the total to what the customer owes.
 */
export const shipmentOrderResource = defineResource({
  key: 'shipmentOrder',
  service: 'warehouse',
  table: 'wms_shipment_order',
  scope: 'organ',
  noun: 'Shipment orders',
  menu: { directory: WMS_DIRECTORY.code, icon: 'upload', after: 'receiptOrder' },
  fields: documentFields({
    type: choice(SHIPMENT_TYPES, { defaultValue: 10, filter: true }),
    wmsCustomerId: reference('wmsCustomer', { named: true, filter: true }),
  }),
  defaultSort: ['orderNo'],
  display: 'orderNo',
  actions: documentActions('ship', 'Ship a draft: its lines leave stock'),
  labels: {
    en: {
      title: 'Shipment orders',
      fields: { ...DOCUMENT_TEXTS.en.fields, type: 'Shipment type', wmsCustomerId: 'Customer' },
      options: {
        status: DOCUMENT_TEXTS.en.states,
        type: { '10': 'Sale', '20': 'Return to supplier', '30': 'Requisition' },
      },
      actions: { ship: 'Ship', void: DOCUMENT_TEXTS.en.void },
    },
    zh: {
      title: '出库单',
      fields: { ...DOCUMENT_TEXTS.zh.fields, type: '出库类型', wmsCustomerId: '客户' },
      options: {
        status: DOCUMENT_TEXTS.zh.states,
        type: { '10': '销售出库', '20': '退供应商', '30': '领用出库' },
      },
      actions: { ship: '出库', void: DOCUMENT_TEXTS.zh.void },
    },
    es: {
      title: 'Órdenes de salida',
      fields: { ...DOCUMENT_TEXTS.es.fields, type: 'Tipo de salida', wmsCustomerId: 'Cliente' },
      options: {
        status: DOCUMENT_TEXTS.es.states,
        type: { '10': 'Venta', '20': 'Devolución a proveedor', '30': 'Consumo interno' },
      },
      actions: { ship: 'Enviar', void: DOCUMENT_TEXTS.es.void },
    },
  },
});

/** The lines of a shipment order (reached from it, not from the sidebar). */
export const shipmentOrderLineResource = defineResource({
  key: 'shipmentOrderLine',
  service: 'warehouse',
  table: 'wms_shipment_order_line',
  scope: 'parent',
  parent: { resource: 'shipmentOrder', field: 'shipmentOrderId' },
  noun: 'Shipment order lines',
  menu: { directory: WMS_DIRECTORY.code, icon: 'list', after: 'shipmentOrder', hidden: true },
  fields: documentLineFields('shipmentOrderId', 'shipmentOrder'),
  defaultSort: ['shipmentOrderId'],
  display: 'itemId',
  exportable: false,
  labels: {
    en: {
      title: 'Shipment order lines',
      fields: { ...LINE_TEXTS.en, shipmentOrderId: 'Shipment order' },
    },
    zh: { title: '出库单明细', fields: { ...LINE_TEXTS.zh, shipmentOrderId: '出库单' } },
    es: {
      title: 'Líneas de la orden de salida',
      fields: { ...LINE_TEXTS.es, shipmentOrderId: 'Orden de salida' },
    },
  },
});
