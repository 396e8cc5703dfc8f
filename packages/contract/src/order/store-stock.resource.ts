import { z } from 'zod';
import { idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';
import { defineResource } from '../registry/define-resource';
import { choice, integer, reference, text } from '../registry/fields';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import { STOCK_ADJUST_MAX, STOCK_REASONS } from './order-codes';

// What a store has of a goods (or of one of its SKUs) to sell in the storefront. Stock is a
// ledger: on hand and reserved change only through a row of the stock records (adjustments by
// staff; reservations, releases and sales by orders; returns by after-sales), and neither ever
// goes below zero, nor reserved above on hand.

const GOODS = { group: 'goods', table: 'goods', display: 'goodsName' };
const SKU = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

/** Staff's change of what is on hand: ± units with a reason; a request key makes it once. */
export const adjustStockInput = z.object({
  id: idSchema,
  change: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(-STOCK_ADJUST_MAX, { error: 'tooSmall' })
    .max(STOCK_ADJUST_MAX, { error: 'tooBig' })
    .refine((value) => value !== 0, { error: 'invalid' }),
  reason: requiredTextOf(200),
  requestKey: textOf(64).nullable().optional(),
});

export const goodsStockResource = defineResource({
  key: 'goodsStock',
  service: 'ministore',
  table: 'goods_stock',
  scope: 'store',
  noun: 'Store stock',
  menu: { directory: 'GOODS_MANAGE', icon: 'component', after: 'goodsTag' },
  fields: {
    storeId: reference(STORE_REFERENCE, { required: true, named: true, filter: true }),
    goodsId: reference(GOODS, { required: true, named: true, filter: true }),
    skuId: reference(SKU, { named: true, filter: true }),
    onHand: integer({
      min: 0,
      max: 2_000_000_000,
      defaultValue: 0,
      readOnly: true,
      sortable: true,
    }),
    reserved: integer({ min: 0, max: 2_000_000_000, defaultValue: 0, readOnly: true }),
    warnAt: integer({ min: 0, max: 1_000_000, defaultValue: 0 }),
  },
  defaultSort: [],
  display: 'goodsId',
  messages: { inUse: 'goodsStock.inUse', clash: { key: 'goodsStock.exists', field: 'skuId' } },
  removeRule: 'refused while the stock has records or units',
  actions: {
    adjust: {
      input: adjustStockInput,
      authority: 'ADJUST',
      summary:
        'Add or take units on hand with a reason: a row of the stock records; never below what orders reserved; a repeated request key changes nothing more',
    },
  },
  labels: {
    en: {
      title: 'Store stock',
      fields: {
        storeId: 'Store',
        goodsId: 'Goods',
        skuId: 'SKU',
        onHand: 'On hand',
        reserved: 'Reserved by orders',
        warnAt: 'Warn at',
      },
      actions: { adjust: 'Adjust stock' },
    },
    zh: {
      title: '门店库存',
      fields: {
        storeId: '门店',
        goodsId: '商品',
        skuId: '规格',
        onHand: '在库数量',
        reserved: '订单占用',
        warnAt: '预警数量',
      },
      actions: { adjust: '调整库存' },
    },
    es: {
      title: 'Existencias de tienda',
      fields: {
        storeId: 'Tienda',
        goodsId: 'Artículo',
        skuId: 'Variante',
        onHand: 'Disponibles',
        reserved: 'Reservadas por pedidos',
        warnAt: 'Avisar en',
      },
      actions: { adjust: 'Ajustar existencias' },
    },
  },
});

const reasonTexts = {
  en: { '10': 'Adjusted', '20': 'Reserved', '30': 'Released', '40': 'Sold', '50': 'Returned' },
  zh: { '10': '调整', '20': '下单占用', '30': '释放占用', '40': '售出', '50': '退货入库' },
  es: { '10': 'Ajuste', '20': 'Reserva', '30': 'Liberación', '40': 'Venta', '50': 'Devolución' },
};

/** Every move of a store's stock (written by the domain only). */
export const goodsStockRecordResource = defineResource({
  key: 'goodsStockRecord',
  service: 'ministore',
  table: 'goods_stock_record',
  scope: 'store',
  writable: false,
  newestFirst: true,
  noun: 'Store stock records',
  menu: { directory: 'GOODS_MANAGE', icon: 'list', after: 'goodsStock' },
  fields: {
    stockId: reference('goodsStock', { required: true, filter: true, list: false }),
    storeId: reference(STORE_REFERENCE, { required: true, named: true, filter: true }),
    goodsId: reference(GOODS, { required: true, named: true, filter: true }),
    skuId: reference(SKU, { named: true, filter: true }),
    reason: choice(STOCK_REASONS, { defaultValue: 10, readOnly: true, filter: true }),
    change: integer({ min: -2_000_000_000, max: 2_000_000_000, defaultValue: 0, readOnly: true }),
    onHandAfter: integer({ min: 0, max: 2_000_000_000, defaultValue: 0, readOnly: true }),
    reservedChange: integer({
      min: -2_000_000_000,
      max: 2_000_000_000,
      defaultValue: 0,
      readOnly: true,
    }),
    reservedAfter: integer({ min: 0, max: 2_000_000_000, defaultValue: 0, readOnly: true }),
    orderNo: text({ max: 32, key: true, readOnly: true, filter: true }),
    remark: text({ max: 200, readOnly: true }),
    requestKey: text({ max: 64, readOnly: true, list: false }),
  },
  defaultSort: [],
  display: 'goodsId',
  labels: {
    en: {
      title: 'Store stock records',
      fields: {
        stockId: 'Stock',
        storeId: 'Store',
        goodsId: 'Goods',
        skuId: 'SKU',
        reason: 'Reason',
        change: 'Change on hand',
        onHandAfter: 'On hand after',
        reservedChange: 'Change reserved',
        reservedAfter: 'Reserved after',
        orderNo: 'Order no.',
        remark: 'Remark',
        requestKey: 'Request key',
      },
      options: { reason: reasonTexts.en },
    },
    zh: {
      title: '库存流水',
      fields: {
        stockId: '库存',
        storeId: '门店',
        goodsId: '商品',
        skuId: '规格',
        reason: '变动原因',
        change: '在库变动',
        onHandAfter: '变动后在库',
        reservedChange: '占用变动',
        reservedAfter: '变动后占用',
        orderNo: '订单号',
        remark: '备注',
        requestKey: '请求标识',
      },
      options: { reason: reasonTexts.zh },
    },
    es: {
      title: 'Movimientos de existencias',
      fields: {
        stockId: 'Existencias',
        storeId: 'Tienda',
        goodsId: 'Artículo',
        skuId: 'Variante',
        reason: 'Motivo',
        change: 'Cambio disponible',
        onHandAfter: 'Disponibles después',
        reservedChange: 'Cambio reservado',
        reservedAfter: 'Reservadas después',
        orderNo: 'N.º de pedido',
        remark: 'Nota',
        requestKey: 'Clave de solicitud',
      },
      options: { reason: reasonTexts.es },
    },
  },
});
