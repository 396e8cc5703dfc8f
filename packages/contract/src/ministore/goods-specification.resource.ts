import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { choice, integer, reference, text } from '../registry/fields';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { specificationFieldLabels as named } from './goods-specification.messages';

// Specifications (console.md §3 "Specification", "Specification group"): a group (规格分组)
// gathers specifications such as 颜色 or 尺码; a specification's items are its values
// (红色, 黑色; S, M, L), from which goods build their SKUs.

/**
 * Where the storefront shows a specification: on the goods detail page, in goods lists (as a
 * filter), or both.
 */
export const SPECIFICATION_DISPLAY_AREAS = ['detail', 'list', 'all'] as const;
export type SpecificationDisplayArea = (typeof SPECIFICATION_DISPLAY_AREAS)[number];

/** The goods category tree (goods, boards and specifications name one of its categories). */
export const GOODS_CATEGORY = { group: 'goodsType', table: 'goods_type', display: 'name' };

const sort = () => integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true });
const remark = () => text({ max: 500, multiline: true, list: false });
/** 1 yes, 0 no (integers on the wire, like `enable`). */
const yesNo = (options: { filter?: boolean } = {}) =>
  choice([1, 0], { defaultValue: 0, ...options });
const YES_NO = {
  en: { '1': 'Yes', '0': 'No' },
  zh: { '1': '是', '0': '否' },
  es: { '1': 'Sí', '0': 'No' },
};

/** Specification groups; one still holding specifications (seen by the caller or not) stays. */
export const goodsSpecificationGroupResource = defineResource({
  key: 'goodsSpecificationGroup',
  service: 'ministore',
  table: 'goods_specification_group',
  scope: 'organ',
  noun: 'Specification groups',
  menu: { directory: 'GOODS_MANAGE', icon: 'list', after: 'goodsSpecification' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    sort: sort(),
    remark: remark(),
  },
  defaultSort: ['sort', 'name'],
  removeRule: 'refused while it still holds specifications',
  labels: {
    en: {
      title: 'Specification groups',
      fields: { name: 'Group name', sort: 'Sort', remark: 'Remark' },
    },
    zh: { title: '规格分组', fields: { name: '分组名称', sort: '排序', remark: '备注' } },
    es: {
      title: 'Grupos de especificaciones',
      fields: { name: 'Nombre del grupo', sort: 'Orden', remark: 'Observación' },
    },
  },
});

/**
 * Specifications: of one category or, without one, of every category; a code unique in the
 * tenant. Their items go with them; one whose item goods use stays.
 */
