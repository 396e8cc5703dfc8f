import { defineResource } from '../registry/define-resource';
import { choice, integer, money, reference, text } from '../registry/fields';
import { activityActions, activityFields, activityLabels } from './activity';
import { GOODS_REFERENCE } from './coupon.resource';
import { BARGAIN_STATUSES, GROUPON_HOURS } from './marketing-codes';
import { MARKETING_DIRECTORY } from './marketing-menu';

// Bargains (docs/marketing.md): an activity offers one goods (or SKU) from a first price down to
// a floor; a shopper starts a bargain and shares it; each helper cuts a random amount (within
// the activity's range, never below the floor), once per bargain and a few times per activity;
// reaching the floor (or the last helper's cut) makes it succeed, and the shopper buys it once
// at the price reached, from the activity's own stock. Bargains and cuts are written by the
// storefront and the clock; the console reads them.

const SKU_REFERENCE = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

const en = activityLabels('en');
const zh = activityLabels('zh');
const es = activityLabels('es');

export const bargainActivityResource = defineResource({
  key: 'bargainActivity',
  service: 'promotion',
  table: 'bargain_activity',
  scope: 'organ',
  noun: 'Bargains',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'money', after: 'grouponMember' },
  fields: {
    ...activityFields(),
    goodsId: reference(GOODS_REFERENCE, { required: true, named: true, filter: true }),
    skuId: reference(SKU_REFERENCE, { filter: true }),
    bargainFirstPrice: money(),
    bargainMinPrice: money(),
    randomMinPrice: money(),
    randomMaxPrice: money(),
    totalStock: integer({ min: 1, max: 1_000_000 }),
    stock: integer({ min: 0, max: 1_000_000, defaultValue: 0, readOnly: true }),
    helpMaxCount: integer({ min: 1, max: 100, defaultValue: 5 }),
    bargainCount: integer({ min: 1, max: 100, defaultValue: 1 }),
    totalLimitCount: integer({ min: 0, max: 1000, defaultValue: 1 }),
    limitDuration: integer({ min: GROUPON_HOURS.min, max: GROUPON_HOURS.max, defaultValue: 24 }),
  },
  defaultSort: [],
  newestFirst: true,
  actions: activityActions,
  labels: {
    en: {
      title: 'Bargains',
      fields: {
        ...en.fields,
        goodsId: 'Goods',
        skuId: 'SKU (empty: the goods itself)',
        bargainFirstPrice: 'First price',
        bargainMinPrice: 'Floor price',
        randomMinPrice: 'Smallest cut',
        randomMaxPrice: 'Largest cut',
        totalStock: 'Bargain stock',
        stock: 'Left',
        helpMaxCount: 'Helpers per bargain',
        bargainCount: 'Cuts per helper',
        totalLimitCount: 'Bargains per customer (0 unlimited)',
        limitDuration: 'Hours a bargain lasts',
      },
      options: { status: en.status },
      actions: en.actions,
    },
    zh: {
      title: '砍价活动',
      fields: {
        ...zh.fields,
        goodsId: '商品',
        skuId: '规格（空：商品本身）',
        bargainFirstPrice: '起始价',
        bargainMinPrice: '最低价',
        randomMinPrice: '单次最少砍',
        randomMaxPrice: '单次最多砍',
        totalStock: '砍价库存',
        stock: '剩余',
        helpMaxCount: '每个砍价的助力人数',
        bargainCount: '每人可助力次数',
        totalLimitCount: '每人可发起次数（0 不限）',
        limitDuration: '砍价时限（小时）',
      },
      options: { status: zh.status },
      actions: zh.actions,
    },
    es: {
      title: 'Regateos',
      fields: {
        ...es.fields,
        goodsId: 'Artículo',
        skuId: 'Variante (vacío: el artículo)',
        bargainFirstPrice: 'Precio inicial',
        bargainMinPrice: 'Precio mínimo',
        randomMinPrice: 'Rebaja mínima',
        randomMaxPrice: 'Rebaja máxima',
        totalStock: 'Existencias del regateo',
        stock: 'Quedan',
        helpMaxCount: 'Ayudantes por regateo',
        bargainCount: 'Rebajas por ayudante',
        totalLimitCount: 'Regateos por cliente (0 sin límite)',
        limitDuration: 'Horas que dura un regateo',
      },
      options: { status: es.status },
      actions: es.actions,
    },
  },
});

