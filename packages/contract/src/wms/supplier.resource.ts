import { defineResource } from '../registry/define-resource';
import { partnerFields, partnerLabels, settleInput } from './partner';
import { WMS_DIRECTORY } from './wms-menu';

/** Suppliers: received goods add to what is owed them; `settle` records a payment. */
export const supplierResource = defineResource({
  key: 'supplier',
  service: 'warehouse',
  table: 'wms_supplier',
  scope: 'organ',
  noun: 'Suppliers',
  menu: { directory: WMS_DIRECTORY.code, icon: 'peoples', after: 'item' },
  fields: partnerFields(),
  defaultSort: ['code'],
  actions: {
    settle: {
      input: settleInput,
      authority: 'SETTLE',
      summary: 'Record a payment to the supplier: the balance owed falls by the amount',
    },
  },
  labels: partnerLabels({
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
  }),
});
