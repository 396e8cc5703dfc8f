import { defineResource } from '../registry/define-resource';
import { flag, reference, text } from '../registry/fields';
import { CUSTOMER_DIRECTORY } from './customer-menu';

// A customer's delivery addresses. At most one is the default: making one the default clears the
// customer's other default in the same transaction.

export const customerAddressResource = defineResource({
  key: 'customerAddress',
  service: 'admin',
  table: 'customer_address',
  scope: 'parent',
  parent: { resource: 'customer', field: 'customerId' },
  noun: 'Customer addresses',
  menu: { directory: CUSTOMER_DIRECTORY.code, icon: 'guide', after: 'customer' },
  fields: {
    customerId: reference('customer', { required: true, named: true, filter: true }),
    name: text({ max: 64, required: true, filter: true }),
    mobile: text({ max: 20, required: true, filter: true }),
    area: text({ max: 100 }),
    detailAddress: text({ max: 255, required: true }),
    defaultStatus: flag({ defaultValue: false, filter: true }),
  },
  defaultSort: [],
  labels: {
    en: {
      title: 'Customer addresses',
      fields: {
        customerId: 'Customer',
        name: 'Recipient',
        mobile: 'Mobile',
        area: 'Area',
        detailAddress: 'Address',
        defaultStatus: 'Default',
      },
    },
    zh: {
      title: '收件地址',
      fields: {
        customerId: '会员',
        name: '收件人',
        mobile: '手机号',
        area: '所在地区',
        detailAddress: '详细地址',
        defaultStatus: '默认地址',
      },
    },
    es: {
      title: 'Direcciones de clientes',
      fields: {
        customerId: 'Cliente',
        name: 'Destinatario',
        mobile: 'Móvil',
        area: 'Zona',
        detailAddress: 'Dirección',
        defaultStatus: 'Predeterminada',
      },
    },
  },
});
