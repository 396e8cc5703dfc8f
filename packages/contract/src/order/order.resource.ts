import { z } from 'zod';
import { idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';
import { defineResource, transitionInput } from '../registry/define-resource';
import {
  choice,
  image,
  integer,
  MONEY_MAX,
  money,
  reference,
  state,
  text,
} from '../registry/fields';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import {
  CANCEL_TYPES,
  DELIVERY_TYPES,
  LINE_AFTER_SALE_STATUSES,
  ORDER_REFUND_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
} from './order-codes';
import { ORDER_DIRECTORY } from './order-menu';

// Orders come from shoppers (the storefront's checkout, docs/orders.md); the console reads them
// and moves them on: ship a paid order, cancel an unpaid one, leave a remark. Every amount is in
// integer cents and stored per line, so that the lines add up to the order.

const GOODS = { group: 'goods', table: 'goods', display: 'goodsName' };
const SKU = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

/** Ship a paid order: the logistics company and its tracking number. */
export const shipOrderInput = transitionInput.extend({
  logisticsId: idSchema,
  logisticsNo: requiredTextOf(64).regex(/^[0-9A-Za-z-]+$/, { error: 'invalid' }),
});

/**
 * Staff's price adjustment of an unpaid order, once: ± cents (not 0) and the reason; what is
 * left to pay stays at least 1 cent and the goods never below nothing.
 */
export const adjustPriceInput = z.object({
  id: idSchema,
  adjustPrice: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(-MONEY_MAX, { error: 'tooSmall' })
    .max(MONEY_MAX, { error: 'tooBig' })
    .refine((value) => value !== 0, { error: 'invalid' }),
  reason: requiredTextOf(255, { multiline: true }),
});

/** A new consignee and address, before the order is shipped. */
export const changeAddressInput = z.object({
  id: idSchema,
  receiverName: requiredTextOf(64),
  receiverMobile: requiredTextOf(20).regex(/^\+?\d{6,15}$/, { error: 'invalid' }),
  receiverArea: textOf(100).nullable().optional(),
  receiverDetailAddress: requiredTextOf(255),
});

/** A pick-up order handed over at its store by the order (the list's row). */
export const pickUpByIdInput = z.object({ id: idSchema });

/** A pick-up order verified at its store by the code the shopper shows (8 digits). */
export const pickUpByCodeInput = z.object({
  verifyCode: requiredTextOf(16).regex(/^\d{8}$/, { error: 'invalid' }),
});

/** The merchant's remark on an order (any state). */
export const orderRemarkInput = z.object({
  id: idSchema,
  remark: requiredTextOf(500, { multiline: true }),
});

const statusTexts = {
  en: {
    '0': 'Unpaid',
    '10': 'Awaiting shipment',
    '20': 'Shipped',
    '30': 'Completed',
    '40': 'Cancelled',
  },
  zh: { '0': '待付款', '10': '待发货', '20': '已发货', '30': '已完成', '40': '已取消' },
  es: {
    '0': 'Sin pagar',
    '10': 'Por enviar',
    '20': 'Enviado',
    '30': 'Completado',
    '40': 'Cancelado',
  },
};
const cancelTexts = {
  en: {
    '0': '—',
    '10': 'Payment timed out',
    '20': 'Fully refunded',
    '30': 'By the customer',
    '40': 'By staff',
    '50': 'Group buy failed',
  },
  zh: {
    '0': '—',
    '10': '超时未支付',
    '20': '全部退款',
    '30': '会员取消',
    '40': '后台取消',
    '50': '拼团失败',
  },
  es: {
    '0': '—',
    '10': 'Pago caducado',
    '20': 'Reembolsado del todo',
    '30': 'Por el cliente',
    '40': 'Por el personal',
    '50': 'Compra en grupo fallida',
  },
};
const typeTexts = {
  en: { '0': 'Normal', '1': 'Flash sale', '2': 'Bargain', '3': 'Group buy' },
  zh: { '0': '普通订单', '1': '秒杀订单', '2': '砍价订单', '3': '拼团订单' },
  es: { '0': 'Normal', '1': 'Venta flash', '2': 'Regateo', '3': 'Compra en grupo' },
};
const refundTexts = {
  en: { '0': 'None', '10': 'Partly refunded', '20': 'Fully refunded' },
  zh: { '0': '未退款', '10': '部分退款', '20': '全部退款' },
  es: { '0': 'Ninguno', '10': 'Reembolso parcial', '20': 'Reembolso total' },
};

const deliveryTexts = {
  en: { '1': 'Express', '2': 'Pick-up at the store' },
  zh: { '1': '快递发货', '2': '到店自提' },
  es: { '1': 'Mensajería', '2': 'Recogida en tienda' },
};

/** The order states' and types' names (the order's sub-screens show them too). */
export const ORDER_STATUS_TEXTS = statusTexts;
export const ORDER_TYPE_TEXTS = typeTexts;

export const orderResource = defineResource({
  key: 'order',
  service: 'order',
  table: 'trade_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Orders',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'shopping' },
  fields: {
    orderNo: text({ max: 32, required: true, key: true, filter: true, sortable: true }),
    storeId: reference(STORE_REFERENCE, { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    status: state(ORDER_STATUSES, { initial: 0, editableIn: [], filter: true }),
    orderType: choice(ORDER_TYPES, { defaultValue: 0, readOnly: true, filter: true }),
    productCount: integer({ min: 0, max: 1_000_000, defaultValue: 0, readOnly: true }),
    totalPrice: money({ readOnly: true, sortable: true }),
    discountPrice: money({ readOnly: true, list: false }),
    couponPrice: money({ readOnly: true, list: false }),
    deliveryPrice: money({ readOnly: true, list: false }),
    adjustPrice: money({ min: -MONEY_MAX, readOnly: true, list: false }),
    payPrice: money({ readOnly: true, sortable: true }),
    refundPrice: money({ readOnly: true }),
    refundStatus: choice(ORDER_REFUND_STATUSES, { defaultValue: 0, readOnly: true, filter: true }),
    payOrderId: text({ max: 32, key: true, readOnly: true, list: false }),
    payTime: text({ max: 19, readOnly: true, list: false }),
    deliveryType: choice(DELIVERY_TYPES, { defaultValue: 1, readOnly: true, filter: true }),
    receiverName: text({ max: 64, readOnly: true, filter: true }),
    receiverMobile: text({ max: 20, readOnly: true, filter: true }),
    receiverArea: text({ max: 100, readOnly: true, list: false }),
    receiverDetailAddress: text({ max: 255, readOnly: true, list: false }),
    userRemark: text({ max: 500, multiline: true, readOnly: true, list: false }),
    logisticsId: reference('logistics', { named: true, readOnly: true, list: false }),
    logisticsNo: text({ max: 64, readOnly: true, filter: true, list: false }),
    deliveryTime: text({ max: 19, readOnly: true, list: false }),
    receiveTime: text({ max: 19, readOnly: true, list: false }),
    cancelType: choice(CANCEL_TYPES, { defaultValue: 0, readOnly: true, list: false }),
    cancelTime: text({ max: 19, readOnly: true, list: false }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
    remark: text({ max: 500, multiline: true, readOnly: true, list: false }),
  },
  defaultSort: [],
  display: 'orderNo',
  actions: {
    ship: {
      input: shipOrderInput,
      authority: 'SHIP',
      summary:
        'Ship a paid order with its logistics company and tracking number (refused while a refund of it is open)',
      transition: { from: [10], to: 20 },
    },
    cancel: {
      input: transitionInput,
      authority: 'CANCEL',
      summary: 'Cancel an unpaid order: its reserved stock is released and its payment closed',
      transition: { from: [0], to: 40 },
    },
    remark: {
      input: orderRemarkInput,
      authority: 'REMARK',
      summary: 'The merchant’s remark on an order, in any state',
    },
  },
  labels: {
    en: {
      title: 'Orders',
      fields: {
        orderNo: 'Order no.',
        storeId: 'Store',
        customerId: 'Customer',
        status: 'Status',
        productCount: 'Items',
        totalPrice: 'Goods total',
        discountPrice: 'Discounts',
        couponPrice: 'Coupons',
        deliveryPrice: 'Delivery',
        adjustPrice: 'Price adjustment',
        deliveryType: 'Delivery',
        payPrice: 'Paid',
        refundPrice: 'Refunded',
        refundStatus: 'Refund',
        payOrderId: 'Payment no.',
        payTime: 'Paid at',
        receiverName: 'Consignee',
        receiverMobile: 'Consignee mobile',
        receiverArea: 'Area',
        receiverDetailAddress: 'Address',
        userRemark: 'Customer’s note',
        logisticsId: 'Logistics company',
        logisticsNo: 'Tracking no.',
        deliveryTime: 'Shipped at',
        receiveTime: 'Received at',
        orderType: 'Type',
        cancelType: 'Cancelled',
        cancelTime: 'Cancelled at',
        createDate: 'Ordered at',
        remark: 'Merchant remark',
      },
      options: {
        status: statusTexts.en,
        orderType: typeTexts.en,
        cancelType: cancelTexts.en,
        refundStatus: refundTexts.en,
        deliveryType: deliveryTexts.en,
      },
      actions: {
        ship: 'Ship',
        cancel: 'Cancel',
        remark: 'Remark',
      },
    },
    zh: {
      title: '订单',
      fields: {
        orderNo: '订单号',
        storeId: '门店',
        customerId: '会员',
        status: '订单状态',
        productCount: '件数',
        totalPrice: '商品金额',
        discountPrice: '优惠金额',
        couponPrice: '优惠券抵扣',
        deliveryPrice: '运费',
        adjustPrice: '改价金额',
        deliveryType: '配送方式',
        payPrice: '实付金额',
        refundPrice: '已退款',
        refundStatus: '退款状态',
        payOrderId: '支付单号',
        payTime: '支付时间',
        receiverName: '收货人',
        receiverMobile: '收货人手机',
        receiverArea: '所在地区',
        receiverDetailAddress: '详细地址',
        userRemark: '买家留言',
        logisticsId: '物流公司',
        logisticsNo: '运单号',
        deliveryTime: '发货时间',
        receiveTime: '收货时间',
        orderType: '订单类型',
        cancelType: '取消原因',
        cancelTime: '取消时间',
        createDate: '下单时间',
        remark: '商家备注',
      },
      options: {
        status: statusTexts.zh,
        orderType: typeTexts.zh,
        cancelType: cancelTexts.zh,
        refundStatus: refundTexts.zh,
        deliveryType: deliveryTexts.zh,
      },
      actions: {
        ship: '发货',
        cancel: '取消订单',
        remark: '备注',
      },
    },
    es: {
      title: 'Pedidos',
      fields: {
        orderNo: 'N.º de pedido',
        storeId: 'Tienda',
        customerId: 'Cliente',
        status: 'Estado',
        productCount: 'Artículos',
        totalPrice: 'Total de artículos',
        discountPrice: 'Descuentos',
        couponPrice: 'Cupones',
        deliveryPrice: 'Envío',
        adjustPrice: 'Ajuste de precio',
        deliveryType: 'Entrega',
        payPrice: 'Pagado',
        refundPrice: 'Reembolsado',
        refundStatus: 'Reembolso',
        payOrderId: 'N.º de pago',
        payTime: 'Pagado el',
        receiverName: 'Destinatario',
        receiverMobile: 'Móvil del destinatario',
        receiverArea: 'Zona',
        receiverDetailAddress: 'Dirección',
        userRemark: 'Nota del cliente',
        logisticsId: 'Empresa de logística',
        logisticsNo: 'N.º de seguimiento',
        deliveryTime: 'Enviado el',
        receiveTime: 'Recibido el',
        orderType: 'Tipo',
        cancelType: 'Cancelado',
        cancelTime: 'Cancelado el',
        createDate: 'Pedido el',
        remark: 'Nota del comercio',
      },
      options: {
        status: statusTexts.es,
        orderType: typeTexts.es,
        cancelType: cancelTexts.es,
        refundStatus: refundTexts.es,
        deliveryType: deliveryTexts.es,
      },
      actions: {
        ship: 'Enviar',
        cancel: 'Cancelar pedido',
        remark: 'Nota',
      },
    },
  },
});

/** The lines of an order, with their prices as they were when it was placed. */
export const orderSkuResource = defineResource({
  key: 'orderSku',
  service: 'order',
  table: 'trade_order_item',
  scope: 'parent',
  parent: { resource: 'order', field: 'orderId' },
  writable: false,
  noun: 'Order lines',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'list', after: 'order', hidden: true },
  fields: {
    orderId: reference('order', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS, { required: true, filter: true }),
    skuId: reference(SKU, { filter: true, list: false }),
    picUrl: image(),
    goodsName: text({ max: 128, required: true, readOnly: true }),
    specText: text({ max: 255, readOnly: true }),
    price: money({ readOnly: true }),
    count: integer({ min: 1, max: 1_000_000, defaultValue: 1, readOnly: true }),
    totalPrice: money({ readOnly: true }),
    discountPrice: money({ readOnly: true, list: false }),
    payPrice: money({ readOnly: true }),
    refundedCount: integer({ min: 0, max: 1_000_000, defaultValue: 0, readOnly: true }),
    refundPrice: money({ readOnly: true }),
    afterSaleStatus: choice(LINE_AFTER_SALE_STATUSES, { defaultValue: 0, readOnly: true }),
  },
  defaultSort: [],
  display: 'goodsName',
  exportable: true,
  labels: {
    en: {
      title: 'Order lines',
      fields: {
        orderId: 'Order',
        goodsId: 'Goods',
        skuId: 'SKU',
        picUrl: 'Picture',
        goodsName: 'Goods',
        specText: 'Specification',
        price: 'Unit price',
        count: 'Quantity',
        totalPrice: 'Amount',
        discountPrice: 'Discount',
        payPrice: 'Paid',
        refundedCount: 'Refunded qty',
        refundPrice: 'Refunded',
        afterSaleStatus: 'After-sales',
      },
      options: { afterSaleStatus: { '0': 'None', '10': 'In progress', '20': 'Refunded' } },
    },
    zh: {
      title: '订单商品',
      fields: {
        orderId: '订单',
        goodsId: '商品',
        skuId: '规格',
        picUrl: '图片',
        goodsName: '商品名称',
        specText: '规格',
        price: '单价',
        count: '数量',
        totalPrice: '金额',
        discountPrice: '优惠',
        payPrice: '实付',
        refundedCount: '已退数量',
        refundPrice: '已退金额',
        afterSaleStatus: '售后状态',
      },
      options: { afterSaleStatus: { '0': '无', '10': '售后中', '20': '已退款' } },
    },
    es: {
      title: 'Líneas del pedido',
      fields: {
        orderId: 'Pedido',
        goodsId: 'Artículo',
        skuId: 'Variante',
        picUrl: 'Imagen',
        goodsName: 'Artículo',
        specText: 'Especificación',
        price: 'Precio unitario',
        count: 'Cantidad',
        totalPrice: 'Importe',
        discountPrice: 'Descuento',
        payPrice: 'Pagado',
        refundedCount: 'Cant. reembolsada',
        refundPrice: 'Reembolsado',
        afterSaleStatus: 'Posventa',
      },
      options: { afterSaleStatus: { '0': 'Ninguna', '10': 'En curso', '20': 'Reembolsada' } },
    },
  },
});
