import { defineResource } from '../registry/define-resource';
import { flag, integer, money, reference, text } from '../registry/fields';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import { ORDER_DIRECTORY } from './order-menu';

// How a tenant's storefront takes orders (one record per tenant): the online store (whose prices
// and stock the storefront sells when a link names no store), which payment app and pay way
// collect the money, how long an unpaid order waits before it is cancelled, how long a shipped
// order waits before it is received for the customer, the delivery charge, and whether shoppers
// may pick their orders up at the store instead.

export const tradeConfigResource = defineResource({
  key: 'tradeConfig',
  service: 'order',
  table: 'trade_config',
  scope: 'tenant',
  noun: 'Trade settings',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'setting', after: 'refund' },
  fields: {
    storeId: reference(STORE_REFERENCE, { required: true, named: true }),
    mchAppId: reference('mchApp', { required: true, named: true }),
    wayCode: text({ max: 32, required: true }),
    payTimeoutMinutes: integer({ min: 1, max: 1440, defaultValue: 30 }),
    autoReceiveDays: integer({ min: 1, max: 60, defaultValue: 14 }),
    deliveryPrice: money({ defaultValue: 0 }),
    freeDeliveryOver: money({ defaultValue: 0 }),
    pickUpEnabled: flag({ defaultValue: false }),
  },
  defaultSort: [],
  display: 'wayCode',
  exportable: false,
  labels: {
    en: {
      title: 'Trade settings',
      fields: {
        storeId: 'Online store',
        mchAppId: 'Payment app',
        wayCode: 'Pay way code',
        payTimeoutMinutes: 'Unpaid orders cancelled after (minutes)',
        autoReceiveDays: 'Shipped orders received after (days)',
        deliveryPrice: 'Delivery charge',
        freeDeliveryOver: 'Free delivery from (0: never)',
        pickUpEnabled: 'Pick-up at the store',
      },
    },
    zh: {
      title: '交易设置',
      fields: {
        storeId: '线上门店',
        mchAppId: '支付应用',
        wayCode: '支付方式代码',
        payTimeoutMinutes: '未支付自动取消（分钟）',
        autoReceiveDays: '发货后自动收货（天）',
        deliveryPrice: '运费',
        freeDeliveryOver: '满额包邮（0 表示不包邮）',
        pickUpEnabled: '到店自提',
      },
    },
    es: {
      title: 'Ajustes de venta',
      fields: {
        storeId: 'Tienda en línea',
        mchAppId: 'Aplicación de pago',
        wayCode: 'Código de forma de pago',
        payTimeoutMinutes: 'Pedidos sin pagar cancelados tras (minutos)',
        autoReceiveDays: 'Pedidos enviados recibidos tras (días)',
        deliveryPrice: 'Gastos de envío',
        freeDeliveryOver: 'Envío gratis desde (0: nunca)',
        pickUpEnabled: 'Recogida en tienda',
      },
    },
  },
});
