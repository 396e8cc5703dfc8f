import { defineResource } from '../registry/define-resource';
import { choice, integer, reference, state, text } from '../registry/fields';
import { DOCUMENT_STATES, STOCK_MOVES, WMS_DIRECTORY } from './wms-menu';
import { DOCUMENT_TEXTS, documentActions } from './document';

const QUANTITY_MAX = Number.MAX_SAFE_INTEGER;

/**
 * Stock on hand per warehouse and item. Written only by posted documents through the
 * inventory ledger (wmsInventoryHistory): the quantity is never negative and always equals the
 * sum of the item's ledger rows in that warehouse.
 */
export const wmsInventoryResource = defineResource({
  key: 'wmsInventory',
  service: 'warehouse',
  table: 'wms_inventory',
  scope: 'organ',
  writable: false,
  noun: 'Inventory',
  menu: { directory: WMS_DIRECTORY.code, icon: 'chart', after: 'shipmentOrder' },
  fields: {
    warehouseId: reference('warehouse', { required: true, named: true, filter: true }),
    itemId: reference('item', { required: true, named: true, filter: true }),
    quantity: integer({ min: 0, max: QUANTITY_MAX, defaultValue: 0, readOnly: true }),
  },
  defaultSort: ['warehouseId', 'itemId'],
  display: 'itemId',
  labels: {
    en: {
      title: 'Inventory',
      fields: { warehouseId: 'Warehouse', itemId: 'Item', quantity: 'On hand' },
    },
    zh: { title: '库存', fields: { warehouseId: '仓库', itemId: '物料', quantity: '现有数量' } },
    es: {
      title: 'Inventario',
      fields: { warehouseId: 'Almacén', itemId: 'Artículo', quantity: 'Disponible' },
    },
  },
});

/** The inventory ledger: one row per stock movement, never changed (newest first). */
export const wmsInventoryHistoryResource = defineResource({
  key: 'wmsInventoryHistory',
  service: 'warehouse',
  table: 'wms_inventory_history',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Inventory ledger rows',
  menu: { directory: WMS_DIRECTORY.code, icon: 'documentation', after: 'wmsInventory' },
  fields: {
    warehouseId: reference('warehouse', { required: true, named: true, filter: true }),
    itemId: reference('item', { required: true, named: true, filter: true }),
    moveType: choice(STOCK_MOVES, { defaultValue: 10, filter: true }),
    formNo: text({ max: 32, filter: true }),
    beforeQuantity: integer({ min: 0, max: QUANTITY_MAX, defaultValue: 0, readOnly: true }),
    quantity: integer({ min: -QUANTITY_MAX, max: QUANTITY_MAX, defaultValue: 0, readOnly: true }),
    afterQuantity: integer({ min: 0, max: QUANTITY_MAX, defaultValue: 0, readOnly: true }),
    createBy: text({ max: 64, readOnly: true, filter: true }),
  },
  defaultSort: [],
  display: 'formNo',
  labels: {
    en: {
      title: 'Inventory ledger',
      fields: {
        warehouseId: 'Warehouse',
        itemId: 'Item',
        moveType: 'Movement',
        formNo: 'Document no.',
        beforeQuantity: 'Before',
        quantity: 'Change',
        afterQuantity: 'After',
        createBy: 'By',
        updateDate: 'Time',
      },
      options: {
        moveType: {
          '10': 'Receipt',
          '20': 'Shipment',
          '30': 'Stock count',
          '40': 'Vending replenishment',
        },
      },
    },
    zh: {
      title: '库存流水',
      fields: {
        warehouseId: '仓库',
        itemId: '物料',
        moveType: '变动类型',
        formNo: '单号',
        beforeQuantity: '变动前',
        quantity: '变动数量',
        afterQuantity: '变动后',
        createBy: '操作人',
        updateDate: '时间',
      },
      options: { moveType: { '10': '入库', '20': '出库', '30': '盘点', '40': '售货机补货' } },
    },
    es: {
      title: 'Libro de existencias',
      fields: {
        warehouseId: 'Almacén',
        itemId: 'Artículo',
        moveType: 'Movimiento',
        formNo: 'N.º de documento',
        beforeQuantity: 'Antes',
        quantity: 'Cambio',
        afterQuantity: 'Después',
        createBy: 'Por',
        updateDate: 'Hora',
      },
      options: {
        moveType: {
          '10': 'Entrada',
          '20': 'Salida',
          '30': 'Recuento',
          '40': 'Reposición de máquinas',
        },
      },
    },
  },
});

