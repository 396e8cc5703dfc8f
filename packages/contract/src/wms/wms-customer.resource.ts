import { defineResource } from '../registry/define-resource';
import { partnerFields, partnerLabels, settleInput } from './partner';
import { WMS_DIRECTORY } from './wms-menu';

/** Warehouse customers: shipped goods add to what they owe; `settle` records a receipt. */
export const wmsCustomerResource = defineResource({
  key: 'wmsCustomer',
  service: 'warehouse',
  table: 'wms_customer',
  scope: 'organ',
  noun: 'Warehouse customers',
  menu: { directory: WMS_DIRECTORY.code, icon: 'user', after: 'supplier' },
  fields: partnerFields(),
  defaultSort: ['code'],
  actions: {
    settle: {
      input: settleInput,
      authority: 'SETTLE',
      summary: 'Record money received from the customer: the balance owed falls by the amount',
    },
  },
  labels: partnerLabels({
    en: {
      title: 'Warehouse customers',
      code: 'Customer code',
      name: 'Customer name',
      balance: 'Receivable',
      settle: 'Record receipt',
    },
    zh: {
      title: '仓储客户',
      code: '客户编码',
      name: '客户名称',
      balance: '应收余额',
      settle: '登记收款',
    },
    es: {
      title: 'Clientes de almacén',
      code: 'Código del cliente',
      name: 'Nombre del cliente',
      balance: 'Saldo a cobrar',
      settle: 'Registrar cobro',
    },
  }),
});
