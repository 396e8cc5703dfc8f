import { endpoints } from '@retail/contract';
import { ImageUrlInput } from '../../components/file-bank';
import { defineResource } from '../../resources/define-resource';
import { AddFrontChildAction, AddTypeChildAction } from './category-actions';
import { FrontParentSelect, GoodsTypeInput, ParentTypeSelect, thumbnail } from './goods-inputs';

/** 1 enabled, 0 disabled (the catalogue's enable field). */
const ENABLE_OPTIONS = [1, 0] as const;

const categoryLabels = {
  en: { id: 'ID', name: 'Category name', parentId: 'Parent category', sort: 'Order' },
  zh: { id: 'ID', name: '分类名称', parentId: '上级分类', sort: '排序' },
  es: { id: 'ID', name: 'Nombre de la categoría', parentId: 'Categoría superior', sort: 'Orden' },
} as const;

/**
 * goodsType: the category tree. Add a root or (row action) a sub-category; moving a category is
 * choosing another parent in its edit dialog (refused below itself, said on the field).
 */
export const goodsTypeResource = defineResource({
  key: 'goods-type',
  endpoints: {
    list: endpoints.goodsType.queryForList,
    edit: endpoints.goodsType.edit,
    remove: endpoints.goodsType.remove,
  },
  authority: 'GOODS_TYPE',
  treeParent: 'parentId',
  exportable: false,
  rowActions: AddTypeChildAction,
  fields: {
    name: { filter: true },
    id: { form: false, width: 70 },
    parentId: { input: ParentTypeSelect, column: false },
    icon: { input: ImageUrlInput, render: thumbnail, width: 80 },
    sort: { kind: 'number', defaultValue: 0, width: 80 },
    remark: { kind: 'textarea' },
    organId: { kind: 'organ', column: false },
    updateDate: { form: false },
  },
  labels: {
    en: {
      title: 'Goods categories',
      fields: {
        ...categoryLabels.en,
        icon: 'Icon',
        remark: 'Remark',
        organId: 'Organisation',
        updateDate: 'Updated',
      },
    },
    zh: {
      title: '商品分类',
      fields: {
        ...categoryLabels.zh,
        icon: '图标',
        remark: '备注',
        organId: '所属组织',
        updateDate: '更新时间',
      },
    },
    es: {
      title: 'Categorías de artículos',
      fields: {
        ...categoryLabels.es,
        icon: 'Icono',
        remark: 'Observación',
        organId: 'Organización',
        updateDate: 'Actualizada',
      },
    },
  },
});

/** frontGoodsType: the storefront's own category tree, each node showing a goods category. */
export const frontGoodsTypeResource = defineResource({
  key: 'front-goods-type',
  endpoints: {
    list: endpoints.frontGoodsType.queryForList,
    edit: endpoints.frontGoodsType.edit,
    remove: endpoints.frontGoodsType.remove,
  },
  authority: 'FRONT_GOODS_TYPE',
  treeParent: 'parentId',
  exportable: false,
  rowActions: AddFrontChildAction,
  fields: {
    name: { filter: true },
    id: { form: false, width: 70 },
    parentId: { input: FrontParentSelect, column: false },
    goodsTypeId: { input: GoodsTypeInput, column: false },
    icon: { input: ImageUrlInput, render: thumbnail, width: 80 },
    sort: { kind: 'number', defaultValue: 0, width: 80 },
    enable: { options: ENABLE_OPTIONS, defaultValue: 1, filter: true, width: 90 },
    remark: { kind: 'textarea', column: false },
    organId: { kind: 'organ', column: false },
  },
  labels: {
    en: {
      title: 'Storefront categories',
      fields: {
        ...categoryLabels.en,
        goodsTypeId: 'Goods category shown',
        icon: 'Icon',
        enable: 'Status',
        remark: 'Remark',
        organId: 'Organisation',
      },
      options: { enable: { '1': 'Enabled', '0': 'Disabled' } },
    },
    zh: {
      title: '前台分类',
      fields: {
        ...categoryLabels.zh,
        goodsTypeId: '对应商品分类',
        icon: '图标',
        enable: '状态',
        remark: '备注',
        organId: '所属组织',
      },
      options: { enable: { '1': '启用', '0': '停用' } },
    },
    es: {
      title: 'Categorías de la tienda',
      fields: {
        ...categoryLabels.es,
        goodsTypeId: 'Categoría de artículos mostrada',
        icon: 'Icono',
        enable: 'Estado',
        remark: 'Observación',
        organId: 'Organización',
      },
      options: { enable: { '1': 'Activada', '0': 'Desactivada' } },
    },
  },
});