export const goodsSpecificationResource = defineResource({
  key: 'goodsSpecification',
  service: 'ministore',
  table: 'goods_specification',
  scope: 'organ',
  noun: 'Specifications',
  menu: { directory: 'GOODS_MANAGE', icon: 'list', after: 'goodsTagRef' },
  fields: {
    parameterName: text({ max: 100, required: true, filter: true, sortable: true }),
    parameterCode: text({ max: 64, unique: true, filter: true, exact: true }),
    groupId: reference('goodsSpecificationGroup', { filter: true, named: true }),
    displayArea: textChoice(SPECIFICATION_DISPLAY_AREAS, { defaultValue: 'detail' }),
    isMust: yesNo(),
    isMutilSelect: yesNo(),
    isNav: yesNo({ filter: true }),
    goodsTypeId: reference(GOODS_CATEGORY, { filter: true, named: true }),
    sort: sort(),
    remark: remark(),
  },
  defaultSort: ['sort', 'parameterName'],
  display: 'parameterName',
  removeRule: 'its items go with it; refused while goods use one of them',
  messages: {
    inUse: 'specification.inUse',
    clash: { key: 'specification.codeTaken', field: 'parameterCode' },
  },
  labels: {
    en: {
      title: 'Goods specifications',
      fields: {
        parameterName: named.parameterName.en,
        parameterCode: named.parameterCode.en,
        groupId: named.groupId.en,
        displayArea: named.displayArea.en,
        isMust: named.isMust.en,
        isMutilSelect: named.isMutilSelect.en,
        isNav: named.isNav.en,
        goodsTypeId: 'Goods category',
        sort: 'Sort',
        remark: 'Remark',
      },
      options: {
        displayArea: { detail: 'Goods detail', list: 'Goods list', all: 'Detail and list' },
        isMust: YES_NO.en,
        isMutilSelect: YES_NO.en,
        isNav: YES_NO.en,
      },
    },
    zh: {
      title: '商品规格',
      fields: {
        parameterName: named.parameterName.zh,
        parameterCode: named.parameterCode.zh,
        groupId: named.groupId.zh,
        displayArea: named.displayArea.zh,
        isMust: named.isMust.zh,
        isMutilSelect: named.isMutilSelect.zh,
        isNav: named.isNav.zh,
        goodsTypeId: '商品分类',
        sort: '排序',
        remark: '备注',
      },
      options: {
        displayArea: { detail: '商品详情', list: '商品列表', all: '详情和列表' },
        isMust: YES_NO.zh,
        isMutilSelect: YES_NO.zh,
        isNav: YES_NO.zh,
      },
    },
    es: {
      title: 'Especificaciones',
      fields: {
        parameterName: named.parameterName.es,
        parameterCode: named.parameterCode.es,
        groupId: named.groupId.es,
        displayArea: named.displayArea.es,
        isMust: named.isMust.es,
        isMutilSelect: named.isMutilSelect.es,
        isNav: named.isNav.es,
        goodsTypeId: 'Categoría de artículo',
        sort: 'Orden',
        remark: 'Observación',
        updateDate: 'Actualizada',
      },
      options: {
        displayArea: {
          detail: 'Detalle del artículo',
          list: 'Lista de artículos',
          all: 'Detalle y lista',
        },
        isMust: YES_NO.es,
        isMutilSelect: YES_NO.es,
        isNav: YES_NO.es,
      },
    },
  },
});

/**
 * A specification's values (红色, XL), unique within it; a new one belongs to its
 * specification's organisation unless the body names one. One that goods use stays.
 */
export const goodsSpecificationItemResource = defineResource({
  key: 'goodsSpecificationItem',
  service: 'ministore',
  table: 'goods_specification_item',
  scope: 'organ',
  noun: 'Specification items',
  menu: { directory: 'GOODS_MANAGE', icon: 'list', after: 'goodsSpecificationGroup' },
  fields: {
    specificationId: reference('goodsSpecification', {
      required: true,
      filter: true,
      named: true,
      owner: true,
    }),
    itemValue: text({ max: 100, required: true, filter: true }),
    itemCode: text({ max: 64 }),
    sort: sort(),
    remark: remark(),
  },
  defaultSort: ['specificationId', 'sort'],
  display: 'itemValue',
  removeRule: 'refused while goods use it',
  messages: {
    inUse: 'specification.inUse',
    clash: { key: 'specificationItem.valueTaken', field: 'itemValue' },
  },
  labels: {
    en: {
      title: 'Specification items',
      fields: {
        specificationId: named.specificationId.en,
        itemValue: named.itemValue.en,
        itemCode: named.itemCode.en,
        sort: 'Sort',
        remark: 'Remark',
      },
    },
    zh: {
      title: '规格项',
      fields: {
        specificationId: named.specificationId.zh,
        itemValue: named.itemValue.zh,
        itemCode: named.itemCode.zh,
        sort: '排序',
        remark: '备注',
      },
    },
    es: {
      title: 'Elementos de especificación',
      fields: {
        specificationId: named.specificationId.es,
        itemValue: named.itemValue.es,
        itemCode: named.itemCode.es,
        sort: 'Orden',
        remark: 'Observación',
      },
    },
  },
});

export type SpecificationGroupRecord = z.infer<
  typeof goodsSpecificationGroupResource.schemas.record
>;
export type SpecificationRecord = z.infer<typeof goodsSpecificationResource.schemas.record>;
export type SpecificationEdit = z.infer<typeof goodsSpecificationResource.schemas.edit>;
export type SpecificationItemRecord = z.infer<typeof goodsSpecificationItemResource.schemas.record>;
