import { partnerResource } from './partner';

/** Suppliers: received goods add to what is owed them; `settle` records a payment. */
export const supplierResource = partnerResource({
  key: 'supplier',
  table: 'wms_supplier',
  noun: 'Suppliers',
  icon: 'peoples',
  after: 'item',
  settleSummary: 'Record a payment to the supplier: the balance owed falls by the amount',
  texts: {
    en: {
      title: 'Suppliers',
      code: 'Supplier code',
      name: 'Supplier name',
      balance: 'Payable',
      settle: 'Record payment',
    },
    zh: {
      title: '供应商',
      code: '供应商编码',
      name: '供应商名称',
      balance: '应付余额',
      settle: '登记付款',
    },
    es: {
      title: 'Proveedores',
      code: 'Código del proveedor',
      name: 'Nombre del proveedor',
      balance: 'Saldo a pagar',
      settle: 'Registrar pago',
    },
  },
});
