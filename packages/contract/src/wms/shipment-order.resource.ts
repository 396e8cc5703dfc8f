import { documentResources } from './document-resources';

/**
 * Shipment orders: goods leaving a warehouse (sold, returned to the supplier, taken by a
 * department). `ship` takes every line from stock in one transaction — refused as a whole,
 * naming the item and what is on hand, if any line would take more than there is — and adds
 * the total to what the customer owes.
 */
const shipment = documentResources({
  key: 'shipmentOrder',
  table: 'wms_shipment_order',
  noun: 'Shipment orders',
  icon: 'upload',
  after: 'receiptOrder',
  partner: { field: 'wmsCustomerId', resource: 'wmsCustomer' },
  post: { verb: 'ship', summary: 'Ship a draft: its lines leave stock' },
  texts: {
    en: {
      title: 'Shipment orders',
      lineTitle: 'Shipment order lines',
      document: 'Shipment order',
      type: 'Shipment type',
      types: { '10': 'Sale', '20': 'Return to supplier', '30': 'Requisition' },
      partner: 'Customer',
      post: 'Ship',
    },
    zh: {
      title: '出库单',
      lineTitle: '出库单明细',
      document: '出库单',
      type: '出库类型',
      types: { '10': '销售出库', '20': '退供应商', '30': '领用出库' },
      partner: '客户',
      post: '出库',
    },
    es: {
      title: 'Órdenes de salida',
      lineTitle: 'Líneas de la orden de salida',
      document: 'Orden de salida',
      type: 'Tipo de salida',
      types: { '10': 'Venta', '20': 'Devolución a proveedor', '30': 'Consumo interno' },
      partner: 'Cliente',
      post: 'Enviar',
    },
  },
});

export const shipmentOrderResource = shipment.header;
/** The lines of a shipment order (reached from it, not from the sidebar). */
export const shipmentOrderLineResource = shipment.lines;
