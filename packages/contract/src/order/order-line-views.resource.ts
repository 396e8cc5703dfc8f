import { defineResource } from '../registry/define-resource';
import { choice, integer, money, reference, text } from '../registry/fields';
import { PRICING_STEP, PRICING_STEPS } from '../marketing/marketing-codes';
import { PRICE_SPLIT_TEXTS, PRICE_SPLITS } from './order-detail-codes';
import { ORDER_DIRECTORY } from './order-menu';
import { orderSkuResource } from './order.resource';

// An order's records shown line by line (docs/orders.md, Screens): each line's price breakdown
// as checkout shared the discounts out, and the coupon the order used. Read-only, the lines'
// owner is their order's.

const line = orderSkuResource.fields;
const lineLabels = orderSkuResource.labels;

/** Per line: list amount, its share of the promotions and of the coupon, what was paid. */
export const orderSkuPriceResource = defineResource({
  key: 'orderSkuPrice',
  service: 'order',
  table: 'trade_order_item',
  scope: 'parent',
  parent: { resource: 'order', field: 'orderId' },
  writable: false,
  noun: 'Order line prices',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'money', after: 'orderSku', hidden: true },
  fields: {
    orderId: line.orderId,
    goodsId: { ...line.goodsId, list: false },
    goodsName: line.goodsName,
    specText: line.specText,
    price: money({ readOnly: true }),
    count: line.count,
    totalPrice: money({ readOnly: true }),
    promotionPrice: money({ readOnly: true }),
    couponPrice: money({ readOnly: true }),
    payPrice: money({ readOnly: true }),
    refundPrice: money({ readOnly: true }),
    priceSplit: choice(PRICE_SPLITS, { defaultValue: 0, readOnly: true }),
  },
  defaultSort: [],
  display: 'goodsName',
  labels: {
    en: {
      title: 'Line prices',
      fields: {
        orderId: lineLabels.en.fields.orderId,
        goodsId: lineLabels.en.fields.goodsId,
        goodsName: lineLabels.en.fields.goodsName,
        specText: lineLabels.en.fields.specText,
        price: 'List price',
        count: lineLabels.en.fields.count,
        totalPrice: 'List amount',
        promotionPrice: 'Promotions’ share',
        couponPrice: 'Coupon’s share',
        payPrice: 'Paid',
        refundPrice: 'Refunded',
        priceSplit: 'Shares',
      },
      options: { priceSplit: PRICE_SPLIT_TEXTS.en },
    },
    zh: {
      title: '订单商品价格',
      fields: {
        orderId: lineLabels.zh.fields.orderId,
        goodsId: lineLabels.zh.fields.goodsId,
        goodsName: lineLabels.zh.fields.goodsName,
        specText: lineLabels.zh.fields.specText,
        price: '标价',
        count: lineLabels.zh.fields.count,
        totalPrice: '标价金额',
        promotionPrice: '活动分摊',
        couponPrice: '优惠券分摊',
        payPrice: '实付',
        refundPrice: '已退金额',
        priceSplit: '分摊明细',
      },
      options: { priceSplit: PRICE_SPLIT_TEXTS.zh },
    },
    es: {
      title: 'Precios de las líneas',
      fields: {
        orderId: lineLabels.es.fields.orderId,
        goodsId: lineLabels.es.fields.goodsId,
        goodsName: lineLabels.es.fields.goodsName,
        specText: lineLabels.es.fields.specText,
        price: 'Precio de lista',
        count: lineLabels.es.fields.count,
        totalPrice: 'Importe de lista',
        promotionPrice: 'Parte de promociones',
        couponPrice: 'Parte del cupón',
        payPrice: 'Pagado',
        refundPrice: 'Reembolsado',
        priceSplit: 'Reparto',
      },
      options: { priceSplit: PRICE_SPLIT_TEXTS.es },
    },
  },
});

/** The coupons used on orders: the order's discounts given by a coupon. */
export const orderCouponResource = defineResource({
  key: 'orderCoupon',
  service: 'order',
  table: 'trade_order_promotion',
  scope: 'parent',
  parent: { resource: 'order', field: 'orderId' },
  writable: false,
  newestFirst: true,
  rows: { field: 'step', values: [PRICING_STEP.coupon] },
  noun: 'Coupons used on orders',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'list', after: 'orderSkuPrice', hidden: true },
  fields: {
    orderId: reference('order', { required: true, named: true, filter: true }),
    step: choice(PRICING_STEPS, { defaultValue: PRICING_STEP.coupon, readOnly: true, list: false }),
    sourceId: integer({
      min: 0,
      max: 2_147_483_647,
      defaultValue: 0,
      readOnly: true,
      filter: true,
      id: true,
    }),
    name: text({ max: 64, required: true, readOnly: true }),
    amount: money({ readOnly: true }),
  },
  defaultSort: [],
  display: 'name',
  labels: {
    en: {
      title: 'Coupons used',
      fields: {
        orderId: 'Order',
        step: 'Kind',
        sourceId: 'Customer’s coupon no.',
        name: 'Coupon',
        amount: 'Taken off',
      },
    },
    zh: {
      title: '订单优惠券',
      fields: {
        orderId: '订单',
        step: '优惠类型',
        sourceId: '会员优惠券编号',
        name: '优惠券',
        amount: '抵扣金额',
      },
    },
    es: {
      title: 'Cupones usados',
      fields: {
        orderId: 'Pedido',
        step: 'Tipo',
        sourceId: 'N.º de cupón del cliente',
        name: 'Cupón',
        amount: 'Descontado',
      },
    },
  },
});
