import { defineResource } from '../registry/define-resource';
import { choice, flag, integer, money, reference, state, text } from '../registry/fields';
import { activityActions, activityFields, activityLabels } from './activity';
import { GOODS_REFERENCE } from './coupon.resource';
import {
  GROUPON_HOURS,
  GROUPON_MEMBER_STATUSES,
  GROUPON_SIZE,
  GROUPON_STATUSES,
} from './marketing-codes';
import { MARKETING_DIRECTORY } from './marketing-menu';

// Group buys (docs/marketing.md): an activity sells listed goods at a group price to groups of
// N customers. A shopper opens a group by buying (its leader) or joins an open one; the group
// succeeds when its N members have paid, or fails when its hours run out (every member's order
// cancelled and refunded), unless the activity lets virtual members fill it. Groups and their
// members are written by the checkout, the payments and the clock; the console reads them.

const SKU_REFERENCE = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

const en = activityLabels('en');
const zh = activityLabels('zh');
const es = activityLabels('es');

export const grouponActivityResource = defineResource({
  key: 'grouponActivity',
  service: 'promotion',
  table: 'groupon_activity',
  scope: 'organ',
  noun: 'Group buys',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'peoples', after: 'secKills' },
  fields: {
    ...activityFields(),
    userSize: integer({ min: GROUPON_SIZE.min, max: GROUPON_SIZE.max, defaultValue: 2 }),
    limitDuration: integer({ min: GROUPON_HOURS.min, max: GROUPON_HOURS.max, defaultValue: 24 }),
    virtualGroup: flag({ defaultValue: false }),
    totalLimitCount: integer({ min: 0, max: 1000, defaultValue: 0 }),
    singleLimitCount: integer({ min: 1, max: 1000, defaultValue: 1 }),
  },
  defaultSort: [],
  newestFirst: true,
  actions: activityActions,
  labels: {
    en: {
      title: 'Group buys',
      fields: {
        ...en.fields,
        userSize: 'Members per group',
        limitDuration: 'Hours a group stays open',
        virtualGroup: 'Fill with virtual members when time runs out',
        totalLimitCount: 'Per customer in all (0 unlimited)',
        singleLimitCount: 'Per order',
      },
      options: { status: en.status },
      actions: en.actions,
    },
    zh: {
      title: '拼团活动',
      fields: {
        ...zh.fields,
        userSize: '成团人数',
        limitDuration: '成团时限（小时）',
        virtualGroup: '超时虚拟成团',
        totalLimitCount: '每人限购总数（0 不限）',
        singleLimitCount: '单次限购',
      },
      options: { status: zh.status },
      actions: zh.actions,
    },
    es: {
      title: 'Compras en grupo',
      fields: {
        ...es.fields,
        userSize: 'Miembros por grupo',
        limitDuration: 'Horas que un grupo sigue abierto',
        virtualGroup: 'Completar con miembros virtuales al agotarse el tiempo',
        totalLimitCount: 'Por cliente en total (0 sin límite)',
        singleLimitCount: 'Por pedido',
      },
      options: { status: es.status },
      actions: es.actions,
    },
  },
});

/** A goods (or one of its SKUs) a group buy sells, and its group price. */
export const grouponActivityItemResource = defineResource({
  key: 'grouponActivityItem',
  service: 'promotion',
  table: 'groupon_activity_item',
  scope: 'parent',
  parent: { resource: 'grouponActivity', field: 'activityId' },
  noun: 'Group buy goods',
  menu: {
    directory: MARKETING_DIRECTORY.code,
    icon: 'list',
    after: 'grouponActivity',
    hidden: true,
  },
  fields: {
    activityId: reference('grouponActivity', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS_REFERENCE, { required: true, named: true, filter: true }),
    skuId: reference(SKU_REFERENCE, { filter: true }),
    grouponPrice: money(),
  },
  defaultSort: [],
  display: 'goodsId',
  exportable: false,
  labels: {
    en: {
      title: 'Group buy goods',
      fields: {
        activityId: 'Group buy',
        goodsId: 'Goods',
        skuId: 'SKU (empty: the goods itself)',
        grouponPrice: 'Group price',
      },
    },
    zh: {
      title: '拼团商品',
      fields: {
        activityId: '拼团活动',
        goodsId: '商品',
        skuId: '规格（空：商品本身）',
        grouponPrice: '拼团价',
      },
    },
    es: {
      title: 'Artículos en compra en grupo',
      fields: {
        activityId: 'Compra en grupo',
        goodsId: 'Artículo',
        skuId: 'Variante (vacío: el artículo)',
        grouponPrice: 'Precio de grupo',
      },
    },
  },
});

const grouponStatusTexts = {
  en: { '0': 'Forming', '10': 'Open', '20': 'Succeeded', '30': 'Failed', '40': 'Void' },
  zh: { '0': '待开团', '10': '拼团中', '20': '拼团成功', '30': '拼团失败', '40': '已作废' },
  es: { '0': 'Formándose', '10': 'Abierto', '20': 'Logrado', '30': 'Fallido', '40': 'Anulado' },
};

