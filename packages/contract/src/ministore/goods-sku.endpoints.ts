import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import { removeQuerySchema } from './goods-fields';
import {
  barCodeMatchSchema,
  barCodeQuerySchema,
  goodsSkuEditSchema,
  goodsSkuFilterSchema,
  goodsSkuGoodsQuerySchema,
  goodsSkuSchema,
  goodsSpecSetupSchema,
  goodsSpecValuesSaveSchema,
} from './goods-sku.schemas';

const SKUS = { owned: 'goods_sku' } as const;
const LIST = { authority: 'GOODS_LIST' } as const;
const EDIT = { authority: 'GOODS_EDIT' } as const;
const BASE = '/api/ministore/goods-sku';

/** SKUs of goods: built from the goods' specification values; codes and bar codes. */
export const goodsSkuEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: `${BASE}/list`,
    summary:
      'SKUs in the caller’s scope, paged; filter by goods, keyword (goods name, SKU code, bar code), with a bar code only',
    access: LIST,
    isolation: SKUS,
    query: pageQuerySchema,
    body: goodsSkuFilterSchema,
    kind: 'paged',
    response: goodsSkuSchema,
  }),
  querySpecValues: defineEndpoint({
    method: 'POST',
    path: `${BASE}/query-spec-values`,
    summary: 'Body { goodsId }: the goods’ specification values and its SKUs',
    access: LIST,
    isolation: SKUS,
    body: goodsSkuGoodsQuerySchema,
    kind: 'envelope',
    response: goodsSpecSetupSchema,
  }),
  saveSpecValues: defineEndpoint({
    method: 'POST',
    path: `${BASE}/save-spec-values`,
    summary:
      'Body { goodsId, values: [{ specificationId, itemIds }] }: saves the values and regenerates the SKUs (one per combination, at most 400); SKUs whose combination stays keep their codes and prices; the others go with their prices, refused while one of those prices is on sale',
    access: EDIT,
    isolation: SKUS,
    body: goodsSpecValuesSaveSchema,
    kind: 'envelope',
    response: goodsSpecSetupSchema,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/edit`,
    summary:
      'Body { id, skuCode?, barCode?, status?, sort? }: SKU codes are unique per goods, bar codes per tenant',
    access: EDIT,
    isolation: SKUS,
    body: goodsSkuEditSchema,
    kind: 'envelope',
    response: goodsSkuSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/remove`,
    summary: 'Remove a SKU with its store prices; refused while one of them is on sale',
    access: { authority: 'GOODS_REMOVE' },
    isolation: SKUS,
    query: removeQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  queryByBarCode: defineEndpoint({
    method: 'POST',
    path: `${BASE}/query-by-bar-code`,
    summary:
      'Body { barCode, storeId? }: the SKU with this bar code (else the goods with this code), and its price at the store; data null when nothing matches',
    access: LIST,
    isolation: SKUS,
    body: barCodeQuerySchema,
    kind: 'envelope',
    response: barCodeMatchSchema.nullable(),
  }),
} as const;
