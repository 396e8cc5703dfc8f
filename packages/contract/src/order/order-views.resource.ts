import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { choice, money, text } from '../registry/fields';
import {
  DELIVERY_BASES,
  DELIVERY_BASIS_TEXTS,
  ORDER_TERMINALS,
  TERMINAL_TEXTS,
} from './order-detail-codes';
import { ORDER_STATUSES } from './order-codes';
import { ORDER_DIRECTORY } from './order-menu';
import { ORDER_STATUS_TEXTS, ORDER_TYPE_TEXTS, orderResource } from './order.resource';

// The order sub-screens that are parts of the order itself (docs/orders.md, Screens): each a
// read-only view of the orders' own row (trade_order), as checkout and the order's life wrote it —
// its money, its delivery charge, its consignee, its base and its extra information. Reached from
// the order's detail screen; the same owner rules as the orders.

const f = orderResource.fields;
type OrderField = keyof typeof orderResource.labels.en.fields;

/** The order's own labels of these fields, in each language. */
const orderLabels = <K extends OrderField>(locale: Locale, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, orderResource.labels[locale].fields[key]])) as Record<
    K,
    string
  >;

const sub = (after: string) =>
  ({ directory: ORDER_DIRECTORY.code, icon: 'list', after, hidden: true }) as const;

const head = {
  orderNo: f.orderNo,
  storeId: f.storeId,
} as const;

const PRICE_KEYS = [
  'orderNo',
  'storeId',
  'totalPrice',
  'discountPrice',
  'couponPrice',
  'deliveryPrice',
  'payPrice',
  'refundPrice',
  'createDate',
] as const;

/** Per order: goods total, discounts, coupons, delivery, paid and refunded. */
export const orderPriceResource = defineResource({
  key: 'orderPrice',
  service: 'order',
  table: 'trade_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Order amounts',
  menu: sub('orderPromo'),
  fields: {
    ...head,
    totalPrice: money({ readOnly: true, sortable: true }),
    discountPrice: money({ readOnly: true }),
    couponPrice: money({ readOnly: true }),
    deliveryPrice: money({ readOnly: true }),
    payPrice: money({ readOnly: true, sortable: true }),
    refundPrice: money({ readOnly: true }),
    createDate: f.createDate,
  },
  defaultSort: [],
  display: 'orderNo',
  labels: {
    en: { title: 'Order amounts', fields: orderLabels('en', PRICE_KEYS) },
    zh: { title: '订单金额', fields: orderLabels('zh', PRICE_KEYS) },
    es: { title: 'Importes del pedido', fields: orderLabels('es', PRICE_KEYS) },
  },
});

const FREIGHT_KEYS = [
  'orderNo',
  'storeId',
  'deliveryPrice',
  'logisticsId',
  'logisticsNo',
  'createDate',
] as const;

/** Per order: how its delivery charge came about (the trade settings' charge), and the amount. */
export const orderFreightResource = defineResource({
  key: 'orderFreight',
  service: 'order',
  table: 'trade_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Order delivery charges',
  menu: sub('orderPrice'),
  fields: {
    ...head,
    deliveryBasis: choice(DELIVERY_BASES, { defaultValue: 0, readOnly: true, filter: true }),
    deliveryCharge: money({ readOnly: true }),
    deliveryPrice: money({ readOnly: true }),
    logisticsId: f.logisticsId,
    logisticsNo: f.logisticsNo,
    createDate: f.createDate,
  },
  defaultSort: [],
  display: 'orderNo',
  labels: {
    en: {
      title: 'Delivery charges',
      fields: {
        ...orderLabels('en', FREIGHT_KEYS),
        deliveryBasis: 'Charged as',
        deliveryCharge: 'Settings’ charge',
        deliveryPrice: 'Delivery charged',
      },
      options: { deliveryBasis: DELIVERY_BASIS_TEXTS.en },
    },
    zh: {
      title: '订单运费',
      fields: {
        ...orderLabels('zh', FREIGHT_KEYS),
        deliveryBasis: '运费规则',
        deliveryCharge: '设置的运费',
        deliveryPrice: '实收运费',
      },
      options: { deliveryBasis: DELIVERY_BASIS_TEXTS.zh },
    },
    es: {
      title: 'Gastos de envío',
      fields: {
        ...orderLabels('es', FREIGHT_KEYS),
        deliveryBasis: 'Cobrado como',
        deliveryCharge: 'Tarifa configurada',
        deliveryPrice: 'Envío cobrado',
      },
      options: { deliveryBasis: DELIVERY_BASIS_TEXTS.es },
    },
  },
});

const CONSIGNEE_KEYS = [
  'orderNo',
  'customerId',
  'receiverName',
  'receiverMobile',
  'receiverArea',
  'receiverDetailAddress',
  'createDate',
] as const;