/**
 * Stock counts: a draft lists items with the book quantity at the time each line was added and
 * the counted one; `finish` posts, per line, counted − on hand at posting as a gain or loss.
 */
export const wmsInventoryCheckResource = defineResource({
  key: 'wmsInventoryCheck',
  service: 'warehouse',
  table: 'wms_inventory_check',
  scope: 'organ',
  noun: 'Stock counts',
  menu: { directory: WMS_DIRECTORY.code, icon: 'search', after: 'wmsInventoryHistory' },
  fields: {
    orderNo: text({ max: 32, unique: true, readOnly: true, filter: true, sortable: true }),
    warehouseId: reference('warehouse', { required: true, named: true, filter: true }),
    totalDifference: integer({
      min: -QUANTITY_MAX,
      max: QUANTITY_MAX,
      defaultValue: 0,
      readOnly: true,
    }),
    status: state(DOCUMENT_STATES, { initial: 0, editableIn: [0], filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['orderNo'],
  display: 'orderNo',
  actions: documentActions(
    'finish',
    'Finish a count: each difference is posted to stock as a gain or a loss',
  ),
  labels: {
    en: {
      title: 'Stock counts',
      fields: {
        orderNo: 'Count no.',
        warehouseId: 'Warehouse',
        totalDifference: 'Net difference',
        status: 'Status',
        remark: 'Remark',
      },
      options: { status: { ...DOCUMENT_TEXTS.en.states, '10': 'Finished' } },
      actions: { finish: 'Finish', void: DOCUMENT_TEXTS.en.void },
    },
    zh: {
      title: '库存盘点',
      fields: {
        orderNo: '盘点单号',
        warehouseId: '仓库',
        totalDifference: '盈亏合计',
        status: '状态',
        remark: '备注',
      },
      options: { status: { ...DOCUMENT_TEXTS.zh.states, '10': '已完成' } },
      actions: { finish: '完成盘点', void: DOCUMENT_TEXTS.zh.void },
    },
    es: {
      title: 'Recuentos de existencias',
      fields: {
        orderNo: 'N.º de recuento',
        warehouseId: 'Almacén',
        totalDifference: 'Diferencia neta',
        status: 'Estado',
        remark: 'Observación',
      },
      options: { status: { ...DOCUMENT_TEXTS.es.states, '10': 'Terminado' } },
      actions: { finish: 'Terminar', void: DOCUMENT_TEXTS.es.void },
    },
  },
});

/** The lines of a stock count. */
export const wmsInventoryCheckLineResource = defineResource({
  key: 'wmsInventoryCheckLine',
  service: 'warehouse',
  table: 'wms_inventory_check_line',
  scope: 'parent',
  parent: { resource: 'wmsInventoryCheck', field: 'checkId' },
  noun: 'Stock count lines',
  menu: { directory: WMS_DIRECTORY.code, icon: 'list', after: 'wmsInventoryCheck', hidden: true },
  fields: {
    checkId: reference('wmsInventoryCheck', { required: true, filter: true }),
    itemId: reference('item', { required: true, named: true, filter: true }),
    bookQuantity: integer({ min: 0, max: QUANTITY_MAX, defaultValue: 0, readOnly: true }),
    countedQuantity: integer({ min: 0, max: 100_000_000 }),
    difference: integer({ min: -QUANTITY_MAX, max: QUANTITY_MAX, defaultValue: 0, readOnly: true }),
    remark: text({ max: 255 }),
  },
  defaultSort: ['checkId'],
  display: 'itemId',
  exportable: false,
  labels: {
    en: {
      title: 'Stock count lines',
      fields: {
        checkId: 'Stock count',
        itemId: 'Item',
        bookQuantity: 'Book quantity',
        countedQuantity: 'Counted',
        difference: 'Difference',
        remark: 'Remark',
      },
    },
    zh: {
      title: '盘点明细',
      fields: {
        checkId: '盘点单',
        itemId: '物料',
        bookQuantity: '账面数量',
        countedQuantity: '实盘数量',
        difference: '盈亏',
        remark: '备注',
      },
    },
    es: {
      title: 'Líneas del recuento',
      fields: {
        checkId: 'Recuento',
        itemId: 'Artículo',
        bookQuantity: 'Cantidad en libros',
        countedQuantity: 'Contado',
        difference: 'Diferencia',
        remark: 'Observación',
      },
    },
  },
});
