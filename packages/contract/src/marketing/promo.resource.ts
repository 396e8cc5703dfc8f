import { defineResource } from '../registry/define-resource';
import { integer } from '../registry/fields';
import { orderPromoResource } from '../order/order-promo.resource';
import { MARKETING_DIRECTORY } from './marketing-menu';

// The discounts given (docs/marketing.md): every order's discounts in one ledger — which kind,
// which activity, rule or coupon gave it, how much and on which order — so marketing sees what
// each promotion cost. An order's own are its Lines (`orderPromo`); these are the same rows.

const { fields, labels } = orderPromoResource;

export const promoResource = defineResource({
  key: 'promo',
  service: 'promotion',
  table: 'trade_order_promotion',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Discounts given',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'money', after: 'promotionOperate' },
  fields: {
    ...fields,
    // Searched as an id (0, "no source", is not one).
    sourceId: integer({
      min: 0,
      max: 2_147_483_647,
      defaultValue: 0,
      readOnly: true,
      filter: true,
      id: true,
    }),
  },
  defaultSort: [],
  display: 'name',
  labels: {
    en: {
      ...labels.en,
      title: 'Discounts given',
      fields: { ...labels.en.fields, updateDate: 'Ordered' },
    },
    zh: {
      ...labels.zh,
      title: '优惠明细',
      fields: { ...labels.zh.fields, updateDate: '下单时间' },
    },
    es: {
      ...labels.es,
      title: 'Descuentos concedidos',
      fields: { ...labels.es.fields, updateDate: 'Pedido el' },
    },
  },
});
