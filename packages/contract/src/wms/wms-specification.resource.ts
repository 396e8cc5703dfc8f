import { defineResource } from '../registry/define-resource';
import { integer, reference, text } from '../registry/fields';
import { WMS_DIRECTORY } from './wms-menu';

// Item specifications (colour, size…), their values (red, XL…) and which values an item has.

export const wmsSpecificationResource = defineResource({
  key: 'wmsSpecification',
  service: 'warehouse',
  table: 'wms_specification',
  scope: 'organ',
  noun: 'Item specifications',
  menu: { directory: WMS_DIRECTORY.code, icon: 'tab', after: 'item' },
  fields: {
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
  },
  defaultSort: ['sort', 'name'],
  labels: {
    en: { title: 'Item specifications', fields: { name: 'Specification', sort: 'Order' } },
    zh: { title: '物料规格', fields: { name: '规格名称', sort: '排序' } },
    es: { title: 'Especificaciones', fields: { name: 'Especificación', sort: 'Orden' } },
  },
});

export const wmsSpecificationValueResource = defineResource({
  key: 'wmsSpecificationValue',
  service: 'warehouse',
  table: 'wms_specification_value',
  scope: 'organ',
  noun: 'Specification values',
  menu: { directory: WMS_DIRECTORY.code, icon: 'tab', after: 'wmsSpecification' },
  fields: {
    specificationId: reference('wmsSpecification', { required: true, named: true, filter: true }),
    value: text({ max: 64, required: true, filter: true, sortable: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
  },
  defaultSort: ['specificationId', 'sort', 'value'],
  display: 'value',
  labels: {
    en: {
      title: 'Specification values',
      fields: { specificationId: 'Specification', value: 'Value', sort: 'Order' },
    },
    zh: { title: '规格值', fields: { specificationId: '规格', value: '规格值', sort: '排序' } },
    es: {
      title: 'Valores de especificación',
      fields: { specificationId: 'Especificación', value: 'Valor', sort: 'Orden' },
    },
  },
});

export const wmsItemSpecificationValueResource = defineResource({
  key: 'wmsItemSpecificationValue',
  service: 'warehouse',
  table: 'wms_item_specification_value',
  scope: 'organ',
  noun: 'Item specification values',
  menu: { directory: WMS_DIRECTORY.code, icon: 'tab', after: 'wmsSpecificationValue' },
  fields: {
    itemId: reference('item', { required: true, named: true, filter: true }),
    specificationValueId: reference('wmsSpecificationValue', {
      required: true,
      named: true,
      filter: true,
    }),
  },
  defaultSort: ['itemId'],
  display: 'itemId',
  messages: { clash: { key: 'wms.itemValueTaken', field: 'specificationValueId' } },
  labels: {
    en: {
      title: 'Item specification values',
      fields: { itemId: 'Item', specificationValueId: 'Specification value' },
    },
    zh: { title: '物料规格值', fields: { itemId: '物料', specificationValueId: '规格值' } },
    es: {
      title: 'Valores de los artículos',
      fields: { itemId: 'Artículo', specificationValueId: 'Valor de especificación' },
    },
  },
});
