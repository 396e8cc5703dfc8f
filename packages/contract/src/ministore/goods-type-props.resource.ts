import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { choice, integer, reference, text } from '../registry/fields';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { specificationFieldLabels as named } from './goods-specification.messages';
import { GOODS_CATEGORY } from './goods-specification.resource';

// Category properties (商品分类属性, goodsTypeProps screen): what goods of a category describe
// (material, origin…), each with its input type and, for choices, its values
// (goodsTypePropsValue screen).

/** How the goods form asks for a property: free text, a number, one or several of its values. */
export const PROP_INPUT_TYPES = ['text', 'number', 'select', 'multiSelect'] as const;
export type PropInputType = (typeof PROP_INPUT_TYPES)[number];

const sort = () => integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true });

/**
 * A category's properties: name and code unique in the category (trimmed, whatever the case);
 * a new one belongs to its category's organisation unless the body names one. Their values go
 * with them, and they go with their category.
 */
export const goodsTypePropsResource = defineResource({
  key: 'goodsTypeProps',
  service: 'ministore',
  table: 'goods_type_props',
  scope: 'organ',
  noun: 'Category properties',
  menu: { directory: 'GOODS_MANAGE', icon: 'list', after: 'goodsSpecificationItem' },
  fields: {
    goodsTypeId: reference(GOODS_CATEGORY, {
      required: true,
      filter: true,
      named: true,
      owner: true,
    }),
    propName: text({ max: 100, required: true, filter: true }),
    propCode: text({ max: 64 }),
    inputType: textChoice(PROP_INPUT_TYPES, { defaultValue: 'text' }),
    isMust: choice([1, 0], { defaultValue: 0 }),
    sort: sort(),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['goodsTypeId', 'sort'],
  display: 'propName',
  removeRule: 'its values go with it',
  labels: {
    en: {
      title: 'Category properties',
      fields: {
        goodsTypeId: 'Goods category',
        propName: named.propName.en,
        propCode: named.propCode.en,
        inputType: named.inputType.en,
        isMust: named.isMust.en,
        sort: 'Sort',
        remark: 'Remark',
      },
      options: {
        inputType: {
          text: 'Text',
          number: 'Number',
          select: 'Single choice',
          multiSelect: 'Multiple choice',
        },
        isMust: { '1': 'Yes', '0': 'No' },
      },
    },
    zh: {
      title: '分类属性',
      fields: {
        goodsTypeId: '商品分类',
        propName: named.propName.zh,
        propCode: named.propCode.zh,
        inputType: named.inputType.zh,
        isMust: named.isMust.zh,
        sort: '排序',
        remark: '备注',
      },
      options: {
        inputType: { text: '文本', number: '数字', select: '单选', multiSelect: '多选' },
        isMust: { '1': '是', '0': '否' },
      },
    },
    es: {
      title: 'Propiedades de categoría',
      fields: {
        goodsTypeId: 'Categoría de artículo',
        propName: named.propName.es,
        propCode: named.propCode.es,
        inputType: named.inputType.es,
        isMust: named.isMust.es,
        sort: 'Orden',
        remark: 'Observación',
        updateDate: 'Actualizada',
      },
      options: {
        inputType: {
          text: 'Texto',
          number: 'Número',
          select: 'Selección única',
          multiSelect: 'Selección múltiple',
        },
        isMust: { '1': 'Sí', '0': 'No' },
      },
    },
  },
});

/** The values a category property offers, unique within it; they follow their property. */
export const goodsTypePropsValueResource = defineResource({
  key: 'goodsTypePropsValue',
  service: 'ministore',
  table: 'goods_type_props_value',
  scope: 'organ',
  noun: 'Category property values',
  menu: { directory: 'GOODS_MANAGE', icon: 'list', after: 'goodsTypeProps' },
  fields: {
    propsId: reference('goodsTypeProps', {
      required: true,
      filter: true,
      named: true,
      owner: true,
    }),
    value: text({ max: 100, required: true, filter: true }),
    sort: sort(),
  },
  defaultSort: ['propsId', 'sort'],
  display: 'value',
  messages: { clash: { key: 'goodsTypePropsValue.valueTaken', field: 'value' } },
  labels: {
    en: {
      title: 'Category property values',
      fields: { propsId: named.propsId.en, value: 'Value', sort: 'Sort' },
    },
    zh: {
      title: '分类属性值',
      fields: { propsId: named.propsId.zh, value: '属性值', sort: '排序' },
    },
    es: {
      title: 'Valores de propiedades',
      fields: { propsId: named.propsId.es, value: 'Valor', sort: 'Orden' },
    },
  },
});

export type GoodsTypePropsRecord = z.infer<typeof goodsTypePropsResource.schemas.record>;
export type GoodsTypePropsValueRecord = z.infer<typeof goodsTypePropsValueResource.schemas.record>;
