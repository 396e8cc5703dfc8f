import { defineResource } from '../registry/define-resource';
import { enabled, integer, reference, text } from '../registry/fields';
import { WMS_DIRECTORY } from './wms-menu';

/** Kinds of warehouse item (raw material, packaging, goods…), optionally under a parent kind. */
export const itemTypeResource = defineResource({
  key: 'itemType',
  service: 'warehouse',
  table: 'wms_item_type',
  scope: 'organ',
  noun: 'Item types',
  menu: { directory: WMS_DIRECTORY.code, icon: 'tree', after: 'warehouse' },
  // A tree: never below itself, not removed while types hang below (resources/resource-tree.ts).
  tree: { parentField: 'parentId' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    parentId: reference('itemType', { named: true, filter: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: enabled({ filter: true }),
  },
  defaultSort: ['sort', 'name'],
  labels: {
    en: {
      title: 'Item types',
      fields: { name: 'Type name', parentId: 'Parent type', sort: 'Order', enable: 'Status' },
    },
    zh: {
      title: '物料分类',
      fields: { name: '分类名称', parentId: '上级分类', sort: '排序', enable: '状态' },
    },
    es: {
      title: 'Tipos de artículo',
      fields: {
        name: 'Nombre del tipo',
        parentId: 'Tipo superior',
        sort: 'Orden',
        enable: 'Estado',
      },
    },
  },
});
