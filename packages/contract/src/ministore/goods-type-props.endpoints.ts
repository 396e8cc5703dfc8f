import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import {
  goodsTypePropsOfTypeSchema,
  goodsTypePropsSaveSchema,
  goodsTypePropsWithValuesSchema,
} from './goods-type-props.schemas';

const PROPS = { owned: 'goods_type_props' } as const;

/**
 * Category properties: one category's set and its save, beside the registry's list, edit and
 * remove (goods-type-props.resource.ts) under the same paths.
 */
export const goodsTypePropsCalls = {
  queryTypeProps: defineEndpoint({
    method: 'POST',
    path: '/api/ministore/goods-type-props/query-type-props',
    summary: 'Body { goodsTypeId }: the category’s properties in sort order, each with its values',
    access: { authority: 'GOODS_TYPE_PROPS_LIST' },
    isolation: PROPS,
    body: goodsTypePropsOfTypeSchema,
    kind: 'envelope',
    response: z.array(goodsTypePropsWithValuesSchema),
  }),
  saveTypeProps: defineEndpoint({
    method: 'POST',
    path: '/api/ministore/goods-type-props/save-type-props',
    summary:
      'Body { goodsTypeId, props: [{ id?, propName, propCode?, inputType?, isMust?, sort?, remark?, values?: string[] }] }: the category’s properties become exactly these, all or nothing (kept by id, added without, missing ones removed with their values); answers the saved set',
    access: { authority: 'GOODS_TYPE_PROPS_EDIT' },
    isolation: PROPS,
    body: goodsTypePropsSaveSchema,
    kind: 'envelope',
    response: z.array(goodsTypePropsWithValuesSchema),
  }),
} as const;
