import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource, transitionInput } from '../registry/define-resource';
import { integer, reference, state, text } from '../registry/fields';
import { AISLE_CAPACITY_MAX, REPLENISHMENT_STATES, VENDING_DIRECTORY } from './vending-menu';

const STATE_TEXTS = {
  en: { '0': 'Draft', '10': 'Confirmed', '-10': 'Cancelled' },
  zh: { '0': '草稿', '10': '已确认', '-10': '已取消' },
  es: { '0': 'Borrador', '10': 'Confirmado', '-10': 'Cancelado' },
} as const;

/**
 * Replenishments of a device from a warehouse. A draft's lines say how many to put in which
 * aisle (`suggest` fills them with capacity − stock for every aisle with goods below the
 * low-stock threshold); `confirm` takes each line's goods out of the warehouse (inventory
 * ledger) and into its aisle (aisle stock ledger, never above capacity), all in one
 * transaction; `cancel` ends a draft.
 */
export const replenishmentLogResource = defineResource({
  key: 'replenishmentLog',
  service: 'vending',
  table: 'replenishment_log',
  scope: 'organ',
  noun: 'Replenishments',
  menu: { directory: VENDING_DIRECTORY.code, icon: 'shopping', after: 'deviceAisleTemplate' },
  fields: {
    orderNo: text({ max: 32, unique: true, readOnly: true, filter: true, sortable: true }),
    deviceId: reference('device', { required: true, named: true, filter: true }),
    warehouseId: reference('warehouse', { required: true, named: true, filter: true }),
    operator: text({ max: 64, filter: true }),
    totalQuantity: integer({
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
      defaultValue: 0,
      readOnly: true,
    }),
    status: state(REPLENISHMENT_STATES, { initial: 0, editableIn: [0], filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['orderNo'],
  display: 'orderNo',
  actions: {
    suggest: {
      input: z.object({ id: idSchema }),
      authority: 'EDIT',
      summary:
        'Fill a draft with capacity − stock for every aisle of its device that has goods and is below the low-stock threshold (its lines are replaced)',
    },
    confirm: {
      input: transitionInput,
      authority: 'CONFIRM',
      summary:
        'Confirm a draft: its lines move stock from the warehouse into the aisles, in one transaction',
      transition: { from: [0], to: 10 },
    },
    cancel: {
      input: transitionInput,
      authority: 'CANCEL',
      summary: 'Cancel a draft',
      transition: { from: [0], to: -10 },
    },
  },
  labels: {
    en: {
      title: 'Replenishments',
      fields: {
        orderNo: 'Replenishment no.',
        deviceId: 'Device',
        warehouseId: 'From warehouse',
        operator: 'Operator',
        totalQuantity: 'Total quantity',
        status: 'Status',
        remark: 'Remark',
      },
      options: { status: STATE_TEXTS.en },
      actions: { suggest: 'Suggest', confirm: 'Confirm', cancel: 'Cancel' },
    },
    zh: {
      title: '补货单',
      fields: {
        orderNo: '补货单号',
        deviceId: '设备',
        warehouseId: '出库仓库',
        operator: '补货员',
        totalQuantity: '总数量',
        status: '状态',
        remark: '备注',
      },
      options: { status: STATE_TEXTS.zh },
      actions: { suggest: '生成建议', confirm: '确认补货', cancel: '取消' },
    },
    es: {
      title: 'Reposiciones',
      fields: {
        orderNo: 'N.º de reposición',
        deviceId: 'Dispositivo',
        warehouseId: 'Almacén de origen',
        operator: 'Reponedor',
        totalQuantity: 'Cantidad total',
        status: 'Estado',
        remark: 'Observación',
      },
      options: { status: STATE_TEXTS.es },
      actions: { suggest: 'Sugerir', confirm: 'Confirmar', cancel: 'Cancelar' },
    },
  },
});

/**
 * The lines of a replenishment: an aisle of its device and how many to put in; the goods come
 * from the aisle, and before / after are what the aisle held when the log was confirmed.
 */
export const replenishmentLogDetailResource = defineResource({
  key: 'replenishmentLogDetail',
  service: 'vending',
  table: 'replenishment_log_detail',
  scope: 'parent',
  parent: { resource: 'replenishmentLog', field: 'replenishmentLogId' },
  noun: 'Replenishment lines',
  menu: {
    directory: VENDING_DIRECTORY.code,
    icon: 'list',
    after: 'replenishmentLog',
    hidden: true,
  },
  fields: {
    replenishmentLogId: reference('replenishmentLog', { required: true, filter: true }),
    // Required by the server on every edit; left empty when a template's apply removed the aisle.
    aisleId: reference('deviceAisle', { named: true, filter: true }),
    aisleCode: text({ max: 16, readOnly: true }),
    itemId: reference('item', { named: true, filter: true, readOnly: true }),
    quantity: integer({ min: 1, max: AISLE_CAPACITY_MAX }),
    beforeQuantity: integer({ min: 0, max: AISLE_CAPACITY_MAX, defaultValue: 0, readOnly: true }),
    afterQuantity: integer({ min: 0, max: AISLE_CAPACITY_MAX, defaultValue: 0, readOnly: true }),
  },
  defaultSort: ['replenishmentLogId'],
  display: 'aisleId',
  exportable: false,
  messages: { clash: { key: 'vending.lineTaken', field: 'aisleId' } },
  labels: {
    en: {
      title: 'Replenishment lines',
      fields: {
        replenishmentLogId: 'Replenishment',
        aisleId: 'Aisle',
        aisleCode: 'Aisle code',
        itemId: 'Goods',
        quantity: 'Quantity',
        beforeQuantity: 'Before',
        afterQuantity: 'After',
      },
    },
    zh: {
      title: '补货明细',
      fields: {
        replenishmentLogId: '补货单',
        aisleId: '货道',
        aisleCode: '货道编号',
        itemId: '商品',
        quantity: '补货数量',
        beforeQuantity: '补货前',
        afterQuantity: '补货后',
      },
    },
    es: {
      title: 'Líneas de reposición',
      fields: {
        replenishmentLogId: 'Reposición',
        aisleId: 'Canal',
        aisleCode: 'Código del canal',
        itemId: 'Producto',
        quantity: 'Cantidad',
        beforeQuantity: 'Antes',
        afterQuantity: 'Después',
      },
    },
  },
});