const bargainStatusTexts = {
  en: { '10': 'In progress', '20': 'Succeeded', '30': 'Failed' },
  zh: { '10': '砍价中', '20': '砍价成功', '30': '砍价失败' },
  es: { '10': 'En curso', '20': 'Logrado', '30': 'Fallido' },
};

/** A shopper's bargain, read on the console. */
export const bargainResource = defineResource({
  key: 'bargain',
  service: 'promotion',
  table: 'bargain_record',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Shoppers’ bargains',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'money', after: 'bargainActivity' },
  fields: {
    activityId: reference('bargainActivity', { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    bargainFirstPrice: money({ readOnly: true }),
    bargainPrice: money({ readOnly: true }),
    helpCount: integer({ min: 0, max: 100, defaultValue: 0, readOnly: true }),
    status: choice(BARGAIN_STATUSES, { defaultValue: 10, readOnly: true, filter: true }),
    endTime: text({ max: 19, required: true, readOnly: true, sortable: true }),
    orderId: reference('order', { named: true, readOnly: true, filter: true }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'createDate',
  labels: {
    en: {
      title: 'Shoppers’ bargains',
      fields: {
        activityId: 'Bargain',
        customerId: 'Customer',
        bargainFirstPrice: 'First price',
        bargainPrice: 'Price now',
        helpCount: 'Helpers',
        status: 'Status',
        endTime: 'Ends at',
        orderId: 'Order',
        createDate: 'Started at',
      },
      options: { status: bargainStatusTexts.en },
    },
    zh: {
      title: '用户砍价',
      fields: {
        activityId: '砍价活动',
        customerId: '会员',
        bargainFirstPrice: '起始价',
        bargainPrice: '当前价',
        helpCount: '助力人数',
        status: '状态',
        endTime: '截止时间',
        orderId: '订单',
        createDate: '发起时间',
      },
      options: { status: bargainStatusTexts.zh },
    },
    es: {
      title: 'Regateos de clientes',
      fields: {
        activityId: 'Regateo',
        customerId: 'Cliente',
        bargainFirstPrice: 'Precio inicial',
        bargainPrice: 'Precio actual',
        helpCount: 'Ayudantes',
        status: 'Estado',
        endTime: 'Termina',
        orderId: 'Pedido',
        createDate: 'Iniciado',
      },
      options: { status: bargainStatusTexts.es },
    },
  },
});

/** A helper's cut of a bargain. */
export const bargainCutResource = defineResource({
  key: 'bargainCut',
  service: 'promotion',
  table: 'bargain_help',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Bargain cuts',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'list', after: 'bargain' },
  fields: {
    recordId: reference('bargain', { required: true, named: true, filter: true }),
    activityId: reference('bargainActivity', { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    reducePrice: money({ readOnly: true }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'createDate',
  labels: {
    en: {
      title: 'Bargain cuts',
      fields: {
        recordId: 'Bargain',
        activityId: 'Activity',
        customerId: 'Helper',
        reducePrice: 'Cut',
        createDate: 'At',
      },
    },
    zh: {
      title: '砍价助力',
      fields: {
        recordId: '用户砍价',
        activityId: '砍价活动',
        customerId: '助力人',
        reducePrice: '砍掉金额',
        createDate: '时间',
      },
    },
    es: {
      title: 'Rebajas de regateo',
      fields: {
        recordId: 'Regateo',
        activityId: 'Actividad',
        customerId: 'Ayudante',
        reducePrice: 'Rebaja',
        createDate: 'Fecha',
      },
    },
  },
});
