import { z } from 'zod';
import { idSchema } from '../api/owned';
import { DEVICE_GRID_MAX } from '../device/device-type.resource';
import { defineResource } from '../registry/define-resource';
import { choice, flag, integer, money, reference, text } from '../registry/fields';
import {
  AISLE_CAPACITY_MAX,
  AISLE_STATUSES,
  AISLE_STOCK_REASONS,
  VENDING_DIRECTORY,
} from './vending-menu';

const AISLE_STATUS_TEXTS = {
  en: { '1': 'Enabled', '0': 'Disabled', '2': 'Fault' },
  zh: { '1': '启用', '0': '停用', '2': '故障' },
  es: { '1': 'Activado', '0': 'Desactivado', '2': 'Averiado' },
} as const;

/** Aisle codes: letters, digits and `-`, as printed on the machine (A1, B12). */
export const AISLE_CODE_PATTERN = /^[A-Za-z0-9-]{1,16}$/;

/**
 * The aisles (channels) of a vending device: where on its grid (layer and column, 1-based,
 * within its type's rows × columns), which goods (a warehouse item, so stock comes from a
 * warehouse), the price and the capacity. `currentCapacity` moves only through the aisle stock
 * ledger (`deviceStock`): sales, replenishments and adjustments; `lowStock` follows it.
 */
export const deviceAisleResource = defineResource({
  key: 'deviceAisle',
  service: 'vending',
  table: 'device_aisle',
  scope: 'organ',
  noun: 'Device aisles',
  menu: { directory: VENDING_DIRECTORY.code, icon: 'component' },
  fields: {
    deviceId: reference('device', { required: true, named: true, filter: true }),
    aisleCode: text({ max: 16, required: true, filter: true, sortable: true }),
    layer: integer({ min: 1, max: DEVICE_GRID_MAX }),
    columnNo: integer({ min: 1, max: DEVICE_GRID_MAX }),
    itemId: reference('item', { named: true, filter: true }),
    price: money({ defaultValue: 0 }),
    maxCapacity: integer({ min: 1, max: AISLE_CAPACITY_MAX }),
    currentCapacity: integer({ min: 0, max: AISLE_CAPACITY_MAX, defaultValue: 0, readOnly: true }),
    lowStock: flag({ defaultValue: false, readOnly: true, filter: true }),
    status: choice(AISLE_STATUSES, { defaultValue: 1, filter: true }),
  },
  defaultSort: ['deviceId', 'aisleCode'],
  display: 'aisleCode',
  messages: { clash: { key: 'vending.aisleTaken', field: 'aisleCode' } },
  removeRule: 'refused while the aisle holds stock',
  actions: {
    adjust: {
      input: z.object({
        id: idSchema,
        currentCapacity: z
          .number({ error: 'required' })
          .int({ error: 'invalid' })
          .min(0, { error: 'tooSmall' })
          .max(AISLE_CAPACITY_MAX, { error: 'tooBig' }),
      }),
      authority: 'ADJUST',
      summary:
        'Set an aisle’s stock to what was counted at the machine (an adjustment row in the aisle stock ledger; never above its capacity)',
    },
  },
  labels: {
    en: {
      title: 'Device aisles',
      fields: {
        deviceId: 'Device',
        aisleCode: 'Aisle code',
        layer: 'Layer',
        columnNo: 'Column',
        itemId: 'Goods',
        price: 'Price',
        maxCapacity: 'Capacity',
        currentCapacity: 'In stock',
        lowStock: 'Low stock',
        status: 'Status',
      },
      options: { status: AISLE_STATUS_TEXTS.en, lowStock: { '1': 'Low', '0': 'OK' } },
      actions: { adjust: 'Adjust stock' },
    },
    zh: {
      title: '货道',
      fields: {
        deviceId: '设备',
        aisleCode: '货道编号',
        layer: '层',
        columnNo: '列',
        itemId: '商品',
        price: '售价',
        maxCapacity: '容量',
        currentCapacity: '当前库存',
        lowStock: '缺货',
        status: '状态',
      },
      options: { status: AISLE_STATUS_TEXTS.zh, lowStock: { '1': '缺货', '0': '正常' } },
      actions: { adjust: '盘点调整' },
    },
    es: {
      title: 'Canales',
      fields: {
        deviceId: 'Dispositivo',
        aisleCode: 'Código del canal',
        layer: 'Nivel',
        columnNo: 'Columna',
        itemId: 'Producto',
        price: 'Precio',
        maxCapacity: 'Capacidad',
        currentCapacity: 'En existencia',
        lowStock: 'Existencias bajas',
        status: 'Estado',
      },
      options: { status: AISLE_STATUS_TEXTS.es, lowStock: { '1': 'Bajas', '0': 'Correctas' } },
      actions: { adjust: 'Ajustar existencias' },
    },
  },
});

