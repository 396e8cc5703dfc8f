import { createElement } from 'react';
import { endpoints } from '@retail/contract';
import { ImageUrlInput } from '../../components/file-bank';
import { defineResource } from '../../resources/define-resource';
import { AddFrontChildAction, AddTypeChildAction } from './category-actions';
import {
  BrandSelect,
  FrontParentSelect,
  GoodsTypeInput,
  GoodsTypeName,
  ParentTypeSelect,
  thumbnail,
} from './goods-inputs';

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

/** goodsTypeBoard: banner blocks of a category on the storefront. */
export const goodsTypeBoardResource = defineResource({
  key: 'goods-type-board',
  endpoints: endpoints.goodsTypeBoard,
  authority: 'GOODS_TYPE_BOARD',
  fields: {
    id: { form: false, width: 70 },
    image: { input: ImageUrlInput, render: thumbnail, width: 80 },
    name: { filter: true },
    goodsTypeId: {
      input: GoodsTypeInput,
      filterInput: GoodsTypeInput,
      filter: true,
      render: (value) => createElement(GoodsTypeName, { id: value }),
    },
    sort: { kind: 'number', defaultValue: 0, width: 80 },
    enable: { options: ENABLE_OPTIONS, defaultValue: 1, filter: true, width: 90 },
    organId: { kind: 'organ', column: false },
    updateDate: { form: false },
  },
  labels: {
    en: {
      title: 'Category boards',
      fields: {
        id: 'ID',
        image: 'Picture',
        name: 'Board name',
        goodsTypeId: 'Category',
        sort: 'Order',
        enable: 'Status',
        organId: 'Organisation',
        updateDate: 'Updated',
      },
      options: { enable: { '1': 'Enabled', '0': 'Disabled' } },
    },
    zh: {
      title: '分类板块',
      fields: {
        id: 'ID',
        image: '图片',
        name: '板块名称',
        goodsTypeId: '商品分类',
        sort: '排序',
        enable: '状态',
        organId: '所属组织',
        updateDate: '更新时间',
      },
      options: { enable: { '1': '启用', '0': '停用' } },
    },
    es: {
      title: 'Paneles de categoría',
      fields: {
        id: 'ID',
        image: 'Imagen',
        name: 'Nombre del panel',
        goodsTypeId: 'Categoría',
        sort: 'Orden',
        enable: 'Estado',
        organId: 'Organización',
        updateDate: 'Actualizado',
      },
      options: { enable: { '1': 'Activado', '0': 'Desactivado' } },
    },
  },
});

/** goodsTypeBrand: the brands shown under a category. */
export const goodsTypeBrandResource = defineResource({
  key: 'goods-type-brand',
  endpoints: endpoints.goodsTypeBrand,
  authority: 'GOODS_TYPE_BRAND',
  fields: {
    id: { form: false, width: 70 },
    goodsTypeId: {
      input: GoodsTypeInput,
      filterInput: GoodsTypeInput,
      filter: true,
      column: false,
    },
    goodsTypeName: { form: false },
    brandId: { input: BrandSelect, filterInput: BrandSelect, filter: true, column: false },
    brandName: { form: false },
    sort: { kind: 'number', defaultValue: 0, width: 80 },
    organId: { kind: 'organ', column: false },
    updateDate: { form: false },
  },
  labels: {
    en: {
      title: 'Category brands',
      fields: {
        id: 'ID',
        goodsTypeId: 'Category',
        goodsTypeName: 'Category',
        brandId: 'Brand',
        brandName: 'Brand',
        sort: 'Order',
        organId: 'Organisation',
        updateDate: 'Updated',
      },
    },
    zh: {
      title: '分类品牌',
      fields: {
        id: 'ID',
        goodsTypeId: '商品分类',
        goodsTypeName: '商品分类',
        brandId: '品牌',
        brandName: '品牌',
        sort: '排序',
        organId: '所属组织',
        updateDate: '更新时间',
      },
    },
    es: {
      title: 'Marcas por categoría',
      fields: {
        id: 'ID',
        goodsTypeId: 'Categoría',
        goodsTypeName: 'Categoría',
        brandId: 'Marca',
        brandName: 'Marca',
        sort: 'Orden',
        organId: 'Organización',
        updateDate: 'Actualizada',
      },
    },
  },
});
