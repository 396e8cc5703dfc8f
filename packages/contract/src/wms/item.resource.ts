import { defineResource } from '../registry/define-resource';
import { enabled, integer, money, reference, text } from '../registry/fields';
import { WMS_DIRECTORY } from './wms-menu';

/**
 * Warehouse items: what is received, kept and shipped. The item number is unique per tenant;
 * below the safety stock an item shows as low on the inventory screen.
 */
export const itemResource = defineResource({
  key: 'item',
  service: 'warehouse',
  table: 'wms_item',
  scope: 'organ',
  noun: 'Items',
  menu: { directory: WMS_DIRECTORY.code, icon: 'component', after: 'itemType' },
  fields: {
    itemNo: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    itemTypeId: reference('itemType', { named: true, filter: true }),
    barcode: text({ max: 64, filter: true }),
    unit: text({ max: 16 }),
    safetyStock: integer({ min: 0, max: 100_000_000, defaultValue: 0 }),
    costPrice: money({ defaultValue: 0 }),
    sellingPrice: money({ defaultValue: 0 }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['itemNo'],
  messages: { inUse: 'item.inUse' },
  labels: {
    en: {
      title: 'Items',
      fields: {
        itemNo: 'Item no.',
        name: 'Item name',
        itemTypeId: 'Item type',
        barcode: 'Barcode',
        unit: 'Unit',
        safetyStock: 'Safety stock',
        costPrice: 'Cost price',
        sellingPrice: 'Selling price',
        enable: 'Status',
        remark: 'Remark',
      },
    },
    zh: {
      title: '物料',
      fields: {
        itemNo: '物料编号',
        name: '物料名称',
        itemTypeId: '物料分类',
        barcode: '条码',
        unit: '单位',
        safetyStock: '安全库存',
        costPrice: '成本价',
        sellingPrice: '销售价',
        enable: '状态',
        remark: '备注',
      },
    },
    es: {
      title: 'Artículos',
      fields: {
        itemNo: 'N.º de artículo',
        name: 'Nombre del artículo',
        itemTypeId: 'Tipo de artículo',
        barcode: 'Código de barras',
        unit: 'Unidad',
        safetyStock: 'Existencias de seguridad',
        costPrice: 'Precio de coste',
        sellingPrice: 'Precio de venta',
        enable: 'Estado',
        remark: 'Observación',
      },
    },
  },
});
