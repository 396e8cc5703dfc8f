import { defineResource } from '../registry/define-resource';
import { enabled, flag, integer, text } from '../registry/fields';
import { WMS_DIRECTORY } from './wms-menu';

/**
 * Warehouses: where stock is kept. The number is unique per tenant; a warehouse that holds
 * stock (inventory rows) cannot be removed.
 */
export const warehouseResource = defineResource({
  key: 'warehouse',
  service: 'warehouse',
  table: 'wms_warehouse',
  scope: 'organ',
  noun: 'Warehouses',
  menu: { directory: WMS_DIRECTORY.code, icon: 'table' },
  fields: {
    warehouseNo: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    address: text({ max: 255 }),
    principal: text({ max: 64 }),
    isDefault: flag({ defaultValue: false }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['sort', 'warehouseNo'],
  messages: { inUse: 'warehouse.inUse' },
  removeRule: 'refused while the warehouse holds stock or documents',
  labels: {
    en: {
      title: 'Warehouses',
      fields: {
        warehouseNo: 'Warehouse no.',
        name: 'Warehouse name',
        address: 'Address',
        principal: 'Person in charge',
        isDefault: 'Default',
        sort: 'Order',
        enable: 'Status',
        remark: 'Remark',
      },
    },
    zh: {
      title: '仓库',
      fields: {
        warehouseNo: '仓库编号',
        name: '仓库名称',
        address: '地址',
        principal: '负责人',
        isDefault: '默认仓库',
        sort: '排序',
        enable: '状态',
        remark: '备注',
      },
    },
    es: {
      title: 'Almacenes',
      fields: {
        warehouseNo: 'N.º de almacén',
        name: 'Nombre del almacén',
        address: 'Dirección',
        principal: 'Responsable',
        isDefault: 'Predeterminado',
        sort: 'Orden',
        enable: 'Estado',
        remark: 'Observación',
      },
    },
  },
});
