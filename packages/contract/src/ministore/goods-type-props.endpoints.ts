import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { crudEndpoints } from './goods-fields';
import {
  goodsTypePropsEditSchema,
  goodsTypePropsFilterSchema,
  goodsTypePropsOfTypeSchema,
  goodsTypePropsSaveSchema,
  goodsTypePropsSchema,
  goodsTypePropsValueEditSchema,
  goodsTypePropsValueFilterSchema,
  goodsTypePropsValueSchema,
  goodsTypePropsWithValuesSchema,
} from './goods-type-props.schemas';

const PROPS = { owned: 'goods_type_props' } as const;

/** Category properties: the screen's four calls, one category's set, and its save. */
export const goodsTypePropsEndpoints = {
  ...crudEndpoints({
    resource: 'goods-type-props',
    code: 'GOODS_TYPE_PROPS',
    table: 'goods_type_props',
    noun: 'Category properties',
    filter: goodsTypePropsFilterSchema,
    edit: goodsTypePropsEditSchema,
    record: goodsTypePropsSchema,
    removeRule: 'its values go with it',
  }),
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

/** The values a category property offers (goodsTypePropsValue screen). */
export const goodsTypePropsValueEndpoints = crudEndpoints({
  resource: 'goods-type-props-value',
  code: 'GOODS_TYPE_PROPS_VALUE',
  table: 'goods_type_props_value',
  noun: 'Category property values',
  filter: goodsTypePropsValueFilterSchema,
  edit: goodsTypePropsValueEditSchema,
  record: goodsTypePropsValueSchema,
});