/** A group: opened by its leader's order, read on the console (the clock closes it). */
export const grouponResource = defineResource({
  key: 'groupon',
  service: 'promotion',
  table: 'groupon',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Groups of group buys',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'peoples', after: 'grouponActivity' },
  fields: {
    name: text({ max: 64, required: true, readOnly: true, filter: true }),
    activityId: reference('grouponActivity', { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS_REFERENCE, { required: true, named: true, filter: true }),
    grouponPrice: money({ readOnly: true }),
    userSize: integer({ min: 0, max: GROUPON_SIZE.max, defaultValue: 0, readOnly: true }),
    userCount: integer({ min: 0, max: GROUPON_SIZE.max, defaultValue: 0, readOnly: true }),
    status: state(GROUPON_STATUSES, { initial: 0, editableIn: [], filter: true }),
    virtualGroup: flag({ defaultValue: false, readOnly: true, list: false }),
    expireTime: text({ max: 19, readOnly: true, sortable: true }),
    finishTime: text({ max: 19, readOnly: true }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  labels: {
    en: {
      title: 'Groups',
      fields: {
        name: 'Group buy',
        activityId: 'Activity',
        customerId: 'Leader',
        goodsId: 'Goods',
        grouponPrice: 'Group price',
        userSize: 'Members needed',
        userCount: 'Members paid',
        status: 'Status',
        virtualGroup: 'Virtual members allowed',
        expireTime: 'Closes at',
        finishTime: 'Closed at',
        createDate: 'Opened at',
      },
      options: { status: grouponStatusTexts.en },
    },
    zh: {
      title: '拼团团队',
      fields: {
        name: '拼团活动',
        activityId: '活动',
        customerId: '团长',
        goodsId: '商品',
        grouponPrice: '拼团价',
        userSize: '成团人数',
        userCount: '已付款人数',
        status: '状态',
        virtualGroup: '允许虚拟成团',
        expireTime: '截止时间',
        finishTime: '结束时间',
        createDate: '开团时间',
      },
      options: { status: grouponStatusTexts.zh },
    },
    es: {
      title: 'Grupos',
      fields: {
        name: 'Compra en grupo',
        activityId: 'Actividad',
        customerId: 'Líder',
        goodsId: 'Artículo',
        grouponPrice: 'Precio de grupo',
        userSize: 'Miembros necesarios',
        userCount: 'Miembros que pagaron',
        status: 'Estado',
        virtualGroup: 'Miembros virtuales permitidos',
        expireTime: 'Cierra',
        finishTime: 'Cerrado',
        createDate: 'Abierto',
      },
      options: { status: grouponStatusTexts.es },
    },
  },
});

const memberStatusTexts = {
  en: {
    '0': 'Awaiting payment',
    '10': 'Joined',
    '20': 'Succeeded',
    '30': 'Failed',
    '40': 'Left',
  },
  zh: { '0': '待付款', '10': '已参团', '20': '拼团成功', '30': '拼团失败', '40': '已退出' },
  es: {
    '0': 'Pendiente de pago',
    '10': 'Unido',
    '20': 'Logrado',
    '30': 'Fallido',
    '40': 'Salió',
  },
};

/** A customer's seat in a group, with the order that holds it. */
export const grouponMemberResource = defineResource({
  key: 'grouponMember',
  service: 'promotion',
  table: 'groupon_member',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Members of groups',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'user', after: 'groupon' },
  fields: {
    grouponId: reference('groupon', { required: true, named: true, filter: true }),
    activityId: reference('grouponActivity', { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    orderId: reference('order', { required: true, named: true, filter: true }),
    leader: flag({ defaultValue: false, readOnly: true }),
    count: integer({ min: 1, max: 1000, defaultValue: 1, readOnly: true }),
    status: choice(GROUPON_MEMBER_STATUSES, { defaultValue: 0, readOnly: true, filter: true }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'createDate',
  labels: {
    en: {
      title: 'Group members',
      fields: {
        grouponId: 'Group',
        activityId: 'Activity',
        customerId: 'Customer',
        orderId: 'Order',
        leader: 'Leader',
        count: 'Quantity',
        status: 'Status',
        createDate: 'Joined at',
      },
      options: { status: memberStatusTexts.en },
    },
    zh: {
      title: '拼团成员',
      fields: {
        grouponId: '团队',
        activityId: '活动',
        customerId: '会员',
        orderId: '订单',
        leader: '团长',
        count: '数量',
        status: '状态',
        createDate: '参团时间',
      },
      options: { status: memberStatusTexts.zh },
    },
    es: {
      title: 'Miembros de grupos',
      fields: {
        grouponId: 'Grupo',
        activityId: 'Actividad',
        customerId: 'Cliente',
        orderId: 'Pedido',
        leader: 'Líder',
        count: 'Cantidad',
        status: 'Estado',
        createDate: 'Se unió',
      },
      options: { status: memberStatusTexts.es },
    },
  },
});