/**
 * The aisle stock ledger (the spec's `deviceStock` screen): one row per change of an aisle's
 * stock — sale, replenishment or adjustment — with before, change, after, the document or sale
 * number and who; never changed. An aisle's stock always equals the sum of its rows. The row
 * keeps the aisle's code and goods, so it outlives an aisle a template replaced.
 */
export const deviceStockResource = defineResource({
  key: 'deviceStock',
  service: 'vending',
  table: 'device_aisle_stock_log',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Aisle stock ledger rows',
  menu: { directory: VENDING_DIRECTORY.code, icon: 'documentation', after: 'deviceAisle' },
  fields: {
    deviceId: reference('device', { required: true, named: true, filter: true }),
    aisleId: reference('deviceAisle', { filter: true }),
    aisleCode: text({ max: 16, required: true, filter: true }),
    itemId: reference('item', { named: true, filter: true }),
    reason: choice(AISLE_STOCK_REASONS, { defaultValue: 10, filter: true }),
    formNo: text({ max: 64, filter: true }),
    beforeQuantity: integer({ min: 0, max: AISLE_CAPACITY_MAX, defaultValue: 0, readOnly: true }),
    quantity: integer({
      min: -AISLE_CAPACITY_MAX,
      max: AISLE_CAPACITY_MAX,
      defaultValue: 0,
      readOnly: true,
    }),
    afterQuantity: integer({ min: 0, max: AISLE_CAPACITY_MAX, defaultValue: 0, readOnly: true }),
    createBy: text({ max: 64, readOnly: true, filter: true }),
  },
  defaultSort: [],
  display: 'aisleCode',
  labels: {
    en: {
      title: 'Aisle stock',
      fields: {
        deviceId: 'Device',
        aisleId: 'Aisle',
        aisleCode: 'Aisle code',
        itemId: 'Goods',
        reason: 'Reason',
        formNo: 'Document / sale no.',
        beforeQuantity: 'Before',
        quantity: 'Change',
        afterQuantity: 'After',
        createBy: 'By',
        updateDate: 'Time',
      },
      options: { reason: { '10': 'Sale', '20': 'Replenishment', '30': 'Adjustment' } },
    },
    zh: {
      title: '货道库存流水',
      fields: {
        deviceId: '设备',
        aisleId: '货道',
        aisleCode: '货道编号',
        itemId: '商品',
        reason: '变动原因',
        formNo: '单号 / 订单号',
        beforeQuantity: '变动前',
        quantity: '变动数量',
        afterQuantity: '变动后',
        createBy: '操作人',
        updateDate: '时间',
      },
      options: { reason: { '10': '销售', '20': '补货', '30': '盘点调整' } },
    },
    es: {
      title: 'Existencias de canales',
      fields: {
        deviceId: 'Dispositivo',
        aisleId: 'Canal',
        aisleCode: 'Código del canal',
        itemId: 'Producto',
        reason: 'Motivo',
        formNo: 'N.º de documento / venta',
        beforeQuantity: 'Antes',
        quantity: 'Cambio',
        afterQuantity: 'Después',
        createBy: 'Por',
        updateDate: 'Hora',
      },
      options: { reason: { '10': 'Venta', '20': 'Reposición', '30': 'Ajuste' } },
    },
  },
});

/** Aisles rented to other merchants: whose revenue an aisle's sales are, and their share. */
export const deviceAisleMerchantResource = defineResource({
  key: 'deviceAisleMerchant',
  service: 'vending',
  table: 'device_aisle_merchant',
  scope: 'parent',
  parent: { resource: 'deviceAisle', field: 'aisleId' },
  noun: 'Aisle merchants',
  menu: { directory: VENDING_DIRECTORY.code, icon: 'peoples', after: 'deviceStock' },
  fields: {
    aisleId: reference('deviceAisle', { required: true, named: true, filter: true }),
    merchantNo: text({ max: 32, required: true, filter: true, sortable: true }),
    merchantName: text({ max: 100, required: true, filter: true }),
    shareRatio: integer({ min: 0, max: 100 }),
  },
  defaultSort: ['aisleId', 'merchantNo'],
  display: 'merchantName',
  labels: {
    en: {
      title: 'Aisle merchants',
      fields: {
        aisleId: 'Aisle',
        merchantNo: 'Merchant no.',
        merchantName: 'Merchant',
        shareRatio: 'Share (%)',
      },
    },
    zh: {
      title: '货道商户',
      fields: {
        aisleId: '货道',
        merchantNo: '商户号',
        merchantName: '商户名称',
        shareRatio: '分成比例(%)',
      },
    },
    es: {
      title: 'Comerciantes de canales',
      fields: {
        aisleId: 'Canal',
        merchantNo: 'N.º de comerciante',
        merchantName: 'Comerciante',
        shareRatio: 'Participación (%)',
      },
    },
  },
});
