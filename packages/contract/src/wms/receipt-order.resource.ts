import { documentResources } from './document-resources';

/**
 * Receipt orders: goods coming into a warehouse (bought, made, returned by a customer). A
 * draft's lines may change; `receive` adds every line to the warehouse's stock and the total to
 * what is owed the supplier, in one transaction; `void` ends a draft.
 */
const receipt = documentResources({
  key: 'receiptOrder',
  table: 'wms_receipt_order',
  noun: 'Receipt orders',
  icon: 'download',
  after: 'wmsCustomer',
  partner: { field: 'supplierId', resource: 'supplier' },
  post: { verb: 'receive', summary: 'Receive a draft: its lines go into stock' },
  texts: {
    en: {
      title: 'Receipt orders',
      lineTitle: 'Receipt order lines',
      document: 'Receipt order',
      type: 'Receipt type',
      types: { '10': 'Purchase', '20': 'Production', '30': 'Customer return' },
      partner: 'Supplier',
      post: 'Receive',
    },
    zh: {
      title: '入库单',
      lineTitle: '入库单明细',
      document: '入库单',
      type: '入库类型',
      types: { '10': '采购入库', '20': '生产入库', '30': '退货入库' },
      partner: '供应商',
      post: '入库',
    },
    es: {
      title: 'Órdenes de entrada',
      lineTitle: 'Líneas de la orden de entrada',
      document: 'Orden de entrada',
      type: 'Tipo de entrada',
      types: { '10': 'Compra', '20': 'Producción', '30': 'Devolución de cliente' },
      partner: 'Proveedor',
      post: 'Recibir',
    },
  },
});

export const receiptOrderResource = receipt.header;
/** The lines of a receipt order (reached from it, not from the sidebar). */
export const receiptOrderLineResource = receipt.lines;
