import { endpoints, SPECIFICATION_DISPLAY_AREAS, specificationFieldLabels } from '@retail/contract';
import { textOf } from '../../lib/i18n/feature-messages';
import type { Resource, Row } from '../../resources/define-resource';
import { defineResource } from '../../resources/define-resource';
import { specificationChooserMessages } from './specification-chooser.i18n';
import { GoodsTypeField, GroupField } from './specification-inputs';

/** The 0/1 flags of a specification: switches in the form, integers on the wire. */
const FLAGS = ['isMust', 'isMutilSelect', 'isNav'] as const;

/** Form values → edit body: the switches' booleans become the API's 1 and 0. */
export const flagsToNumbers = (values: Row, flags: readonly string[] = FLAGS): Row =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      flags.includes(name) && typeof value === 'boolean' ? Number(value) : value,
    ]),
  );

/** A resource whose add form starts from these values (a chooser's category, a screen's parent). */
export const withDefaults = <R extends Resource>(resource: R, defaults: Row): R => ({
  ...resource,
  resolved: resource.resolved.map((field) =>
    field.name in defaults && defaults[field.name] !== undefined
      ? { ...field, defaultValue: defaults[field.name] }
      : field,
  ),
});

/** The specification's own field labels in one language, from the contract's table. */
const contractLabels = (locale: 'en' | 'zh' | 'es') => {
  const label = (field: keyof typeof specificationFieldLabels) =>
    specificationFieldLabels[field][locale];
  return {
    parameterName: label('parameterName'),
    parameterCode: label('parameterCode'),
    groupName: label('groupId'),
    groupId: label('groupId'),
    displayArea: label('displayArea'),
    isMust: label('isMust'),
    isMutilSelect: label('isMutilSelect'),
    isNav: label('isNav'),
  };
};
const flag = { kind: 'switch', defaultValue: 0 } as const;

/**
 * Specifications (console.md §3 "Specification"): the goodsSpecification screen and the
 * chooser's add dialog share this declaration.
 */
export const specificationsResource = defineResource({
  key: 'goods-specification',
  endpoints: endpoints.goodsSpecification,
  authority: 'GOODS_SPECIFICATION',
  fields: {
    id: { form: false, width: 70 },
    parameterName: { filter: true },
    parameterCode: { filter: true },
    groupName: { form: false },
    groupId: { input: GroupField, column: false },
    displayArea: { options: SPECIFICATION_DISPLAY_AREAS, defaultValue: 'all' },
    isMust: flag,
    isMutilSelect: flag,
    isNav: flag,
    goodsTypeName: {
      form: false,
      // No category: the specification serves every category.
      render: (value) =>
        typeof value === 'string' && value
          ? value
          : textOf(specificationChooserMessages)('general'),
    },
    goodsTypeId: { input: GoodsTypeField, column: false },
    sort: { kind: 'number', defaultValue: 0 },
    organId: { kind: 'organ', column: false },
    remark: { kind: 'textarea', column: false },
    createDate: { form: false },
  },
  toBody: (values, row) => ({
    ...flagsToNumbers(values),
    ...(row ? { id: row.id } : {}),
  }),
  labels: {
    en: {
      title: 'Goods specification',
      fields: {
        id: 'ID',
        ...contractLabels('en'),
        goodsTypeName: 'Goods category',
        goodsTypeId: 'Goods category',
        sort: 'Sort',
        organId: 'Organisation',
        remark: 'Remark',
        createDate: 'Created',
      },
      options: {
        displayArea: { detail: 'Goods detail', list: 'Goods list', all: 'Detail and list' },
      },
    },
    zh: {
      title: '商品规格',
      fields: {
        id: 'ID',
        ...contractLabels('zh'),
        goodsTypeName: '商品分类',
        goodsTypeId: '商品分类',
        sort: '排序',
        organId: '所属组织',
        remark: '备注',
        createDate: '创建时间',
      },
      options: {
        displayArea: { detail: '商品详情', list: '商品列表', all: '详情和列表' },
      },
    },
    es: {
      title: 'Especificación de artículo',
      fields: {
        id: 'ID',
        ...contractLabels('es'),
        goodsTypeName: 'Categoría de artículo',
        goodsTypeId: 'Categoría de artículo',
        sort: 'Orden',
        organId: 'Organización',
        remark: 'Observación',
        createDate: 'Creada',
      },
      options: {
        displayArea: {
          detail: 'Detalle del artículo',
          list: 'Lista de artículos',
          all: 'Detalle y lista',
        },
      },
    },
  },
});

/** The chooser's add dialog: the same fields, saved through add-specification. */
export const addSpecificationResource: Resource = {
  ...specificationsResource,
  endpoints: {
    ...specificationsResource.endpoints,
    edit: endpoints.goodsSpecificationGroup.addSpecification,
  },
} as Resource;
