import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import { idBodySchema, removeQuerySchema } from './goods-fields';
import {
  goodsAssigneeQuerySchema,
  goodsAssigneeSchema,
  goodsAssignSchema,
  goodsChangeImagesSchema,
  goodsDetailSchema,
  goodsEditSchema,
  goodsFilterSchema,
  goodsImageSchema,
  goodsImagesQuerySchema,
  goodsLaunchSchema,
  goodsQuickLaunchSchema,
  goodsSchema,
  productSchema,
} from './goods.schemas';

const GOODS = { owned: 'goods' } as const;
const LIST = { authority: 'GOODS_LIST' } as const;
const EDIT = { authority: 'GOODS_EDIT' } as const;
const BASE = '/api/ministore/goods';

/** The goods calls of console.md §7, with the bodies the spec leaves open documented here. */
export const goodsEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: `${BASE}/list`,
    summary:
      'Goods in the caller’s scope, paged, newest first; filter by name (contains), code, category, brand, status, store',
    access: LIST,
    isolation: GOODS,
    query: pageQuerySchema,
    body: goodsFilterSchema,
    kind: 'paged',
    response: goodsSchema,
  }),
  queryForList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/query-for-list`,
    summary: 'Goods matching the filter as a plain list (at most 500, newest first)',
    access: LIST,
    isolation: GOODS,
    body: goodsFilterSchema,
    kind: 'envelope',
    response: z.array(goodsSchema),
  }),
  queryList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/query/list`,
    summary:
      'The product chooser’s query: goods matching the filter, paged (pageSize, pageNum in the query)',
    access: LIST,
    isolation: GOODS,
    query: pageQuerySchema,
    body: goodsFilterSchema,
    kind: 'paged',
    response: goodsSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/remove`,
    summary: 'Remove goods with its pictures, tags, assignments and prices; refused while on sale',
    access: { authority: 'GOODS_REMOVE' },
    isolation: GOODS,
    query: removeQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/edit`,
    summary:
      'Create (no id) or update goods; goodsCode is unique in the tenant; imageFileIds and tagIds, when given, replace the pictures and tags',
    access: EDIT,
    isolation: GOODS,
    body: goodsEditSchema,
    kind: 'envelope',
    response: goodsDetailSchema,
  }),
  assign2Organs: defineEndpoint({
    method: 'POST',
    path: `${BASE}/assign-2-organs`,
    summary:
      'Body { goodsId, organIds }: the organisations (inside the caller’s scope) that carry the goods become exactly these',
    access: EDIT,
    isolation: GOODS,
    body: goodsAssignSchema,
    kind: 'envelope',
    response: z.array(goodsAssigneeSchema),
  }),
  queryGoodsAssignee: defineEndpoint({
    method: 'POST',
    path: `${BASE}/queryGoodsAssignee`,
    summary: 'Body { goodsId }: the organisations that carry the goods (those the caller can see)',
    access: LIST,
    isolation: GOODS,
    body: goodsAssigneeQuerySchema,
    kind: 'envelope',
    response: z.array(goodsAssigneeSchema),
  }),
  launch: defineEndpoint({
    method: 'POST',
    path: `${BASE}/lanuch`,
    summary:
      'Body { ids, onSale }: put goods on sale (status 32, 出售中) or take them off (下架). Goods without a picture or a price cannot go on sale; all or nothing',
    access: EDIT,
    isolation: GOODS,
    body: goodsLaunchSchema,
    kind: 'envelope',
    response: z.array(goodsSchema),
  }),
  quickLaunch: defineEndpoint({
    method: 'POST',
    path: `${BASE}/quick-launch`,
    summary:
      'Body { id }: put one goods and every store price of it on sale at once (same rules as lanuch)',
    access: EDIT,
    isolation: GOODS,
    body: goodsQuickLaunchSchema,
    kind: 'envelope',
    response: goodsSchema,
  }),
  productManage: defineEndpoint({
    method: 'POST',
    path: `${BASE}/product/manage`,
    summary:
      'Product management list: goods filter, paged, each row with its picture and price counts and price range',
    access: LIST,
    isolation: GOODS,
    query: pageQuerySchema,
    body: goodsFilterSchema,
    kind: 'paged',
    response: productSchema,
  }),
  load: defineEndpoint({
    method: 'POST',
    path: `${BASE}/load`,
    summary: 'Body { id }: one goods with its description, pictures and tags',
    access: LIST,
    isolation: GOODS,
    body: idBodySchema,
    kind: 'envelope',
    response: goodsDetailSchema,
  }),
  loadGoodsImages: defineEndpoint({
    method: 'POST',
    path: `${BASE}/load-goods-images`,
    summary: 'Body { goodsId }: the goods’ pictures in display order',
    access: LIST,
    isolation: GOODS,
    body: goodsImagesQuerySchema,
    kind: 'envelope',
    response: z.array(goodsImageSchema),
  }),
  changeImages: defineEndpoint({
    method: 'POST',
    path: `${BASE}/change-images`,
    summary:
      'Body { goodsId, fileIds }: the pictures become exactly these file-bank files (each visible to the caller), in this order',
    access: EDIT,
    isolation: GOODS,
    body: goodsChangeImagesSchema,
    kind: 'envelope',
    response: z.array(goodsImageSchema),
  }),
} as const;
