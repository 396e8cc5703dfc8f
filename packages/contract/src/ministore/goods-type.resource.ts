import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { enabled, image, integer, reference, text } from '../registry/fields';

/** What both category trees have: name, order, icon and remark. */
const categoryFields = {
  name: text({ max: 100, required: true, filter: true }),
  sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
  icon: image(),
  remark: text({ max: 500, multiline: true, list: false }),
};

const categoryLabels = {
  en: {
    parentId: 'Parent category',
    name: 'Category name',
    sort: 'Order',
    icon: 'Icon',
    remark: 'Remark',
  },
  zh: { parentId: '上级分类', name: '分类名称', sort: '排序', icon: '图标', remark: '备注' },
  es: {
    parentId: 'Categoría superior',
    name: 'Nombre de la categoría',
    sort: 'Orden',
    icon: 'Icono',
    remark: 'Observación',
  },
};

/** A category's parent below itself, and a remove while sub-categories hang below: the catalogue's words. */
const categoryMessages = {
  ownAncestor: 'goodsType.ownAncestor',
  hasChildren: 'goodsType.hasChildren',
};

/**
 * Goods categories: the tenant's category tree (goods, boards, category brands, properties and
 * promotions name one). A category with sub-categories, or used by goods or boards, stays.
 */
export const goodsTypeResource = defineResource({
  key: 'goodsType',
  service: 'ministore',
  table: 'goods_type',
  scope: 'organ',
  noun: 'Goods categories',
  menu: { directory: 'GOODS_MANAGE', icon: 'tree', after: 'brand' },
  tree: { parentField: 'parentId' },
  fields: {
    parentId: reference('goodsType', { filter: true, list: false }),
    ...categoryFields,
  },
  defaultSort: ['sort', 'name'],
  exportable: false,
  messages: { inUse: 'goodsType.inUse', ...categoryMessages },
  removeRule: 'refused while it has sub-categories or is used by goods, boards or brands',
  labels: {
    en: { title: 'Goods categories', fields: categoryLabels.en },
    zh: { title: '商品分类', fields: categoryLabels.zh },
    es: { title: 'Categorías de artículos', fields: categoryLabels.es },
  },
});

export type GoodsTypeRecord = z.infer<typeof goodsTypeResource.schemas.record>;
export type GoodsTypeFilter = z.infer<typeof goodsTypeResource.schemas.filter>;
export type GoodsTypeEdit = z.infer<typeof goodsTypeResource.schemas.edit>;

/** Storefront categories: the storefront's own tree, each node showing one goods category. */
export const frontGoodsTypeResource = defineResource({
  key: 'frontGoodsType',
  service: 'ministore',
  table: 'front_goods_type',
  scope: 'organ',
  noun: 'Storefront categories',
  menu: { directory: 'GOODS_MANAGE', icon: 'tree', after: 'goodsType' },
  tree: { parentField: 'parentId' },
  fields: {
    parentId: reference('frontGoodsType', { filter: true, list: false }),
    ...categoryFields,
    goodsTypeId: reference('goodsType', { filter: true, named: true }),
    enable: enabled({ filter: true }),
  },
  defaultSort: ['sort', 'name'],
  exportable: false,
  messages: categoryMessages,
  removeRule: 'refused while it has sub-categories',
  labels: {
    en: {
      title: 'Storefront categories',
      fields: { ...categoryLabels.en, goodsTypeId: 'Goods category shown', enable: 'Status' },
    },
    zh: {
      title: '前台分类',
      fields: { ...categoryLabels.zh, goodsTypeId: '对应商品分类', enable: '状态' },
    },
    es: {
      title: 'Categorías de la tienda en línea',
      fields: {
        ...categoryLabels.es,
        goodsTypeId: 'Categoría de artículos mostrada',
        enable: 'Estado',
      },
      // Una categoría Activada / Desactivada.
      options: { enable: { '1': 'Activada', '0': 'Desactivada' } },
    },
  },
});

export type FrontGoodsTypeRecord = z.infer<typeof frontGoodsTypeResource.schemas.record>;
