import { partnerResource } from './partner';

/** Warehouse customers: shipped goods add to what they owe; `settle` records a receipt. */
export const wmsCustomerResource = partnerResource({
  key: 'wmsCustomer',
  table: 'wms_customer',
  noun: 'Warehouse customers',
  icon: 'user',
  after: 'supplier',
  settleSummary: 'Record money received from the customer: the balance owed falls by the amount',
  texts: {
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
  },
});