/** Per order: the consignee as the shopper's address was when the order was placed. */
export const orderConsigneeInfoResource = defineResource({
  key: 'orderConsigneeInfo',
  service: 'order',
  table: 'trade_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Order consignees',
  menu: sub('orderFreight'),
  fields: {
    orderNo: f.orderNo,
    customerId: f.customerId,
    receiverName: text({ max: 64, readOnly: true, filter: true }),
    receiverMobile: text({ max: 20, readOnly: true, filter: true }),
    receiverArea: text({ max: 100, readOnly: true }),
    receiverDetailAddress: text({ max: 255, readOnly: true }),
    createDate: f.createDate,
  },
  defaultSort: [],
  display: 'orderNo',
  labels: {
    en: { title: 'Consignees', fields: orderLabels('en', CONSIGNEE_KEYS) },
    zh: { title: '收货信息', fields: orderLabels('zh', CONSIGNEE_KEYS) },
    es: { title: 'Destinatarios', fields: orderLabels('es', CONSIGNEE_KEYS) },
  },
});

const INFO_KEYS = [
  'orderNo',
  'storeId',
  'customerId',
  'orderType',
  'userRemark',
  'remark',
  'createDate',
  'payTime',
  'deliveryTime',
  'receiveTime',
  'cancelTime',
] as const;

/** Per order: where and how it was placed, the notes on it and its times. */
export const orderInfoResource = defineResource({
  key: 'orderInfo',
  service: 'order',
  table: 'trade_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Order information',
  menu: sub('orderConsigneeInfo'),
  fields: {
    ...head,
    customerId: f.customerId,
    status: choice(ORDER_STATUSES, { defaultValue: 0, readOnly: true, filter: true }),
    orderType: f.orderType,
    terminal: choice(ORDER_TERMINALS, { defaultValue: 10, readOnly: true, filter: true }),
    userRemark: text({ max: 500, multiline: true, readOnly: true }),
    remark: text({ max: 500, multiline: true, readOnly: true }),
    createDate: f.createDate,
    payTime: text({ max: 19, readOnly: true }),
    deliveryTime: text({ max: 19, readOnly: true }),
    receiveTime: text({ max: 19, readOnly: true }),
    cancelTime: text({ max: 19, readOnly: true }),
  },
  defaultSort: [],
  display: 'orderNo',
  labels: {
    en: {
      title: 'Order information',
      fields: { ...orderLabels('en', INFO_KEYS), status: 'Status', terminal: 'Channel' },
      options: {
        status: ORDER_STATUS_TEXTS.en,
        orderType: ORDER_TYPE_TEXTS.en,
        terminal: TERMINAL_TEXTS.en,
      },
    },
    zh: {
      title: '订单信息',
      fields: { ...orderLabels('zh', INFO_KEYS), status: '订单状态', terminal: '下单渠道' },
      options: {
        status: ORDER_STATUS_TEXTS.zh,
        orderType: ORDER_TYPE_TEXTS.zh,
        terminal: TERMINAL_TEXTS.zh,
      },
    },
    es: {
      title: 'Información del pedido',
      fields: { ...orderLabels('es', INFO_KEYS), status: 'Estado', terminal: 'Canal' },
      options: {
        status: ORDER_STATUS_TEXTS.es,
        orderType: ORDER_TYPE_TEXTS.es,
        terminal: TERMINAL_TEXTS.es,
      },
    },
  },
});

const EXT_KEYS = ['orderNo', 'storeId', 'payOrderId', 'payTime', 'createDate'] as const;

/** Per order: how it was paid and from where (the shopper's address and browser at checkout). */
export const orderExtInfoResource = defineResource({
  key: 'orderExtInfo',
  service: 'order',
  table: 'trade_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Order extra information',
  menu: sub('orderInfo'),
  fields: {
    ...head,
    wayCode: text({ max: 32, key: true, readOnly: true }),
    payOrderId: text({ max: 32, key: true, readOnly: true, filter: true }),
    payTime: text({ max: 19, readOnly: true }),
    terminal: choice(ORDER_TERMINALS, { defaultValue: 10, readOnly: true }),
    userIp: text({ max: 45, readOnly: true }),
    userAgent: text({ max: 255, readOnly: true }),
    createDate: f.createDate,
  },
  defaultSort: [],
  display: 'orderNo',
  labels: {
    en: {
      title: 'Order extras',
      fields: {
        ...orderLabels('en', EXT_KEYS),
        wayCode: 'Pay way',
        terminal: 'Channel',
        userIp: 'Shopper’s IP address',
        userAgent: 'Shopper’s browser',
      },
      options: { terminal: TERMINAL_TEXTS.en },
    },
    zh: {
      title: '订单扩展信息',
      fields: {
        ...orderLabels('zh', EXT_KEYS),
        wayCode: '支付方式',
        terminal: '下单渠道',
        userIp: '买家 IP',
        userAgent: '买家终端',
      },
      options: { terminal: TERMINAL_TEXTS.zh },
    },
    es: {
      title: 'Información adicional del pedido',
      fields: {
        ...orderLabels('es', EXT_KEYS),
        wayCode: 'Forma de pago',
        terminal: 'Canal',
        userIp: 'IP del cliente',
        userAgent: 'Navegador del cliente',
      },
      options: { terminal: TERMINAL_TEXTS.es },
    },
  },
});
