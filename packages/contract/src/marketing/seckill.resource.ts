import { defineResource } from '../registry/define-resource';
import { enabled, image, integer, money, reference, text } from '../registry/fields';
import { activityActions, activityFields, activityLabels } from './activity';
import { GOODS_REFERENCE } from './coupon.resource';
import { MARKETING_DIRECTORY } from './marketing-menu';

// Flash sales (docs/marketing.md): time slots of the day (scenes), and activities that sell
// listed goods at a flash price in one slot of each day of their window, from a stock of their
// own, within per-customer limits; never more than that stock, however many buy at once.

// A slot's times are `HH:mm` (TIME_OF_DAY_PATTERN of ministore/store.schemas: 00:00 to 24:00).

const SKU_REFERENCE = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

export const secKillSceneResource = defineResource({
  key: 'secKillScene',
  service: 'promotion',
  table: 'seckill_scene',
  scope: 'organ',
  noun: 'Flash sale time slots',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'date', after: 'droolsRule' },
  fields: {
    name: text({ max: 32, required: true, filter: true, sortable: true }),
    startTime: text({ max: 5, required: true, sortable: true }),
    endTime: text({ max: 5, required: true }),
    picUrl: image(),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    status: enabled({ filter: true }),
  },
  defaultSort: ['startTime'],
  messages: { inUse: 'seckill.sceneInUse' },
  labels: {
    en: {
      title: 'Flash sale time slots',
      fields: {
        name: 'Name',
        startTime: 'From (HH:mm)',
        endTime: 'Until (HH:mm)',
        picUrl: 'Banner',
        sort: 'Sort',
        status: 'Status',
      },
    },
    zh: {
      title: '秒杀时段',
      fields: {
        name: '时段名称',
        startTime: '开始（时:分）',
        endTime: '结束（时:分）',
        picUrl: '轮播图',
        sort: '排序',
        status: '状态',
      },
    },
    es: {
      title: 'Franjas de venta flash',
      fields: {
        name: 'Nombre',
        startTime: 'Desde (HH:mm)',
        endTime: 'Hasta (HH:mm)',
        picUrl: 'Banner',
        sort: 'Orden',
        status: 'Estado',
      },
    },
  },
});

const en = activityLabels('en');
const zh = activityLabels('zh');
const es = activityLabels('es');

export const secKillsResource = defineResource({
  key: 'secKills',
  service: 'promotion',
  table: 'seckill_activity',
  scope: 'organ',
  noun: 'Flash sales',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'date', after: 'secKillScene' },
  fields: {
    ...activityFields(),
    sceneId: reference('secKillScene', { required: true, named: true, filter: true }),
    totalLimitCount: integer({ min: 0, max: 1000, defaultValue: 0 }),
    singleLimitCount: integer({ min: 1, max: 1000, defaultValue: 1 }),
  },
  defaultSort: [],
  newestFirst: true,
  actions: activityActions,
  labels: {
    en: {
      title: 'Flash sales',
      fields: {
        ...en.fields,
        sceneId: 'Time slot',
        totalLimitCount: 'Per customer in all (0 unlimited)',
        singleLimitCount: 'Per order',
      },
      options: { status: en.status },
      actions: en.actions,
    },
    zh: {
      title: '秒杀活动',
      fields: {
        ...zh.fields,
        sceneId: '秒杀时段',
        totalLimitCount: '每人限购总数（0 不限）',
        singleLimitCount: '单次限购',
      },
      options: { status: zh.status },
      actions: zh.actions,
    },
    es: {
      title: 'Ventas flash',
      fields: {
        ...es.fields,
        sceneId: 'Franja',
        totalLimitCount: 'Por cliente en total (0 sin límite)',
        singleLimitCount: 'Por pedido',
      },
      options: { status: es.status },
      actions: es.actions,
    },
  },
});

/** A goods (or one of its SKUs) a flash sale sells: its flash price and its own stock. */
export const secKillsItemResource = defineResource({
  key: 'secKillsItem',
  service: 'promotion',
  table: 'seckill_item',
  scope: 'parent',
  parent: { resource: 'secKills', field: 'activityId' },
  noun: 'Flash sale goods',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'list', after: 'secKills', hidden: true },
  fields: {
    activityId: reference('secKills', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS_REFERENCE, { required: true, named: true, filter: true }),
    skuId: reference(SKU_REFERENCE, { filter: true }),
    seckillPrice: money(),
    totalStock: integer({ min: 1, max: 1_000_000 }),
    stock: integer({ min: 0, max: 1_000_000, defaultValue: 0, readOnly: true }),
  },
  defaultSort: [],
  display: 'goodsId',
  exportable: false,
  labels: {
    en: {
      title: 'Flash sale goods',
      fields: {
        activityId: 'Flash sale',
        goodsId: 'Goods',
        skuId: 'SKU (empty: the goods itself)',
        seckillPrice: 'Flash price',
        totalStock: 'Flash stock',
        stock: 'Left',
      },
    },
    zh: {
      title: '秒杀商品',
      fields: {
        activityId: '秒杀活动',
        goodsId: '商品',
        skuId: '规格（空：商品本身）',
        seckillPrice: '秒杀价',
        totalStock: '秒杀库存',
        stock: '剩余',
      },
    },
    es: {
      title: 'Artículos en venta flash',
      fields: {
        activityId: 'Venta flash',
        goodsId: 'Artículo',
        skuId: 'Variante (vacío: el artículo)',
        seckillPrice: 'Precio flash',
        totalStock: 'Existencias flash',
        stock: 'Quedan',
      },
    },
  },
});
