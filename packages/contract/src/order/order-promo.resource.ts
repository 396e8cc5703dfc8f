import { defineResource } from '../registry/define-resource';
import { choice, integer, money, reference, text } from '../registry/fields';
import { PRICING_STEP_TEXTS, PRICING_STEPS } from '../marketing/marketing-codes';
import { ORDER_DIRECTORY } from './order-menu';

/**
 * Each discount an order was given when it was placed (docs/marketing.md): the pricing step,
 * the activity, rule or coupon that gave it, and the amount. They add up to the order's
 * discount and coupon amounts.
 */
export const orderPromoResource = defineResource({
  key: 'orderPromo',
  service: 'order',
  table: 'trade_order_promotion',
  scope: 'parent',
  parent: { resource: 'order', field: 'orderId' },
  writable: false,
  noun: 'Order discounts',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'list', after: 'orderSku', hidden: true },
  fields: {
    orderId: reference('order', { required: true, named: true, filter: true }),
    step: choice(PRICING_STEPS, { defaultValue: 10, readOnly: true, filter: true }),
    sourceId: integer({ min: 0, max: 2_147_483_647, defaultValue: 0, readOnly: true }),
    name: text({ max: 64, required: true, readOnly: true }),
    amount: money({ readOnly: true }),
  },
  defaultSort: ['step'],
  display: 'name',
  exportable: false,
  labels: {
    en: {
      title: 'Discounts',
      fields: {
        orderId: 'Order',
        step: 'Kind',
        sourceId: 'Activity / coupon no.',
        name: 'Given by',
        amount: 'Amount',
      },
      options: { step: PRICING_STEP_TEXTS.en },
    },
    zh: {
      title: '订单优惠',
      fields: {
        orderId: '订单',
        step: '优惠类型',
        sourceId: '活动/优惠券编号',
        name: '优惠来源',
        amount: '优惠金额',
      },
      options: { step: PRICING_STEP_TEXTS.zh },
    },
    es: {
      title: 'Descuentos',
      fields: {
        orderId: 'Pedido',
        step: 'Tipo',
        sourceId: 'N.º de actividad / cupón',
        name: 'Concedido por',
        amount: 'Importe',
      },
      options: { step: PRICING_STEP_TEXTS.es },
    },
  },
});
