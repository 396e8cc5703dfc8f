import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import { removeQuerySchema } from './goods-fields';
import {
  goodsPriceByQuerySchema,
  goodsPriceChangedSchema,
  goodsPriceEditSchema,
  goodsPriceFilterSchema,
  goodsPriceLaunchSchema,
  goodsPriceModifySchema,
  goodsPriceSchema,
  skuOnSaleQuerySchema,
} from './goods-price.schemas';

const PRICES = { owned: 'goods_price' } as const;
const LIST = { authority: 'GOODS_PRICE_LIST' } as const;
const EDIT = { authority: 'GOODS_PRICE_EDIT' } as const;
const BASE = '/api/ministore/goods-price';

/** Prices of goods per store (console.md §7 goods-price calls); money as "12.50" strings. */
export const goodsPriceEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: `${BASE}/list`,
    summary: 'Store prices in the caller’s scope, paged; filter by goods, store, SKU, status',
    access: LIST,
    isolation: PRICES,
    query: pageQuerySchema,
    body: goodsPriceFilterSchema,
    kind: 'paged',
    response: goodsPriceSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/remove`,
    summary: 'Remove a store price',
    access: { authority: 'GOODS_PRICE_REMOVE' },
    isolation: PRICES,
    query: removeQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/edit`,
    summary:
      'Create (no id) or update a store price: price and marketPrice are decimal strings, not negative, at most 2 decimals; one price per goods, store and SKU',
    access: EDIT,
    isolation: PRICES,
    body: goodsPriceEditSchema,
    kind: 'envelope',
    response: goodsPriceSchema,
  }),
  launch: defineEndpoint({
    method: 'POST',
    path: `${BASE}/lanuch`,
    summary: 'Body { ids, onSale }: store prices on sale (status 32) or off; all or nothing',
    access: EDIT,
    isolation: PRICES,
    body: goodsPriceLaunchSchema,
    kind: 'envelope',
    response: goodsPriceChangedSchema,
  }),
  getGoodsPriceBy: defineEndpoint({
    method: 'POST',
    path: `${BASE}/get-goods-price-by`,
    summary: 'Body { goodsId, storeId? }: the prices of one goods at every store (or one)',
    access: LIST,
    isolation: PRICES,
    body: goodsPriceByQuerySchema,
    kind: 'envelope',
    response: z.array(goodsPriceSchema),
  }),
  queryForList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/query-for-list`,
    summary: 'Store prices matching the filter as a plain list (at most 500)',
    access: LIST,
    isolation: PRICES,
    body: goodsPriceFilterSchema,
    kind: 'envelope',
    response: z.array(goodsPriceSchema),
  }),
  skuOnSale: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sku/on-sale`,
    summary:
      'Body { storeId, goodsIds? }: what the store sells now (prices on sale of goods on sale)',
    access: LIST,
    isolation: PRICES,
    body: skuOnSaleQuerySchema,
    kind: 'envelope',
    response: z.array(goodsPriceSchema),
  }),
  priceModify: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/price-modify`,
    summary:
      'Body { items: [{ id, price, marketPrice? }] }: new prices for several rows; all or nothing',
    access: EDIT,
    isolation: PRICES,
    body: goodsPriceModifySchema,
    kind: 'envelope',
    response: goodsPriceChangedSchema,
  }),
} as const;
